import type { CollectionSlug, Payload } from 'payload';
import type { z } from 'zod';
import type { Locale } from '@/i18n/locales';

/**
 * A collection's records in one language, in `position` order, each checked against the shape the
 * page needs: published ones under the public access rule, or the latest drafts for a preview
 * (whose route has checked the signed-in user). A record that cannot be shown stops the render
 * with its key, rather than a page showing a hole.
 */
export async function findOrderedRecords<Schema extends z.ZodType>(payload: Payload, collection: CollectionSlug, schema: Schema, locale: Locale, draft: boolean): Promise<z.output<Schema>[]> {
  const { docs } = await payload.find({ collection, locale, fallbackLocale: false, draft, depth: 0, pagination: false, sort: ['position', 'createdAt'], overrideAccess: draft });
  return docs.map((doc) => {
    const result = schema.safeParse(doc);
    if (!result.success) throw new Error(`The CMS ${collection} record "${String((doc as { key?: unknown }).key)}" (${locale}) cannot be shown: ${result.error.message}`);
    return result.data;
  });
}
