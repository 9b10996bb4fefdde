import type { Metadata, Viewport } from 'next';
import { siteOrigin } from '@/config/site';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { ogImagePath, ogImageSize } from './og-image';

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin).toString();
}

/** hreflang alternates for a page: one URL per language plus x-default (English). */
export function languageAlternates(path: string): Record<string, string> {
  const entries: [string, string][] = locales.map((locale) => [locale, absoluteUrl(localizedPath(path, locale))]);
  entries.push(['x-default', absoluteUrl(localizedPath(path, defaultLocale))]);
  return Object.fromEntries(entries);
}

/** `siteName` is the company's name, from the CMS: the title's suffix and Open Graph's site name. */
type PageMetadataInput = { locale: Locale; path: string; title: string; description: string; siteName: string };

/**
 * Per-language title, description, canonical URL, hreflang alternates, Open Graph and Twitter card
 * for a page, with the page's own link-preview image (prerendered by app/og from its title).
 */
export function pageMetadata({ locale, path, title, description, siteName }: PageMetadataInput): Metadata {
  const url = absoluteUrl(localizedPath(path, locale));
  const image = { url: absoluteUrl(ogImagePath(path, locale)), ...ogImageSize, alt: title, type: 'image/png' };
  return {
    title: { absolute: title.includes(siteName) ? title : `${title} | ${siteName}` },
    description,
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName,
      locale: locale === 'sv' ? 'sv_SE' : 'en_GB',
      alternateLocale: locale === 'sv' ? ['en_GB'] : ['sv_SE'],
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/** The viewport of every page, 404 included. */
export const siteViewport: Viewport = {
  themeColor: '#0f566a',
  width: 'device-width',
  initialScale: 1,
};
