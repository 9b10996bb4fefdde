import { commitTransaction, createLocalReq, initTransaction, killTransaction, type CollectionSlug, type Payload, type PayloadRequest } from 'payload';
import { documentArticles } from '@/content/documents';
import { inLocale, type Localized } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { instructionEditionsSlug, skipEditionPdfsContext } from '../collections/instruction-editions';
import { catalogueSlug } from '../globals/catalogue';
import { findCatalogue } from '../queries/catalogue';
import { catalogueSeed } from './catalogue';
import { sharedSectionTexts } from '../globals/instruction-shared-sections';
import { investorFiguresSlug } from '../globals/investor-figures';
import { marketingFiguresSlug, storedMarketingFigures } from '../globals/marketing-figures';
import { navigationSlug } from '../globals/navigation';
import { pagesSlug } from '../fields/links';
import { searchSettingsSlug } from '../globals/search-settings';
import { siteSettingsSlug } from '../globals/site-settings';
import { searchSynonymSeed } from './search-settings';
import { skipRevalidationContext } from '../hooks/revalidate';
import { editionSeeds, seededApproval } from './instruction-editions';
import { investorFiguresSeed } from './investor-figures';
import { marketingFigureSourcesSeed, marketingFiguresSeed } from './marketing-figures';
import { navigationSeed } from './navigation';
import { newsSeeds } from './news';
import { pageSeeds, seedInLanguage } from './pages';
import { productSeeds } from './products';
import { whitepaperSeeds } from './whitepapers';
import { siteSettingsSeed } from './site-settings';
import { advisorSeeds, executiveSeeds } from './team';
import { testimonialSeeds } from './testimonials';

/**
 * A record as first published: its key, the fields alike in both languages, its texts in each, and
 * optionally an array whose rows hold one text each (a product's features).
 */
interface RecordSeed {
  collection: CollectionSlug;
  key: string;
  shared: Record<string, unknown>;
  texts: Record<string, Localized>;
  rows?: { field: string; text: string; values: readonly Localized[] };
}

function seeds(): RecordSeed[] {
  return [
    ...productSeeds.map(({ key, type, status, icon, features, ...texts }) => ({
      collection: 'products' as const,
      key,
      shared: { type, status, icon },
      texts,
      rows: { field: 'features', text: 'text', values: features },
    })),
    ...whitepaperSeeds.map(({ key, highlights, ...texts }) => ({
      collection: 'whitepapers' as const,
      key,
      shared: {},
      texts,
      rows: { field: 'highlights', text: 'text', values: highlights },
    })),
    ...newsSeeds.map((seed, index) => {
      const { key, kind, icon, source, title, description, linkLabel } = seed;
      const link = seed.kind === 'press' ? { url: seed.url, published: seed.published } : { href: seed.href };
      return {
        collection: 'news' as const,
        key,
        shared: { kind, icon, position: (index + 1) * 10, ...link },
        texts: { source, title, description, linkLabel },
      };
    }),
    ...[...executiveSeeds, ...advisorSeeds].map(({ id, name, portrait, look, degree, title, bio, quote }, index) => ({
      collection: 'team-members' as const,
      key: id,
      shared: { group: quote ? 'executive' : 'advisor', name, portrait, look, position: (index + 1) * 10 },
      texts: { title, bio, ...(quote ? { quote } : {}), ...(degree ? { degree } : {}) },
    })),
    ...testimonialSeeds.map(({ key, placement, quote, author, position, organisation }, index) => ({
      collection: 'testimonials' as const,
      key,
      shared: { placement, position: (index + 1) * 10 },
      texts: { quote, author, role: position, organisation },
    })),
  ];
}

/**
 * Fills an empty CMS with the site's first content, through the local API so every hook and
 * validator runs. A collection is seeded while it is empty, all its records in one transaction, so
 * seeding again (the build and each server start do) changes nothing, and never brings back what
 * an editor deleted or overwrites what they changed. Products and whitepapers, which editors cannot add or delete,
 * are also completed record by record: a product a developer adds to the seed appears on the next
 * start.
 */
