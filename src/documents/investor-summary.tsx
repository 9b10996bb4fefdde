import { Line, Rect, Svg, Text, View } from '@react-pdf/renderer';
import enMessages from '../../messages/en.json';
import svMessages from '../../messages/sv.json';
import { siteOrigin } from '@/config/site';
import { isProfit, type InvestorFigures } from '@/content/investors/figures';
import { formatMsek, investorPlaceholders } from '@/content/investors/format';
import { investorSummaryPdf } from '@/content/investor-summary-text';
import { comparisonRecord, type CmsPage } from '@/cms/queries/pages';
import { inLocale } from '@/i18n/localized';
import { fillPlaceholdersIn, fillTemplate } from '@/lib/placeholders';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { locales, type Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import { localizedPath } from '@/i18n/paths';
import { revenueEbitdaLayout } from '@/lib/charts/revenue-ebitda';
import { riskColour } from '@/lib/risk';
import { routes } from '@/lib/routes';
import type { DownloadableDocument } from './index';
import { blockOf, requirePage } from './page-blocks';
import { PdfCover, PdfDocument, PdfH1, PdfH2, PdfH3, PdfList, PdfNote, PdfPage, PdfParagraph, PdfTable, pdfColors } from './pdf-kit';

/**
 * The investor deck ('Download Investor Deck', 001 §2 Investor; its file keeps the name investor-summary): the investor page (its CMS
 * page's blocks) in one language with the same figures record, so the PDF and the page cannot
 * disagree; only its cover, footer and contact texts are its own.
 */
export const investorSummaryName = 'investor-summary';

const commonText = { en: enMessages.Common, sv: svMessages.Common } as const;

/** A page label ('revenue target for 2028') as the first cell of a table row. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An SVG text in the document's font: the standard font SVG text falls back to has no minus sign (−4,2 would print as 4,2). */
const chartText = (fontSize: number) => ({ fontFamily: 'Inter', fontSize });

/** The revenue/EBITDA bar chart, drawn from the same layout function as the page's chart. */
function FinancialChart({ locale, labels, investorFigures }: { locale: Locale; labels: { revenue: string; ebitda: string }; investorFigures: InvestorFigures }) {
  const box = { width: 480, height: 210, margin: { top: 18, right: 8, bottom: 24, left: 34 } };
  const layout = revenueEbitdaLayout(
    investorFigures.financialYears.map((row) => ({ year: row.year, revenue: row.revenueMsek, ebitda: row.ebitdaMsek })),
    box,
  );
  return (
    <View wrap={false} style={{ marginVertical: 8 }}>
      <View style={{ flexDirection: 'row', gap: 14, marginBottom: 4, fontSize: 8.5 }}>
        <View style={{ flexDirection: 'row', alignItems: 'center', gap: 4 }}>
          <View style={{ width: 8, height: 8, backgroundColor: pdfColors.brand700 }} />
          <Text>{labels.revenue}</Text>
        </View>
        <View style={{ flexDirection: 'row', alignItems: 'center', gap: 4 }}>
          <View style={{ width: 8, height: 8, backgroundColor: pdfColors.brand100, borderWidth: 1, borderColor: pdfColors.accent600 }} />
          <Text>{labels.ebitda}</Text>
        </View>
      </View>
      <Svg width={box.width} height={box.height} viewBox={`0 0 ${box.width} ${box.height}`}>
        {layout.ticks.map((tick) => (
          <Line key={`grid-${tick.value}`} x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} stroke={pdfColors.line} strokeWidth={0.5} />
        ))}
        {layout.ticks.map((tick) => (
          <Text key={`tick-${tick.value}`} x={layout.plot.left - 6} y={tick.y + 3} textAnchor="end" style={chartText(7.5)} fill={pdfColors.inkMuted}>
            {formatNumber(tick.value, locale, 1)}
          </Text>
        ))}
        {layout.bars.map((bar) => (
          <Rect
            key={`${bar.year}-${bar.series}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={Math.max(bar.height, 0.5)}
            fill={bar.series === 'revenue' ? pdfColors.brand700 : pdfColors.brand100}
            stroke={bar.series === 'revenue' ? pdfColors.brand700 : pdfColors.accent600}
            strokeWidth={1}
          />
        ))}
        {layout.bars.map((bar) => (
          <Text
            key={`value-${bar.year}-${bar.series}`}
            x={bar.x + bar.width / 2}
            y={bar.value >= 0 ? bar.labelY : bar.labelY + 7}
            textAnchor="middle"
            style={chartText(7.5)}
            fill={pdfColors.ink}
          >
            {formatNumber(bar.value, locale, 1)}
          </Text>
        ))}
        <Line x1={layout.plot.left} x2={layout.plot.right} y1={layout.zeroY} y2={layout.zeroY} stroke={pdfColors.ink} strokeWidth={1} />
        {layout.years.map((year) => (
          <Text key={year.year} x={year.x} y={layout.plot.bottom + 14} textAnchor="middle" style={chartText(8.5)} fill={pdfColors.brand950}>
            {String(year.year)}
          </Text>
        ))}
      </Svg>
    </View>
  );
}

export function InvestorSummary({ locale, company, investorFigures, page }: { locale: Locale; company: SiteSettings; investorFigures: InvestorFigures; page: CmsPage }) {
  // The page label is filled as the PDF is laid out; every other text names investor figures.
  const { pageLabel, ...texts } = inLocale(investorSummaryPdf, locale);
  const pdf = fillPlaceholdersIn(texts, investorPlaceholders(locale, investorFigures));
  const yes = commonText[locale].yes;
  const no = commonText[locale].no;
  const hero = blockOf(page, 'figuresHero');
  const disclaimer = blockOf(page, 'disclaimer');
  const keyMetrics = blockOf(page, 'figureCards');
  const financials = blockOf(page, 'financialPlan');
  const market = blockOf(page, 'marketSizes');
  const initiatives = blockOf(page, 'initiatives');
  const competitionSection = blockOf(page, 'comparison');
  const competition = comparisonRecord(competitionSection);
  const traction = blockOf(page, 'traction');
  const timeline = blockOf(page, 'timeline');
  const risks = blockOf(page, 'riskMatrix');
  const opportunity = blockOf(page, 'investmentTerms');
  const exit = blockOf(page, 'featureGrid', 'exit');
  const pageUrl = new URL(localizedPath(routes.investors, locale), siteOrigin).toString();

  return (
    <PdfDocument brand={company.name} title={pdf.title} subject={pdf.subject} locale={locale}>
      <PdfCover brand={company.name} eyebrow={pdf.eyebrow} title={hero.title} subtitle={pdf.subtitle} meta={[pageUrl, disclaimer.title]} />
      <PdfPage brand={company.name} title={pdf.eyebrow} pageLabel={(current, total) => fillTemplate(pageLabel, { page: current, total })}>
        <PdfH1>{pdf.overviewTitle}</PdfH1>
        <PdfParagraph>{hero.description}</PdfParagraph>
        <PdfTable columns={[opportunity.termsTitle, '']} rows={opportunity.terms.map((term) => [term.label, term.value])} widths={[3, 2]} />
        <PdfNote>
          {disclaimer.title}. {disclaimer.text}
        </PdfNote>

        <PdfH2>{keyMetrics.title}</PdfH2>
        <PdfTable columns={[keyMetrics.title, '']} rows={keyMetrics.figures.map((item) => [capitalised(item.label), item.value])} widths={[3, 2]} />

        <PdfH2>{financials.title}</PdfH2>
        <Intro text={financials.intro} />
        <PdfTable
          columns={[financials.columns.year, financials.columns.revenue, financials.columns.growth, financials.columns.ebitda, financials.columns.margin]}
          rows={investorFigures.financialYears.map((row) => [
            String(row.year),
            formatMsek(row.revenueMsek, locale),
            formatPercent(row.growthPercent, locale, 1),
            formatMsek(row.ebitdaMsek, locale),
            row.marginPercent === null || !isProfit(row) ? `– (${financials.noMargin})` : formatPercent(row.marginPercent, locale, 1),
          ])}
        />
        <FinancialChart locale={locale} investorFigures={investorFigures} labels={{ revenue: financials.columns.revenue, ebitda: financials.columns.ebitda }} />
        <PdfParagraph muted>{pdf.chartCaption}</PdfParagraph>

        <PdfH2>{market.title}</PdfH2>
        <Intro text={market.intro} />
        <PdfTable columns={[market.eyebrow ?? '', '']} rows={market.figures.map((figure) => [capitalised(figure.label), figure.value])} widths={[3, 2]} />

        <PdfH2>{initiatives.title}</PdfH2>
        <Intro text={initiatives.intro} />
        {initiatives.items.map((item) => (
          <View key={item.title}>
            <PdfH3>{item.title}</PdfH3>
            <PdfParagraph>{item.description}</PdfParagraph>
            <PdfList items={item.highlights.map((highlight) => highlight.text)} />
          </View>
        ))}

        <PdfH2>{competitionSection.title}</PdfH2>
        <Intro text={competitionSection.intro} />
        <PdfTable
          columns={competition.columns}
          rows={competition.rows.map((row) => [row.label, ...row.cells.map((cell) => (typeof cell === 'boolean' ? (cell ? yes : no) : cell))])}
          widths={[3, 2, 2]}
        />

        <PdfH2>{traction.title}</PdfH2>
        <Intro text={traction.intro} />
        <PdfList items={traction.figures.map((stat) => `${stat.value} ${stat.label}`)} />
        <PdfH3>{traction.partnersTitle}</PdfH3>
        <PdfList items={traction.partners.map((partner) => `${partner.name} – ${partner.kind}`)} />
        <PdfH3>{traction.certifications.label}</PdfH3>
        <PdfList items={[traction.isoExplanation, traction.certifications.ce]} />

        <PdfH2>{timeline.title}</PdfH2>
        <PdfList items={timeline.items.map((item) => `${item.year} (${timeline.status[item.status]}) – ${item.title}: ${item.description}`)} />

        <PdfH2>{risks.title}</PdfH2>
        <Intro text={risks.intro} />
        <PdfTable
          columns={[risks.columns.risk, risks.columns.likelihood, risks.columns.impact, risks.columns.rating, risks.columns.mitigation]}
          rows={risks.items.map((item) => [item.name, risks.levels[item.likelihood], risks.levels[item.impact], risks.ratings[riskColour(item.likelihood, item.impact)], item.mitigation])}
          widths={[2.4, 1.3, 1.3, 1.3, 4]}
        />

        <PdfH2>{opportunity.useOfFunds.title}</PdfH2>
        <Intro text={opportunity.intro} />
        <PdfTable
          columns={[opportunity.useOfFunds.category, opportunity.useOfFunds.share, '']}
          rows={investorFigures.useOfFunds.map((item) => [opportunity.useOfFunds[item.category].label, formatPercent(item.percent, locale, 1), opportunity.useOfFunds[item.category].description])}
          widths={[2, 1, 4]}
        />
        <PdfH3>{opportunity.safeguardsTitle}</PdfH3>
        <PdfList items={opportunity.safeguards.map((item) => `${item.title}: ${item.description}`)} />

        <PdfH2>{exit.title}</PdfH2>
        <Intro text={exit.intro} />
        <PdfList items={exit.items.map((option) => `${option.title}: ${option.description}`)} />

        <PdfH2>{pdf.contactTitle}</PdfH2>
        <PdfParagraph>{pdf.contactText}</PdfParagraph>
        <PdfList items={[company.email, company.phone, pageUrl]} />
      </PdfPage>
    </PdfDocument>
  );
}

/** A section's optional introduction. */
const Intro = ({ text }: { text?: string }) => text && <PdfParagraph>{text}</PdfParagraph>;

export const documents: DownloadableDocument[] = locales.map((locale) => ({
  name: investorSummaryName,
  locale,
  page: routes.investors,
  render: ({ company, investorFigures, page }) => <InvestorSummary locale={locale} company={company} investorFigures={investorFigures} page={requirePage(page, routes.investors)} />,
}));
