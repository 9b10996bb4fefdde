import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/config/site';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

export function absoluteUrl(path: string): string {
  return new URL(path, siteConfig.url).toString();
}

/** hreflang alternates for a page: one URL per language plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const entries: [string, string][] = locales.map((locale) => [locale, absoluteUrl(localizedPath(path, locale))]);
  entries.push(['x-default', absoluteUrl(localizedPath(path, defaultLocale))]);
  return Object.fromEntries(entries);
}

type PageMetadataInput = { locale: Locale; path: string; title: string; description: string };

/** Per-language title, description, canonical URL, hreflang alternates and Open Graph for a page. */
export function pageMetadata({ locale, path, title, description }: PageMetadataInput): Metadata {
  const url = absoluteUrl(localizedPath(path, locale));
  return {
    title: { absolute: title.includes(siteConfig.name) ? title : `${title} | ${siteConfig.name}` },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: siteConfig.name,
      locale: locale === 'sv' ? 'sv_SE' : 'en_GB',
      alternateLocale: locale === 'sv' ? ['en_GB'] : ['sv_SE'],
    },
    twitter: { card: 'summary', title, description },
  };
}

/** The viewport of every page, 404 included. */
export const siteViewport: Viewport = {
  themeColor: '#0f566a',
  width: 'device-width',
  initialScale: 1,
};
