import type { PayloadRequest } from 'payload';
import { pagesSlug } from './links';

type Tab = { label?: unknown; href?: unknown; fromPage?: unknown; benefits?: unknown; idealForText?: unknown };
type Block = { blockType?: unknown; blockName?: unknown };

/** Whether a page's layout has what a sector tab shows from it: a feature grid named benefits and an "Ideal for" section. */
export const hasSectorTexts = (layout: readonly Block[]) =>
  layout.some((block) => block.blockType === 'featureGrid' && block.blockName === 'benefits') && layout.some((block) => block.blockType === 'idealFor');

/**
 * `true`, or what a sector tab lacks: its own benefits (two or more) and whom it suits, or, when it
 * shows them as on its page, a published page at its link that has them.
 */
export async function sectorTabsProblem(tabs: unknown, { req }: { req: PayloadRequest }): Promise<true | string> {
  if (!Array.isArray(tabs)) return true;
  for (const tab of tabs as Tab[]) {
    const name = typeof tab.label === 'string' && tab.label ? `The tab ${tab.label}` : 'A tab';
    if (!tab.fromPage) {
      if (!Array.isArray(tab.benefits) || tab.benefits.length < 2) return `${name} needs two benefits or more, or its page’s.`;
      if (typeof tab.idealForText !== 'string' || tab.idealForText.trim() === '') return `${name} needs the text of whom it suits, or its page’s.`;
      continue;
    }
    const { docs } = await req.payload.find({
      collection: pagesSlug,
      where: { and: [{ path: { equals: tab.href } }, { _status: { equals: 'published' } }] },
      depth: 0,
      limit: 1,
      req,
    });
    const layout = (docs[0] as { layout?: Block[] } | undefined)?.layout;
    if (!layout) return `${name} shows the benefits of its page, but no page is published at ${String(tab.href)}.`;
    if (!hasSectorTexts(layout)) return `${name} shows the benefits of ${String(tab.href)}, which needs a feature grid named benefits and an “Ideal for” section.`;
  }
  return true;
}
