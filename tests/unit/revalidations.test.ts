import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ReplayLedger } from '@/server/cache/follow-revalidations';
import { contentReadAt, contentReadAtFile, recordRevalidations, revalidationsAfter } from '@/server/cache/revalidations';
import { type LeadDatabase, openDatabase } from '@/server/db/database';

let directory: string;
let database: LeadDatabase;

describe('the record of CMS revalidations', () => {
  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'revalidations-'));
    database = await openDatabase({ kind: 'sqlite', path: join(directory, 'site.sqlite') });
  });
  afterEach(async () => {
    await database.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('keeps each tag\'s newest revalidation and who made it', async () => {
    expect(await revalidationsAfter(database, 0)).toEqual([]);
    await recordRevalidations(database, ['cms:products', 'cms:news'], 'a', 1_000);
    await recordRevalidations(database, ['cms:products'], 'b', 2_000);
    await recordRevalidations(database, ['cms:news'], 'b', 500);
    const all = await revalidationsAfter(database, 0);
    expect(all.sort((x, y) => x.tag.localeCompare(y.tag))).toEqual([
      { tag: 'cms:news', at: 1_000, by: 'a' },
      { tag: 'cms:products', at: 2_000, by: 'b' },
    ]);
    expect(await revalidationsAfter(database, 1_000)).toEqual([{ tag: 'cms:products', at: 2_000, by: 'b' }]);
  });

  it('reads when the build read the CMS, or 0 when the build did not say', () => {
    expect(contentReadAt(directory)).toBe(0);
    writeFileSync(contentReadAtFile(directory), '1764237600000\n');
    expect(contentReadAt(directory)).toBe(1_764_237_600_000);
  });
});

describe('what a server replays', () => {
  it('what came after its build read the CMS, except its own, each revalidation once', () => {
    const ledger = new ReplayLedger(1_500, 'a');
    expect(ledger.readFrom).toBe(1_500);
    const first = [
      { tag: 'cms:products', at: 2_000, by: 'b' },
      { tag: 'cms:team-members', at: 3_000, by: 'a' },
    ];
    expect(ledger.toReplay(first)).toEqual(['cms:products']);
    ledger.handled(first);
    // Read again (the window looks back): nothing twice.
    expect(ledger.toReplay(first)).toEqual([]);
    expect(ledger.toReplay([{ tag: 'cms:products', at: 4_000, by: 'c' }])).toEqual(['cms:products']);
  });

  it('one that commits late with an older time than one already seen', () => {
    const ledger = new ReplayLedger(0, 'a');
    ledger.handled([{ tag: 'cms:news', at: 100_000, by: 'b' }]);
    // Each read looks 30 s back, so a revalidation stamped before the newest seen is still read.
    expect(ledger.readFrom).toBe(70_000);
    expect(ledger.toReplay([{ tag: 'cms:news', at: 100_000, by: 'b' }, { tag: 'cms:pages', at: 99_000, by: 'c' }])).toEqual(['cms:pages']);
  });
});
