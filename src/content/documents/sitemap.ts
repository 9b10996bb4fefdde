import { getDocumentArticles } from './articles';
import { instructionsPath } from './paths';

/** The article pages the sitemap lists: each article's current instructions (/documents/<article>). */
export function documentSitemapPaths(): string[] {
  return getDocumentArticles().map((article) => instructionsPath(article.articleNr));
}
