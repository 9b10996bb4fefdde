import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cmsFilesDirectory } from '../env';

/**
 * The record of the CMS's cache revalidations. Next keeps a revalidated tag in the memory of the
 * process that revalidated it only: after a restart, a page (or cached read) nobody requested
 * between a publish and the restart would be served from before the publish again, for good. So
 * every revalidation is also written here, and the server replays what came after its build's
 * content was read when it starts, and what other servers wrote while it runs (server.ts).
 */

/** A tag's last revalidation: when, and by which server process. */
export interface Revalidation {
  at: number;
  by: string;
}

export type RevalidationLog = Record<string, Revalidation>;

/** Beside the CMS's SQLite file (one record per database), or in data/ for PostgreSQL. */
export function revalidationLogFile(cmsDatabaseUrl: string): string {
  return join(cmsFilesDirectory(cmsDatabaseUrl), 'revalidated-tags.json');
}

export function readRevalidations(file: string): RevalidationLog {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RevalidationLog;
  } catch {
    return {};
  }
}

/** When the file last changed (ms), or 0 while there is none: a cheap check before reading it. */
export function revalidationLogChangedAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Adds revalidations to the record, replacing the file whole so no reader sees half of it. */
export function recordRevalidations(file: string, tags: readonly string[], by: string, at = Date.now()): void {
  const log = readRevalidations(file);
  for (const tag of tags) if ((log[tag]?.at ?? 0) <= at) log[tag] = { at, by };
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, JSON.stringify(log));
  renameSync(partial, file);
}

/** The tags revalidated after `since` by a process other than `self`, to revalidate here too. */
export function tagsToReplay(log: RevalidationLog, since: number, self: string): string[] {
  return Object.entries(log)
    .filter(([, revalidation]) => revalidation.at > since && revalidation.by !== self)
    .map(([tag]) => tag);
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

/** Set by the server for this process: which process wrote a revalidation, and the replay route's key. */
export const instanceIdVariable = 'SITE_INSTANCE_ID';
export const replayKeyVariable = 'SITE_REPLAY_KEY';
export const replayKeyHeader = 'x-site-replay-key';
export const replayPath = '/api/site/revalidate';
