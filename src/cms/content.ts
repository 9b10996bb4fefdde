import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { getPayload, type Payload } from 'payload';
import config from '@payload-config';
import type { ProductId, ProductRecord } from '@/content/products';
import type { Locale } from '@/i18n/locales';
import { contentTag } from './hooks/revalidate';
import { findNews } from './queries/news';
import { findProducts } from './queries/products';

/**
 * What the site's pages read from the CMS. Published records are cached under their collection's
 * tag, so a page prerendered with them is rendered again after a publish (src/cms/hooks/revalidate.ts);
 * in draft mode (an editor's preview) the latest drafts are read, never cached.
 */
async function cms() {
  return getPayload({ config });
}

/** A collection's read for pages: published and cached under the collection's tag, or the latest drafts in a preview. */
function publishedOrDraft<Records>(collection: string, find: (payload: Payload, locale: Locale, draft: boolean) => Promise<Records>) {
  const published = unstable_cache(async (locale: Locale) => find(await cms(), locale, false), [`cms-${collection}`], { tags: [contentTag(collection)] });
  return async (locale: Locale): Promise<Records> => ((await draftMode()).isEnabled ? find(await cms(), locale, true) : published(locale));
}

export const getProducts = publishedOrDraft('products', findProducts);
export const getNews = publishedOrDraft('news', findNews);

export async function getProduct(id: ProductId, locale: Locale): Promise<ProductRecord> {
  const product = (await getProducts(locale)).find((record) => record.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
}
