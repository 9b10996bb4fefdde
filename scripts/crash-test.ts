/**
 * Crash test (`npm run test:crash`, needs `npm run build` first): submits leads concurrently to a
 * real server (server.ts), SIGKILLs the whole server at a random moment, restarts it, and repeats.
 * Each submission carries its own form ticket, as the browser form does. A submission that got no
 * answer because the server died is sent again after the restart with the same ticket, as a
 * visitor pressing Send again would; some of those were committed just before the kill, so the
 * retry must be recognised as the same submission. At the end every submission must be
 * acknowledged and stored exactly once, and SQLite's `PRAGMA integrity_check` must say ok.
 * Env: CRASH_CYCLES (default 5), CRASH_CONCURRENCY (default 8).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { issueTicket } from '../src/server/leads/ticket';
import { type ContactFormTemplate, contactFields, isContactSuccess, loadContactForm, postContactForm } from './leads-http-client';
import { LeadTestServer } from './leads-test-server';

const cycles = Number(process.env.CRASH_CYCLES ?? 5);
const concurrency = Number(process.env.CRASH_CONCURRENCY ?? 8);
const formSecret = randomBytes(32).toString('base64url');

type Answer = 'acknowledged' | 'no-answer' | 'refused';

async function submit(form: ContactFormTemplate, id: string, ticket: string): Promise<Answer> {
  try {
    const response = await postContactForm(form, contactFields({ email: `${id}@example.com`, message: `crash ${id}` }), {
      overrides: { ticket },
      signal: AbortSignal.timeout(10_000),
    });
    return isContactSuccess(response) ? 'acknowledged' : 'refused';
  } catch {
    // The server was killed mid-request: this submission was never acknowledged.
    return 'no-answer';
  }
}

function storedEmails(dbPath: string): Map<string, number> {
  const db = new SQLite(dbPath, { readonly: true });
  try {
    const counts = new Map<string, number>();
    for (const row of db.prepare('select email from leads').all() as { email: string }[]) {
      counts.set(row.email, (counts.get(row.email) ?? 0) + 1);
    }
    return counts;
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'leads-crash-'));
  const dbPath = join(dir, 'leads.sqlite');
  const acknowledged = new Set<string>();
  let unanswered = new Map<string, string>(); // id → ticket, to send again after the restart
  let attempted = 0;
  let refused = 0;
  let retried = 0;
  let retriedAlreadyStored = 0;
  // Tickets are issued 10 s in the past so the 3-second minimum fill time is met.
  const ticket = () => issueTicket(formSecret, 'contact', Date.now() - 10_000);
  const server = await LeadTestServer.start({
    env: { DATABASE_URL: `file:${dbPath}`, LEADS_RATE_LIMIT_MAX: '100000000', LEADS_FORM_SECRET: formSecret },
  });

  async function retryUnanswered(form: ContactFormTemplate): Promise<void> {
    const stored = storedEmails(dbPath);
    for (const [id, sameTicket] of unanswered) {
      retried++;
      if (stored.has(`${id}@example.com`)) retriedAlreadyStored++;
      const answer = await submit(form, id, sameTicket);
      if (answer === 'acknowledged') acknowledged.add(id);
      else refused++;
    }
    unanswered = new Map();
  }

  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      if (cycle > 1) await server.start();
      const form = await loadContactForm(server.baseUrl, 'en');
      await retryUnanswered(form);
      const before = acknowledged.size;
      let alive = true;
      const submitter = async () => {
        while (alive) {
          const id = randomUUID();
          const own = ticket();
          attempted++;
          const answer = await submit(form, id, own);
          if (answer === 'acknowledged') acknowledged.add(id);
          else if (answer === 'no-answer' || !alive) unanswered.set(id, own);
          else refused++;
        }
      };
      const workers = Array.from({ length: concurrency }, submitter);
      // Let the server get busy (a few acknowledged leads), then kill it at a random moment while
      // the submitters keep posting, so some requests are mid-transaction when it dies.
      const busySince = Date.now();
      while (acknowledged.size - before < concurrency && Date.now() - busySince < 30_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const killAfter = Math.floor(Math.random() * 1500);
      await new Promise((resolve) => setTimeout(resolve, killAfter));
      await server.stop('SIGKILL');
      alive = false;
      await Promise.all(workers);
      console.log(
        `cycle ${cycle}/${cycles}: SIGKILL ${killAfter} ms into steady load; ${acknowledged.size - before} acknowledged, ${unanswered.size} left without an answer`,
      );
    }
    // One last start to resend what the final kill left unanswered.
    await server.start();
    await retryUnanswered(await loadContactForm(server.baseUrl, 'en'));
  } finally {
    await server.dispose();
  }

  const db = new SQLite(dbPath);
  let problems = 0;
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join(', ');
    if (integrity !== 'ok') {
      console.error(`PRAGMA integrity_check: ${integrity}`);
      problems++;
    }
    const counts = storedEmails(dbPath);
    let missing = 0;
    let duplicated = 0;
    for (const id of acknowledged) if ((counts.get(`${id}@example.com`) ?? 0) === 0) missing++;
    for (const count of counts.values()) if (count > 1) duplicated++;
    const stored = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `crash test: ${cycles} SIGKILL cycles, ${attempted} submissions, ${retried} sent again after a kill ` +
        `(${retriedAlreadyStored} of them already committed), ${acknowledged.size} acknowledged, ${stored} stored, ` +
        `${missing} acknowledged but missing, ${duplicated} duplicated, ${refused} refused, integrity_check ${integrity}`,
    );
    if (acknowledged.size === 0) {
      console.error('no submission was acknowledged: the test proved nothing');
      problems++;
    }
    if (acknowledged.size !== attempted) {
      console.error(`${attempted - acknowledged.size} submissions were never acknowledged, even when sent again`);
      problems++;
    }
    if (missing > 0 || duplicated > 0 || refused > 0 || stored !== acknowledged.size) problems++;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(problems === 0 ? 'CRASH TEST PASSED' : 'CRASH TEST FAILED');
  return problems === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
