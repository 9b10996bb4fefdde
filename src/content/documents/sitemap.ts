import { documentFamilies, type DocumentArticle } from './articles';
import { conformityPath, instructionsPath } from './paths';

/** The declaration pages: each family's EU declaration of conformity (/documents/conformity/<family>). */
export function conformitySitemapPaths(): string[] {
  return documentFamilies.map((family) => conformityPath(family));
}

/**
 * The document pages the sitemap lists: each article's current instructions (/documents/<article>)
 * and each family's declaration of conformity.
 */
export function documentSitemapPaths(articles: readonly DocumentArticle[]): string[] {
  return [...articles.map((article) => instructionsPath(article.articleNr)), ...conformitySitemapPaths()];
}
