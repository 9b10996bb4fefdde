import { createTranslator } from 'next-intl';
import enMessages from '../../messages/en.json';
import svMessages from '../../messages/sv.json';
import { siteOrigin } from '@/config/site';
import type { ComparisonRecord, StatRecord } from '@/content/schema';
import { comparisonRecord, type CmsPage } from '@/cms/queries/pages';
import { circularWhitepaper } from '@/content/circular-whitepaper';
import { hairWhitepaper } from '@/content/hair-whitepaper';
import { vdtWhitepaper } from '@/content/vdt-whitepaper';
import { inLocale, type InLocale } from '@/i18n/localized';
import { locales, type Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import { localizedPath } from '@/i18n/paths';
import { calculateCircularSavings, circularCostPerTest, defaultCircularInput } from '@/lib/calculators/circular-savings';
import { hairRoiExampleTexts } from '@/lib/calculators/hair-roi';
import { calculateVdtRoi, vdtRateTexts } from '@/lib/calculators/vdt-roi';
import type { MarketingFigures } from '@/content/marketing-figures';
import type { Catalogue } from '@/content/catalogue';
import { marketingPlaceholders } from '@/content/page-placeholders';
import { formatNumber, formatPercent, formatPercentFixed, formatUsd } from '@/lib/format-number';
import { fillTemplate, fillTemplateIn } from '@/lib/placeholders';
import { routes } from '@/lib/routes';
import type { whitepaperDocumentSchema } from '@/content/product-whitepaper-text';
import type { z } from 'zod';
import type { DownloadableDocument } from './index';
import { PdfCover, PdfDocument, PdfH1, PdfH2, PdfH3, PdfList, PdfNote, PdfPage, PdfParagraph, PdfTable } from './pdf-kit';
import { blockOf, requirePage } from './page-blocks';
import { productWhitepaperNames } from './product-whitepaper-pages';

/**
 * The whitepapers of Circular Testing, VDT and hair analysis, one per language,
 * rendered from the same content modules and calculators as the product pages: a cover, a summary,
 * the key §9 figures and the comparison as tables, the worked calculation, the sections of the
 * whitepaper, the process and the questions.
 */
const commonText = { en: enMessages.Common, sv: svMessages.Common } as const;

type WhitepaperText = InLocale<z.output<typeof whitepaperDocumentSchema>>;

/** Word joiners and soft hyphens are not in the PDF font; non-breaking spaces are. */
const pdfText = (text: string) => text.replace(/[\u2060\u00ad]/g, '');

function comparisonRows(table: InLocale<ComparisonRecord>, locale: Locale): string[][] {
  return table.rows.map((row) => [row.label, ...row.cells.map((cell) => (typeof cell === 'boolean' ? (cell ? commonText[locale].yes : commonText[locale].no) : cell))]);
}

/**
 * A product whitepaper: its cover, summary and key figures; the benefits, comparison and steps of
 * its CMS page; the product's own part (`children`: its calculator); the page's questions; then its
 * chapters and the contact details.
 */
function Frame({
  locale,
  company,
  text,
  keyFigures,
  page,
  children,
}: {
  locale: Locale;
  company: SiteSettings;
  text: WhitepaperText;
  keyFigures: readonly InLocale<StatRecord>[];
  page: CmsPage;
  children: React.ReactNode;
}) {
  const pageUrl = new URL(localizedPath(page.path, locale), siteOrigin).toString();
  const benefits = blockOf(page, 'featureGrid', 'benefits');
  const comparison = comparisonRecord(benefits.comparison);
  const steps = blockOf(page, 'steps');
  const faq = blockOf(page, 'faq');
  return (
    <PdfDocument brand={company.name} title={pdfText(`${text.title} – ${text.eyebrow}`)} subject={pdfText(text.subtitle)} locale={locale}>
      <PdfCover brand={company.name} eyebrow={text.eyebrow} title={pdfText(text.title)} subtitle={pdfText(text.subtitle)} meta={[text.edition, pageUrl]} />
      <PdfPage brand={company.name} title={pdfText(text.title)} pageLabel={(page, total) => fillTemplate(text.pageLabel, { page, total })}>
        <PdfH1>{text.summaryTitle}</PdfH1>
        {text.summary.map((paragraph) => (
          <PdfParagraph key={paragraph}>{pdfText(paragraph)}</PdfParagraph>
        ))}
        <PdfH2>{text.figuresTitle}</PdfH2>
        <PdfTable columns={text.figureColumns} rows={keyFigures.map((stat) => [pdfText(stat.label), pdfText(stat.value)])} widths={[3, 2]} />
        <PdfH2>{pdfText(comparison.caption)}</PdfH2>
        <PdfParagraph muted>{pdfText(benefits.intro ?? '')}</PdfParagraph>
        <PdfTable columns={comparison.columns} rows={comparisonRows(comparison, locale).map((row) => row.map(pdfText))} widths={[3, 2, 2]} />
        <PdfH2>{steps.title}</PdfH2>
        <PdfList items={steps.items.map((step) => ({ text: step.title, detail: pdfText(step.description) }))} />
        {children}
        <Faq title={faq.title} items={faq.items} />
        {text.sections.map((section) => (
          <SectionBlock key={section.heading} heading={section.heading} paragraphs={section.paragraphs} items={section.items} />
        ))}
        <PdfNote>{pdfText(text.disclaimer)}</PdfNote>
        <PdfH2>{text.contactTitle}</PdfH2>
        <PdfParagraph>{pdfText(text.contactText)}</PdfParagraph>
        <PdfList items={[company.email, company.phone, pageUrl]} />
      </PdfPage>
    </PdfDocument>
  );
}

function SectionBlock({ heading, paragraphs, items }: { heading: string; paragraphs: readonly string[]; items?: readonly string[] }) {
  return (
    <>
      <PdfH2>{pdfText(heading)}</PdfH2>
      {paragraphs.map((paragraph) => (
        <PdfParagraph key={paragraph}>{pdfText(paragraph)}</PdfParagraph>
      ))}
      {items && <PdfList items={items.map(pdfText)} />}
    </>
  );
}

function Faq({ title, items }: { title: string; items: readonly { question: string; answer: string }[] }) {
  return (
    <>
      <PdfH2>{title}</PdfH2>
      {items.map((item) => (
        <PdfList key={item.question} items={[{ text: pdfText(item.question), detail: pdfText(item.answer) }]} />
      ))}
    </>
  );
}

/** The site's messages in one language, for a translator: the build compiles them, so a PDF formats them through one. */
const messagesIn = (locale: Locale) => (locale === 'sv' ? svMessages : enMessages);

/** What each whitepaper is rendered from: the records its figures come from ({placeholders} in its chapters), and its product's CMS page. */
type WhitepaperProps = { locale: Locale; company: SiteSettings; figures: MarketingFigures; catalogue: Catalogue; page: CmsPage };

/** Circular Testing's whitepaper: its own chapters and figures, and the benefits, steps, calculator and questions of its CMS page. */
function CircularWhitepaper({ locale, company, figures, catalogue, page: cmsPage }: WhitepaperProps) {
  const { whitepaper, keyFigures } = fillTemplateIn(inLocale(circularWhitepaper, locale), marketingPlaceholders(locale, figures, catalogue));
  const t = createTranslator({ locale, messages: messagesIn(locale), namespace: 'CircularSavingsCalculator' });
  const price = formatUsd(circularCostPerTest, locale);
  const example = calculateCircularSavings(defaultCircularInput);
  return (
    <Frame locale={locale} company={company} text={whitepaper} keyFigures={keyFigures} page={cmsPage}>
      <PdfH2>{blockOf(cmsPage, 'calculator').title}</PdfH2>
      <PdfParagraph>{pdfText(t('assumptions', { price, programmeSaving: formatPercent(figures.costReductionPercent, locale) }))}</PdfParagraph>
      <PdfTable
        columns={[t('inputsHeading'), '']}
        rows={[
          [t('employees'), formatNumber(example.employees, locale)],
          [t('testedPercent'), formatNumber(example.testedPercent, locale)],
          [t('costPerTest'), formatNumber(example.costPerTest, locale)],
        ]}
        widths={[3, 2]}
      />
      <PdfTable
        columns={[t('resultsHeading'), '']}
        rows={[
          [t('traditionalCost'), formatUsd(example.traditionalCost, locale)],
          [`${t('circularCost')} (${price})`, formatUsd(example.circularCost, locale)],
          [t('savings'), formatUsd(example.savings, locale)],
          [t('savingsPercent'), formatPercentFixed(example.savingsPercent, locale, 1)],
        ].map((row) => row.map(pdfText))}
        widths={[3, 2]}
      />
    </Frame>
  );
}

/** VDT's whitepaper: its own chapters and figures, and the benefits, steps, ROI model and questions of its CMS page. */
function VdtWhitepaper({ locale, company, figures, catalogue, page: cmsPage }: WhitepaperProps) {
  const { whitepaper, keyFigures } = fillTemplateIn(inLocale(vdtWhitepaper, locale), marketingPlaceholders(locale, figures, catalogue));
  const t = createTranslator({ locale, messages: messagesIn(locale), namespace: 'VdtRoiCalculator' });
  const examples = [50, 100, 500, 1000].map((employees) => calculateVdtRoi(employees));
  return (
    <Frame locale={locale} company={company} text={whitepaper} keyFigures={keyFigures} page={cmsPage}>
      <PdfH2>{blockOf(cmsPage, 'calculator').title}</PdfH2>
      <PdfParagraph>{pdfText(t('assumptions', vdtRateTexts(locale)))}</PdfParagraph>
      <PdfTable
        columns={[t('employees'), `${t('traditionalMonthly')} (${t('perMonth')})`, `${t('monthlyCost')} (${t('perMonth')})`, t('annualSavings')]}
        rows={examples.map((row) => [formatNumber(row.employees, locale), formatUsd(row.traditionalMonthly, locale), formatUsd(row.monthlyCost, locale), formatUsd(row.annualSavings, locale)].map(pdfText))}
        widths={[2, 3, 3, 3]}
      />
    </Frame>
  );
}

/** Hair analysis's whitepaper: its own chapters and figures, and the benefits, steps, cost comparison, market figures and questions of its CMS page. */
function HairWhitepaper({ locale, company, figures, catalogue, page: cmsPage }: WhitepaperProps) {
  const { whitepaper, keyFigures } = fillTemplateIn(inLocale(hairWhitepaper, locale), marketingPlaceholders(locale, figures, catalogue));
  const roi = blockOf(cmsPage, 'calculator');
  const market = blockOf(cmsPage, 'statStrip');
  const t = createTranslator({ locale, messages: messagesIn(locale), namespace: 'HairRoiComparison' });
  const { rows, total, savings, inputs } = hairRoiExampleTexts(locale);
  return (
    <Frame locale={locale} company={company} text={whitepaper} keyFigures={keyFigures} page={cmsPage}>
      <PdfH2>{roi.title}</PdfH2>
      <PdfParagraph>{pdfText(roi.intro ?? '')}</PdfParagraph>
      <PdfTable
        columns={[t('columns.item'), t('columns.traditional'), t('columns.hair')]}
        rows={[
          [t('rows.incidentRate'), ...rows.incidentRate],
          [t('rows.incidents'), ...rows.incidents],
          [t('rows.incidentCost'), ...rows.incidentCost],
          [t('rows.testingCost'), ...rows.testingCost],
          [t('rows.total'), ...total],
          [t('savings'), '', savings],
        ].map((row) => row.map(pdfText))}
        widths={[3, 2, 2]}
      />
      <PdfParagraph muted>{pdfText(t('assumptions', inputs))}</PdfParagraph>
      <PdfH3>{market.title}</PdfH3>
      <PdfList items={market.items.map((stat) => pdfText(`${stat.value} – ${stat.label}`))} />
    </Frame>
  );
}

export const documents: DownloadableDocument[] = locales.flatMap((locale) => [
  {
    name: productWhitepaperNames.circular,
    locale,
    page: routes.productCircularTesting,
    render: ({ company, marketingFigures, catalogue, page }) => (
      <CircularWhitepaper locale={locale} company={company} figures={marketingFigures} catalogue={catalogue} page={requirePage(page, routes.productCircularTesting)} />
    ),
  },
  {
    name: productWhitepaperNames.vdt,
    locale,
    page: routes.productVdt,
    render: ({ company, marketingFigures, catalogue, page }) => (
      <VdtWhitepaper locale={locale} company={company} figures={marketingFigures} catalogue={catalogue} page={requirePage(page, routes.productVdt)} />
    ),
  },
  {
    name: productWhitepaperNames.hair,
    locale,
    page: routes.productHairAnalysis,
    render: ({ company, marketingFigures, catalogue, page }) => (
      <HairWhitepaper locale={locale} company={company} figures={marketingFigures} catalogue={catalogue} page={requirePage(page, routes.productHairAnalysis)} />
    ),
  },
]);
