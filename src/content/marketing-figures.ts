import { z } from 'zod';
import type { Localized } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { formatNumber, formatPercent, formatUsd, nbsp } from '@/lib/format-number';

/**
 * The spec's marketing figures (001 §9 'Marketing figures', 000 §9) and the figures of single
 * products (VDT, hair analysis) that the pages, products and whitepapers quote, each kept once in
 * the CMS (the `marketing-figures` global, first filled from src/cms/seed/marketing-figures.ts),
 * each claim with what it rests on. They are the company's claims, not verified results. Texts
 * name a figure as `{resultMinutes}`,
 * written out in the page's language by its unit below ('under 10 minutes' / 'under 10 minuter',
 * '90%' / '90 %', '4.9/5' / '4,9 av 5').
 */
type Unit = 'minutes' | 'hours' | 'days' | 'weeks' | 'year' | 'percent' | 'usd' | 'rating' | 'count';
interface FigureDefinition {
  /** What the admin calls it. */
  label: string;
  unit: Unit;
  /** A range ('35–40 %') rather than one number. */
  range?: true;
  /**
   * A term the company sets (a year, a price, a turnaround) or a plan, not a finding: it has no
   * study to cite, so the notes under a page do not list it.
   */
  withoutSource?: true;
}

export const marketingFigureDefinitions = {
  // A product's own figures first: the notes under its page list them before the company's.
  vdtPilotYear: { label: 'VDT: pilot year', unit: 'year', withoutSource: true },
  vdtLaunchYear: { label: 'VDT: launch year', unit: 'year', withoutSource: true },
  vdtForecastDays: { label: 'VDT: risk forecast ahead (days)', unit: 'days', withoutSource: true },
  vdtForecastAccuracyPercent: { label: 'VDT: risk forecast accuracy in back-testing (%)', unit: 'percent' },
  hairDetectionDays: { label: 'Hair analysis: detection window (days)', unit: 'days', withoutSource: true },
  hairTurnaroundHours: { label: 'Hair analysis: standard turnaround (hours)', unit: 'hours', withoutSource: true },
  hairExpressHours: { label: 'Hair analysis: express turnaround (hours)', unit: 'hours', withoutSource: true },
  hairPriceRangeUsd: { label: 'Hair analysis: price per test (USD)', unit: 'usd', range: true, withoutSource: true },
  hairTamperDetectionPercent: { label: 'Hair analysis: tampering attempts detected (%)', unit: 'percent' },
  hairUrineTamperDetectionPercent: { label: 'Urine tests: tampering attempts detected (%)', unit: 'percent' },
  hairAdoption2027Percent: { label: 'Hair analysis: testing employers expected to use it by 2027 (%)', unit: 'percent' },
  hairNordicShare2028Percent: { label: 'Hair analysis: our target Nordic market share 2028 (%)', unit: 'percent', withoutSource: true },
  resultMinutes: { label: 'Time to a result (minutes)', unit: 'minutes' },
  competitorResultMinutes: { label: 'Other services: time to a result (minutes)', unit: 'minutes' },
  labAvoidancePercent: { label: 'Samples settled without a laboratory (%)', unit: 'percent' },
  competitorLabAvoidancePercent: { label: 'Other services: settled without a laboratory (%)', unit: 'percent', range: true },
  costReductionPercent: { label: 'Lower testing costs (%)', unit: 'percent' },
  workplaceRiskReductionPercent: { label: 'Lower workplace risk (%)', unit: 'percent' },
  costPerTestUsd: { label: 'Our price per test (USD)', unit: 'usd', range: true },
  traditionalCostPerTestUsd: { label: 'Laboratory price per test (USD)', unit: 'usd', range: true },
  fasterDeploymentPercent: { label: 'Faster deployment (%)', unit: 'percent' },
  improvedOutcomesPercent: { label: 'Improved outcomes in healthcare (%)', unit: 'percent' },
  systemCompatibilityPercent: { label: 'Systems we connect to (%)', unit: 'percent' },
  preEmploymentClearanceMinutes: { label: 'Pre-employment clearance (minutes)', unit: 'minutes' },
  postAccidentDowntimeReductionPercent: { label: 'Less downtime after an incident (%)', unit: 'percent' },
  adminTimeReductionPercent: { label: 'Less administration (%)', unit: 'percent' },
  telehealthHandoffMinutes: { label: 'Telehealth handoff (minutes)', unit: 'minutes' },
  clientRating: { label: 'Client rating (out of 5)', unit: 'rating' },
  molecularConcordancePercent: { label: 'Molecular tests: concordance with laboratory methods (%)', unit: 'percent' },
  ferritinAccuracyPercent: { label: 'Ferritin self-test accuracy (%)', unit: 'percent' },
  drugTestAccuracyPercent: { label: 'Drug test accuracy (%)', unit: 'percent' },
  salivaWindowHours: { label: 'Saliva detection window (hours)', unit: 'hours', range: true },
  healthcareFacilities: { label: 'Healthcare facilities served (shown as 200+)', unit: 'count' },
  companiesServed: { label: 'Companies served (shown as 500+)', unit: 'count' },
  circularResultHours: { label: 'Circular Testing: verified result (hours)', unit: 'hours' },
  circularTelehealthHours: { label: 'Circular Testing: telehealth contact (hours)', unit: 'hours' },
  circularImplementationWeeks: { label: 'Circular Testing: implementation (weeks)', unit: 'weeks', range: true },
  circularFasterResolutionPercent: { label: 'Circular Testing: faster resolution than a laboratory programme (%)', unit: 'percent' },
} as const satisfies Record<string, FigureDefinition>;