export async function seedCms(payload: Payload): Promise<{ created: string[] }> {
  const created: string[] = [...(await seedSiteSettings(payload)), ...(await seedNavigation(payload)), ...(await seedCatalogue(payload)), ...(await seedMarketingFigures(payload)), ...(await seedInvestorFigures(payload)), ...(await seedSearchSettings(payload))];
  const byCollection = new Map<CollectionSlug, RecordSeed[]>();
  for (const seed of seeds()) byCollection.set(seed.collection, [...(byCollection.get(seed.collection) ?? []), seed]);
  for (const [collection, records] of byCollection) {
    const completeByKey = collection === 'products' || collection === 'whitepapers';
    const { totalDocs } = await payload.count({
      collection,
      overrideAccess: true,
    });
    if (totalDocs > 0 && !completeByKey) continue;
    const missing = [];
    for (const seed of records) if (!completeByKey || !(await exists(payload, seed))) missing.push(seed);
    if (missing.length === 0) continue;
    try {
      await createAll(payload, missing);
      created.push(...missing.map((seed) => `${collection}/${seed.key}`));
    } catch (error) {
      // Another process (a second server on the same database) seeded them first.
      if (!(await exists(payload, missing[0]!))) throw error;
    }
  }
  created.push(...(await seedPages(payload)));
  created.push(...(await seedInstructionDocuments(payload)));
  return { created };
}

/**
 * The built pages that are CMS pages, each while its address has no page: created in English as a
 * draft, then given its Swedish texts in the same rows and published, as an editor would. By
 * address, so a page that moves into the CMS reaches a database seeded before (these pages cannot
 * be deleted, only changed: the site's code links to them).
 */
async function seedPages(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: pagesSlug, draft: true, depth: 0, pagination: false, overrideAccess: true, select: { path: true } });
  const stored = new Set(docs.map((doc) => (doc as { path?: string }).path));
  const missing = pageSeeds.filter((seed) => !stored.has(seed.path));
  if (missing.length === 0) return [];
  try {
    await inTransaction(payload, {}, async (req) => {
      for (const seed of missing) {
        const draft = await payload.create({ collection: pagesSlug, locale: 'en', draft: true, data: { ...(seedInLanguage(seed, 'en') as object), _status: 'draft' }, overrideAccess: true, req });
        await payload.update({ collection: pagesSlug, id: draft.id, locale: 'sv', data: { ...(seedInLanguage(seed, 'sv', draft) as object), _status: 'published' }, overrideAccess: true, req });
      }
    });
  } catch (error) {
    // Another process (a second server on the same database) seeded them first; anything else,
    // such as a seed its own blocks refuse, fails the seed.
    const paths = missing.map((seed) => seed.path);
    const published = await payload.count({ collection: pagesSlug, where: { path: { in: paths }, _status: { equals: 'published' } }, overrideAccess: true });
    if (published.totalDocs < paths.length) throw error;
    return [];
  }
  return missing.map((seed) => `${pagesSlug}${seed.path}`);
}

/** The search's synonyms, while the global has never been saved. */
async function seedSearchSettings(payload: Payload): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: searchSettingsSlug, depth: 0, overrideAccess: true });
  if (settings.updatedAt) return [];
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true } }, payload);
  await payload.updateGlobal({ slug: searchSettingsSlug, data: { synonyms: searchSynonymSeed.map((terms) => ({ terms })) }, overrideAccess: true, req });
  return [searchSettingsSlug];
}

/** The company's details, while the global has never been saved. */
async function seedSiteSettings(payload: Payload): Promise<string[]> {
  const settings = await payload.findGlobal({ slug: siteSettingsSlug, depth: 0, overrideAccess: true });
  if (settings.name) return [];
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true } }, payload);
  await payload.updateGlobal({ slug: siteSettingsSlug, data: siteSettingsSeed, overrideAccess: true, req });
  return [siteSettingsSlug];
}

/**
 * The menus and footer, while they have never been saved: the English texts as a draft, then the
 * Swedish ones into the same rows, published, as an editor would.
 */
