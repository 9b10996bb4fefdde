import { siteOrigin } from '@/config/site';
import type { CmsPage } from '@/cms/queries/pages';
import { instacheckInstructions, instacheckInstructionsDocument } from '@/content/instacheck-instructions';
import { inLocale } from '@/i18n/localized';
import { marketingFigureTexts, type MarketingFigures } from '@/content/marketing-figures';
import { locales, type Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import { localizedPath } from '@/i18n/paths';
import { fillTemplate, fillTemplateIn } from '@/lib/placeholders';
import { routes } from '@/lib/routes';
import type { DownloadableDocument } from './index';
import { blockOf, requirePage } from './page-blocks';
import { PdfCover, PdfDocument, PdfH1, PdfH2, PdfList, PdfNote, PdfPage, PdfParagraph, PdfTable } from './pdf-kit';

/**
 * InstaCHECK's instructions for use in each language: their own sections
 * (src/content/instacheck-instructions.ts) and, from /products/instacheck (a CMS page), its badge,
 * four steps and what to do with a low result: what is in the pack, before you start, the steps,
 * how to read the result (a table against the reference chart) and warnings.
 */
function InstructionsPdf({ locale, company, figures, page }: { locale: Locale; company: SiteSettings; figures: MarketingFigures; page: CmsPage }) {
  const doc = fillTemplateIn(inLocale(instacheckInstructions, locale), marketingFigureTexts(figures, locale));
  const badge = blockOf(page, 'productHero').badge ?? '';
  const steps = blockOf(page, 'steps').items;
  const lowResult = blockOf(page, 'faq').items[1];
  const url = new URL(localizedPath(routes.productInstacheck, locale), siteOrigin).toString();

  return (
    <PdfDocument brand={company.name} title={doc.title} subject={doc.subtitle} locale={locale}>
      <PdfCover brand={company.name} eyebrow={doc.eyebrow} title={doc.title} subtitle={doc.subtitle} meta={[badge, fillTemplate(doc.onlineVersion, { url })]} />
      <PdfPage brand={company.name} title={doc.title} pageLabel={(current, total) => fillTemplate(doc.pageLabel, { page: current, total })}>
        <PdfH1>{doc.title}</PdfH1>
        <PdfParagraph>{doc.intro}</PdfParagraph>

        <PdfH2>{doc.kitTitle}</PdfH2>
        <PdfList items={doc.kit} />

        <PdfH2>{doc.beforeTitle}</PdfH2>
        <PdfList items={doc.before} checkboxes />

        <PdfH2>{doc.stepsTitle}</PdfH2>
        <PdfList items={steps.map((step, index) => ({ text: `${index + 1}. ${step.title}`, detail: step.description }))} />

        <PdfH2>{doc.readingTitle}</PdfH2>
        <PdfTable columns={doc.readingColumns} rows={doc.reading} widths={[2.2, 1, 2]} />

        <PdfH2>{doc.warningsTitle}</PdfH2>
        <PdfList items={doc.warnings} />

        {lowResult && <PdfNote>{`${lowResult.question} ${lowResult.answer}`}</PdfNote>}
      </PdfPage>
    </PdfDocument>
  );
}

export const documents: DownloadableDocument[] = locales.map((locale) => ({
  name: instacheckInstructionsDocument,
  locale,
  page: routes.productInstacheck,
  render: ({ company, marketingFigures, page }) => <InstructionsPdf locale={locale} company={company} figures={marketingFigures} page={requirePage(page, routes.productInstacheck)} />,
}));
