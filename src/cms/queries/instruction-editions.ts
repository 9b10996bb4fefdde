import type { Payload } from 'payload';
import { documentArticles, findDocumentArticle, instructionsContent, type Edition } from '@/content/documents';
import { findCatalogue } from './catalogue';
import { compareVersions } from '@/lib/documents/editions';
import { editionFrom, instructionEditionsSlug } from '../collections/instruction-editions';
import { sharedSectionsFrom } from '../globals/instruction-shared-sections';

/**
 * Every article's editions, oldest first, keyed by article number: the published ones as frozen
 * when they were published, or for a preview also the drafts, whose text is assembled as it would
 * be published now. No Next API here, so scripts can read them too.
 */
export async function findEditions(payload: Payload, draft: boolean): Promise<Record<string, Edition[]>> {
  const { docs } = await payload.find({ collection: instructionEditionsSlug, locale: 'all', draft, depth: 0, pagination: false,
    // Published records under the public access rule; drafts only for a preview, whose route has
    // checked the signed-in user.
    overrideAccess: draft });
  const pending = docs.filter((doc) => doc._status !== 'published');
  const shared = pending.length > 0 ? sharedSectionsFrom(await payload.findGlobal({ slug: 'instruction-shared-sections', locale: 'all', depth: 0, overrideAccess: true })).sections : undefined;
  const articles = documentArticles(await findCatalogue(payload, draft));
  const byArticle: Record<string, Edition[]> = {};
  for (const doc of docs) {
    const record = doc as Record<string, unknown>;
    const article = findDocumentArticle(articles, String(record.article));
    if (!article) continue;
    const edition = editionFrom(record);
    if (record._status !== 'published' && shared) edition.content = instructionsContent(article, edition.features, shared);
    if (!edition.content) continue;
    (byArticle[article.articleNr] ??= []).push(edition);
  }
  for (const editions of Object.values(byArticle)) editions.sort((a, b) => compareVersions(a.version, b.version));
  return byArticle;
}
