import type { Payload } from 'payload';
import { z } from 'zod';
import type { HeroPicturePath, HeroScenePath } from '@/content/hero-scenes';
import { checklistDocuments } from '@/content/compliance-checklist';
import { productIds } from '@/content/products';
import { whitepaperIds } from '@/content/whitepapers';
import { iconNames } from '@/content/schema';
import { useOfFundsCategories, type UseOfFundsCategory } from '@/content/investors/figures';
import { riskLevels } from '@/lib/risk';
import type { Locale } from '@/i18n/locales';
import { heroPicturePaths, heroScenePaths } from '../blocks/fields';
import { isCardsSection, isIdealFor, isSectorBenefits } from '../fields/from-other-pages';
import { pagesSlug } from '../fields/links';
import { testimonialPlacements } from '../seed/testimonials';

/**
 * A CMS page in one language, in the shape its blocks render from. A draft in a preview may still
 * lack texts (publishing refuses that): a missing text reads as empty rather than stopping the
 * preview.
 */
const text = z.string().nullish().transform((value) => value ?? '');
const optionalText = z.string().nullish().transform((value) => value || undefined);
const icon = z.enum(iconNames).nullish().transform((value) => value ?? undefined);
const rows = <Row extends z.ZodType>(row: Row) => z.array(row).nullish().transform((value) => value ?? []);
const variant = z.enum(['primary', 'accent', 'outline', 'inverse']).catch('primary');
const scene = z.enum(heroScenePaths as [HeroScenePath, ...HeroScenePath[]]);
const picture = z.enum(heroPicturePaths as [HeroPicturePath, ...HeroPicturePath[]]);
const action = z.object({ label: text, href: text, variant });
/** An optional button: there only when its text and target are both filled in. */
const optionalAction = z
  .object({ label: optionalText, href: optionalText, variant })
  .nullish()
  .transform((value) => (value?.label && value.href ? { label: value.label, href: value.href, variant: value.variant } : undefined));
const optionalLink = z
  .object({ label: optionalText, href: optionalText })
  .nullish()
  .transform((value) => (value?.label && value.href ? { label: value.label, href: value.href } : undefined));
