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
import { calculateHairRoi, hairRoiExample } from '@/lib/calculators/hair-roi';
import { calculateVdtRoi, vdtRates } from '@/lib/calculators/vdt-roi';
import { formatNumber, formatPercent, formatPercentFixed, formatUsd } from '@/lib/format-number';
import { fillTemplate } from '@/lib/placeholders';
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

function Frame({
  locale,
  company,
  text,
  pageUrl,
  keyFigures,
  intro,
  comparison,
  children,
}: {
  locale: Locale;
  company: SiteSettings;
  text: WhitepaperText;
  pageUrl: string;
  keyFigures: readonly InLocale<StatRecord>[];
  intro: string;
  comparison: InLocale<ComparisonRecord>;
  children: React.ReactNode;
}) {
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
        <PdfParagraph muted>{pdfText(intro)}</PdfParagraph>
        <PdfTable columns={comparison.columns} rows={comparisonRows(comparison, locale).map((row) => row.map(pdfText))} widths={[3, 2, 2]} />
        {children}
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

const pageUrlOf = (path: string, locale: Locale) => new URL(localizedPath(path, locale), siteOrigin).toString();

/** Circular Testing's whitepaper: its own chapters and figures, and the benefits, steps, calculator and questions of its CMS page. */
function CircularWhitepaper({ locale, company, page: cmsPage }: { locale: Locale; company: SiteSettings; page: CmsPage }) {
  const { whitepaper, keyFigures } = inLocale(circularWhitepaper, locale);
  const benefits = blockOf(cmsPage, 'featureGrid', 'benefits');
  const steps = blockOf(cmsPage, 'steps');
  const faq = blockOf(cmsPage, 'faq');
  // The messages are compiled in the build: a translator formats them.
  const t = createTranslator({ locale, messages: locale === 'sv' ? svMessages : enMessages, namespace: 'CircularSavingsCalculator' });
  const price = formatUsd(circularCostPerTest, locale);
  const example = calculateCircularSavings(defaultCircularInput);
  return (
    <Frame
      locale={locale}
      company={company}
      text={whitepaper}
      pageUrl={pageUrlOf(routes.productCircularTesting, locale)}
      keyFigures={keyFigures}
      intro={benefits.intro ?? ''}
      comparison={comparisonRecord(benefits.comparison)}
    >
      <PdfH2>{steps.title}</PdfH2>
      <PdfList items={steps.items.map((step) => ({ text: step.title, detail: pdfText(step.description) }))} />
      <PdfH2>{blockOf(cmsPage, 'calculator').title}</PdfH2>
      <PdfParagraph>{pdfText(t('assumptions', { price }))}</PdfParagraph>
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
      <Faq title={faq.title} items={faq.items} />
    </Frame>
  );
}

/** VDT's whitepaper: its own chapters and figures, and the benefits, steps, ROI model and questions of its CMS page. */
function VdtWhitepaper({ locale, company, page: cmsPage }: { locale: Locale; company: SiteSettings; page: CmsPage }) {
  const { whitepaper, keyFigures } = inLocale(vdtWhitepaper, locale);
  const benefits = blockOf(cmsPage, 'featureGrid', 'benefits');
  const steps = blockOf(cmsPage, 'steps');
  const faq = blockOf(cmsPage, 'faq');
  // The messages are compiled in the build: a translator formats them.
  const t = createTranslator({ locale, messages: locale === 'sv' ? svMessages : enMessages, namespace: 'VdtRoiCalculator' });
  const assumptions = t('assumptions', {
    price: formatUsd(vdtRates.pricePerUserMonth, locale),
    traditionalPrice: formatUsd(vdtRates.traditionalPerEmployeeMonth, locale),
    overhead: formatPercent((vdtRates.traditionalOverheadFactor - 1) * 100, locale),
  });
  const examples = [50, 100, 500, 1000].map((employees) => calculateVdtRoi(employees));
  return (
    <Frame
      locale={locale}
      company={company}
      text={whitepaper}
      pageUrl={pageUrlOf(routes.productVdt, locale)}
      keyFigures={keyFigures}
      intro={benefits.intro ?? ''}
      comparison={comparisonRecord(benefits.comparison)}
    >
      <PdfH2>{steps.title}</PdfH2>
      <PdfList items={steps.items.map((step) => ({ text: step.title, detail: pdfText(step.description) }))} />
      <PdfH2>{blockOf(cmsPage, 'calculator').title}</PdfH2>
      <PdfParagraph>{pdfText(assumptions)}</PdfParagraph>
      <PdfTable
        columns={[t('employees'), `${t('traditionalMonthly')} (${t('perMonth')})`, `${t('monthlyCost')} (${t('perMonth')})`, t('annualSavings')]}
        rows={examples.map((row) => [formatNumber(row.employees, locale), formatUsd(row.traditionalMonthly, locale), formatUsd(row.monthlyCost, locale), formatUsd(row.annualSavings, locale)].map(pdfText))}
        widths={[2, 3, 3, 3]}
      />
      <Faq title={faq.title} items={faq.items} />
    </Frame>
  );
}

/** Hair analysis's whitepaper: its own chapters and figures, and the benefits, steps, cost comparison, market figures and questions of its CMS page. */
function HairWhitepaper({ locale, company, page: cmsPage }: { locale: Locale; company: SiteSettings; page: CmsPage }) {
  const { whitepaper, keyFigures } = inLocale(hairWhitepaper, locale);
  const benefits = blockOf(cmsPage, 'featureGrid', 'benefits');
  const steps = blockOf(cmsPage, 'steps');
  const roi = blockOf(cmsPage, 'calculator');
  const market = blockOf(cmsPage, 'statStrip');
  const faq = blockOf(cmsPage, 'faq');
  // The messages are compiled in the build: a translator formats them.
  const t = createTranslator({ locale, messages: locale === 'sv' ? svMessages : enMessages, namespace: 'HairRoiComparison' });
  const input = hairRoiExample;
  const result = calculateHairRoi(input);
  const rate = (permille: number) => formatPercent(permille / 10, locale, 1);
  return (
    <Frame
      locale={locale}
      company={company}
      text={whitepaper}
      pageUrl={pageUrlOf(routes.productHairAnalysis, locale)}
      keyFigures={keyFigures}
      intro={benefits.intro ?? ''}
      comparison={comparisonRecord(benefits.comparison)}
    >
      <PdfH2>{steps.title}</PdfH2>
      <PdfList items={steps.items.map((step) => ({ text: step.title, detail: pdfText(step.description) }))} />
      <PdfH2>{roi.title}</PdfH2>
      <PdfParagraph>{pdfText(roi.intro ?? '')}</PdfParagraph>
      <PdfTable
        columns={[t('columns.item'), t('columns.traditional'), t('columns.hair')]}
        rows={[
          [t('rows.incidentRate'), rate(input.traditionalIncidentRatePermille), rate(input.hairIncidentRatePermille)],
          [t('rows.incidents'), formatNumber(result.traditional.incidents, locale, 1), formatNumber(result.hair.incidents, locale, 1)],
          [t('rows.incidentCost'), formatUsd(result.traditional.incidentCost, locale), formatUsd(result.hair.incidentCost, locale)],
          [t('rows.testingCost'), formatUsd(result.traditional.testingCost, locale), formatUsd(result.hair.testingCost, locale)],
          [t('rows.total'), formatUsd(result.traditional.total, locale), formatUsd(result.hair.total, locale)],
          [t('savings'), '', formatUsd(result.savings, locale)],
        ].map((row) => row.map(pdfText))}
        widths={[3, 2, 2]}
      />
      <PdfParagraph muted>
        {pdfText(
          t('assumptions', {
            employees: formatNumber(input.employees, locale),
            incidentCost: formatUsd(input.incidentCostUsd, locale),
            traditionalTest: formatUsd(input.traditionalTestCostUsd, locale),
            hairTest: formatUsd(input.hairTestCostUsd, locale),
          }),
        )}
      </PdfParagraph>
      <PdfH3>{market.title}</PdfH3>
      <PdfList items={market.items.map((stat) => pdfText(`${stat.value} – ${stat.label}`))} />
      <Faq title={faq.title} items={faq.items} />
    </Frame>
  );
}

export const documents: DownloadableDocument[] = locales.flatMap((locale) => [
  {
    name: productWhitepaperNames.circular,
    locale,
    page: routes.productCircularTesting,
    render: ({ company, page }) => <CircularWhitepaper locale={locale} company={company} page={requirePage(page, routes.productCircularTesting)} />,
  },
  {
    name: productWhitepaperNames.vdt,
    locale,
    page: routes.productVdt,
    render: ({ company, page }) => <VdtWhitepaper locale={locale} company={company} page={requirePage(page, routes.productVdt)} />,
  },
  {
    name: productWhitepaperNames.hair,
    locale,
    page: routes.productHairAnalysis,
    render: ({ company, page }) => <HairWhitepaper locale={locale} company={company} page={requirePage(page, routes.productHairAnalysis)} />,
  },
]);
