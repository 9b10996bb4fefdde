import type { Payload } from 'payload';
import type { MarketingFigures } from '@/content/marketing-figures';
import { marketingFiguresFrom, marketingFiguresSlug } from '../globals/marketing-figures';

/** The marketing figures: published, or the latest draft for a preview. */
export async function findMarketingFigures(payload: Payload, draft: boolean): Promise<MarketingFigures> {
  const parsed = marketingFiguresFrom(await payload.findGlobal({ slug: marketingFiguresSlug, draft, depth: 0, overrideAccess: true }));
  if (!parsed.success) throw new Error(`the marketing figures in the CMS do not hold together: ${parsed.error.message}`);
  return parsed.data;
}