export type MarketingFigureName = keyof typeof marketingFigureDefinitions;
export const marketingFigureNames = Object.keys(marketingFigureDefinitions) as MarketingFigureName[];

/** The figures that rest on a study, survey or record, which the notes under a page cite. */
export type SourcedFigureName = { [Name in MarketingFigureName]: (typeof marketingFigureDefinitions)[Name] extends { withoutSource: true } ? never : Name }[MarketingFigureName];
export const sourcedFigureNames = marketingFigureNames.filter((name): name is SourcedFigureName => !('withoutSource' in marketingFigureDefinitions[name]));

type Range = readonly [number, number];
export type MarketingFigures = { [Name in MarketingFigureName]: (typeof marketingFigureDefinitions)[Name] extends { range: true } ? Range : number };

/** The largest value a unit allows: a share cannot pass 100 %, a rating 5. */
const unitMaximum: Partial<Record<Unit, number>> = { percent: 100, rating: 5, year: 2100 };
const wholeUnits: readonly Unit[] = ['count', 'usd', 'days', 'weeks', 'year'];

function valueSchema({ unit }: FigureDefinition) {
  const value = unit === 'year' ? z.number().min(2000, 'must be a year, e.g. 2026') : z.number().positive(`must be more than 0`);
  const bounded = unitMaximum[unit] === undefined ? value : value.max(unitMaximum[unit], `cannot be more than ${unitMaximum[unit]}`);
  return wholeUnits.includes(unit) ? bounded.int('must be a whole number') : bounded;
}

/** Every figure present, a number in its unit's bounds; a range runs from the lower to the higher. */
export const marketingFiguresSchema = z.object(
  Object.fromEntries(
    Object.entries(marketingFigureDefinitions).map(([name, definition]: [string, FigureDefinition]) => {
      const value = valueSchema(definition);
      return [name, definition.range ? z.tuple([value, value]).refine(([from, to]) => from < to, 'the first number must be the lower') : value];
    }),
  ),
) as unknown as z.ZodType<MarketingFigures>;

/** An en dash with word joiners either side: a range never breaks at its dash ('24–' / '48'). */
const rangeDash = '\u2060–\u2060';

