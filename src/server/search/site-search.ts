import 'server-only';
import { createHash } from 'node:crypto';
import { getPayload, type CollectionSlug, type GlobalSlug, type Payload, type Where } from 'payload';
import config from '@payload-config';
import { searchMissesSlug } from '@/cms/collections/search-misses';
import { pagesSlug } from '@/cms/fields/links';
import { instructionEditionsSlug } from '@/cms/collections/instruction-editions';
import { investorFiguresSlug } from '@/cms/globals/investor-figures';
import { catalogueSlug } from '@/cms/globals/catalogue';
import { marketingFiguresSlug } from '@/cms/globals/marketing-figures';
import { searchSettingsSlug, synonymGroupsFrom } from '@/cms/globals/search-settings';
import { siteSettingsSlug } from '@/cms/globals/site-settings';
import type { Locale } from '@/i18n/locales';
import { errorMessage, log } from '@/server/log';
import { buildSearchIndex, normalizeQuery, search, type SearchDocument, type SearchIndex, type SearchResponse } from '@/lib/search/engine';
import { mayHoldPersonalData } from '@/lib/search/query';
import { readCatalogueDocuments, readNewsDocuments, readPageDocuments, readPagePlaceholders, type PagePlaceholders } from './documents';

/**
 * The site search of this server process: an index of everything published, in memory, kept in
 * step with the CMS. Every instance reads when each searched record was last saved (and the
 * content of each global) at most once a second while visitors search, and re-reads only what
 * changed: a published page is one page read, not the whole site's. A publish through any
 * instance is found everywhere within a second or two, with no message between instances.
 */
const fingerprintInterval = 1000;

/** One part per source the index is read from; a changed part re-reads its source. */
type Fingerprint = { pages: string; news: string; editions: string; placeholders: string; synonyms: string };

type Sources = {
  placeholders: PagePlaceholders;
  /** Each page's documents, and when the page was saved as they were read. */
  pages: Map<string, { savedAt: string; documents: SearchDocument[] }>;
  catalogue: SearchDocument[];
  news: SearchDocument[];
  synonyms: string[][];
};

type Built = { index: SearchIndex; fingerprint: Fingerprint; sources: Sources };

let built: Promise<Built> | undefined;
let checking: Promise<void> | undefined;
let checkedAt = 0;

