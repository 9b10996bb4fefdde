import type { PayloadRequest } from 'payload';
import { pagesSlug } from './links';

/** Texts a block shows as they are on another page, so they are written once: checks on save. */

type Tab = { label?: unknown; href?: unknown; fromPage?: unknown; benefits?: unknown; idealForText?: unknown };
type Block = { blockType?: unknown; blockName?: unknown };

/** What a sector tab shows from its page: the feature grid named benefits and the "Ideal for" section. */
export const isSectorBenefits = (block: Block) => block.blockType === 'featureGrid' && block.blockName === 'benefits';
export const isIdealFor = (block: Block) => block.blockType === 'idealFor';

/** The offer-cards section of that name, whose cards another section may show. */
export const isCardsSection = (name: string) => (block: Block) => block.blockType === 'offerCards' && block.blockName === name;

const hasSectorTexts = (layout: readonly Block[]) => layout.some(isSectorBenefits) && layout.some(isIdealFor);

/** The blocks of the published page at a path, as stored. */
async function publishedLayout(path: unknown, req: PayloadRequest): Promise<Block[] | undefined> {
  const { docs } = await req.payload.find({ collection: pagesSlug, where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] }, depth: 0, limit: 1, req });
  return (docs[0] as { layout?: Block[] } | undefined)?.layout;
}

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
    const layout = await publishedLayout(tab.href, req);
    if (!layout) return `${name} shows the benefits of its page, but no page is published at ${String(tab.href)}.`;
    if (!hasSectorTexts(layout)) return `${name} shows the benefits of ${String(tab.href)}, which needs a feature grid named benefits and an “Ideal for” section.`;
  }
  return true;
}

/**
 * `true`, or why an offer-cards section cannot show the cards of the section it names: the page
 * at its link must be published and have an offer-cards section of that name with cards.
 */
export async function sharedCardsProblem(section: unknown, { siblingData, req }: { siblingData: { page?: unknown }; req: PayloadRequest }): Promise<true | string> {
  const page = siblingData.page;
  if (!page) return true;
  if (typeof section !== 'string' || section === '') return 'Name the section whose cards to show.';
  const layout = await publishedLayout(page, req);
  if (!layout) return `No page is published at ${String(page)}.`;
  const source = layout.find(isCardsSection(section)) as { groups?: unknown[]; cardsFrom?: { page?: unknown } } | undefined;
  if (!source?.groups?.length || source.cardsFrom?.page) return `${String(page)} has no offer-cards section named ${section} with cards of its own.`;
  return true;
}
