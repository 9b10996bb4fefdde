import type { ReactNode } from 'react';
import { siteOrigin } from '@/config/site';
import type { CmsPage, PageBlock } from '@/cms/queries/pages';
import type { Catalogue } from '@/content/catalogue';
import { checklistCutOffRows, complianceChecklistDocumentName, complianceChecklistPdf } from '@/content/compliance-checklist';
import { inLocale } from '@/i18n/localized';
import { locales, type Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import { localizedPath } from '@/i18n/paths';
import { fillTemplate } from '@/lib/placeholders';
import { routes } from '@/lib/routes';
import type { DownloadableDocument } from './index';
import { blockOf, requirePage } from './page-blocks';
import { PdfCover, PdfDocument, PdfH1, PdfH2, PdfH3, PdfList, PdfNote, PdfPage, PdfParagraph, PdfTable } from './pdf-kit';
import { formatDay } from '@/lib/format-date';

/**
 * The compliance checklist as a PDF in each language, from the checklist block of its page
 * (/resources/compliance-checklist, a CMS page) and the PDF's own texts: cover, the 'not legal
 * advice' note, every section with boxes to tick, and the catalogue's cut-off table.
 */
function ChecklistPdf({ locale, company, page, catalogue }: { locale: Locale; company: SiteSettings; page: CmsPage; catalogue: Catalogue }) {
  const checklist = blockOf(page, 'checklist');
  const pdf = inLocale(complianceChecklistPdf, locale);
  const updated = checklist.updated ? formatDay(checklist.updated, locale) : undefined;
  const url = new URL(localizedPath(routes.complianceChecklist, locale), siteOrigin).toString();
  const cutOffs = checklistCutOffRows(catalogue, locale);

  return (
    <PdfDocument brand={company.name} title={checklist.title} subject={page.description} locale={locale}>
      <PdfCover
        brand={company.name}
        eyebrow={pdf.eyebrow}
        title={checklist.title}
        subtitle={pdf.subtitle}
        meta={[...(updated ? [fillTemplate(pdf.updatedLabel, { date: updated })] : []), fillTemplate(pdf.onlineVersion, { url })]}
      />
      <PdfPage brand={company.name} title={checklist.title} pageLabel={(current, total) => fillTemplate(pdf.pageLabel, { page: current, total })}>
        <PdfH1>{checklist.title}</PdfH1>
        <PdfNote>{`${checklist.disclaimer.title}. ${checklist.disclaimer.text}`}</PdfNote>
        {checklist.sections.map((section, index) => (
          <Section key={section.anchor} number={index + 1} section={section}>
            {section.cutOffTable && (
              <>
                <PdfH3>{checklist.cutOffs.caption}</PdfH3>
                <PdfTable
                  columns={[checklist.cutOffs.substanceColumn, checklist.cutOffs.urineColumn, checklist.cutOffs.salivaColumn]}
                  rows={cutOffs.map((row) => [row.substance, row.urine, row.saliva])}
                  widths={[2, 1, 1]}
                />
                <PdfParagraph muted>{checklist.cutOffs.note}</PdfParagraph>
              </>
            )}
          </Section>
        ))}
      </PdfPage>
    </PdfDocument>
  );
}

function Section({ number, section, children }: { number: number; section: Extract<PageBlock, { blockType: 'checklist' }>['sections'][number]; children?: ReactNode }) {
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
  page: routes.complianceChecklist,
  render: ({ company, page, catalogue }) => <ChecklistPdf locale={locale} company={company} page={requirePage(page, routes.complianceChecklist)} catalogue={catalogue} />,
}));
