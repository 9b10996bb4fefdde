import 'server-only';
import { draftMode } from 'next/headers';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { getPayload, type Payload } from 'payload';
import config from '@payload-config';
import { fillCatalogue, type Catalogue } from '@/content/catalogue';
import { documentArticles, editionInstructions, findDocumentArticle, type DocumentArticle, type Edition, type Instructions } from '@/content/documents';
import type { InvestorFigures } from '@/content/investors/figures';
import type { MarketingFigures } from '@/content/marketing-figures';
import { pagePlaceholders } from '@/content/page-placeholders';
import { fillPlaceholders, fillPlaceholdersIn, mapTexts } from '@/lib/placeholders';
import { keepInitialsWhole } from '@/lib/no-break';
import { markPageFigures, quotedPageFigures } from '@/content/figure-sources';
import type { ProductId, ProductRecord } from '@/content/products';
import type { WhitepaperId, WhitepaperRecord } from '@/content/whitepapers';
import type { Locale } from '@/i18n/locales';
import { siteSettingsFrom, type SiteSettings, type SiteSettingsInput } from '@/lib/site-settings';
import { instructionEditionsSlug } from './collections/instruction-editions';
import { catalogueSlug } from './globals/catalogue';
import { siteSettingsSlug } from './globals/site-settings';
import { pagesSlug } from './fields/links';
import { contentTag } from './hooks/revalidate';
import { findCatalogue } from './queries/catalogue';
import { findEditions } from './queries/instruction-editions';
import { findInvestorFigures } from './queries/investor-figures';
import { findMarketingFigures, type MarketingFiguresRecord } from './queries/marketing-figures';
import { findNavigation } from './queries/navigation';
import { findNews } from './queries/news';
import { findPage, findPublishedPagePaths, type CmsPage } from './queries/pages';
import { findProducts } from './queries/products';
import { findTeam } from './queries/team';
import { findTestimonials } from './queries/testimonials';
import { findWhitepapers } from './queries/whitepapers';

/**
 * What the site's pages read from the CMS. Published records are cached under their collection's
 * tag, so a page prerendered with them is rendered again after a publish (src/cms/hooks/revalidate.ts);
 * in draft mode (an editor's preview) the latest drafts are read, never cached.
 */
async function cms() {
  return getPayload({ config });
}

/**
 * A collection's read for pages: published and cached under the collection's tag, or the latest
 * drafts in a preview; `.published` reads without a request (`generateStaticParams`).
 */
function publishedOrDraft<Records>(collection: string, find: (payload: Payload, locale: Locale, draft: boolean) => Promise<Records>) {
  const published = unstable_cache(async (locale: Locale) => find(await cms(), locale, false), [`cms-${collection}`], { tags: [contentTag(collection)] });
  const read = async (locale: Locale): Promise<Records> => ((await draftMode()).isEnabled ? find(await cms(), locale, true) : published(locale));
  return Object.assign(read, { published });
}

const getProductRecords = publishedOrDraft('products', findProducts);

/** The products in one language, their texts' figures written out (`{resultMinutes}`). */
export async function getProducts(locale: Locale): Promise<ProductRecord[]> {
  return fillPlaceholdersIn(await getProductRecords(locale), await getPagePlaceholders(locale));
}

const getWhitepaperRecords = publishedOrDraft('whitepapers', findWhitepapers);

/** The whitepapers in one language, their highlights' figures written out. */
export async function getWhitepapers(locale: Locale): Promise<WhitepaperRecord[]> {
  return fillPlaceholdersIn(await getWhitepaperRecords(locale), await getPagePlaceholders(locale));
}

/** One whitepaper in one language (every whitepaper has its record). */
export async function getWhitepaper(id: WhitepaperId, locale: Locale): Promise<WhitepaperRecord> {
  return (await getWhitepapers(locale)).find((whitepaper) => whitepaper.id === id)!;
}

