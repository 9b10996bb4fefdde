import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LeadDatabase } from '../db/database';

/**
 * The record of the CMS's cache revalidations, in the site's database (DATABASE_URL), which every
 * server of the site shares. Next keeps a revalidated tag in the memory, and the page files, of the
 * process that revalidated it only: another server, or this one after a restart, would go on
 * serving what was expired. So every revalidation is also recorded here, and each server replays
 * what others recorded while it runs, and what came after its build read the CMS when it starts
 * (server.ts, follow-revalidations.ts).
 */

/** A tag's newest revalidation: when (epoch ms), and by which server process. */
export interface Revalidation {
  tag: string;
  at: number;
  by: string;
}

/** Records revalidations; each tag keeps its newest. */
export async function recordRevalidations(database: LeadDatabase, tags: readonly string[], by: string, at = Date.now()): Promise<void> {
  for (const tag of tags) {
    await database.retryWhileBusy(() =>
      database.db
        .insertInto('cms_revalidations')
        .values({ tag, at, by })
        .onConflict((oc) => oc.column('tag').doUpdateSet({ at, by }).where('cms_revalidations.at', '<=', at))
        .execute(),
    );
  }
}

/** The revalidations recorded after `since` (epoch ms). */
export async function revalidationsAfter(database: LeadDatabase, since: number): Promise<Revalidation[]> {
  const rows = await database.retryWhileBusy(() => database.db.selectFrom('cms_revalidations').select(['tag', 'at', 'by']).where('at', '>', since).execute());
  return rows.map((row) => ({ tag: row.tag, at: Number(row.at), by: row.by }));
}

/** The file the build writes with the time it started reading the CMS (scripts/build.sh). */
export const contentReadAtFile = (distDir: string) => join(distDir, 'content-read-at');

/** When the build read the CMS, or 0 when unknown (every recorded revalidation is replayed). */
export function contentReadAt(distDir: string): number {
  try {
    return Number(readFileSync(contentReadAtFile(distDir), 'utf8').trim()) || 0;
  } catch {
    return 0;
  }
}

/** Set by the server for this process: which process made a revalidation, and the replay route's key. */
export const instanceIdVariable = 'SITE_INSTANCE_ID';
export const replayKeyVariable = 'SITE_REPLAY_KEY';
export const replayKeyHeader = 'x-site-replay-key';
export const replayPath = '/api/site/revalidate';