/** A date the admin stores as a moment, as the calendar day in Sweden (YYYY-MM-DD). */
const swedishDay = z
  .string()
  .nullish()
  .transform((value) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' }) : undefined));
const heading = { eyebrow: optionalText, title: text, intro: optionalText, tone: z.enum(['white', 'muted', 'brand']).catch('white'), anchor: optionalText };
const audience = z.enum(['workplace', 'consumer']);
const comparisonTable = {
  caption: text,
  columns: rows(z.object({ label: text })),
  rows: rows(z.object({ label: text, cells: rows(z.object({ value: z.enum(['yes', 'no', 'text']).catch('text'), text: optionalText })) })),
};
const named = { id: z.string().nullish(), blockName: z.string().nullish() };
/** A row's id, which the admin gives every row (a list item's key). */
const rowId = z.string().nullish().transform((value) => value ?? '');
const figure = z.object({ value: text, label: text, detail: optionalText });
/** An optional download button: there only when its text and file are both filled in. */
const optionalDownload = z
  .object({ label: optionalText, format: optionalText, href: optionalText })
  .nullish()
  .transform((value) => (value?.label && value.href ? { label: value.label, format: value.format ?? '', href: value.href } : undefined));
const fundsArea = z.object({ label: text, description: text });

const block = z.discriminatedUnion('blockType', [
  z.object({
    ...named,
    blockType: z.literal('hero'),
    badge: optionalText,
    badgeIcon: icon,
    title: text,
    description: text,
    actions: rows(action),
    scene: picture,
    glow: z.enum(['top-right', 'bottom-left']).catch('top-right'),
  }),
  z.object({
    ...named,
    blockType: z.literal('homeHero'),
    badge: text,
    heading: text,
    headlines: rows(z.object({ text })),
    description: text,
    actions: rows(action),
    carouselLabel: text,
    learnMore: text,
    drugCategory: text,
    healthcareCategory: text,
    cards: rows(
      z.object({
        key: text,
        category: z.enum(['drug', 'healthcare']).catch('drug'),
        icon,
        product: text,
        name: text,
        description: text,
        stats: rows(z.object({ value: text, label: text })),
      }),
    ),
  }),
  z.object({
    ...named,
    blockType: z.literal('productHero'),
    product: z.enum(productIds),
    badge: optionalText,
    actions: rows(action),
    download: z
      .object({ label: optionalText, note: optionalText, href: optionalText })
      .nullish()
      .transform((value) => (value?.label && value.href ? { label: value.label, note: value.note, href: value.href } : undefined)),
    stats: rows(z.object({ value: text, label: text })),
    comingSoon: z
      .object({ label: optionalText, note: optionalText })
      .nullish()
      .transform((value) => (value?.label && value.note ? { label: value.label, note: value.note } : undefined)),
    scene,
    glow: z.enum(['top-right', 'bottom-left']).catch('top-right'),
  }),
  z.object({
    ...named,
    blockType: z.literal('banner'),
    title: text,
    intro: text,
    scene: scene.nullish().transform((value) => value ?? undefined).catch(undefined),
  }),
  z.object({ ...named, blockType: z.literal('newsCards'), title: text }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('downloads'),
    files: rows(z.object({ icon: z.enum(iconNames).catch('file-text'), title: text, description: text, format: z.enum(['PDF', 'SVG']).catch('PDF'), href: text })),
  }),
  z.object({
    ...named,
    blockType: z.literal('legal'),
    title: text,
    intro: text,
    updated: swedishDay,
    sections: rows(
      z.object({
        anchor: text,
        heading: text,
        paragraphs: rows(z.object({ text })),
        items: rows(z.object({ text })),
        table: z.enum(['siteStorage']).nullish().transform((value) => value ?? undefined).catch(undefined),
        link: optionalLink,
      }),
    ),
  }),
  z.object({
    ...named,
    blockType: z.literal('checklist'),
    title: text,
    intro: text,
    scene: scene.nullish().catch(undefined).transform((value) => value ?? undefined),
    updated: swedishDay,
    download: z.object({
      document: z.enum(checklistDocuments).nullish().catch(undefined).transform((value) => value ?? undefined),
      label: text,
      format: optionalText,
      printLabel: text,
    }),
    contentsLabel: text,
    disclaimer: z.object({ title: text, text }),
    sections: rows(
      z.object({
        anchor: text,
        title: text,
        intro: text,
        items: rows(z.object({ anchor: text, text, detail: optionalText, link: optionalLink })),
        cutOffTable: z.boolean().nullish().transform(Boolean),
      }),
    ),
    cutOffs: z.object({ caption: text, substanceColumn: text, urineColumn: text, salivaColumn: text, note: text, link: optionalLink }),
  }),
  z.object({
    ...named,
    blockType: z.literal('statStrip'),
    eyebrow: optionalText,
    title: text,
    intro: optionalText,
    showHeading: z.boolean().nullish().transform(Boolean),
    columns: z.enum(['3', '4']).catch('4').transform((columns) => Number(columns) as 3 | 4),
    tone: z.enum(['white', 'brand']).catch('white'),
    items: rows(z.object({ value: text, label: text })),
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('featureGrid'),
    columns: z.enum(['2', '3', '4']).catch('3').transform((columns) => Number(columns) as 2 | 3 | 4),
    iconTone: z.enum(['accent', 'brand']).catch('accent'),
    layout: z.enum(['stacked', 'centered', 'inline', 'checks', 'ruled']).catch('stacked'),
    items: rows(z.object({ icon, title: text, description: text, stat: optionalText, link: optionalLink })),
    badges: rows(z.object({ text })),
    comparison: z
      .object(comparisonTable)
      .nullish()
      .transform((table) => table ?? { caption: '', columns: [], rows: [] }),
  }),
  z.object({ ...named, blockType: z.literal('idealFor'), title: text, text, action }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('prose'),
    textSize: z.enum(['normal', 'large']).catch('normal'),
    paragraphs: rows(z.object({ text })),
    items: rows(z.object({ text })),
    action: optionalAction,
  }),
  z.object({ ...named, ...heading, blockType: z.literal('specs'), rows: rows(z.object({ label: text, value: text })) }),
  z.object({ ...named, ...heading, blockType: z.literal('retailers'), look: z.enum(['logos', 'names']).catch('logos') }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('productCards'),
    groups: rows(z.object({ audience, title: text, intro: text })),
    featuresLabel: text,
    learnMore: text,
    comingSoon: text,
    listName: text,
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('productFit'),
    groups: rows(z.object({ audience, label: text })),
    bestFor: rows(z.object({ product: z.enum(productIds), text })),
    learnMore: text,
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('mission'),
    missionTitle: text,
    mission: text,
    visionTitle: text,
    vision: text,
    differentiatorsTitle: text,
    differentiators: rows(z.object({ title: text, description: text })),
  }),
  z.object({ ...named, ...heading, blockType: z.literal('team'), tabsLabel: text, executiveTab: text, advisoryTab: text }),
  z.object({ ...named, ...heading, blockType: z.literal('milestones'), items: rows(z.object({ year: z.number(), title: text, description: text })) }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('sectorTabs'),
    tabsLabel: text,
    keyBenefits: text,
    idealFor: text,
    learnMore: text,
    tabs: rows(
      z.object({
        key: text,
        label: text,
        icon: z.enum(iconNames).catch('briefcase'),
        title: text,
        summary: text,
        benefits: rows(z.object({ icon, title: text, description: text })),
        idealForText: text,
        href: text,
        fromPage: z.boolean().nullish().transform(Boolean),
      }),
    ),
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('detailTabs'),
    tabsLabel: text,
    addressName: text,
    tabs: rows(
      z.object({
        key: text,
        label: text,
        icon: z.enum(iconNames).catch('layers'),
        title: text,
        description: text,
        points: rows(z.object({ text })),
        action: optionalLink,
        samples: rows(z.object({ title: text, note: text, language: z.enum(['http', 'json']).catch('http'), code: text })),
      }),
    ),
  }),
  z.object({ ...named, ...heading, blockType: z.literal('testimonials'), placement: z.enum(testimonialPlacements) }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('caseStudies'),
    resultsLabel: text,
    readFull: text,
    items: rows(
      z.object({
        key: text,
        company: text,
        title: text,
        description: text,
        results: rows(z.object({ text })),
        story: rows(z.object({ heading: text, text })),
      }),
    ),
  }),
  z.object({
    ...named,
    blockType: z.literal('drugTestCatalogue'),
    listName: text,
    urine: z.object({ title: text, intro: text, multiTitle: text, multiIntro: text, singleTitle: text, singleIntro: text }),
    saliva: z.object({
      title: text,
      intro: text,
      advantagesTitle: text,
      advantages: rows(z.object({ text })),
      contactText: text,
      contact: action,
      productIntro: text,
      productLink: text,
    }),
    manipulation: z.object({ title: text, intro: text, explanationTitle: text, productLink: text }),
  }),
  z.object({ ...named, blockType: z.literal('catalogue'), catalogue: z.enum(['healthcare']).catch('healthcare'), listName: text }),
  z.object({ ...named, blockType: z.literal('notice'), title: text, paragraphs: rows(z.object({ text })), action: optionalAction }),
  z.object({ ...named, ...heading, blockType: z.literal('quote'), quote: text, author: text, role: text, organisation: text }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('offerCards'),
    itemsLabel: optionalText,
    cardsFrom: z
      .object({ page: optionalText, section: optionalText })
      .nullish()
      .transform((value) => (value?.page && value.section ? { page: value.page, section: value.section } : undefined)),
    note: optionalText,
    groups: rows(
      z.object({
        title: optionalText,
        cards: rows(z.object({ icon, title: text, description: text, stat: optionalText, items: rows(z.object({ text })), action: optionalAction })),
      }),
    ),
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('steps'),
    items: rows(z.object({ title: text, description: text })),
    video: z
      .object({ title: optionalText, caption: optionalText, posterLabel: optionalText })
      .nullish()
      .transform((value) => (value?.caption ? { title: value.title ?? '', caption: value.caption, posterLabel: value.posterLabel ?? '' } : undefined)),
    action: optionalAction,
  }),
  z.object({ ...named, ...heading, blockType: z.literal('metrics'), items: rows(z.object({ value: text, label: text, note: optionalText })), action: optionalAction }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('comparison'),
    badges: rows(z.object({ text })),
    wide: z.boolean().nullish().transform(Boolean),
    ...comparisonTable,
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('trustedBy'),
    logosLabel: text,
    logos: rows(z.object({ name: text, kind: text })),
    testimonials: z.enum(testimonialPlacements).nullish().transform((value) => value ?? undefined).catch(undefined),
    ratingValue: text,
    ratingLabel: text,
  }),
  z.object({ ...named, ...heading, blockType: z.literal('whitepaperList'), highlightsLabel: text, productLink: text }),
  z.object({ ...named, ...heading, blockType: z.literal('buttonSection'), action }),
  z.object({ ...named, blockType: z.literal('documentLibrary') }),
  z.object({
    ...named,
    blockType: z.literal('leadForm'),
    form: z.enum(['contact', 'whitepapers', 'instaclear-whitepaper', 'circular-whitepaper', 'vdt-whitepaper', 'hair-whitepaper']),
    eyebrow: optionalText,
    title: text,
    intro: optionalText,
    contents: rows(z.object({ text })),
    thankYouAction: optionalAction,
  }),
  z.object({ ...named, ...heading, blockType: z.literal('whitepaperPromo'), whitepaper: z.enum(whitepaperIds), action }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('proof'),
    logos: rows(z.object({ name: text, kind: text })),
    testimonials: z.enum(testimonialPlacements).nullish().transform((value) => value ?? undefined).catch(undefined),
    badges: rows(z.object({ text })),
  }),
  z.object({ ...named, ...heading, blockType: z.literal('calculator'), calculator: z.enum(['savings', 'circular', 'vdt', 'hair']).catch('savings'), action: optionalAction }),
  z.object({ ...named, ...heading, blockType: z.literal('faq'), items: rows(z.object({ question: text, answer: text })) }),
  z.object({ ...named, blockType: z.literal('callToAction'), heading: text, description: text, actions: rows(action) }),
  z.object({ ...named, blockType: z.literal('floatingAction'), label: text, href: text }),
  z.object({
    ...named,
    blockType: z.literal('figuresHero'),
    badge: text,
    badgeIcon: icon,
    title: text,
    description: text,
    scene,
    figuresLabel: text,
    figures: rows(figure),
    actions: rows(action),
    download: optionalDownload,
  }),
  z.object({ ...named, blockType: z.literal('disclaimer'), title: text, text }),
  z.object({ ...named, ...heading, blockType: z.literal('figureCards'), figures: rows(figure) }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('financialPlan'),
    tableCaption: text,
    columns: z.object({ year: text, revenue: text, growth: text, ebitda: text, margin: text }),
    noMargin: text,
    chartCaption: text,
    chartTableCaption: text,
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('marketSizes'),
    figures: rows(figure),
    chartCaption: text,
    columns: z.object({ market: text, size: text }),
    regions: z.object({ nordic: text, dach: text, uk: text }),
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('initiatives'),
    carousel: z.object({ label: text, previous: text, next: text }),
    announcements: z.object({ slide: text, change: text }),
    items: rows(z.object({ id: rowId, icon: z.enum(iconNames).catch('sparkles'), title: text, description: text, highlights: rows(z.object({ text })) })),
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('traction'),
    figures: rows(figure),
    partnersTitle: text,
    partners: rows(z.object({ name: text, kind: text })),
    certifications: z.object({ label: text, iso: text, ce: text }),
    isoExplanation: text,
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('timeline'),
    status: z.object({ achieved: text, planned: text }),
    items: rows(z.object({ year: z.number().int(), status: z.enum(['achieved', 'planned']).catch('planned'), title: text, description: text })),
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('riskMatrix'),
    matrix: z.object({ caption: text, likelihood: text, impact: text, noRisks: text }),
    levels: z.object({ low: text, medium: text, high: text }),
    ratings: z.object({ red: text, orange: text, yellow: text, green: text }),
    tableCaption: text,
    columns: z.object({ risk: text, likelihood: text, impact: text, rating: text, mitigation: text }),
    items: rows(z.object({ id: rowId, name: text, likelihood: z.enum(riskLevels).catch('medium'), impact: z.enum(riskLevels).catch('medium'), mitigation: text })),
  }),
  z.object({
    ...named,
    ...heading,
    blockType: z.literal('investmentTerms'),
    termsTitle: text,
    terms: rows(z.object({ label: text, value: text })),
    useOfFunds: z.object({
      title: text,
      caption: text,
      category: text,
      share: text,
      ...(Object.fromEntries(useOfFundsCategories.map((category) => [category, fundsArea])) as Record<UseOfFundsCategory, typeof fundsArea>),
    }),
    safeguardsTitle: text,
    safeguards: rows(z.object({ title: text, description: text })),
    actions: rows(action),
    download: optionalDownload,
  }),
]);

