import type { Locale } from '@/i18n/locales';

/**
 * The URL of a downloadable document in a language (also its path under public/). Pages import it
 * from here, not from ./index: index's loader imports every document module, and a page importing
 * it would make the bundler trace @react-pdf and its font files into the page.
 */
export function documentHref(name: string, locale: Locale): string {
  return `/downloads/${locale}/${name}.pdf`;
}