export const getNews = publishedOrDraft('news', findNews);
export const getNavigation = publishedOrDraft('navigation', findNavigation);
export const getTeam = publishedOrDraft('team-members', findTeam);
export const getTestimonials = publishedOrDraft('testimonials', findTestimonials);
// Editions hold both languages; the locale argument only keys the cache.
const getEditionsIn = publishedOrDraft(instructionEditionsSlug, (payload, _locale, draft) => findEditions(payload, draft));

/** Every article's editions, oldest first (the last is current), keyed by article number. */
export async function getEditions(): Promise<Record<string, Edition[]>> {
  return getEditionsIn('en');
}

/** The published editions only, outside a request (`generateStaticParams`). */
export async function getPublishedEditions(): Promise<Record<string, Edition[]>> {
  return getEditionsIn.published('en');
}

// Figures are the same in both languages; the locale argument only keys the cache.
const getInvestorFiguresIn = publishedOrDraft('investor-figures', (payload, _locale, draft) => findInvestorFigures(payload, draft));

/** The investor figures (published, or the latest draft in a preview). */
export async function getInvestorFigures(): Promise<InvestorFigures> {
  return getInvestorFiguresIn('en');
}

const getMarketingFiguresIn = publishedOrDraft('marketing-figures', findMarketingFigures);

/** The marketing figures (published, or the latest draft in a preview); the same in both languages. */
export async function getMarketingFigures(): Promise<MarketingFigures> {
  return (await getMarketingFiguresIn('en')).figures;
}

/**
 * The published marketing figures, never a draft: for metadata, which a prerendered page must have
 * before its first byte, so it may not ask for the request's draft mode.
 */
export async function getPublishedMarketingFigures(): Promise<MarketingFigures> {
  return (await getMarketingFiguresIn.published('en')).figures;
}

/** What each marketing figure rests on, in one language. */
export async function getFigureSources(locale: Locale): Promise<MarketingFiguresRecord['sources']> {
  return (await getMarketingFiguresIn(locale)).sources;
}

// The catalogue holds both languages; the locale argument only keys the cache.
const getCatalogueIn = publishedOrDraft(catalogueSlug, (payload, _locale, draft) => findCatalogue(payload, draft));

/** The product catalogue (published, or the latest draft in a preview), the figures its texts name written out. */
export const getCatalogue = cache(async (): Promise<Catalogue> => {
  const [catalogue, en, sv] = await Promise.all([getCatalogueIn('en'), getPagePlaceholders('en'), getPagePlaceholders('sv')]);
  return fillCatalogue(catalogue, { en, sv });
});

/** The published catalogue, outside a request (`generateStaticParams`, metadata). */
export async function getPublishedCatalogue(): Promise<Catalogue> {
  return getCatalogueIn.published('en');
}

/** Every catalogue article with the facts its instructions for use state. */
export const getDocumentArticles = cache(async (): Promise<DocumentArticle[]> => documentArticles(await getCatalogue()));

/** An article's instructions in one edition (the current one by default), or undefined. */
export async function getInstructions(articleNr: string, version?: string): Promise<Instructions | undefined> {
  const article = findDocumentArticle(await getDocumentArticles(), articleNr);
  return article && editionInstructions(article, (await getEditions())[article.articleNr] ?? [], version);
}

export async function getProduct(id: ProductId, locale: Locale): Promise<ProductRecord> {
  const product = (await getProducts(locale)).find((record) => record.id === id);
  if (!product) throw new Error(`no product ${id}`);
  return product;
}

/** The company's details (saved live, no drafts), cached under their tag like a collection. */
export const getSiteSettings: () => Promise<SiteSettings> = unstable_cache(
  async () => siteSettingsFrom((await (await cms()).findGlobal({ slug: siteSettingsSlug, depth: 0, overrideAccess: true })) as unknown as SiteSettingsInput),
  ['cms-site-settings'],
  { tags: [contentTag(siteSettingsSlug)] },
);

/**
 * The `{placeholder}` values of page texts in a language: the company's details, the marketing and
 * the investor figures. Once per request and language: a page's sections, products and notes all ask.
 */
