import { Download, History, Printer, TriangleAlert } from '@/components/ui/lucide';
import { Fragment } from 'react';
import { DocumentTableView } from '@/components/sections/legal-document';
import { PageBanner } from '@/components/sections/hero';
import { buttonVariants } from '@/components/ui/button';
import { PrintButton } from '@/components/ui/print-button';
import { editionDocumentName, editionPath, familyNames, instructionsDocumentName, instructionsPath, type Instructions, type IfuSection } from '@/content/documents';
import { conformityText } from '@/content/documents/conformity';
import { conformityPath } from '@/content/documents/paths';
import { documentsPage } from '@/content/pages/documents';
import { documentHref } from '@/documents/paths';
import { inLocale, type InLocale } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';
import { formatFileSize } from '@/lib/format-number';
import { absoluteUrl } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { LabelSymbols } from './label-symbols';
import { QrCode } from './qr-code';
import { ResultWindow } from './result-window';
import { formatDay } from '@/lib/format-date';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

function SectionBody({ section, image, labels }: { section: InLocale<IfuSection>; image: { src: string; width: number; height: number; alt: string }; labels: { resultPicture: string } }) {
  return (
    <>
      {section.id === 'manufacturer' ? (
        // One address block, a line each, as on the label.
        <address className="mt-3 leading-relaxed text-ink not-italic">
          {section.paragraphs.map((line, index) => (
            <Fragment key={line}>
              {index > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </address>
      ) : (
        section.paragraphs.map((paragraph) => (
          <p key={paragraph} className="mt-3 leading-relaxed text-ink">
            {paragraph}
          </p>
        ))
      )}
      {section.table && (
        <DocumentTableView
          id={`${section.id}-table`}
          table={{ caption: section.table.caption, columns: section.table.columns, rows: section.table.rows, rowHeader: section.table.columns.length === 3 ? 'code' : 'text' }}
        />
      )}
      {section.tables?.map((table, index) => (
        <DocumentTableView key={table.caption} id={`${section.id}-table-${index + 1}`} table={{ caption: table.caption, columns: table.columns, rows: table.rows, rowHeader: 'text' }} />
      ))}
      {section.lists && (
        <div className="mt-3 grid gap-6 sm:grid-cols-2">
          {section.lists.map((list) => (
            <div key={list.label}>
              <h3 className="font-semibold text-brand-950">{list.label}</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 leading-relaxed text-ink marker:text-accent-600">
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
      {section.steps && (
        <div className="mt-4 grid gap-6 md:grid-cols-[1fr_14rem] md:items-start">
          <ol className="space-y-3">
            {section.steps.map((step, index) => (
              <li key={step} className="flex gap-3 leading-relaxed text-ink">
                <span aria-hidden className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white print:border print:border-brand-700 print:bg-white print:text-brand-900">
                  {index + 1}
                </span>
                <span className="pt-0.5">{step}</span>
              </li>
            ))}
          </ol>
          {/* The catalogue's drawing of the product, small: the steps are the instructions. A static SVG, nothing to optimise. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={image.src} width={image.width} height={image.height} alt={image.alt} loading="lazy" className="order-first w-40 rounded-xl bg-surface-muted md:order-none md:w-full print:hidden" />
        </div>
      )}
      {section.bullets && (
        <ul className="mt-3 list-disc space-y-2 pl-5 leading-relaxed text-ink marker:text-accent-600">
          {section.bullets.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {section.outcomes && (
        <ul className="mt-4 grid gap-4 lg:grid-cols-3">
          {section.outcomes.map((outcome) => (
            <li key={outcome.outcome} data-outcome={outcome.outcome} className="rounded-card border border-line bg-white p-4 break-inside-avoid">
              {section.pictures && (
                <figure>
                  <ResultWindow spec={outcome.window} label={`${labels.resultPicture}: ${outcome.alt}`} className="h-auto w-full max-w-56" />
                </figure>
              )}
              <h3 className="mt-3 font-bold text-brand-950">{outcome.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink">{outcome.text}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * An article's instructions for use as a page: banner with version and downloads, the sections
 * (intended purpose to CE marking), and beside them the package's short address and QR code and
 * the version history. The archived editions render the same view with a notice on top.
 * `pdfBytes`: the size of the edition's PDF, while it is not yet rendered null (and not shown).
 */
export async function InstructionsView({ instructions: record, locale, pdfBytes }: { instructions: Instructions; locale: Locale; pdfBytes: number | null }) {
  const instructions = inLocale(record, locale);
  const labels = inLocale(documentsPage.article, locale);
  const date = (iso: string) => formatDay(iso, locale);
  const { article, version } = instructions;
  const articleNr = article.articleNr;
  const currentHref = instructionsPath(articleNr);
  const shortUrl = absoluteUrl(localizedPath(currentHref, locale));
  // The current edition's PDF has a lasting address that follows new editions; an earlier one's is its own.
  const pdfName = record.isCurrent ? instructionsDocumentName(articleNr) : editionDocumentName(articleNr, version.version);
  const size = pdfBytes === null ? null : formatFileSize(pdfBytes, locale);
  const versions = inLocale([...record.editions].reverse(), locale);
  const image = { ...article.image, alt: '' };

  return (
    <>
      <PageBanner title={instructions.title} intro={article.description}>
        <p className="mt-5 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
          <span className="font-semibold text-accent-700 uppercase">{instructions.audience}</span>
          <span>
            {labels.articleNr}: <span className="font-semibold text-brand-950">{articleNr}</span>
          </span>
          <span>
            {labels.version} {version.version} · {labels.effective} <time dateTime={version.effective}>{date(version.effective)}</time>
          </span>
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
            <a href={documentHref(pdfName, locale)} download={`${pdfName}-${locale}.pdf`} type="application/pdf" className={buttonVariants({ variant: 'accent', size: 'lg' })}>
              <Download aria-hidden />
              {labels.downloadPdf}
            </a>
            <PrintButton label={labels.print} icon={<Printer aria-hidden />} className={buttonVariants({ variant: 'outline', size: 'lg', className: 'noscript:hidden' })} />
            {size && <p className="text-sm text-ink-muted">{fill(labels.pdfFormat, { size })}</p>}
          </div>
      </PageBanner>

      <div className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start print:block print:py-4">
        <div className="min-w-0">
          {!record.isCurrent && (
            <div role="note" aria-labelledby="archived-heading" className="mb-8 flex gap-3 rounded-card border-l-4 border-danger bg-danger-soft p-5 print:border print:bg-white">
              <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-danger" />
              <div>
                <h2 id="archived-heading" className="font-bold text-brand-950">
                  {fill(labels.archivedTitle, { version: version.version })}
                </h2>
                <p className="mt-1 leading-relaxed text-ink">{fill(labels.archivedText, { version: version.version, date: date(version.effective) })}</p>
                <Link href={currentHref} className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 print:hidden">
                  {labels.viewCurrent}
                </Link>
              </div>
            </div>
          )}
          <nav aria-labelledby="contents-heading" className="rounded-card border border-line bg-surface-muted p-5 print:hidden">
            <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {labels.contents}
            </h2>
            <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
              {instructions.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand-800 underline-offset-4 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {instructions.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-24 print:mt-6">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-brand-950">
                {section.heading}
              </h2>
              <SectionBody section={section} image={image} labels={labels} />
            </section>
          ))}
        </div>

        {/* Not sticky: with the version history and the label symbols it is taller than a screen. */}
        <aside aria-label={labels.shortUrl} className="space-y-6 print:mt-8 print:flex print:gap-8 print:space-y-0">
          <div className="rounded-card border border-line bg-white p-5 shadow-card print:shadow-none">
            <h2 className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{labels.shortUrl}</h2>
            {/* It may wrap after a slash, never inside a word. */}
            <p className="mt-2 text-sm font-semibold break-words text-brand-950">
              {shortUrl
                .replace(/^https:\/\//, '')
                .split('/')
                .map((part, index) => (
                  <Fragment key={index}>
                    {index > 0 && (
                      <>
                        /<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
            </p>
            <QrCode url={shortUrl} label={fill(labels.qrAlt, { url: shortUrl })} className="mt-4 size-40" />
            <p className="mt-2 text-sm text-ink-muted">{labels.qrCaption}</p>
          </div>
          <div className="rounded-card border border-line bg-white p-5 shadow-card print:shadow-none">
            <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-800 uppercase">
              <History aria-hidden className="size-4" />
              {labels.versions}
            </h2>
            <ol className="mt-3 space-y-4">
              {versions.map((entry, index) => {
                const isShown = entry.version === version.version;
                const href = index === 0 ? currentHref : editionPath(articleNr, entry.version);
                return (
                  <li key={entry.version} className="text-sm">
                    <p className="font-semibold text-brand-950">
                      {isShown ? (
                        <span aria-current="page">
                          {labels.version} {entry.version}
                        </span>
                      ) : (
                        <Link href={href} className="text-brand-700 underline underline-offset-4 hover:text-brand-800">
                          {labels.version} {entry.version}
                        </Link>
                      )}
                      {index === 0 && <>{' '}<span className="font-normal text-ink-muted">({labels.current})</span></>}
                    </p>
                    <p className="text-ink-muted">
                      {labels.effective} <time dateTime={entry.effective}>{date(entry.effective)}</time>
                    </p>
                    <p className="mt-1 leading-relaxed text-ink">{entry.change}</p>
                  </li>
                );
              })}
            </ol>
            {versions.length === 1 && <p className="mt-3 text-sm text-ink-muted">{labels.noEarlier}</p>}
          </div>
          <LabelSymbols heading={labels.labelSymbols.heading} words={labels.labelSymbols} />
          <Link href={conformityPath(article.family)} className="block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 print:hidden">
            {`${conformityText.title[locale]}: ${familyNames[article.family][locale]}`}
          </Link>
          <Link href={routes.documents} className="inline-block text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 print:hidden">
            {labels.backToLibrary}
          </Link>
        </aside>
      </div>
    </>
  );
}
