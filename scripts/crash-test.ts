/**
 * Crash test (`npm run test:crash`, needs `npm run build` first): submits leads concurrently to a
 * real `next start` server, SIGKILLs the whole server at a random moment, restarts it, and repeats.
 * Afterwards every lead the server acknowledged (the success page came back) must be stored
 * exactly once, and SQLite's `PRAGMA integrity_check` must say ok.
 * Env: CRASH_CYCLES (default 5), CRASH_CONCURRENCY (default 8).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { contactFields, isContactSuccess, loadContactForm, postContactForm } from './leads-http-client';
import { LeadTestServer } from './leads-test-server';

const cycles = Number(process.env.CRASH_CYCLES ?? 5);
const concurrency = Number(process.env.CRASH_CONCURRENCY ?? 8);

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'leads-crash-'));
  const dbPath = join(dir, 'leads.sqlite');
  const acknowledged = new Set<string>();
  let attempted = 0;
  let failedRequests = 0;
  const server = await LeadTestServer.start({
    env: { DATABASE_URL: `file:${dbPath}`, LEADS_RATE_LIMIT_MAX: '100000000' },
  });
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      if (cycle > 1) await server.start();
      const form = await loadContactForm(server.baseUrl, 'en');
      // One request first so the kill lands while the server is busy writing, not while it starts.
      const warmId = randomUUID();
      const warm = await postContactForm(form, contactFields({ email: `${warmId}@example.com`, message: `crash ${warmId}` }));
      attempted++;
      if (isContactSuccess(warm)) acknowledged.add(warmId);
      const before = acknowledged.size;
      let alive = true;
      const submitter = async () => {
        while (alive) {
          const id = randomUUID();
          attempted++;
          try {
            const response = await postContactForm(form, contactFields({ email: `${id}@example.com`, message: `crash ${id}` }), {
              signal: AbortSignal.timeout(10_000),
            });
            if (isContactSuccess(response)) acknowledged.add(id);
            else if (alive) failedRequests++;
          } catch {
            // The server was killed mid-request: this lead was never acknowledged.
          }
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
      console.log(`cycle ${cycle}/${cycles}: SIGKILL ${killAfter} ms into steady load; ${acknowledged.size - before} leads acknowledged this cycle`);
    }
  } finally {
    await server.stop('SIGKILL');
  }

  const db = new SQLite(dbPath);
  let problems = 0;
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join(', ');
    if (integrity !== 'ok') {
      console.error(`PRAGMA integrity_check: ${integrity}`);
      problems++;
    }
    const counts = new Map<string, number>();
    for (const row of db.prepare('select email from leads').all() as { email: string }[]) {
      counts.set(row.email, (counts.get(row.email) ?? 0) + 1);
    }
    let missing = 0;
    let duplicated = 0;
    for (const id of acknowledged) {
      const count = counts.get(`${id}@example.com`) ?? 0;
      if (count === 0) missing++;
      if (count > 1) duplicated++;
    }
    for (const count of counts.values()) if (count > 1) duplicated++;
    const stored = [...counts.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `crash test: ${cycles} SIGKILL cycles, ${attempted} submissions, ${acknowledged.size} acknowledged, ${stored} stored, ` +
        `${missing} acknowledged but missing, ${duplicated} duplicated, ${failedRequests} non-success answers, integrity_check ${integrity}`,
    );
    if (acknowledged.size === 0) {
      console.error('no submission was acknowledged: the test proved nothing');
      problems++;
    }
    if (missing > 0 || duplicated > 0 || failedRequests > 0) problems++;
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
