import type { Payload } from 'payload';
import { productIds, productSchema, type ProductRecord } from '@/content/products';
import type { Locale } from '@/i18n/locales';

/**
 * The products in one language, in the site's order, as the pages show them: published records,
 * or the latest drafts for a preview. No Next API here, so build scripts can read them too.
 */
export async function findProducts(payload: Payload, locale: Locale, draft: boolean): Promise<ProductRecord[]> {
  const { docs } = await payload.find({ collection: 'products', locale, fallbackLocale: false, draft, depth: 0, pagination: false,
    // Published records under the public access rule; drafts only for a preview, whose route has
    // checked the signed-in user.
    overrideAccess: draft });
  const byId = new Map(docs.map((doc) => [doc.key as string, doc]));
  return productIds.map((id) => {
    const doc = byId.get(id) as Record<string, unknown> | undefined;
    if (!doc) throw new Error(`The CMS has no published product "${id}" (npm run cms -- seed creates the first ones).`);
    const features = Array.isArray(doc.features) ? doc.features.map((row: { text?: unknown }) => row.text) : [];
    const result = productSchema.safeParse({ ...doc, id: doc.key, features });
    if (!result.success) throw new Error(`The CMS product "${id}" (${locale}) cannot be shown: ${result.error.message}`);
    return { ...result.data, route: `/products/${id}` as const };
  });
}
