/**
 * Store hardening: a locked SQLite file never blocks the event loop, the rate limit is
 * a sliding window shared through the database, and a failed write logs its own error.
 */
import { execFileSync } from 'node:child_process';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadDatabase } from '@/server/db/database';
import { leadsToCsv } from '@/server/leads/lead-export';
import { countLeads, listLeads, listOutbox } from '@/server/leads/lead-store';
import { createClockedService, createTestDatabase, postgresAdminUrl, type TestDatabase, validContact } from './leads-helpers';

/** Watches the event loop: the longest gap between 5 ms ticks while it runs. */
function watchEventLoop() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

const at = (time: string) => Date.parse(`2026-11-22T${time}.000Z`);

for (const kind of ['sqlite', 'postgres'] as const) {
  const skipReason = kind === 'postgres' ? postgresAdminUrl().reason : undefined;
  describe.skipIf(skipReason !== undefined)(`sliding-window rate limit on ${kind}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let testDb: TestDatabase;
    let database: LeadDatabase;
    beforeEach(async () => {
      testDb = await createTestDatabase(kind);
      database = await testDb.open();
    });
    afterEach(async () => {
      await database.close();
      await testDb.cleanup();
    });

    it('never lets more than the limit through in any window, also across a fixed-window boundary', async () => {
      const { service, ticket, clock } = createClockedService(database, { rateLimit: { max: 5, windowSeconds: 600 } });
      const submit = () => service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: '192.0.2.9' });
      // The probe of the issue: 5 leads at 10:18:32, then 5 more at 10:20:03 (a fixed 10-minute
      // window restarts at 10:20:00 and let all of them through).
      clock.now = at('10:18:32');
      for (let i = 0; i < 5; i++) expect(await submit()).toEqual({ success: true });
      clock.now = at('10:20:03');
      for (let i = 0; i < 5; i++) expect(await submit()).toEqual({ success: false, reason: 'rate-limited' });
      // Refused attempts do not count: once the first five are 10 minutes old, five more get in.
      clock.now = at('10:28:31');
      expect(await submit()).toEqual({ success: false, reason: 'rate-limited' });
      clock.now = at('10:28:33');
      for (let i = 0; i < 5; i++) expect(await submit()).toEqual({ success: true });
      expect(await submit()).toEqual({ success: false, reason: 'rate-limited' });
      const times = (await listLeads(database)).map((lead) => Date.parse(lead.createdAt));
      expect(times).toHaveLength(10);
      for (const start of times) expect(times.filter((t) => t >= start && t < start + 600_000).length).toBeLessThanOrEqual(5);
    });

    it('counts concurrent submissions of one client one after the other', async () => {
      const { service, ticket } = createClockedService(database, { rateLimit: { max: 5, windowSeconds: 600 } });
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: '192.0.2.10' }),
        ),
      );
      expect(results.filter((result) => result.success)).toHaveLength(5);
      expect(await countLeads(database)).toBe(5);
    });
  });
}

describe('invisible formatting characters in free text', () => {
  it('are removed before the lead reaches the store, the webhook payload and the CSV', async () => {
    const testDb = await createTestDatabase('sqlite');
    const database = await testDb.open();
    try {
      const { service, ticket } = createClockedService(database, { webhookEnabled: true });
      const spoofed = await service.submitLead({ form: 'contact', input: { ...validContact, firstName: 'Ev\u202Eil', ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      expect(spoofed).toEqual({ success: false, reason: 'validation', fieldErrors: { firstName: 'controlCharacters' } });
      const message = 'Se bilagan Ev\u202Eil\u202Cgnp.exe\u200B, tack.';
      expect(await service.submitLead({ form: 'contact', input: { ...validContact, message, ticket: ticket() }, locale: 'en', clientAddress: 'a' })).toEqual({ success: true });
      const [lead] = await listLeads(database);
      expect(lead?.fields.message).toBe('Se bilagan Evilgnp.exe, tack.');
      const outbox = await database.db.selectFrom('outbox').select('payload').execute();
      expect(outbox).toHaveLength(1);
      expect(await listOutbox(database)).toHaveLength(1);
      for (const text of [outbox[0]?.payload ?? '', leadsToCsv(await listLeads(database))]) {
        expect(text).toContain('Evilgnp.exe');
        expect(text).not.toMatch(/[\u202A-\u202E\u200B\u2066-\u2069]|\\u202e|\\u200b/iu);
      }
    } finally {
      await database.close();
      await testDb.cleanup();
    }
  });
});

describe('SQLite store while another connection holds the write lock', () => {
  let testDb: TestDatabase;
  let database: LeadDatabase;
  let blocker: SQLite.Database;
  const limitMs = 800;

  beforeEach(async () => {
    testDb = await createTestDatabase('sqlite');
    if (testDb.target.kind !== 'sqlite') throw new Error('sqlite expected');
    const { openDatabase } = await import('@/server/db/database');
    database = await openDatabase(testDb.target, { busyTimeoutMs: limitMs });
    blocker = new SQLite(testDb.target.path);
  });
  afterEach(async () => {
    if (blocker.inTransaction) blocker.exec('rollback');
    blocker.close();
    await database.close();
    await testDb.cleanup();
  });

  it('waits without blocking the event loop, answers "unavailable" after the limit, then stores the same submission', async () => {
    const { service, ticket } = createClockedService(database);
    const sameTicket = ticket();
    const request = (email: string) => ({ form: 'contact', input: { ...validContact, email, ticket: email === validContact.email ? sameTicket : ticket() }, locale: 'en', clientAddress: 'a' });
    blocker.exec('begin exclusive');
    const loop = watchEventLoop();
    const started = performance.now();
    // Three visitors at once, as in the issue: all wait side by side, none holds up the others.
    const outcomes = await Promise.all([
      service.submitWithOutcome(request(validContact.email)),
      service.submitWithOutcome(request('two@example.com')),
      service.submitWithOutcome(request('three@example.com')),
    ]);
    const elapsed = performance.now() - started;
    const longestStall = loop.stop();
    expect(outcomes.map((o) => o.result)).toEqual(Array(3).fill({ success: false, reason: 'unavailable' }));
    expect(elapsed).toBeGreaterThanOrEqual(limitMs - 50);
    expect(elapsed).toBeLessThan(limitMs + 1000);
    // A blocking wait would stall the loop for the whole limit; half of it leaves room for a loaded
    // machine's scheduling (196 ms seen with two browser benches running beside the suite).
    expect(longestStall, 'longest event-loop stall while the store waited (ms)').toBeLessThan(limitMs / 2);
    blocker.exec('rollback');
    expect((await service.submitWithOutcome(request(validContact.email))).outcome).toBe('stored');
    expect(await countLeads(database)).toBe(1);
  });

  it('stores as soon as the lock is released within the limit', async () => {
    const { service, ticket } = createClockedService(database);
    blocker.exec('begin exclusive');
    setTimeout(() => blocker.exec('rollback'), 300);
    const started = performance.now();
    const outcome = await service.submitWithOutcome({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
    expect(outcome.outcome).toBe('stored');
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
  });
});

/** Whether `chattr +i` works here (root with CAP_LINUX_IMMUTABLE on ext4 and the like). */
function chattrReason(path: string): string | undefined {
  try {
    execFileSync('chattr', ['+i', path], { stdio: 'ignore' });
    execFileSync('chattr', ['-i', path], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'chattr +i is not available here (needs root and an ext4-like file system)';
  }
}

describe('a write that fails inside the database', () => {
  it('logs the I/O error of a commit on files made immutable, not "cannot rollback", and recovers', async (context) => {
    const testDb = await createTestDatabase('sqlite');
    const database = await testDb.open();
    if (testDb.target.kind !== 'sqlite') throw new Error('sqlite expected');
    const files = [testDb.target.path, `${testDb.target.path}-wal`];
    try {
      const events: [string, Record<string, unknown>][] = [];
      const { service, ticket } = createClockedService(database, { log: (event, detail) => events.push([event, detail]) });
      const submit = () => service.submitWithOutcome({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      expect((await submit()).outcome).toBe('stored');
      const reason = chattrReason(files[0] ?? '');
      if (reason) {
        context.skip(reason);
        return;
      }
      // As an operator's mistake or a full/failing disk would: the commit cannot be written, and
      // SQLite rolls the transaction back itself.
      execFileSync('chattr', ['+i', ...files]);
      let failed;
      try {
        failed = await submit();
      } finally {
        execFileSync('chattr', ['-i', ...files]);
      }
      expect(failed.result).toEqual({ success: false, reason: 'unavailable' });
      expect(events).toHaveLength(1);
      expect(events[0]?.[0]).toBe('lead-store-failed');
      expect(events[0]?.[1]).toMatchObject({ form: 'contact', code: expect.stringMatching(/^SQLITE_IOERR/u), message: 'disk I/O error' });
      expect((await submit()).outcome).toBe('stored');
      expect(await countLeads(database)).toBe(2);
    } finally {
      for (const file of files) {
        try {
          execFileSync('chattr', ['-i', file], { stdio: 'ignore' });
        } catch {
          // not immutable
        }
      }
      await database.close();
      await testDb.cleanup();
    }
  });

  it('logs the original error (code and message, no content), not the failed rollback, and the store recovers', async () => {
    const testDb = await createTestDatabase('sqlite');
    const database = await testDb.open();
    try {
      const events: [string, Record<string, unknown>][] = [];
      const { service, ticket } = createClockedService(database, { log: (event, detail) => events.push([event, detail]) });
      // No room for another page: SQLite fails the insert with SQLITE_FULL and rolls the whole
      // transaction back itself, the way it does after an I/O error.
      const pages = await sql<{ page_count: number }>`pragma page_count`.execute(database.db);
      await sql.raw(`pragma max_page_count = ${Number(pages.rows[0]?.page_count)}`).execute(database.db);
      const message = 'Ett långt meddelande. '.repeat(200);
      const failed = await service.submitWithOutcome({ form: 'contact', input: { ...validContact, message, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      expect(failed.result).toEqual({ success: false, reason: 'unavailable' });
      expect(events).toEqual([['lead-store-failed', { form: 'contact', code: 'SQLITE_FULL', message: 'database or disk is full' }]]);
      expect(JSON.stringify(events)).not.toContain(validContact.email.toLowerCase());
      await sql`pragma max_page_count = 1073741823`.execute(database.db);
      const stored = await service.submitWithOutcome({ form: 'contact', input: { ...validContact, message, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      expect(stored.outcome).toBe('stored');
    } finally {
      await database.close();
      await testDb.cleanup();
    }
  });
});
