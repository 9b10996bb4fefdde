import type { Locale } from '@/i18n/locales';

/**
 * Numbers in the page's language, for server and browser alike: British English ('1,000', '75%')
 * and Swedish ('1 000', '75 %', with the non-breaking spaces Intl puts there). Formatters are
 * cached, since a calculator formats a dozen figures on every slider step.
 */
export const intlLocales: Record<Locale, string> = { en: 'en-GB', sv: 'sv-SE' };

/** Between a number and its unit, so a line never starts with '%' or 'ng/ml'. */
export const nbsp = '\u00a0';

const cache = new Map<string, Intl.NumberFormat>();

/** The cached Intl.NumberFormat of a language and options (content modules format with it too). */
export function formatter(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[locale], options);
    cache.set(key, format);
  }
  return format;
}

/** A plain number: '1,000' / '1 000', '4.9' / '4,9'. */
export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return formatter(locale, { maximumFractionDigits }).format(value);
}

/** A figure that may be negative, with a true minus in both languages ('−4.2' / '−4,2'; Intl writes a hyphen in English). */
export function formatSigned(value: number, locale: Locale, maximumFractionDigits = 0): string {
  return formatNumber(value, locale, maximumFractionDigits).replace(/^-/u, '\u2212');
}

/** A percentage given in percent (75 → '75%' / '75 %'). */
export function formatPercent(percent: number, locale: Locale, maximumFractionDigits = 0): string {
  return formatter(locale, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}

/** A percentage with exactly `fractionDigits` decimals (75 → '75.0%' / '75,0 %'). */
export function formatPercentFixed(percent: number, locale: Locale, fractionDigits: number): string {
  return formatter(locale, { style: 'percent', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(percent / 100);
}

/**
 * US dollars without cents, as the spec's figures are stated: '$1,000' in English (the narrow sign,
 * as the spec writes it) and '1 000 USD' in Swedish (the currency code: the site's one notation,
 * language guide), where a bare '$' after the number reads oddly.
 */
export function formatUsd(amount: number, locale: Locale): string {
  return formatter(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: locale === 'en' ? 'narrowSymbol' : 'code',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** Hours with the unit in words and the right plural ('1 hour', '8 timmar'), never broken across lines. */
export function formatHours(hours: number, locale: Locale): string {
  return formatter(locale, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 0 })
    .format(hours)
    .replace(/ /g, '\u00a0');
}

/** A file's size in whole kilobytes, at least one, kept on one line ('34 kB'). */
export function formatFileSize(bytes: number, locale: Locale): string {
  return formatter(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 })
    .format(Math.max(1, Math.round(bytes / 1000)))
    .replace(/ /g, nbsp);
}
