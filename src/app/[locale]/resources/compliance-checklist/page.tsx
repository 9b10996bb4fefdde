import { Download, Printer } from '@/components/ui/lucide';
import { getFormatter } from 'next-intl/server';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { Checklist } from '@/components/sections/checklist';
import { PageBanner } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { DocumentTableView } from '@/components/sections/legal-document';
import { buttonVariants } from '@/components/ui/button';
import { PrintButton } from '@/components/ui/print-button';
import {
  checklistCutOffRows,
  complianceChecklistDocumentName,
  complianceChecklistPage,
} from '@/content/pages/resources-compliance-checklist';
import { documentHref } from '@/documents/paths';
import { documentPdfSize } from '@/server/document-pdfs';
import { inLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.complianceChecklist, complianceChecklistPage.meta);

/**
 * The free compliance checklist the workplace solution page links to (001 §2): tickable sections,
 * a print view, and the same content as a PDF in the page's language (src/documents).
 */
export default async function ComplianceChecklistPage({ params }: PageProps<'/[locale]/resources/compliance-checklist'>) {
  const locale = await pageLocale(params);
  const page = inLocale(complianceChecklistPage, locale);
  const format = await getFormatter();
  const updated = format.dateTime(new Date(`${page.updated}T12:00:00Z`), { dateStyle: 'long', timeZone: 'Europe/Stockholm' });
  const pdfHref = documentHref(complianceChecklistDocumentName, locale);
  const bytes = await documentPdfSize(complianceChecklistDocumentName, locale);
  const size = bytes === null ? null : format.number(Math.max(1, Math.round(bytes / 1000)), { style: 'unit', unit: 'kilobyte', unitDisplay: 'short' });
  const cutOffs = checklistCutOffRows(locale);

  const cutOffTable = (
    <div className="mt-8">
      <DocumentTableView
        id="cut-offs-caption"
        table={{
          caption: page.cutOffs.caption,
          columns: page.cutOffs.columns,
          rows: cutOffs.map((row) => [row.substance, row.urine, row.saliva]),
          rowHeader: 'text',
        }}
      />
      <p className="mt-3 text-sm leading-relaxed text-ink-muted">{page.cutOffs.note}</p>
      <p className="mt-2 print:hidden">
        <Link href={page.cutOffs.link.href} className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          {page.cutOffs.link.label}
        </Link>
      </p>
    </div>
  );

  return (
    <>
      <BreadcrumbsJsonLd path={routes.complianceChecklist} locale={locale} />
      <PageBanner art={<HeroScene path={routes.complianceChecklist} size="banner" />} title={page.title} intro={page.intro}>
        <p className="mt-4 text-sm text-brand-200 print:text-ink-muted">{page.updatedLabel.replace('{date}', updated)}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center print:hidden">
          <a
            href={pdfHref}
            download={`${complianceChecklistDocumentName}-${locale}.pdf`}
            type="application/pdf"
            className={buttonVariants({ variant: 'accent', size: 'lg' })}
          >
            <Download aria-hidden />
            {page.download.label}
          </a>
          <PrintButton label={page.printLabel} icon={<Printer aria-hidden />} className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'noscript:hidden' })} />
          {size && <p className="text-sm text-brand-200">{page.download.format.replace('{size}', size)}</p>}
        </div>
      </PageBanner>

      <Checklist contentsLabel={page.contentsLabel} sections={page.sections} after={Object.fromEntries(page.sections.filter((s) => s.cutOffTable).map((s) => [s.id, cutOffTable]))}>
        <div role="note" aria-labelledby="disclaimer-heading" className="rounded-card border-l-4 border-accent-500 bg-brand-50 p-5 print:border print:bg-white">
          <h2 id="disclaimer-heading" className="font-bold text-brand-950">
            {page.disclaimer.title}
          </h2>
          <p className="mt-1 leading-relaxed text-ink">{page.disclaimer.text}</p>
        </div>
      </Checklist>

      <div className="print:hidden">
        <CallToActionBand {...page.cta} />
      </div>
    </>
  );
}
