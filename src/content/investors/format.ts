import type { Locale } from '@/i18n/locales';
import { formatNumber as formatNumberIn, formatPercent as formatPercentIn, formatter, nbsp } from '@/lib/format-number';
import type { InvestorFigures, UseOfFundsCategory } from './figures';

/**
 * How the company pages write their figures, in each language, through the site's one number
 * formatter (src/lib/format-number.ts).
 * SEK amounts: 'SEK 22m' in English (Intl's British compact form), '22 MSEK' in Swedish (one
 * abbreviation everywhere, as the language guide asks). Euro markets: '€8.7bn' / '8,7 mdr EUR', '€420m' / '420 MEUR'
 * (Språkrådet's abbreviations, with the currency's code as for USD). A non-breaking space keeps a number with its unit.
 */
/** Investor figures keep one decimal where they have one ('7.6%', '4,2 MSEK'). */
const formatNumber = (value: number, locale: Locale) => formatNumberIn(value, locale, 1);
const formatPercent = (percent: number, locale: Locale) => formatPercentIn(percent, locale, 1);

/** An amount in millions of SEK. */
export function formatMsek(millions: number, locale: Locale): string {
  if (locale === 'sv') return `${formatNumber(millions, locale)}${nbsp}MSEK`;
  // British English writes a loss with a hyphen-minus, after which a line may break and leave
  // '-' on a line of its own; the true minus, as the Swedish form has, stays with the amount.
  return formatter('en', {
    style: 'currency',
    currency: 'SEK',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  })
    .format(millions * 1_000_000)
    .replace(/^-/u, '\u2212');
}

/** The unit of a chart axis or table column whose values are millions of SEK. */
export function msekUnit(locale: Locale): string {
  return locale === 'sv' ? 'MSEK' : 'SEK m';
}

/** An amount in euros, given in millions. */
export function formatEur(millions: number, locale: Locale): string {
  if (locale === 'sv') {
    return millions >= 1000
      ? `${formatNumber(millions / 1000, locale)}${nbsp}mdr${nbsp}EUR`
      : `${formatNumber(millions, locale)}${nbsp}MEUR`;
  }
  return formatter('en', {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  }).format(millions * 1_000_000);
}

/** A multiple, e.g. a return on investment (5.2 → '5.2×' / '5,2×'). */
export function formatMultiple(value: number, locale: Locale): string {
  return `${formatNumber(value, locale)}×`;
}

/** A calendar quarter ('Q1 2027'; Swedish business writing uses the same form). */
export function formatQuarter(quarter: number, year: number): string {
  return `Q${quarter}${nbsp}${year}`;
}

/** A span of months ('12–18 months' / '12–18 månader'). */
export function formatMonthRange(from: number, to: number, locale: Locale): string {
  // Word joiners keep the range on one line (a line may otherwise break after the dash).
  return `${formatNumber(from, locale)}\u2060–\u2060${formatNumber(to, locale)}${nbsp}${locale === 'sv' ? 'månader' : 'months'}`;
}

const fundsPlaceholder: Record<UseOfFundsCategory, string> = {
  itDevelopment: 'fundsItDevelopment',
  nordicExpansion: 'fundsNordicExpansion',
  researchDevelopment: 'fundsResearchDevelopment',
  regulatory: 'fundsRegulatory',
};

/** The names of a plan year's figures: {revenue2028}, {growth2028}, {ebitda2028}, {margin2028}. */
export const planYearPlaceholder = /^(?:revenue|growth|ebitda|margin)\d{4}$/u;

/** The investor figures as page `{placeholders}`, formatted for a language. */
export function investorPlaceholders(locale: Locale, figures: InvestorFigures): Record<string, string> {
  const { raise, keyMetrics, market } = figures;
  const values: Record<string, string> = {
    raiseTotal: formatMsek(raise.totalMsek, locale),
    raiseBridge: formatMsek(raise.bridgeMsek, locale),
    raiseSeriesA: formatMsek(raise.seriesAMsek, locale),
    preMoney: formatMsek(raise.preMoneyMsek, locale),
    minimumInvestment: formatMsek(raise.minimumInvestmentMsek, locale),
    profitability: formatQuarter(figures.profitability.quarter, figures.profitability.year),
    profitabilityYear: String(figures.profitability.year),
    growthMetric: formatPercent(keyMetrics.growthPercent, locale),
    grossMarginTarget: formatPercent(keyMetrics.grossMarginTargetPercent, locale),
    nordicShareTarget: formatPercent(keyMetrics.nordicMarketShareTargetPercent, locale),
    roi: formatMultiple(keyMetrics.roiMultiple, locale),
    roiYears: formatNumber(keyMetrics.roiYears, locale),
    marketGlobal: formatEur(market.globalBeur * 1000, locale),
    marketEurope: formatEur(market.europeBeur * 1000, locale),
    marketNordic: formatEur(market.nordicMeur, locale),
    marketDach: formatEur(market.dachMeur, locale),
    marketUk: formatEur(market.ukMeur, locale),
    marketCagr: formatPercent(market.cagrPercent, locale),
    hedging: formatPercent(figures.currencyHedgingPercent, locale),
    complianceRoadmap: formatMonthRange(figures.complianceRoadmapMonths.from, figures.complianceRoadmapMonths.to, locale),
    msekUnit: msekUnit(locale),
    firstPlanYear: String(figures.financialYears[0]!.year),
    lastPlanYear: String(figures.financialYears[figures.financialYears.length - 1]!.year),
  };
  for (const row of figures.financialYears) {
    values[`revenue${row.year}`] = formatMsek(row.revenueMsek, locale);
    values[`growth${row.year}`] = formatPercent(row.growthPercent, locale);
    values[`ebitda${row.year}`] = formatMsek(row.ebitdaMsek, locale);
    if (row.marginPercent !== null) values[`margin${row.year}`] = formatPercent(row.marginPercent, locale);
  }
  for (const item of figures.useOfFunds) values[fundsPlaceholder[item.category]] = formatPercent(item.percent, locale);
  return values;
}
