import type { Payload } from 'payload';
import type { InvestorFigures } from '@/content/investors/figures';
import { figuresFrom, investorFiguresSlug } from '../globals/investor-figures';

/** The investor figures: published, or the latest draft for a preview. */
export async function findInvestorFigures(payload: Payload, draft: boolean): Promise<InvestorFigures> {
  const parsed = figuresFrom(await payload.findGlobal({ slug: investorFiguresSlug, draft, depth: 0, overrideAccess: true }));
  if (!parsed.success) throw new Error(`the investor figures in the CMS do not hold together: ${parsed.error.message}`);
  return parsed.data;
}
