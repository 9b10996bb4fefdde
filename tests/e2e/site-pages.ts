/**
 * Every page the build serves, from the records that make them: the route registry's pages and
 * each catalogue article's instructions for use with their earlier editions, in both languages.
 * The crawls (tests/http/crawl.spec.ts over HTTP, tests/e2e/crawl.spec.ts in the browser) read
 * this list, so a page added to a record is checked without new test code.
 */
import { documentSitemapPaths } from '../../src/content/documents/sitemap';
import { editionSeeds } from '../../src/cms/seed/instruction-editions';
import { getDocumentArticles } from '../../src/content/documents';
import { editionPath, instructionsPath } from '../../src/content/documents/paths';
import { builtRoutePaths, type BuiltRoutePath } from '../../src/lib/routes';
import { localizedPath, locales, type Locale } from './fixtures';

export type SitePage = {
  /** The URL path as a visitor requests it (`/sv/...` in Swedish). */
  url: string;
  /** The language-free path. */
  path: string;
  locale: Locale;
  kind: 'route' | 'instructions' | 'edition';
};

const routePages = (locale: Locale): SitePage[] =>
  builtRoutePaths.map((path: BuiltRoutePath) => ({ url: localizedPath(path, locale), path, locale, kind: 'route' }));

const instructionPages = (locale: Locale): SitePage[] =>
  documentSitemapPaths().map((path) => ({ url: localizedPath(path, locale), path, locale, kind: 'instructions' }));

const editionPages = (locale: Locale): SitePage[] =>
  getDocumentArticles().flatMap((article) =>
    // The editions the CMS is seeded with: all but the last are earlier ones.
    editionSeeds(article).slice(0, -1).map((version) => {
      const path = editionPath(article.articleNr, version.version);
      return { url: localizedPath(path, locale), path, locale, kind: 'edition' as const };
    }),
  );

/** Every page in both languages: registry pages first, then instructions and their editions. */
export const sitePages: SitePage[] = locales.flatMap((locale) => [...routePages(locale), ...instructionPages(locale), ...editionPages(locale)]);

/**
 * What the browser crawl visits: every registry page, plus a fixed sample of the instructions
 * (one article of each page layout: a cut-off table, the manipulation control's markers, a
 * self-test; and one earlier edition); the HTTP crawl covers all of them.
 */
export function browserSample(): SitePage[] {
  const articles = getDocumentArticles();
  const firstOf = (family: string) => articles.find((article) => article.family === family);
  const sampled = (['multi-panel', 'manipulation-control', 'instacare'] as const).map(firstOf).filter((article) => article !== undefined);
  const sampledPaths = new Set(sampled.map((article) => instructionsPath(article.articleNr)));
  const firstEdition = sitePages.find((page) => page.kind === 'edition')?.path;
  if (firstEdition) sampledPaths.add(firstEdition);
  return sitePages.filter((page) => page.kind === 'route' || sampledPaths.has(page.path));
}