async function cms(): Promise<Payload> {
  return getPayload({ config });
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url');

/**
 * When each record of a collection was last saved, by id: a few dozen short rows. Every record's
 * time, not only the newest: saves commit in any order, and a deletion leaves no newer time.
 */
async function savedTimes(payload: Payload, collection: CollectionSlug): Promise<Map<string, string>> {
  const { docs } = await payload.find({ collection, depth: 0, pagination: false, sort: 'id', select: { updatedAt: true }, overrideAccess: true });
  return new Map(docs.map((doc) => [String(doc.id), String(doc.updatedAt)]));
}

// A global's save does not always move its updatedAt: its content is its fingerprint (they are small).
async function globalContent(payload: Payload, slug: GlobalSlug, locale?: 'all'): Promise<{ part: string; content: unknown }> {
  const content = await payload.findGlobal({ slug, locale, depth: 0, overrideAccess: true });
  return { part: hash(content), content };
}

async function readFingerprint(payload: Payload) {
  const [pages, news, editions, siteSettings, investorFigures, marketingFigures, catalogue, searchSettings] = await Promise.all([
    savedTimes(payload, pagesSlug),
    savedTimes(payload, 'news'),
    savedTimes(payload, instructionEditionsSlug),
    globalContent(payload, siteSettingsSlug),
    globalContent(payload, investorFiguresSlug),
    globalContent(payload, marketingFiguresSlug),
    // The products' names are searched in both languages.
    globalContent(payload, catalogueSlug, 'all'),
    globalContent(payload, searchSettingsSlug),
  ]);
  const fingerprint: Fingerprint = {
    pages: hash([...pages]),
    news: hash([...news]),
    editions: hash([...editions]),
    // The catalogue's facts are page placeholders too ({singlePanelCount}), besides its products' documents.
    placeholders: `${siteSettings.part}:${investorFigures.part}:${marketingFigures.part}:${catalogue.part}`,
    synonyms: searchSettings.part,
  };
  return { fingerprint, pagesSavedAt: pages, synonyms: synonymGroupsFrom(searchSettings.content) };
}

function indexOf(sources: Sources): SearchIndex {
  const pages = [...sources.pages.values()].flatMap((page) => page.documents);
  return buildSearchIndex([...pages, ...sources.catalogue, ...sources.news], { synonyms: sources.synonyms });
}

/** The pages' documents, each with the save time read just before (a later save is read next time). */
async function readPages(payload: Payload, placeholders: PagePlaceholders, savedAt: Map<string, string>, ids?: string[]): Promise<Sources['pages']> {
  const documents = await readPageDocuments(payload, placeholders, ids);
  return new Map([...documents].map(([id, pageDocuments]) => [id, { savedAt: savedAt.get(id) ?? '', documents: pageDocuments }]));
}

async function buildAll(payload: Payload): Promise<Built> {
  // Save times are read first: a save while the sources are read shows as a change next time.
  const { fingerprint, pagesSavedAt, synonyms } = await readFingerprint(payload);
  const placeholders = await readPagePlaceholders(payload);
  const [pages, catalogue, news] = await Promise.all([readPages(payload, placeholders, pagesSavedAt), readCatalogueDocuments(payload), readNewsDocuments(payload)]);
  const sources: Sources = { placeholders, pages, catalogue, news, synonyms };
  return { index: indexOf(sources), fingerprint, sources };
}

/** The index after the content changed: only the changed sources, and of the pages only those saved since, are read again. */
async function update(payload: Payload, previous: Built): Promise<Built> {
  const latest = await readFingerprint(payload);
  const changed = (part: keyof Fingerprint) => latest.fingerprint[part] !== previous.fingerprint[part];
  if (!Object.keys(latest.fingerprint).some((part) => changed(part as keyof Fingerprint))) return previous;
  // Figures and names appear in every page's text.
  if (changed('placeholders')) return buildAll(payload);
  const sources: Sources = { ...previous.sources, synonyms: latest.synonyms };
  const savedSince = [...latest.pagesSavedAt].filter(([id, savedAt]) => previous.sources.pages.get(id)?.savedAt !== savedAt).map(([id]) => id);
  await Promise.all([
    changed('pages') &&
      readPages(payload, sources.placeholders, latest.pagesSavedAt, savedSince).then((saved) => {
        // Deleted pages leave; saved ones are replaced (a page taken offline has no documents).
        sources.pages = new Map([...previous.sources.pages, ...saved].filter(([id]) => latest.pagesSavedAt.has(id)));
      }),
    changed('editions') && readCatalogueDocuments(payload).then((catalogue) => (sources.catalogue = catalogue)),
    changed('news') && readNewsDocuments(payload).then((news) => (sources.news = news)),
  ]);
  return { index: indexOf(sources), fingerprint: latest.fingerprint, sources };
}

/**
 * The current index: built on first use, and brought up to date when the content changed since.
 * A search waits for a check that is due, so its results are never older than the content was a
 * second ago.
 */
async function freshIndex(): Promise<SearchIndex> {
  if (!built) {
    built = cms().then(buildAll);
    built.catch(() => (built = undefined));
    checkedAt = Date.now();
  } else if (!checking && Date.now() - checkedAt >= fingerprintInterval) {
    checkedAt = Date.now();
    checking = refresh().finally(() => (checking = undefined));
  }
  if (checking) await checking;
  return (await built).index;
}

async function refresh(): Promise<void> {
  try {
    const [payload, previous] = await Promise.all([cms(), built]);
    if (previous) built = Promise.resolve(await update(payload, previous));
  } catch (error) {
    // The previous index keeps answering; the next search tries again.
    log('error', 'search-refresh-failed', { message: errorMessage(error) });
  }
}

/** Answers a query in one language. */
export async function searchSite(query: string, locale: Locale, limit: number): Promise<SearchResponse> {
  return search(await freshIndex(), query, locale, { limit });
}

/**
 * Counts a query that found nothing, for the editors' list of what visitors miss: the query and
 * its language only. Never fails a search: a problem is logged.
 */
export async function recordSearchMiss(query: string, locale: Locale): Promise<void> {
  const normalized = normalizeQuery(query);
  if (!normalized || mayHoldPersonalData(normalized)) return;
  try {
    const payload = await cms();
    const where: Where = { and: [{ query: { equals: normalized } }, { locale: { equals: locale } }] };
    const now = new Date().toISOString();
    for (let attempt = 0; attempt < 2; attempt++) {
      const { docs } = await payload.find({ collection: searchMissesSlug, where, depth: 0, limit: 1, overrideAccess: true });
      const existing = docs[0] as { id: number | string; count?: number } | undefined;
      if (existing) {
        await payload.update({ collection: searchMissesSlug, id: existing.id, data: { count: (existing.count ?? 0) + 1, lastSearchedAt: now }, depth: 0, overrideAccess: true });
        return;
      }
      try {
        await payload.create({ collection: searchMissesSlug, data: { query: normalized, locale, count: 1, lastSearchedAt: now }, depth: 0, overrideAccess: true });
        return;
      } catch {
        // Another request created it a moment ago (the pair is unique): count on it instead.
      }
    }
  } catch (error) {
    log('error', 'search-miss-not-recorded', { message: errorMessage(error) });
  }
}
