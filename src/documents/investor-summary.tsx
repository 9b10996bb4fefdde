import { Line, Rect, Svg, Text, View } from '@react-pdf/renderer';
import enMessages from '../../messages/en.json';
import svMessages from '../../messages/sv.json';
import { siteOrigin } from '@/config/site';
import { fillTemplate, investorsContent } from '@/content/investors/content';
import { isProfit, type InvestorFigures } from '@/content/investors/figures';
import { formatMsek } from '@/content/investors/format';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { locales, type Locale } from '@/i18n/locales';
import type { SiteSettings } from '@/lib/site-settings';
import { localizedPath } from '@/i18n/paths';
import { revenueEbitdaLayout } from '@/lib/charts/revenue-ebitda';
import { riskColour } from '@/lib/risk';
import { routes } from '@/lib/routes';
import type { DownloadableDocument } from './index';
import { PdfCover, PdfDocument, PdfH1, PdfH2, PdfH3, PdfList, PdfNote, PdfPage, PdfParagraph, PdfTable, pdfColors } from './pdf-kit';

/**
 * The investor summary ('Download Investor Deck', 001 §2 Investor): the investor page's content in
 * one language, rendered from the same content module and figures record as the page, so the PDF
 * and the page cannot disagree.
 */
export const investorSummaryName = 'investor-summary';

const commonText = { en: enMessages.Common, sv: svMessages.Common } as const;

