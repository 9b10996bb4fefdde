import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload';
import { skipRevalidationContext } from '../hooks/revalidate';
import { productSeeds, type ProductSeed } from './products';

/**
 * Fills an empty CMS with the site's first content, through the local API so every hook and
 * validator runs. A record is created only when none with its key exists, so seeding again (the
 * build and each server start do) changes nothing and never overwrites what an editor changed.
 */
export async function seedCms(payload: Payload): Promise<{ created: string[] }> {
  const created: string[] = [];
  for (const seed of productSeeds) {
    if (await productExists(payload, seed.key)) continue;
    try {
      await createProduct(payload, seed);
      created.push(`products/${seed.key}`);
    } catch (error) {
      // Another process (a second server on the same database) seeded it first.
      if (!(await productExists(payload, seed.key))) throw error;
    }
  }
  return { created };
}

async function productExists(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'products', where: { key: { equals: key } }, overrideAccess: true });
  return totalDocs > 0;
}

const texts = ['name', 'headline', 'lede', 'badge', 'category', 'description'] as const;

/**
 * Written the way an editor would: the English draft, then the Swedish texts, then publish. One
 * transaction, so a crash never leaves a half-made product behind.
 */
async function createProduct(payload: Payload, seed: ProductSeed): Promise<void> {
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true } }, payload);
  await initTransaction(req);
  try {
    const inLanguage = (locale: 'en' | 'sv') => Object.fromEntries(texts.map((field) => [field, seed[field][locale]]));
    const draft = await payload.create({
      collection: 'products',
      locale: 'en',
      draft: true,
      data: { key: seed.key, type: seed.type, status: seed.status, icon: seed.icon, ...inLanguage('en'), features: seed.features.map((feature) => ({ text: feature.en })), _status: 'draft' },
      overrideAccess: true,
      req,
    });
    const rows = (draft.features ?? []) as { id: string }[];
    await payload.update({
      collection: 'products',
      id: draft.id,
      locale: 'sv',
      data: { ...inLanguage('sv'), features: rows.map((row, index) => ({ id: row.id, text: seed.features[index]?.sv })), _status: 'published' },
      overrideAccess: true,
      req,
    });
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}
