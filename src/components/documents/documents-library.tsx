import { FileDown, Search } from '@/components/ui/lucide';
import { getFormatter } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getDocumentArticles, getEditions } from '@/cms/content';
import { documentFamilies, documentSearchEntries, familyNames, instructionsDocumentName, instructionsPath } from '@/content/documents';
import { conformityText, declarationClasses, getDeclarations } from '@/content/documents/conformity';
import { conformityDocumentName, conformityPath } from '@/content/documents/paths';
import { documentsPage } from '@/content/pages/documents';
import { documentHref } from '@/documents/paths';
import { inLocale } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import { routes } from '@/lib/routes';
import { DocumentsFilter } from '@/components/lazy-leaves';
import { formatDay } from '@/lib/format-date';
import { cn } from '@/lib/cn';
import { intlLocales } from '@/lib/format-number';

const rowIdPrefix = 'document-';

/** The library's columns from `sm` up: name, article number, version, date, PDF. */
const columns = 'sm:grid-cols-[minmax(0,1fr)_10rem_4.5rem_9.5rem_4.5rem]';

/**
 * The document library: every article's current instructions as a server-rendered list (name,
 * article number, family, version, date, PDF), with the search and family filter as a small
 * client leaf on top that only receives the rows' search keys; below it each family's EU
 * declaration of conformity (page and PDF), which the filter leaves alone.
 */
