import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentReadAt, contentReadAtFile, readRevalidations, recordRevalidations, revalidationLogChangedAt, revalidationLogFile, tagsToReplay } from '@/server/cache/revalidations';

let directory: string;

describe('the record of CMS revalidations', () => {
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'revalidations-'));
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('lives beside the CMS SQLite file, or in data/ for PostgreSQL', () => {
    expect(revalidationLogFile(`file:${directory}/cms.sqlite`)).toBe(join(directory, 'revalidated-tags.json'));
    expect(revalidationLogFile('file:./data/cms.sqlite')).toBe(resolve('data/revalidated-tags.json'));
    expect(revalidationLogFile('postgres://db/cms')).toBe(resolve('data/revalidated-tags.json'));
  });

  it('keeps each tag\'s latest revalidation and who made it', () => {
    const file = join(directory, 'log', 'revalidated-tags.json');
    expect(readRevalidations(file)).toEqual({});
    expect(revalidationLogChangedAt(file)).toBe(0);
    recordRevalidations(file, ['cms:products', 'cms:news'], 'a', 1_000);
    recordRevalidations(file, ['cms:products'], 'b', 2_000);
    recordRevalidations(file, ['cms:news'], 'b', 500);
    expect(readRevalidations(file)).toEqual({ 'cms:products': { at: 2_000, by: 'b' }, 'cms:news': { at: 1_000, by: 'a' } });
    expect(revalidationLogChangedAt(file)).toBeGreaterThan(0);
  });

  it('replays what came after a moment, except a process\'s own', () => {
    const log = { 'cms:products': { at: 2_000, by: 'b' }, 'cms:news': { at: 1_000, by: 'a' }, 'cms:team-members': { at: 3_000, by: 'a' } };
    expect(tagsToReplay(log, 0, 'new-process')).toEqual(['cms:products', 'cms:news', 'cms:team-members']);
    expect(tagsToReplay(log, 1_500, 'new-process')).toEqual(['cms:products', 'cms:team-members']);
    expect(tagsToReplay(log, 1_500, 'a')).toEqual(['cms:products']);
  });

  it('reads when the build read the CMS, or 0 when the build did not say', () => {
    expect(contentReadAt(directory)).toBe(0);
    writeFileSync(contentReadAtFile(directory), '1764237600000\n');
    expect(contentReadAt(directory)).toBe(1_764_237_600_000);
  });
});