async function seedNavigation(payload: Payload): Promise<string[]> {
  const stored = await payload.findGlobal({ slug: navigationSlug, draft: true, depth: 0, overrideAccess: true });
  if ((stored.header ?? []).length > 0) return [];
  const seed = navigationSeed;
  type Row = { id?: string };
  type Rows = { header?: Row[]; footerColumns?: (Row & { links?: Row[] })[]; legal?: Row[] };
  const texts = (locale: Locale, rows?: Rows) => {
    const id = (path: (rows: Rows) => Row | undefined) => (rows ? { id: path(rows)?.id } : {});
    const links = (list: typeof seed.legal, at: (rows: Rows) => Row[] | undefined) =>
      list.map(({ page, label }, index) => ({ ...id((r) => at(r)?.[index]), page, label: label[locale] }));
    return {
      header: seed.header.map(({ page, label, catalogue, overview }, index) => ({ ...id((r) => r.header?.[index]), page, label: label[locale], catalogue, overview: overview?.[locale] })),
      footerDescription: seed.footerDescription[locale],
      certification: seed.certification[locale],
      footerColumns: seed.footerColumns.map((column, index) => ({
        ...id((r) => r.footerColumns?.[index]),
        heading: column.heading[locale],
        links: links(column.links, (r) => r.footerColumns?.[index]?.links),
      })),
      legal: links(seed.legal, (r) => r.legal),
    };
  };
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true } }, payload);
  const draft = await payload.updateGlobal({ slug: navigationSlug, locale: 'en', draft: true, data: { ...texts('en'), _status: 'draft' }, overrideAccess: true, req });
  await payload.updateGlobal({ slug: navigationSlug, locale: 'sv', data: { ...texts('sv', draft as Rows), _status: 'published' }, overrideAccess: true, req });
  return [navigationSlug];
}

/**
 * The product catalogue, while it has never been saved: the English texts as a draft, then the
 * Swedish ones into the same rows, published. Before the figures, whose accuracy claims are checked
 * against its articles' studies.
 */
async function seedCatalogue(payload: Payload): Promise<string[]> {
  const stored = await payload.findGlobal({ slug: catalogueSlug, draft: true, depth: 0, overrideAccess: true });
  if ((stored.singlePanels ?? []).length > 0) return [];
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true } }, payload);
  const draft = await payload.updateGlobal({ slug: catalogueSlug, locale: 'en', draft: true, data: { ...(seedInLanguage(catalogueSeed, 'en') as object), _status: 'draft' }, overrideAccess: true, req });
  await payload.updateGlobal({ slug: catalogueSlug, locale: 'sv', data: { ...(seedInLanguage(catalogueSeed, 'sv', draft) as object), _status: 'published' }, overrideAccess: true, req });
  return [catalogueSlug];
}

/** The marketing figures, published, while they have never been saved. */
async function seedMarketingFigures(payload: Payload): Promise<string[]> {
  const stored = await payload.findGlobal({ slug: marketingFiguresSlug, draft: true, depth: 0, overrideAccess: true });
  if (typeof (stored.resultMinutes as { value?: unknown } | undefined)?.value === 'number') return [];
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true } }, payload);
  const data = (locale: Locale) => storedMarketingFigures(marketingFiguresSeed, inLocale(marketingFigureSourcesSeed, locale));
  await payload.updateGlobal({ slug: marketingFiguresSlug, locale: 'en', draft: true, data: { ...data('en'), _status: 'draft' }, overrideAccess: true, req });
  await payload.updateGlobal({ slug: marketingFiguresSlug, locale: 'sv', data: { ...data('sv'), _status: 'published' }, overrideAccess: true, req });
  return [marketingFiguresSlug];
}

async function seedInvestorFigures(payload: Payload): Promise<string[]> {
  const stored = await payload.findGlobal({ slug: investorFiguresSlug, draft: true, depth: 0, overrideAccess: true });
  if ((stored.financialYears ?? []).length > 0) return [];
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true } }, payload);
  await payload.updateGlobal({ slug: investorFiguresSlug, data: { ...investorFiguresSeed, _status: 'published' }, overrideAccess: true, req });
  return [investorFiguresSlug];
}

/**
 * The instructions-for-use documents: the shared sections while they are empty, then every
 * article's editions, oldest first, each published as regulatory affairs would and completed by
 * its key (article@version) if a start was interrupted. Published editions cannot be deleted, so
 * none comes back against an editor's will. The current editions' PDFs are rendered now; earlier
 * ones on their first download.
 */
