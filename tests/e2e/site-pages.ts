/**
 * Every page the build serves, from the records that make them: the route registry's pages,
 * each catalogue article's instructions for use with their earlier editions and each family's
 * declaration of conformity, in both languages.
 * The crawls (tests/http/crawl.spec.ts over HTTP, tests/e2e/crawl.spec.ts in the browser) read
 * this list, so a page added to a record is checked without new test code.
 */
import { conformitySitemapPaths, documentSitemapPaths } from '../../src/content/documents/sitemap';
import { editionSeeds } from '../../src/cms/seed/instruction-editions';
import { conformityPath, editionPath, instructionsPath } from '../../src/content/documents/paths';
import { builtRoutePaths, type BuiltRoutePath } from '../../src/lib/routes';
import { localizedPath, locales, type Locale } from './fixtures';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { documentArticles } from '../../src/content/documents/articles';

export type SitePage = {
  /** The URL path as a visitor requests it (`/sv/...` in Swedish). */
  url: string;
  /** The language-free path. */
  path: string;
  locale: Locale;
  kind: 'route' | 'instructions' | 'edition' | 'declaration';
};

const routePages = (locale: Locale): SitePage[] =>
  builtRoutePaths.map((path: BuiltRoutePath) => ({ url: localizedPath(path, locale), path, locale, kind: 'route' }));

const declarationPaths = new Set(conformitySitemapPaths());

/** The document pages of the sitemap: the articles' current instructions and the declarations of conformity. */
const documentPages = (locale: Locale): SitePage[] =>
  documentSitemapPaths(documentArticles(seededCatalogue())).map((path) => ({ url: localizedPath(path, locale), path, locale, kind: declarationPaths.has(path) ? 'declaration' : 'instructions' }));

const editionPages = (locale: Locale): SitePage[] =>
  documentArticles(seededCatalogue()).flatMap((article) =>
    // The editions the CMS is seeded with: all but the last are earlier ones.
    editionSeeds(article).slice(0, -1).map((version) => {
      const path = editionPath(article.articleNr, version.version);
      return { url: localizedPath(path, locale), path, locale, kind: 'edition' as const };
    }),
  );

/** Every page in both languages: registry pages first, then the document pages and the editions. */
export const sitePages: SitePage[] = locales.flatMap((locale) => [...routePages(locale), ...documentPages(locale), ...editionPages(locale)]);

/**
 * What the browser crawl visits: every registry page, plus a fixed sample of the instructions
 * (one article of each page layout: a cut-off table, the manipulation control's markers, a
 * self-test; and one earlier edition) and one declaration of conformity (InstaFIND's, with two
 * Basic UDI-DIs); the HTTP crawl covers all of them.
 */
export function browserSample(): SitePage[] {
  const articles = documentArticles(seededCatalogue());
  const firstOf = (family: string) => articles.find((article) => article.family === family);
  const sampled = (['multi-panel', 'manipulation-control', 'instacare'] as const).map(firstOf).filter((article) => article !== undefined);
  const sampledPaths = new Set(sampled.map((article) => instructionsPath(article.articleNr)));
  const firstEdition = sitePages.find((page) => page.kind === 'edition')?.path;
  if (firstEdition) sampledPaths.add(firstEdition);
  sampledPaths.add(conformityPath('instafind'));
  return sitePages.filter((page) => page.kind === 'route' || sampledPaths.has(page.path));
}