/** A page label ('revenue target for 2028') as the first cell of a table row. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

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
          <Text key={`tick-${tick.value}`} x={layout.plot.left - 6} y={tick.y + 3} textAnchor="end" style={{ fontSize: 7.5 }} fill={pdfColors.inkMuted}>
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
            style={{ fontSize: 7.5 }}
            fill={pdfColors.ink}
          >
            {formatNumber(bar.value, locale, 1)}
          </Text>
        ))}
        <Line x1={layout.plot.left} x2={layout.plot.right} y1={layout.zeroY} y2={layout.zeroY} stroke={pdfColors.ink} strokeWidth={1} />
        {layout.years.map((year) => (
          <Text key={year.year} x={year.x} y={layout.plot.bottom + 14} textAnchor="middle" style={{ fontSize: 8.5 }} fill={pdfColors.brand950}>
            {String(year.year)}
          </Text>
        ))}
      </Svg>
    </View>
  );
}

export function InvestorSummary({ locale, company, investorFigures }: { locale: Locale; company: SiteSettings; investorFigures: InvestorFigures }) {
  const page = investorsContent(locale, company, investorFigures, { print: true });
  const yes = commonText[locale].yes;
  const no = commonText[locale].no;
  const { hero, financials, market, initiatives, competition, traction, timeline, risks, opportunity } = page;
  const pageUrl = new URL(localizedPath(routes.investors, locale), siteOrigin).toString();

  return (
    <PdfDocument brand={company.name} title={page.pdf.title} subject={page.pdf.subject} locale={locale}>
      <PdfCover brand={company.name} eyebrow={page.pdf.eyebrow} title={hero.title} subtitle={page.pdf.subtitle} meta={[pageUrl, page.disclaimer.title]} />
      <PdfPage brand={company.name} title={page.pdf.eyebrow} pageLabel={(current, total) => fillTemplate(page.pdf.pageLabel, { page: current, total })}>
        <PdfH1>{page.pdf.overviewTitle}</PdfH1>
        <PdfParagraph>{hero.description}</PdfParagraph>
        <PdfTable columns={[opportunity.termsTitle, '']} rows={opportunity.terms.map((term) => [term.label, term.value])} widths={[3, 2]} />
        <PdfNote>
          {page.disclaimer.title}. {page.disclaimer.text}
        </PdfNote>

        <PdfH2>{page.keyMetrics.title}</PdfH2>
        <PdfTable columns={[page.keyMetrics.title, '']} rows={page.keyMetrics.items.map((item) => [capitalised(item.label), item.value])} widths={[3, 2]} />

        <PdfH2>{financials.title}</PdfH2>
        <PdfParagraph>{financials.intro}</PdfParagraph>
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
        <PdfParagraph muted>{page.pdf.chartCaption}</PdfParagraph>

        <PdfH2>{market.title}</PdfH2>
        <PdfParagraph>{market.intro}</PdfParagraph>
        <PdfTable columns={[market.eyebrow, '']} rows={market.figures.map((figure) => [capitalised(figure.label), figure.value])} widths={[3, 2]} />

        <PdfH2>{initiatives.title}</PdfH2>
        <PdfParagraph>{initiatives.intro}</PdfParagraph>
        {initiatives.items.map((item) => (
          <View key={item.id}>
            <PdfH3>{item.title}</PdfH3>
            <PdfParagraph>{item.description}</PdfParagraph>
            <PdfList items={item.highlights} />
          </View>
        ))}

        <PdfH2>{competition.title}</PdfH2>
        <PdfParagraph>{competition.intro}</PdfParagraph>
        <PdfTable
          columns={competition.table.columns}
          rows={competition.table.rows.map((row) => [row.label, ...row.cells.map((cell) => (typeof cell === 'boolean' ? (cell ? yes : no) : cell))])}
          widths={[3, 2, 2]}
        />

        <PdfH2>{traction.title}</PdfH2>
        <PdfParagraph>{traction.intro}</PdfParagraph>
        <PdfList items={traction.stats.map((stat) => `${stat.value} ${stat.label}`)} />
        <PdfH3>{traction.partnersTitle}</PdfH3>
        <PdfList items={traction.partners.map((partner) => `${partner.name} – ${partner.kind}`)} />
        <PdfH3>{traction.certificationsLabel}</PdfH3>
        <PdfList items={[`${traction.iso.label}: ${traction.iso.tooltip}`, traction.ce]} />

        <PdfH2>{timeline.title}</PdfH2>
        <PdfList items={timeline.items.map((item) => `${item.year} (${timeline.status[item.status]}) – ${item.title}: ${item.description}`)} />

        <PdfH2>{risks.title}</PdfH2>
        <PdfParagraph>{risks.intro}</PdfParagraph>
        <PdfTable
          columns={[risks.columns.risk, risks.columns.likelihood, risks.columns.impact, risks.columns.rating, risks.columns.mitigation]}
          rows={risks.items.map((item) => [
            item.name,
            risks.levels[item.likelihood],
            risks.levels[item.impact],
            risks.ratings[riskColour(item.likelihood, item.impact)],
            item.mitigation,
          ])}
          widths={[2.4, 1.3, 1.3, 1.3, 4]}
        />

        <PdfH2>{opportunity.useOfFunds.title}</PdfH2>
        <PdfParagraph>{opportunity.intro}</PdfParagraph>
        <PdfTable
          columns={[opportunity.useOfFunds.columns.category, opportunity.useOfFunds.columns.share, '']}
          rows={investorFigures.useOfFunds.map((item) => [
            opportunity.useOfFunds.items[item.category].label,
            formatPercent(item.percent, locale, 1),
            opportunity.useOfFunds.items[item.category].description,
          ])}
          widths={[2, 1, 4]}
        />
        <PdfH3>{opportunity.safeguardsTitle}</PdfH3>
        <PdfList items={opportunity.safeguards.map((item) => `${item.title}: ${item.description}`)} />

        <PdfH2>{page.exit.title}</PdfH2>
        <PdfParagraph>{page.exit.intro}</PdfParagraph>
        <PdfList items={page.exit.options.map((option) => `${option.title}: ${option.description}`)} />

        <PdfH2>{page.pdf.contactTitle}</PdfH2>
        <PdfParagraph>{page.pdf.contactText}</PdfParagraph>
        <PdfList items={[company.email, company.phone, pageUrl]} />
      </PdfPage>
    </PdfDocument>
  );
}

export const documents: DownloadableDocument[] = locales.map((locale) => ({
  name: investorSummaryName,
  locale,
  render: ({ company, investorFigures }) => <InvestorSummary locale={locale} company={company} investorFigures={investorFigures} />,
}));