export const getPagePlaceholders = cache(async (locale: Locale): Promise<Record<string, string>> => {
  const [company, investorFigures, marketingFigures, catalogue] = await Promise.all([getSiteSettings(), getInvestorFigures(), getMarketingFigures(), getCatalogueIn('en')]);
  return pagePlaceholders(locale, { company, investorFigures, marketingFigures, catalogue });
});

/** The paths of the published CMS pages (one cache entry, so an unknown address costs no query). */
export const getPublishedPagePaths: () => Promise<string[]> = unstable_cache(async () => findPublishedPagePaths(await cms()), ['cms-page-paths'], {
  tags: [contentTag(pagesSlug)],
});

const getPublishedPage = unstable_cache(async (path: string, locale: Locale) => (await findPage(await cms(), path, locale, false)) ?? null, ['cms-page'], {
  tags: [contentTag(pagesSlug)],
});

/** A CMS page in one language: published, or its latest draft in a preview; undefined where there is none. */
export async function getPage(path: string, locale: Locale): Promise<CmsPage | undefined> {
  if ((await draftMode()).isEnabled) return findPage(await cms(), path, locale, true);
  if (!(await getPublishedPagePaths()).includes(path)) return undefined;
  return (await getPublishedPage(path, locale)) ?? undefined;
}

/** A CMS page as visitors read it, and the figures with a source it quotes, in the order of their notes. */
export interface FilledPage {
  page: CmsPage;
  notes: string[];
  /** The products its product list shows, in the list's order, their figures marked like the page's own. */
  products?: ProductRecord[];
}

/** The products a product list shows, in its order (its audience groups'). */
const productListOrder = (list: Extract<CmsPage['layout'][number], { blockType: 'productCards' }>, products: readonly ProductRecord[]): ProductRecord[] =>
  list.groups.flatMap((group) => products.filter((product) => product.type === group.audience));

/**
 * A CMS page in one language as visitors read it: its texts with the figures and company details
 * written out; with `noteMarks` (the web page), each section's first mention of a figure that has a
 * source carries the number of its note in the list under the page.
 */
export async function getFilledPage(path: string, locale: Locale, { noteMarks = false }: { noteMarks?: boolean } = {}): Promise<FilledPage | undefined> {
  const page = await getPage(path, locale);
  if (!page) return undefined;
  const placeholders = await getPagePlaceholders(locale);
  if (!noteMarks) return { page: fillPlaceholdersIn(page, placeholders), notes: quotedPageFigures(page.layout) };
  // A product list's cards quote figures too: they are marked and numbered where the list stands.
  const at = page.layout.findIndex((block) => block.blockType === 'productCards');
  const list = page.layout[at];
  const products = list?.blockType === 'productCards' ? productListOrder(list, await getProductRecords(locale)) : undefined;
  // Only the texts a card shows are marked: a product page's lede, say, would take the mark and the card's figure would go without.
  const cards = products?.map(({ name, badge, description, features }) => ({ name, badge, description, features }));
  const withProducts = cards ? [...page.layout.slice(0, at + 1), { blockType: 'productList', cards }, ...page.layout.slice(at + 1)] : page.layout;
  const { content, notes } = markPageFigures(withProducts);
  const layout = (products ? content.toSpliced(at + 1, 1) : content) as CmsPage['layout'];
  const markedCards = cards && (content[at + 1] as { cards: typeof cards }).cards;
  const markedProducts = products?.map((product, index) => ({ ...product, ...markedCards![index] }));
  // Web pages keep a lone initial with its word ("D-vitamin", "H. pylori"); PDFs and the search do not need it.
  const typeset = <T,>(content: T) => mapTexts(content, (text) => keepInitialsWhole(fillPlaceholders(text, placeholders)));
  return { page: typeset({ ...page, layout }), notes, products: markedProducts && typeset(markedProducts) };
}

/** The title, description and breadcrumb name of a CMS page in one language. */
export async function getPageMeta(path: string, locale: Locale): Promise<{ title: string; description: string; breadcrumb?: string } | undefined> {
  const page = await getPage(path, locale);
  return page && fillPlaceholdersIn({ title: page.title, description: page.description, breadcrumb: page.breadcrumb }, await getPagePlaceholders(locale));
}