/** Figures written out in one language. Units are joined with non-breaking spaces. */
function formatsFor(locale: Locale) {
  const sv = locale === 'sv';
  return {
    number: (value: number) => formatNumber(value, locale, 1),
    percent: (value: number) => formatPercent(value, locale, 1),
    percentRange: ([from, to]: Range) => (sv ? `${from}${rangeDash}${to}${nbsp}%` : `${from}${rangeDash}${to}%`),
    usd: (value: number) => formatUsd(value, locale),
    // Swedish writes the currency once, after the range, in the formatter's notation ('5–15 USD').
    usdRange: ([from, to]: Range) => (sv ? `${formatNumber(from, locale)}${rangeDash}${formatUsd(to, locale)}` : `${formatUsd(from, locale)}${rangeDash}${formatUsd(to, locale)}`),
    minutes: (value: number) => `${formatNumber(value, locale)}${nbsp}${sv ? (value === 1 ? 'minut' : 'minuter') : value === 1 ? 'minute' : 'minutes'}`,
    hours: (value: number) => `${formatNumber(value, locale)}${nbsp}${sv ? (value === 1 ? 'timme' : 'timmar') : value === 1 ? 'hour' : 'hours'}`,
    /** A span of days before a noun: 'a 90-day window', 'en 90 dagars påvisningstid'. */
    dayCompound: (value: number) => (sv ? `${formatNumber(value, locale)}${nbsp}dagars` : `${value}-day`),
    days: (value: number) => `${formatNumber(value, locale)}${nbsp}${sv ? (value === 1 ? 'dag' : 'dagar') : value === 1 ? 'day' : 'days'}`,
    hourRange: ([from, to]: Range) => `${from}${rangeDash}${to}${nbsp}${sv ? 'timmar' : 'hours'}`,
    weekRange: ([from, to]: Range) => `${from}${rangeDash}${to}${nbsp}${sv ? 'veckor' : 'weeks'}`,
    rating: (value: number) => (sv ? `${formatNumber(value, locale, 1)}${nbsp}av${nbsp}5` : `${formatNumber(value, locale, 1)}/5`),
  };
}

/** English and Swedish formatters, for building `{ en, sv }` texts around a figure. */
export const E = formatsFor('en');
export const S = formatsFor('sv');

/** A figure on its own as a `Localized` text (stat values, pills). */
export function figure(format: (formats: ReturnType<typeof formatsFor>) => string): Localized {
  return { en: format(E), sv: format(S) };
}

type Formats = ReturnType<typeof formatsFor>;

/** How one figure reads in running text, by its unit. */
function writtenOut(value: number | Range, unit: Unit, f: Formats): string {
  if (typeof value !== 'number') {
    const ranges: Partial<Record<Unit, (range: Range) => string>> = { percent: f.percentRange, usd: f.usdRange, hours: f.hourRange, weeks: f.weekRange };
    const format = ranges[unit];
    if (!format) throw new Error(`A range in ${unit} cannot be written out`);
    return format(value);
  }
  const single: Partial<Record<Unit, (value: number) => string>> = {
    minutes: f.minutes,
    hours: f.hours,
    days: f.days,
    // A year is written without a thousands separator in either language.
    year: String,
    percent: f.percent,
    usd: f.usd,
    rating: f.rating,
    // Counts are claims of 'at least': '500+'.
    count: (count) => `${f.number(count)}+`,
  };
  const format = single[unit];
  if (!format) throw new Error(`A single figure in ${unit} cannot be written out`);
  return format(value);
}

/** Every marketing figure as a text names it (`{resultMinutes}` → 'under 10 minutes'), in one language. */
export function marketingFigureTexts(figures: MarketingFigures, locale: Locale): Record<MarketingFigureName, string> {
  const f = locale === 'sv' ? S : E;
  return Object.fromEntries(marketingFigureNames.map((name) => [name, writtenOut(figures[name], marketingFigureDefinitions[name].unit, f)])) as Record<MarketingFigureName, string>;
}
