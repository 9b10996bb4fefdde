import { locales, type Locale } from '@/i18n/locales';
import type { Localized } from '@/i18n/localized';
import { formatter, nbsp } from '@/lib/format-number';

export { nbsp };

/**
 * Figures as content writes them: a number stated once (in the catalogue or in `claims` below) and
 * formatted for each language with Intl.NumberFormat — '99.2%' / '99,2 %', '1,500' / '1 500' —
 * with a non-breaking space between a number and its unit, so a line never starts with '%' or
 * 'ng/ml'.
 */
function perLocale(format: (locale: Locale) => string): Localized {
  const [en, sv] = locales.map(format) as [string, string];
  return { en, sv };
}

/** A plain number: '1,500' / '1 500'. */
export function figure(value: number, options?: Intl.NumberFormatOptions): Localized {
  return perLocale((locale) => formatter(locale, options).format(value));
}

const numberWords: Record<Locale, readonly string[]> = {
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  sv: ['noll', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio', 'tio', 'elva', 'tolv'],
};

/**
 * A count in running text: up to twelve as a word ('seven' / 'sju', as Språkrådet and house style
 * ask), larger numbers as figures. Data rows, stat tiles and tables keep figures (use `figure`).
 */
export function countInWords(value: number): Localized {
  return Number.isInteger(value) && value >= 0 && value <= 12 ? perLocale((locale) => numberWords[locale][value]!) : figure(value);
}

/** A share given as a fraction (0.992 → '99.2%' / '99,2 %'). */
export function percentFigure(fraction: number): Localized {
  return figure(fraction, { style: 'percent', maximumFractionDigits: 1 });
}

/** A number and its unit, kept on one line: '10 ng/mL' / '10 ng/ml', '5 min'. */
export function unitFigure(value: number, unit: string | Localized): Localized {
  const number = figure(value);
  return perLocale((locale) => `${number[locale]}${nbsp}${typeof unit === 'string' ? unit : unit[locale]}`);
}

/** A figure with a prefix such as '<' or '>', kept with its number: '< 10 min'. */
export function prefixedFigure(prefix: string, value: Localized): Localized {
  return perLocale((locale) => `${prefix}${nbsp}${value[locale]}`);
}

/** Minutes as a short unit, the same in both languages ('10 min'). */
export const minutesFigure = (minutes: number) => unitFigure(minutes, 'min');

/** Concentrations: ng/mL in English (SI style), ng/ml in Swedish (as Swedish laboratories write it). */
export const ngPerMl: Localized = { en: 'ng/mL', sv: 'ng/ml' };