const pageSchema = z.object({
  path: z.string(),
  title: text,
  description: text,
  breadcrumb: optionalText,
  aboutCompany: z.boolean().nullish().transform(Boolean),
  layout: z.array(block),
});

export type CmsPage = z.output<typeof pageSchema>;
export type PageBlock = CmsPage['layout'][number];

/** A comparison table of a block as the site's comparison tables take it: a cell is a tick or a cross (true, false) or a text. */
export function comparisonRecord(table: z.output<z.ZodObject<typeof comparisonTable>>) {
  return {
    caption: table.caption,
    columns: table.columns.map((column) => column.label),
    rows: table.rows.map((row) => ({ label: row.label, cells: row.cells.map((cell) => (cell.value === 'text' ? (cell.text ?? '') : cell.value === 'yes')) })),
  };
}

/** The page at a path in one language: published, or its latest draft for a preview; undefined if there is none. */
export async function findPage(payload: Payload, path: string, locale: Locale, draft: boolean): Promise<CmsPage | undefined> {
  const page = await findPageAsStored(payload, path, locale, draft);
  return page && withTextsFromOtherPages(page, (href) => findPageAsStored(payload, href, locale, draft));
}

async function findPageAsStored(payload: Payload, path: string, locale: Locale, draft: boolean): Promise<CmsPage | undefined> {
  const { docs } = await payload.find({ collection: pagesSlug, where: { path: { equals: path } }, locale, fallbackLocale: false, draft, depth: 0, limit: 1, overrideAccess: draft });
  if (docs.length === 0) return undefined;
  const result = pageSchema.safeParse(docs[0]);
  if (!result.success) throw new Error(`The CMS page ${path} (${locale}) cannot be shown: ${result.error.message}`);
  return result.data;
}

