import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { getPayload } from 'payload';
import config from '@payload-config';
import type { ProductId, ProductRecord } from '@/content/products';
import type { Locale } from '@/i18n/locales';
import { contentTag } from './hooks/revalidate';
import { findNews, type NewsCardRecord } from './queries/news';
import { findProducts } from './queries/products';

/**
 * What the site's pages read from the CMS. Published records are cached under their collection's
 * tag, so a page prerendered with them is rendered again after a publish (src/cms/hooks/revalidate.ts);
 * in draft mode (an editor's preview) the latest drafts are read, never cached.
 */
async function cms() {
  return getPayload({ config });
}

const publishedProducts = unstable_cache(async (locale: Locale) => findProducts(await cms(), locale, false), ['cms-products'], {
  tags: [contentTag('products')],
});

export async function getProducts(locale: Locale): Promise<ProductRecord[]> {
  const { isEnabled: preview } = await draftMode();
  return preview ? findProducts(await cms(), locale, true) : publishedProducts(locale);
}

export async function getProduct(id: ProductId, locale: Locale): Promise<ProductRecord> {
  const product = (await getProducts(locale)).find((record) => record.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
}

const publishedNews = unstable_cache(async (locale: Locale) => findNews(await cms(), locale, false), ['cms-news'], { tags: [contentTag('news')] });

export async function getNews(locale: Locale): Promise<NewsCardRecord[]> {
  const { isEnabled: preview } = await draftMode();
  return preview ? findNews(await cms(), locale, true) : publishedNews(locale);
}
