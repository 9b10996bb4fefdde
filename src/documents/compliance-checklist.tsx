import type { ReactNode } from 'react';
import { siteOrigin } from '@/config/site';
import {
  checklistCutOffRows,
  complianceChecklistDocumentName,
  complianceChecklistPage,
} from '@/content/pages/resources-compliance-checklist';
import { inLocale, type InLocale } from '@/i18n/localized';
import { locales, type Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import { localizedPath } from '@/i18n/paths';
import { routes } from '@/lib/routes';
import type { DownloadableDocument } from './index';
import { PdfCover, PdfDocument, PdfH1, PdfH2, PdfH3, PdfList, PdfNote, PdfPage, PdfParagraph, PdfTable } from './pdf-kit';

/**
 * The compliance checklist as a PDF in each language, from the same content module as the page
 * (/resources/compliance-checklist): cover, the 'not legal advice' note, every section with boxes
 * to tick, and the catalogue's cut-off table.
 */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

function ChecklistPdf({ locale, company }: { locale: Locale; company: SiteSettings }) {
  const page = inLocale(complianceChecklistPage, locale);
  const date = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(
    new Date(`${page.updated}T12:00:00Z`),
  );
  const url = new URL(localizedPath(routes.complianceChecklist, locale), siteOrigin).toString();
  const cutOffs = checklistCutOffRows(locale);

  return (
    <PdfDocument brand={company.name} title={page.title} subject={page.meta.description} locale={locale}>
      <PdfCover brand={company.name} eyebrow={page.pdf.eyebrow} title={page.title} subtitle={page.pdf.subtitle} meta={[fill(page.updatedLabel, { date }), fill(page.pdf.onlineVersion, { url })]} />
      <PdfPage brand={company.name} title={page.title} pageLabel={(current, total) => fill(page.pdf.pageLabel, { page: current, total })}>
        <PdfH1>{page.title}</PdfH1>
        <PdfNote>{`${page.disclaimer.title}. ${page.disclaimer.text}`}</PdfNote>
        {page.sections.map((section, index) => (
          <Section key={section.id} number={index + 1} section={section}>
            {section.cutOffTable && (
              <>
                <PdfH3>{page.cutOffs.caption}</PdfH3>
                <PdfTable columns={page.cutOffs.columns} rows={cutOffs.map((row) => [row.substance, row.urine, row.saliva])} widths={[2, 1, 1]} />
                <PdfParagraph muted>{page.cutOffs.note}</PdfParagraph>
              </>
            )}
          </Section>
        ))}
      </PdfPage>
    </PdfDocument>
  );
}

function Section({
  number,
  section,
  children,
}: {
  number: number;
  section: InLocale<typeof complianceChecklistPage>['sections'][number];
  children?: ReactNode;
}) {
  return (
    <>
      <PdfH2>{`${number}. ${section.title}`}</PdfH2>
      <PdfParagraph muted>{section.intro}</PdfParagraph>
      <PdfList checkboxes items={section.items.map((item) => ({ text: item.text, detail: item.detail }))} />
      {children}
    </>
  );
}

export const documents: DownloadableDocument[] = locales.map((locale) => ({
  name: complianceChecklistDocumentName,
  locale,
  render: ({ company }) => <ChecklistPdf locale={locale} company={company} />,
}));