/**
 * The page with what its blocks show as it is on another page filled in, so those texts are
 * written once: a sector tab's benefits and "Ideal for" text from the sector's page, and offer
 * cards from the section they name. The pages read are taken as stored: their own references
 * are not followed.
 */
async function withTextsFromOtherPages(page: CmsPage, find: (path: string) => Promise<CmsPage | undefined>): Promise<CmsPage> {
  const refersElsewhere = (block: PageBlock) =>
    (block.blockType === 'sectorTabs' && block.tabs.some((tab) => tab.fromPage)) || (block.blockType === 'offerCards' && block.cardsFrom !== undefined);
  if (!page.layout.some(refersElsewhere)) return page;
  const pages = new Map<string, Promise<CmsPage | undefined>>();
  const blockOn = async (path: string, test: (block: PageBlock) => boolean, what: string) => {
    if (!pages.has(path)) pages.set(path, find(path));
    const found = (await pages.get(path))?.layout.find(test);
    if (!found) throw new Error(`${page.path} shows ${what} of ${path}, which has none`);
    return found;
  };
  const layout = await Promise.all(
    page.layout.map(async (block): Promise<PageBlock> => {
      if (block.blockType === 'offerCards' && block.cardsFrom) {
        const { page: path, section } = block.cardsFrom;
        const source = await blockOn(path, isCardsSection(section), `the cards named ${section}`);
        return { ...block, groups: source.blockType === 'offerCards' ? source.groups : [] };
      }
      if (block.blockType !== 'sectorTabs') return block;
      const tabs = await Promise.all(
        block.tabs.map(async (tab) => {
          if (!tab.fromPage) return tab;
          const benefits = await blockOn(tab.href, isSectorBenefits, 'the benefits');
          const idealFor = await blockOn(tab.href, isIdealFor, 'the "Ideal for" text');
          return {
            ...tab,
            benefits: benefits.blockType === 'featureGrid' ? benefits.items.map(({ icon, title, description }) => ({ icon, title, description })) : [],
            idealForText: idealFor.blockType === 'idealFor' ? idealFor.text : '',
          };
        }),
      );
      return { ...block, tabs };
    }),
  );
  return { ...page, layout };
}

/** The paths of the published pages. */
export async function findPublishedPagePaths(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: pagesSlug, where: { _status: { equals: 'published' } }, depth: 0, pagination: false, select: { path: true }, overrideAccess: false });
  return docs.map((doc) => (doc as { path: string }).path);
}
