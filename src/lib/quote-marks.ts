import type { Locale } from '@/i18n/locales';

/** Quotation marks by language: English “…”, Swedish ”…” (the same closing mark on both sides). */
export const quoteMarks: Record<Locale, readonly [open: string, close: string]> = {
  en: ['\u201c', '\u201d'],
  sv: ['\u201d', '\u201d'],
};

export function quoted(text: string, locale: Locale): string {
  const [open, close] = quoteMarks[locale];
  return `${open}${text}${close}`;
}
