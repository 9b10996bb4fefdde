import type { MetadataRoute } from 'next';
import { getPublishedCatalogue, getPublishedPagePaths } from '@/cms/content';
import { documentArticles } from '@/content/documents';
import { locales } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { absoluteUrl, languageAlternates } from '@/lib/page-metadata';
import { documentSitemapPaths } from '@/content/documents/sitemap';
import { builtRoutePaths } from '@/lib/routes';

/**
 * Every built page and every page published in the CMS, in both languages, each with its hreflang
 * alternates, every article's current instructions for use (earlier editions stay out: they
 * are kept for old packages only) and every family's EU declaration of conformity.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // The site's own CMS pages are built routes too: each address once.
  const paths = new Set<string>([...builtRoutePaths, ...(await getPublishedPagePaths()), ...documentSitemapPaths(documentArticles(await getPublishedCatalogue()))]);
  return [...paths].flatMap((path) =>
    locales.map((locale) => ({
      url: absoluteUrl(localizedPath(path, locale)),
      changeFrequency: 'monthly' as const,
      priority: path === '/' ? 1 : 0.7,
      alternates: { languages: languageAlternates(path) },
    })),
  );
}
