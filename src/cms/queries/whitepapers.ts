import type { Payload } from 'payload';
import { whitepaperIds, whitepaperSchema, type WhitepaperRecord } from '@/content/whitepapers';
import type { Locale } from '@/i18n/locales';
import { whitepapersSlug } from '../collections/whitepapers';

/**
 * The whitepapers in one language, in the site's order (as `whitepaperIds`): published records, or
 * the latest drafts for a preview. Every whitepaper has its record: a form or PDF relies on it.
 */
export async function findWhitepapers(payload: Payload, locale: Locale, draft: boolean): Promise<WhitepaperRecord[]> {
  const { docs } = await payload.find({ collection: whitepapersSlug, locale, fallbackLocale: false, draft, depth: 0, pagination: false, overrideAccess: draft });
  const byKey = new Map(docs.map((doc) => [doc.key as string, doc as Record<string, unknown>]));
  return whitepaperIds.map((id) => {
    const doc = byKey.get(id);
    if (!doc) throw new Error(`The CMS has no published whitepaper "${id}" (npm run cms -- seed creates the first ones).`);
    const highlights = Array.isArray(doc.highlights) ? doc.highlights.map((row: { text?: unknown }) => row.text) : [];
    const result = whitepaperSchema.safeParse({ ...doc, id, highlights });
    if (!result.success) throw new Error(`The CMS whitepaper "${id}" (${locale}) cannot be shown: ${result.error.message}`);
    return result.data;
  });
}
