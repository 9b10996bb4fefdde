import 'server-only';
import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getPagePlaceholders, getSiteSettings } from '@/cms/content';
import { fillPlaceholdersIn } from '@/lib/placeholders';
import type { RoutePath } from '@/lib/routes';
import { pageMetadata } from '@/lib/page-metadata';
import type { Localized } from './localized';
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

/** The title and description every page's content module starts with. */
export type PageMeta = { title: Localized; description: Localized; breadcrumb?: Localized };

/**
 * A page's `generateMetadata`: per-language title and description from its content module (with
 * the company's `{placeholders}` filled in), plus canonical URL, hreflang alternates and Open Graph
 * (lib/page-metadata).
 */
export function metadataFor(path: RoutePath, meta: PageMeta) {
  return async ({ params }: LocaleParams): Promise<Metadata> => {
    const { locale } = await params;
    const language: Locale = isLocale(locale) ? locale : 'en';
    const company = await getSiteSettings();
    const { title, description } = fillPlaceholdersIn({ title: meta.title[language], description: meta.description[language] }, await getPagePlaceholders(language));
    return pageMetadata({ locale: language, path, title, description, siteName: company.name });
  };
}
