import { revalidateTag } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';

/** Set by the seed and the CLI, which run outside a Next request and change nothing already shown. */
export const skipRevalidationContext = 'skipRevalidation';

/**
 * The cache tag of a collection's records: the site's reads (src/cms/content.ts) carry it, so the
 * prerendered pages that show a record are rendered again on the first request after a publish.
 */
export function contentTag(collection: string): string {
  return `cms:${collection}`;
}

function expire(collection: string): void {
  // `expire: 0`: the next request renders the page anew instead of serving the old one once more.
  revalidateTag(contentTag(collection), { expire: 0 });
}

/** A publish, or an unpublish, changes what visitors see; saving a draft does not. */
export const revalidateOnPublish: CollectionAfterChangeHook = ({ collection, doc, previousDoc, req }) => {
  if (req.context[skipRevalidationContext] === true) return doc;
  const status = (doc as { _status?: string })._status;
  const previousStatus = (previousDoc as { _status?: string } | undefined)?._status;
  if (status === 'published' || previousStatus === 'published') expire(collection.slug);
  return doc;
};

export const revalidateOnDelete: CollectionAfterDeleteHook = ({ collection, doc, req }) => {
  if (req.context[skipRevalidationContext] !== true) expire(collection.slug);
  return doc;
};
