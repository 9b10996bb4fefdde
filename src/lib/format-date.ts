import type { Locale } from '@/i18n/locales';
import { intlLocales } from './format-number';

/**
 * A calendar day (`2026-11-23`) in the page's language, as the date in Stockholm: '23 November 2026'
 * in British English, '23 november 2026' in Swedish. The framework's formatter would write the
 * American 'November 23, 2026' for English; the short month would be British 'Sept'.
 */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: 'long', timeZone: 'Europe/Stockholm' }).format(new Date(`${iso}T12:00:00Z`));
}
