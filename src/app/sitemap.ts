import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl, languageAlternates } from '@/lib/page-metadata';
import { documentSitemapPaths } from '@/content/documents/sitemap';
import { builtRoutePaths } from '@/lib/routes';

/**
 * Every built page in both languages, each with its hreflang alternates, and every article's
 * current instructions for use (earlier editions stay out: they are kept for old packages only).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return [...builtRoutePaths, ...documentSitemapPaths()].flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(path, locale)),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
