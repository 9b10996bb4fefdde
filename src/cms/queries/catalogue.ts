import type { Payload, PayloadRequest } from 'payload';
import { catalogueFrom, type Catalogue, type StoredCatalogue } from '@/content/catalogue';
import { catalogueSlug } from '../globals/catalogue';

/** The product catalogue in both languages: published, or the latest draft for a preview. */
export async function findCatalogue(payload: Payload, draft: boolean, req?: PayloadRequest): Promise<Catalogue> {
  const doc = await payload.findGlobal({ slug: catalogueSlug, locale: 'all', fallbackLocale: false, draft, depth: 0, overrideAccess: true, req });
  const reading = catalogueFrom(doc as unknown as StoredCatalogue);
  if (!reading.success) throw new Error(`The product catalogue in the CMS does not hold together: ${reading.issues.map((issue) => `${issue.path}: ${issue.message}`).join(' ')}`);
  return reading.data;
}