export async function DocumentsLibrary({ locale }: { locale: Locale }) {
  const page = inLocale(documentsPage, locale);
  const format = await getFormatter();
  const editions = await getEditions();
  // An article shows once it has a published edition.
  const catalogueArticles = await getDocumentArticles();
  const articles = catalogueArticles.filter((article) => editions[article.articleNr]?.length);
  const date = (iso: string) => formatDay(iso, locale);

  return (
    <div className="container-page py-10 sm:py-14">
      <DocumentsFilter
        locale={locale}
        action={localizedPath(routes.documents, locale)}
        labels={{
          search: page.search.label,
          placeholder: page.search.placeholder,
          family: page.search.family,
          allFamilies: page.search.allFamilies,
          reset: page.search.reset,
          countOne: page.search.resultCount.one,
          countOther: page.search.resultCount.other,
          noResults: page.search.noResults,
        }}
        families={documentFamilies.map((id) => ({ id, label: familyNames[id][locale] }))}
        entries={documentSearchEntries(catalogueArticles)}
        rowIdPrefix={rowIdPrefix}
        searchIcon={<Search aria-hidden className="size-4" />}
      />

      <h2 className="sr-only">{page.table.caption}</h2>
      {documentFamilies.map((family) => {
        // In alphabetical order of their names, as a reader scans a library.
        const rows = articles.filter((article) => article.family === family).sort((a, b) => a.name[locale].localeCompare(b.name[locale], intlLocales[locale]));
        if (rows.length === 0) return null;
        return (
          // A family whose rows the filter has all hidden hides with them.
          <section key={family} aria-labelledby={`family-${family}`} className="mt-8 [&:not(:has(li:not([hidden])))]:hidden">
            <h3 id={`family-${family}`} className="text-lg font-bold text-brand-950">
              {familyNames[family][locale]}
            </h3>
            <div className="mt-3 overflow-hidden rounded-card border border-line bg-white">
              {/* The column heads of the wide layout; each row's terms say the same to assistive technology. */}
              <div aria-hidden className={cn(columns, 'hidden gap-x-6 border-b border-line bg-surface-muted px-5 py-2 text-xs font-semibold tracking-wide text-ink-muted uppercase sm:grid')}>
                <span>{page.table.name}</span>
                <span>{page.table.articleNr}</span>
                <span>{page.table.version}</span>
                <span>{page.table.date}</span>
                <span />
              </div>
              <ul aria-labelledby={`family-${family}`} className="divide-y divide-line">
                {rows.map((article) => {
                  const version = editions[article.articleNr]!.at(-1)!;
                  const name = article.name[locale];
                  return (
                    <li
                      key={article.articleNr}
                      id={`${rowIdPrefix}${article.articleNr}`}
                      data-testid="document-row"
                      data-family={article.family}
                      className={cn(columns, 'grid gap-x-6 gap-y-1 p-4 sm:items-center sm:px-5')}
                    >
                      <div className="min-w-0">
                        <Link href={instructionsPath(article.articleNr)} className="text-base font-bold text-brand-900 underline-offset-4 hover:underline">
                          {name}
                          {article.code && article.code.toLowerCase() !== name.toLowerCase() && <>{' '}<span className="text-sm font-semibold text-ink-muted">({article.code})</span></>}
                        </Link>
                      </div>
                      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted sm:contents">
                        <MetaItem term={page.table.articleNr} cell className="font-semibold text-ink">
                          {article.articleNr}
                        </MetaItem>
                        <div className="sr-only">
                          <dt>{page.table.family}:</dt>
                          <dd>{familyNames[article.family][locale]}</dd>
                        </div>
                        <MetaItem term={page.table.version} cell>
                          {version.version}
                        </MetaItem>
                        <MetaItem term={page.table.date} cell>
                          <time dateTime={version.effective}>{date(version.effective)}</time>
                        </MetaItem>
                      </dl>
                      <PdfLink href={documentHref(instructionsDocumentName(article.articleNr), locale)} label={`${page.table.pdf}: ${name}`} text={page.table.pdf} />
                    </li>
                  );
                })}
              </ul>
            </div>
          </section>
        );
      })}
      <p className="mt-6 max-w-3xl text-sm leading-relaxed text-ink-muted">{page.regulatoryNote}</p>

      <section aria-labelledby="declarations-heading" className="mt-14">
        <h2 id="declarations-heading" className="text-2xl font-bold tracking-tight text-brand-950">
          {page.conformity.heading}
        </h2>
        <p className="mt-2 max-w-3xl leading-relaxed text-ink-muted">{page.conformity.intro}</p>
        <ul aria-labelledby="declarations-heading" className="mt-6 divide-y divide-line overflow-hidden rounded-card border border-line bg-white">
          {getDeclarations(catalogueArticles).map((declaration) => {
            const name = familyNames[declaration.family][locale];
            const count = declaration.groups.reduce((sum, group) => sum + group.articles.length, 0);
            const classes = new Intl.ListFormat(intlLocales[locale], { type: 'conjunction' }).format(declarationClasses(declaration));
            return (
              <li key={declaration.family} data-testid="declaration-row" data-family={declaration.family} className="grid gap-x-6 gap-y-2 p-4 sm:grid-cols-[1fr_auto] sm:items-center sm:px-5">
                <div className="min-w-0">
                  <Link href={conformityPath(declaration.family)} className="text-base font-bold text-brand-900 underline-offset-4 hover:underline">
                    {name}
                  </Link>
                  {' '}<span className="text-sm font-semibold text-ink-muted">({(count === 1 ? page.conformity.deviceCount.one : page.conformity.deviceCount.other).replace('{count}', format.number(count))})</span>
                  <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                    <MetaItem term={page.conformity.riskClass}>{classes}</MetaItem>
                    <MetaItem term={page.conformity.issued}>
                      <time dateTime={declaration.issued}>{date(declaration.issued)}</time>
                    </MetaItem>
                  </dl>
                </div>
                <PdfLink href={documentHref(conformityDocumentName(declaration.family), locale)} label={`${page.table.pdf}: ${conformityText.title[locale]}, ${name}`} text={page.table.pdf} />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** A row's link to its PDF, named with the document it opens. */
function PdfLink({ href, label, text }: { href: string; label: string; text: string }) {
  return (
    <a
      href={href}
      type="application/pdf"
      aria-label={label}
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
    >
      <FileDown aria-hidden className="size-4" />
      {text}
    </a>
  );
}

/**
 * One label–value pair of a row's description list, the term beside the value. As a `cell` of the
 * library's columns (from `sm`), the term is left to the column heads: read out, not shown.
 */
function MetaItem({ term, cell, className = 'text-ink', children }: { term: string; cell?: boolean; className?: string; children: ReactNode }) {
  return (
    <div className={cell ? 'flex gap-1 sm:block' : 'flex gap-1'}>
      <dt className={cell ? 'sm:sr-only' : undefined}>{term}:</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}