async function seedInstructionDocuments(payload: Payload): Promise<string[]> {
  const created: string[] = [];
  await inTransaction(payload, {}, async (req) => {
    const shared = await payload.findGlobal({ slug: 'instruction-shared-sections', locale: 'en', fallbackLocale: false, depth: 0, overrideAccess: true, req });
    if (shared.manufacturer) return;
    const texts = Object.entries(sharedSectionTexts());
    for (const locale of ['en', 'sv'] as const) {
      await payload.updateGlobal({ slug: 'instruction-shared-sections', locale, data: Object.fromEntries(texts.map(([field, text]) => [field, text[locale]])), overrideAccess: true, req });
    }
    created.push('instruction-shared-sections');
  });
  // One read of what exists: on every start after the first, nothing is missing.
  const { docs: stored } = await payload.find({ collection: instructionEditionsSlug, draft: true, depth: 0, pagination: false, overrideAccess: true, select: { key: true, _status: true } });
  const published = new Set(stored.filter((doc) => doc._status === 'published').map((doc) => doc.key));
  for (const article of documentArticles(await findCatalogue(payload, false))) {
    const editions = editionSeeds(article);
    for (const [index, edition] of editions.entries()) {
      const key = `${article.articleNr}@${edition.version}`;
      if (published.has(key)) continue;
      const find = async () =>
        (await payload.find({ collection: instructionEditionsSlug, where: { key: { equals: key } }, draft: true, depth: 0, limit: 1, overrideAccess: true })).docs[0];
      let existing = await find();
      if (existing?._status === 'published') continue;
      try {
        await inTransaction(payload, { [skipEditionPdfsContext]: index < editions.length - 1 }, async (req) => {
          existing ??= await payload.create({
            collection: instructionEditionsSlug,
            locale: 'en',
            draft: true,
            data: {
              article: article.articleNr,
              version: edition.version,
              effective: edition.effective,
              change: edition.change.en,
              features: edition.features,
              approvedBy: seededApproval,
              approvedAt: `${edition.effective}T12:00:00.000Z`,
              _status: 'draft',
            },
            overrideAccess: true,
            req,
          });
          await payload.update({ collection: instructionEditionsSlug, id: existing.id, locale: 'sv', data: { change: edition.change.sv, _status: 'published' }, overrideAccess: true, req });
        });
      } catch (error) {
        // Another process (a second server on the same database) seeded it first.
        if ((await find())?._status !== 'published') throw error;
        continue;
      }
      created.push(`${instructionEditionsSlug}/${key}`);
    }
  }
  return created;
}

/** Runs `work` in one transaction, so a crash never leaves half of it behind. */
async function inTransaction(payload: Payload, context: Record<string, unknown>, work: (req: PayloadRequest) => Promise<void>): Promise<void> {
  const req = await createLocalReq({ context: { [skipRevalidationContext]: true, ...context } }, payload);
  await initTransaction(req);
  try {
    await work(req);
    await commitTransaction(req);
  } catch (error) {
    await killTransaction(req);
    throw error;
  }
}

async function exists(payload: Payload, seed: RecordSeed): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: seed.collection,
    where: { key: { equals: seed.key } },
    overrideAccess: true,
  });
  return totalDocs > 0;
}

/** All in one transaction, so a crash never leaves half a collection behind. */
async function createAll(payload: Payload, records: readonly RecordSeed[]): Promise<void> {
  await inTransaction(payload, {}, async (req) => {
    for (const seed of records) await create(payload, seed, req);
  });
}

/** Written the way an editor would: the English draft, then the Swedish texts, then publish. */
async function create(payload: Payload, seed: RecordSeed, req: PayloadRequest): Promise<void> {
  const inLanguage = (locale: 'en' | 'sv') => Object.fromEntries(Object.entries(seed.texts).map(([field, text]) => [field, text[locale]]));
  const draft = (await payload.create({
    collection: seed.collection,
    locale: 'en',
    draft: true,
    data: {
      key: seed.key,
      ...seed.shared,
      ...inLanguage('en'),
      ...(seed.rows
        ? {
            [seed.rows.field]: seed.rows.values.map((value) => ({
              [seed.rows!.text]: value.en,
            })),
          }
        : {}),
      _status: 'draft',
    },
    overrideAccess: true,
    req,
  })) as Record<string, unknown> & { id: number | string };
  const rows = seed.rows ? ((draft[seed.rows.field] ?? []) as { id: string }[]) : [];
  await payload.update({
    collection: seed.collection,
    id: draft.id,
    locale: 'sv',
    data: {
      ...inLanguage('sv'),
      ...(seed.rows
        ? {
            [seed.rows.field]: rows.map((row, index) => ({
              id: row.id,
              [seed.rows!.text]: seed.rows!.values[index]?.sv,
            })),
          }
        : {}),
      _status: 'published',
    },
    overrideAccess: true,
    req,
  });
}
