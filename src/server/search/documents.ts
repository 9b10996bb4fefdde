import type { Payload, Where } from 'payload';
import { pagesSlug } from '@/cms/fields/links';
import { siteSettingsSlug } from '@/cms/globals/site-settings';
import { findCatalogue } from '@/cms/queries/catalogue';
import { findEditions } from '@/cms/queries/instruction-editions';
import { findInvestorFigures } from '@/cms/queries/investor-figures';
import { findMarketingFigures } from '@/cms/queries/marketing-figures';
import { findNews } from '@/cms/queries/news';
import { documentArticles, editionInstructions, familyNames, instructionsDocumentName, instructionsPath, type DocumentArticle, type DocumentFamily } from '@/content/documents';
import { pagePlaceholders } from '@/content/page-placeholders';
import { urineTabAnchors } from '@/lib/catalogue/url-state';
import { documentHref } from '@/documents/paths';
import { locales, type Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { SearchDocument } from '@/lib/search/engine';
import { fillTemplate } from '@/lib/placeholders';
import { routes } from '@/lib/routes';
import { siteSettingsFrom, type SiteSettingsInput } from '@/lib/site-settings';

/**
 * What the site search finds, read from the CMS as published (pages, news, the current edition of
 * each article's instructions) and from the catalogue: one search document per record and language.
 * Each source is read on its own, so a change re-reads only its source (a page, only that page).
 */

/** The figures and names a page's texts hold as placeholders, per language. */
export type PagePlaceholders = Record<Locale, Record<string, string>>;

export async function readPagePlaceholders(payload: Payload): Promise<PagePlaceholders> {
  const [settings, investorFigures, { figures: marketingFigures }, catalogue] = await Promise.all([
    payload.findGlobal({ slug: siteSettingsSlug, depth: 0, overrideAccess: true }),
    findInvestorFigures(payload, false),
    findMarketingFigures(payload, 'en', false),
    findCatalogue(payload, false),
  ]);
  const company = siteSettingsFrom(settings as unknown as SiteSettingsInput);
  return Object.fromEntries(locales.map((locale) => [locale, pagePlaceholders(locale, { company, investorFigures, marketingFigures, catalogue })])) as PagePlaceholders;
}

/**
 * The search documents of the pages with the given ids (of every page without them), per page id:
 * both languages when published, none when not (a page taken offline leaves the index).
 */
export async function readPageDocuments(payload: Payload, placeholders: PagePlaceholders, ids?: string[]): Promise<Map<string, SearchDocument[]>> {
  const byPage = new Map<string, SearchDocument[]>();
  if (ids?.length === 0) return byPage;
  const where: Where = ids ? { id: { in: ids } } : { _status: { equals: 'published' } };
  for (const locale of locales) {
    const { docs } = await payload.find({ collection: pagesSlug, where, locale, fallbackLocale: false, depth: 0, pagination: false, overrideAccess: true });
    const fill = (text: string) => fillTemplate(text, placeholders[locale]);
    for (const doc of docs as Record<string, unknown>[]) {
      const documents = byPage.get(String(doc.id)) ?? [];
      if (doc._status === 'published') documents.push(pageDocument(doc, locale, fill));
      byPage.set(String(doc.id), documents);
    }
  }
  return byPage;
}

/** Every catalogue article, and its current instructions for use, in both languages. */
export async function readCatalogueDocuments(payload: Payload): Promise<SearchDocument[]> {
  const [editions, catalogue] = await Promise.all([findEditions(payload, false), findCatalogue(payload, false)]);
  const articles = documentArticles(catalogue);
  return locales.flatMap((locale) =>
    articles.flatMap((article) => {
      const instructions = editionInstructions(article, editions[article.articleNr] ?? []);
      return [articleDocument(article, locale), ...(instructions ? [instructionsDocument(article, instructions, locale)] : [])];
    }),
  );
}

/** The published news and press items, in both languages. */
export async function readNewsDocuments(payload: Payload): Promise<SearchDocument[]> {
  const perLocale = await Promise.all(
    locales.map(async (locale) =>
      (await findNews(payload, locale, false)).map(
        (item): SearchDocument => ({
          id: `news:${item.id}:${locale}`,
          type: 'news',
          locale,
          url: item.kind === 'press' ? item.url : localizedPath(item.href, locale),
          title: item.title,
          description: item.description,
          keywords: [item.source],
          ...(item.kind === 'press' ? { date: item.published.iso } : {}),
        }),
      ),
    ),
  );
  return perLocale.flat();
}

function pageDocument(doc: Record<string, unknown>, locale: Locale, fill: (text: string) => string): SearchDocument {
  const path = String(doc.path);
  const texts = collectTexts(doc.layout, locale);
  const type = path.startsWith(`${routes.products}/`) ? 'product' : 'page';
  return {
    id: `${type}:${path}:${locale}`,
    type,
    locale,
    url: localizedPath(path, locale),
    title: fill(String(doc.title ?? '')),
    keywords: shortNames(doc).map(fill),
    description: fill(String(doc.description ?? '')),
    headings: texts.headings.map(fill),
    body: texts.body.map(fill).join('\n'),
  };
}

/** A page's short names: its breadcrumb, and the badge over its opening heading ('Public sector'). */
function shortNames(doc: Record<string, unknown>): string[] {
  const opening = Array.isArray(doc.layout) ? (doc.layout[0] as Record<string, unknown> | undefined) : undefined;
  return [doc.breadcrumb, opening?.badge].filter((name): name is string => typeof name === 'string' && name.length > 0);
}

/** Where the catalogue shows an article: its section of the drug-test page, or its card on the healthcare page. */
const catalogueAnchors: Record<DocumentFamily, string | undefined> = {
  'single-panel': urineTabAnchors.single,
  'multi-panel': urineTabAnchors.multi,
  saliva: 'saliva-tests',
  'manipulation-control': 'manipulation-control',
  instacare: undefined,
  instacheck: undefined,
  instafind: undefined,
};

function articleDocument(article: DocumentArticle, locale: Locale): SearchDocument {
  const anchor = catalogueAnchors[article.family];
  const url = anchor ? `${routes.drugTests}#${anchor}` : `${routes.healthcareTests}#${article.productId}`;
  return {
    id: `article:${article.articleNr}:${locale}`,
    type: 'article',
    locale,
    url: localizedPath(url, locale),
    title: article.name[locale],
    // Shown beside the name, so 'Cocaine' reads as a test: 'Single-panel urine tests'.
    context: familyNames[article.family][locale],
    articleNumber: article.articleNr,
    keywords: [...(article.code ? [article.code] : []), ...article.cutOffs.flatMap((row) => [row.code, row.name[locale]]), ...article.markers.map((marker) => marker.name[locale])],
    description: article.description[locale],
  };
}

function instructionsDocument(article: DocumentArticle, instructions: NonNullable<ReturnType<typeof editionInstructions>>, locale: Locale): SearchDocument {
  const texts = collectTexts(instructions.sections, locale);
  return {
    id: `instructions:${article.articleNr}:${locale}`,
    type: 'instructions',
    locale,
    url: localizedPath(instructionsPath(article.articleNr), locale),
    // The result's type says these are the instructions; the title names the product.
    title: article.name[locale],
    context: familyNames[article.family][locale],
    articleNumber: article.articleNr,
    // Its own title ('Instructions for use: Cocaine'), so 'instructions cocaine' finds it.
    keywords: [instructions.title[locale], ...(article.code ? [article.code] : [])],
    headings: texts.headings,
    body: texts.body.join('\n'),
    pdfUrl: documentHref(instructionsDocumentName(article.articleNr), locale),
    boost: 0.4,
  };
}

/** Keys whose strings are settings, addresses or names of things in code, not text a visitor reads. */
const settingKeys = new Set([
  'id', 'blockType', 'blockName', 'icon', 'href', 'url', 'page', 'path', 'anchor', 'image', 'src', 'variant', 'tone', 'kind', 'type', 'format', 'mode',
  'direction', 'version', 'textFormat', 'textStyle', 'tag', 'listType', 'code', 'style', 'section', 'form', 'calculator', 'catalogue', 'chart', 'color',
  'rel', 'linkType', 'value', 'key', 'slug', 'fromPage', 'cardsFrom', 'art', 'scene', 'download', 'createdAt', 'updatedAt', '_status',
]);
const headingKeys = new Set(['title', 'heading']);

/** A string that reads as text: it holds a letter, and a space or a capital ('6-MAM'; select values are single lower-case words). */
const readsAsText = (text: string) => /\p{L}/u.test(text) && !/^(?:\/|https?:)/u.test(text) && (/\s/u.test(text) || /\p{Lu}/u.test(text));

const isLocalized = (value: object): value is Record<Locale, string> => {
  const keys = Object.keys(value);
  return keys.length === 2 && locales.every((locale) => typeof (value as Record<string, unknown>)[locale] === 'string');
};

/**
 * The visitor-facing texts of a tree of blocks, sections or rich text: headings (fields named
 * title or heading, rich-text headings) apart from the rest. A `{ en, sv }` pair gives its text in
 * the language asked for.
 */
export function collectTexts(tree: unknown, locale: Locale): { headings: string[]; body: string[] } {
  const headings: string[] = [];
  const body: string[] = [];
  const visit = (value: unknown, key: string | undefined, inHeading: boolean): void => {
    if (typeof value === 'string') {
      if (key !== undefined && settingKeys.has(key)) return;
      if (readsAsText(value)) (inHeading || (key !== undefined && headingKeys.has(key)) ? headings : body).push(value.trim());
      return;
    }
    if (Array.isArray(value)) {
      for (const item of value) visit(item, key, inHeading);
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (isLocalized(value)) return visit(value[locale], key, inHeading);
    const record = value as Record<string, unknown>;
    // A rich-text heading node: its text runs are the heading.
    const heading = inHeading || record.type === 'heading';
    for (const [name, child] of Object.entries(record)) if (!settingKeys.has(name) || typeof child === 'object') visit(child, name === 'children' || name === 'text' ? key : name, heading);
  };
  visit(tree, undefined, false);
  return { headings, body };
}
