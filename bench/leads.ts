/**
 * `npm run bench:leads` (needs `npm run build` first): N concurrent submitters post the contact
 * form (as a browser without JavaScript does) to the real server (server.ts) on loopback for a fixed
 * time, once with SQLite and once with PostgreSQL (started by scripts/ensure-postgres.sh). Prints
 * throughput, p50/p95/p99 latency, errors and lost leads (acknowledged but not stored; must be 0).
 * Env: BENCH_CONCURRENCY (default 16), BENCH_SECONDS (default 10), BENCH_DATABASES (sqlite,postgres).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, parseDatabaseUrl } from '../src/server/db/database';
import { ensurePostgres } from '../scripts/ensure-postgres';
import { contactFields, isContactSuccess, loadContactForm, postContactForm } from '../scripts/leads-http-client';
import { LeadTestServer } from '../scripts/leads-test-server';
import { percentile } from './percentile';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');

interface Result {
  database: string;
  requests: number;
  acknowledged: number;
  errors: number;
  lost: number;
  throughput: number;
  p50: number;
  p95: number;
  p99: number;
}

async function run(database: string, databaseUrl: string): Promise<Result> {
  const server = await LeadTestServer.start({
    env: { DATABASE_URL: databaseUrl, LEADS_RATE_LIMIT_MAX: '100000000' },
  });
  const acknowledged: string[] = [];
  const latencies: number[] = [];
  let errors = 0;
  try {
    const form = await loadContactForm(server.baseUrl, 'en');
    // Warm-up: the first requests compile nothing in production, but open connections and caches.
    await postContactForm(form, contactFields({ email: `warmup-${randomUUID()}@example.com` }));
    const deadline = Date.now() + seconds * 1000;
    const submitter = async () => {
      while (Date.now() < deadline) {
        const id = randomUUID();
        const started = performance.now();
        try {
          const response = await postContactForm(form, contactFields({ email: `${id}@example.com`, message: `bench ${id}` }));
          latencies.push(performance.now() - started);
          if (isContactSuccess(response)) acknowledged.push(id);
          else errors++;
        } catch {
          errors++;
        }
      }
    };
    const began = Date.now();
    await Promise.all(Array.from({ length: concurrency }, submitter));
    const elapsed = (Date.now() - began) / 1000;
    await server.stop('SIGTERM');

    const store = await openDatabase(parseDatabaseUrl(databaseUrl), { poolSize: 2 });
    let lost = 0;
    try {
      const emails = new Set(
        (await store.db.selectFrom('leads').select('email').execute()).map((row) => row.email),
      );
      lost = acknowledged.filter((id) => !emails.has(`${id}@example.com`)).length;
    } finally {
      await store.close();
    }
    latencies.sort((a, b) => a - b);
    return {
      database,
      requests: latencies.length,
      acknowledged: acknowledged.length,
      errors,
      lost,
      throughput: acknowledged.length / elapsed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    };
  } finally {
    await server.dispose();
  }
}

async function main(): Promise<number> {
  const results: Result[] = [];
  for (const database of databases) {
    if (database === 'sqlite') {
      const dir = mkdtempSync(join(tmpdir(), 'leads-bench-'));
      try {
        results.push(await run('sqlite', `file:${join(dir, 'leads.sqlite')}`));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    } else if (database === 'postgres') {
      const admin = ensurePostgres();
      if (!admin) {
        console.log('postgres: skipped (scripts/ensure-postgres.sh could not start PostgreSQL)');
        continue;
      }
      const name = `leads_bench_${Date.now()}`;
      const client = new pg.Client({ connectionString: admin });
      await client.connect();
      await client.query(`create database ${name}`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      try {
        results.push(await run('postgres', url.toString()));
      } finally {
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      }
    }
  }
  console.log(`\nbench:leads — ${concurrency} concurrent submitters, ${seconds} s each, loopback, no-JavaScript form posts`);
  console.log('database   requests  stored/s   p50 ms   p95 ms   p99 ms   errors   lost');
  for (const r of results) {
    console.log(
      `${r.database.padEnd(10)} ${String(r.requests).padStart(8)} ${r.throughput.toFixed(1).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(8)} ${String(r.lost).padStart(6)}`,
    );
  }
  return results.every((r) => r.lost === 0 && r.errors === 0 && r.acknowledged > 0) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
