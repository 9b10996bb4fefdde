import { revalidateTag } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload';
import { instanceIdVariable, recordRevalidations } from '../../server/cache/revalidations';

/** Set by the seed and the CLI, which run outside a Next request and change nothing already shown. */
export const skipRevalidationContext = 'skipRevalidation';

/**
 * The cache tag of a collection's records: the site's reads (src/cms/content.ts) carry it, so the
 * prerendered pages that show a record are rendered again on the first request after a publish.
 */
export function contentTag(collection: string): string {
  return `cms:${collection}`;
}

/**
 * Expires what shows a collection's (or global's) records. `expire: 0`: the next request renders
 * the page anew instead of serving the old one once more. Recorded too, so a restart, or another
 * server, does not serve what this one expired (src/server/cache/revalidations.ts); when the record
 * cannot be written, the change fails and the editor can try again.
 */
export async function expireContent(slug: string): Promise<void> {
  const tag = contentTag(slug);
  revalidateTag(tag, { expire: 0 });
  // Loaded here, in the server: the CLI, which loads this module too, never revalidates.
  const { getLeadRuntime } = await import('../../server/leads/runtime');
  await recordRevalidations((await getLeadRuntime()).database, [tag], process.env[instanceIdVariable] ?? `pid-${process.pid}`);
}

/** A publish, or an unpublish, changes what visitors see; saving a draft does not. */
export const revalidateOnPublish: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req }) => {
  if (req.context[skipRevalidationContext] === true) return doc;
  const status = (doc as { _status?: string })._status;
  const previousStatus = (previousDoc as { _status?: string } | undefined)?._status;
  if (status === 'published' || previousStatus === 'published') await expireContent(collection.slug);
  return doc;
};

export const revalidateOnDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (req.context[skipRevalidationContext] !== true) await expireContent(collection.slug);
  return doc;
};

/** The same for a global with drafts (the menus, the investor figures). */
export const revalidateGlobalOnPublish: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  if (req.context[skipRevalidationContext] === true) return doc;
  if (doc._status === 'published' || previousDoc?._status === 'published') await expireContent(global.slug);
  return doc;
};
