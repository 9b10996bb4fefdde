import { getTranslations } from 'next-intl/server';
import { ArrowRight, FileText } from '@/components/ui/lucide';
import NextLink from 'next/link';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { maxQueryLength } from '@/lib/search/query';
import type { ExcerptPart, SearchResponse, SearchResult, SearchResultType } from '@/lib/search/engine';
import { routes } from '@/lib/routes';
import { SearchForm } from './search-form';

const typeKeys = { page: 'typePage', product: 'typeProduct', article: 'typeArticle', instructions: 'typeInstructions', news: 'typeNews' } as const satisfies Record<SearchResultType, string>;

/** Where a visitor who found nothing may look instead. */
const browseLinks = [
  { href: routes.drugTests, label: 'browseDrugTests' },
  { href: routes.healthcareTests, label: 'browseHealthcareTests' },
  { href: routes.documents, label: 'browseDocuments' },
] as const;

/** Text with the words that matched the query marked. */
function Marked({ parts }: { parts: readonly ExcerptPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

/** Whether a result leaves the site (a press article): a plain link, not the site's router. */
const isExternal = (url: string) => /^https?:/u.test(url);

async function ResultItem({ result, locale }: { result: SearchResult; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const titleClass = 'text-lg font-semibold text-brand-800 underline-offset-4 hover:underline';
  return (
    <li className="py-5">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs font-semibold tracking-wide text-ink-muted uppercase">
        <span>{t(typeKeys[result.type])}</span>
        {result.context && <span className="tracking-normal normal-case">{result.context}</span>}
        {result.articleNumber && <span className="tracking-normal normal-case tabular-nums">{t('articleNumber', { number: result.articleNumber })}</span>}
        {result.date && <time dateTime={result.date}>{new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(result.date))}</time>}
      </p>
      <h2 className="mt-1">
        {isExternal(result.url) ? (
          <a href={result.url} className={titleClass}>
            <Marked parts={result.titleParts} />
          </a>
        ) : (
          // The result's address is already in the page's language.
          <NextLink href={result.url} prefetch={false} className={titleClass}>
            <Marked parts={result.titleParts} />
          </NextLink>
        )}
      </h2>
      {result.excerpt.length > 0 && (
        <p className="mt-1.5 line-clamp-3 leading-relaxed text-ink">
          <Marked parts={result.excerpt} />
        </p>
      )}
      {result.pdfUrl && (
        <a href={result.pdfUrl} type="application/pdf" className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <FileText aria-hidden className="size-4" />
          {t('downloadPdf')}
          <span className="sr-only">: {result.title}</span>
        </a>
      )}
    </li>
  );
}

/**
 * The results page: the query in a search box, how many results, and each with its type,
 * highlighted title and passage; or, when the search cannot answer, a message instead of an error.
 */
export async function SearchResults({ locale, query, shortened, response }: { locale: Locale; query: string; shortened: boolean; response?: SearchResponse | 'unavailable' }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-4xl font-extrabold tracking-tight text-brand-950">{t('heading')}</h1>
      <SearchForm locale={locale} id="page-search" query={query} className="mt-6" />
      {shortened && <p className="mt-3 text-sm text-ink-muted">{t('queryShortened', { max: maxQueryLength })}</p>}
      {!response ? (
        <p className="mt-8 text-lg text-ink-muted">{t('emptyQuery')}</p>
      ) : response === 'unavailable' ? (
        <p className="mt-8 text-lg text-ink" role="status">
          {t('unavailable')}
        </p>
      ) : (
        <section aria-labelledby="search-summary" className="mt-8">
          <p id="search-summary" className="text-lg font-semibold text-brand-950" role="status">
            {t('resultsFor', { count: response.total, query })}
            {response.total > response.results.length && <span className="font-normal text-ink-muted"> {t('showingFirst', { shown: response.results.length })}</span>}
          </p>
          {response.total === 0 ? (
            <div className="mt-4 space-y-4 text-ink">
              <p>{t('noResultsHint')}</p>
              <nav aria-label={t('browse')}>
                <p className="font-semibold text-brand-950">{t('browse')}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {browseLinks.map(({ href, label }) => (
                    <li key={href}>
                      <Link href={href} locale={locale} prefetch={false} className="inline-flex h-10 items-center rounded-full border border-line px-4 text-sm font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50">
                        {t(label)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              <Link href={routes.contact} locale={locale} prefetch={false} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
                {t('noResultsContact')}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
          ) : (
            <ol className="mt-2 divide-y divide-line border-t border-line">
              {response.results.map((result) => (
                <ResultItem key={result.id} result={result} locale={locale} />
              ))}
            </ol>
          )}
        </section>
      )}
    </div>
  );
}
