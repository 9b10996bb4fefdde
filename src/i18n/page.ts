import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

type LocaleParams = { params: Promise<{ locale: string }> };

/** The page's language from its route params, set for the request's server components. */
export async function pageLocale(params: LocaleParams['params']): Promise<Locale> {
  const { locale } = await params;
  // The [locale] layout allows only the site's languages (dynamicParams = false); this is a guard.
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
