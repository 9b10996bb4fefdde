import type { Localized } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { formatNumber, formatPercent, formatUsd, nbsp } from '@/lib/format-number';

/**
 * The spec's marketing figures (001 §9 'Marketing figures', 000 §9) that the solution and
 * audience pages quote, each stated once. They are the company's claims, not verified results.
 * Pages put them into text through the formatters below, so every figure is written by
 * Intl.NumberFormat in the page's language ('90%' / '90 %', '4.9' / '4,9').
 */
export const figures = {
  /** Results in under 10 minutes, against 39+ minutes for competitors. */
  resultMinutes: 10,
  competitorResultMinutes: 39,
  /** Share of samples settled without a laboratory, against 35–40 % for competitors. */
  labAvoidancePercent: 90,
  competitorLabAvoidancePercent: [35, 40],
  costReductionPercent: 39,
  workplaceRiskReductionPercent: 63,
  /** Price per test in US dollars: ours, and the traditional range. */
  costPerTestUsd: [18, 35],
  traditionalCostPerTestUsd: [50, 150],
  fasterDeploymentPercent: 75,
  improvedOutcomesPercent: 22,
  systemCompatibilityPercent: 95,
  preEmploymentClearanceMinutes: 7,
  postAccidentDowntimeReductionPercent: 62,
  adminTimeReductionPercent: 89,
  telehealthHandoffMinutes: 2,
  clientRating: 4.9,
  molecularConcordancePercent: 98.7,
  ferritinAccuracyPercent: 99.2,
  drugTestAccuracyPercent: 99,
  salivaWindowHours: [24, 48],
  healthcareFacilities: 200,
  /** Companies served ('500+'). */
  companiesServed: 500,
  /** Circular Testing (001 §9). */
  circularResultHours: 24,
  circularTelehealthHours: 4,
  circularImplementationWeeks: [2, 4],
  /** How much sooner a case is resolved than in a laboratory programme. */
  circularFasterResolutionPercent: 62,
} as const;

type Range = readonly [number, number];
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
