import 'server-only';
import { createHash } from 'node:crypto';
import { getPayload, type Payload, type Where } from 'payload';
import config from '@payload-config';
import { searchMissesSlug } from '@/cms/collections/search-misses';
import { pagesSlug } from '@/cms/fields/links';
import { instructionEditionsSlug } from '@/cms/collections/instruction-editions';
import { investorFiguresSlug } from '@/cms/globals/investor-figures';
import { searchSettingsSlug, synonymGroupsFrom } from '@/cms/globals/search-settings';
import { siteSettingsSlug } from '@/cms/globals/site-settings';
import type { Locale } from '@/i18n/locales';
import { buildSearchIndex, normalizeQuery, search, type SearchIndex, type SearchResponse } from '@/lib/search/engine';
import { mayHoldPersonalData } from '@/lib/search/query';
import { readSearchDocuments } from './documents';

/**
 * The site search of this server process: an index of everything published, in memory, rebuilt
 * when the CMS's content changes. Every instance compares the content's fingerprint (the newest
 * change and the count of each searched collection, the content of each global) at most once a
 * second while visitors search, so a publish through any instance is found everywhere within
 * about two seconds, with no message between instances.
 */
const fingerprintInterval = 1000;

type Built = { index: SearchIndex; fingerprint: string };

let built: Promise<Built> | undefined;
let checking: Promise<void> | undefined;
let checkedAt = 0;

const collections = [pagesSlug, 'news', instructionEditionsSlug] as const;
const globals = [siteSettingsSlug, investorFiguresSlug, searchSettingsSlug] as const;

async function cms(): Promise<Payload> {
  return getPayload({ config });
}

async function fingerprint(payload: Payload): Promise<string> {
  const parts = await Promise.all([
    ...collections.map(async (collection) => {
      const { docs, totalDocs } = await payload.find({ collection, depth: 0, limit: 1, sort: '-updatedAt', select: { updatedAt: true }, overrideAccess: true });
      return `${collection}:${totalDocs}:${String(docs[0]?.updatedAt ?? '')}`;
    }),
    // A global's save does not always move its updatedAt: its content is the fingerprint (they are small).
    ...globals.map(async (slug) => `${slug}:${createHash('sha256').update(JSON.stringify(await payload.findGlobal({ slug, depth: 0, overrideAccess: true }))).digest('base64url')}`),
  ]);
  return parts.join('|');
}

async function build(payload: Payload, currentFingerprint: string): Promise<Built> {
  const [documents, settings] = await Promise.all([readSearchDocuments(payload), payload.findGlobal({ slug: searchSettingsSlug, depth: 0, overrideAccess: true })]);
  return { index: buildSearchIndex(documents, { synonyms: synonymGroupsFrom(settings) }), fingerprint: currentFingerprint };
}

/**
 * The current index: built on first use, and rebuilt when the content changed since it was built.
 * A search waits for a refresh that is due, so its results are never older than the content was
 * a second ago.
 */
async function freshIndex(): Promise<SearchIndex> {
  if (!built) {
    built = cms().then(async (payload) => build(payload, await fingerprint(payload)));
    built.catch(() => (built = undefined));
    checkedAt = Date.now();
  } else if (!checking && Date.now() - checkedAt >= fingerprintInterval) {
    checkedAt = Date.now();
    checking = refreshIfChanged().finally(() => (checking = undefined));
  }
  if (checking) await checking;
  return (await built).index;
}

async function refreshIfChanged(): Promise<void> {
  try {
    const payload = await cms();
    const [latest, previous] = await Promise.all([fingerprint(payload), built]);
    if (previous && latest !== previous.fingerprint) built = Promise.resolve(await build(payload, latest));
  } catch (error) {
    // The previous index keeps answering; the next search tries again.
    console.error('Site search: the index could not be refreshed', error);
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
    console.error('Site search: a query without results could not be recorded', error);
  }
}
