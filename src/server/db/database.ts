import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import type { LeadDatabaseSchema } from './schema';

export type DatabaseTarget =
  | { kind: 'sqlite'; path: string }
  | { kind: 'postgres'; url: string };

export const defaultSqlitePath = 'data/leads.sqlite';

/** unset → ./data/leads.sqlite; `file:<path>` → SQLite there; postgres(ql):// → PostgreSQL. */
export function parseDatabaseUrl(url: string | undefined): DatabaseTarget {
  if (url === undefined || url === '') return { kind: 'sqlite', path: resolve(defaultSqlitePath) };
  if (url.startsWith('file:')) {
    const path = url.slice('file:'.length).replace(/^\/\/(?=\/)/u, '');
    if (path === '') throw new Error('DATABASE_URL file: needs a path');
    return { kind: 'sqlite', path: resolve(path) };
  }
  if (/^postgres(ql)?:\/\//u.test(url)) return { kind: 'postgres', url };
  throw new Error('DATABASE_URL must start with file:, postgres:// or postgresql://');
}

/**
 * True for SQLite's "another connection holds the lock" errors (SQLITE_BUSY and its extended
 * codes, SQLITE_LOCKED), also when wrapped as the `cause` of another error (the migrator wraps).
 */
export function isBusyError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/u.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` again while SQLite answers "busy", with a growing pause between tries, until
 * `limitMs` has passed; then the busy error is thrown. The connection's own busy timeout is 0, so
 * no try ever blocks the event loop: better-sqlite3 is synchronous, and a lock waited for inside
 * SQLite (its busy handler sleeps) would stop every other request of the process meanwhile.
 */
export async function retryWhileBusy<T>(attempt: () => Promise<T> | T, limitMs: number): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (let pause = 2; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await attempt();
    } catch (error) {
      const left = deadline - Date.now();
      if (!isBusyError(error) || left <= 0) throw error;
      // Jitter keeps several waiting requests from retrying in lock step.
      await sleep(Math.min(left, pause / 2 + Math.random() * pause));
    }
  }
}

export interface LeadDatabase {
  kind: DatabaseTarget['kind'];
  db: Kysely<LeadDatabaseSchema>;
  /** How long a write may wait for a lock held elsewhere before it fails (LEADS_DB_BUSY_TIMEOUT_MS). */
  busyTimeoutMs: number;
  /**
   * Runs `work` in one write transaction (SQLite: BEGIN IMMEDIATE, waiting for the write lock
   * asynchronously for up to `busyTimeoutMs`). On failure it rolls back when a transaction is still
   * open and rethrows the original error: a failed rollback (SQLite has often rolled back by itself
   * after an I/O error) never replaces the error that caused it.
   */
  writeTransaction<T>(work: (trx: Kysely<LeadDatabaseSchema>) => Promise<T>): Promise<T>;
  /** One statement (or a few, outside a transaction) retried while SQLite is busy; PostgreSQL waits itself. */
  retryWhileBusy<T>(attempt: () => Promise<T>): Promise<T>;
  /** `PRAGMA integrity_check` on SQLite; a trivial query on PostgreSQL. */
  integrityCheck(): Promise<string>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** How long a write may wait for a lock held by another connection (default 5000 ms). */
  busyTimeoutMs?: number;
  /** Run migrations on open (default true). */
  migrate?: boolean;
  poolSize?: number;
}

async function runTransaction<T>(
  db: Kysely<LeadDatabaseSchema>,
  begin: string,
  stillOpen: () => boolean,
  work: (trx: Kysely<LeadDatabaseSchema>) => Promise<T>,
): Promise<T> {
  return db.connection().execute(async (connection) => {
    // A failed BEGIN leaves nothing to roll back, so it is outside the try.
    await sql.raw(begin).execute(connection);
    try {
      const result = await work(connection);
      await sql.raw('commit').execute(connection);
      return result;
    } catch (error) {
      if (stillOpen()) {
        try {
          await sql.raw('rollback').execute(connection);
        } catch {
          // The original error is the one worth reporting; it is rethrown below.
        }
      }
      throw error;
    }
  });
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<LeadDatabase> {
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  let database: LeadDatabase;
  let migrate: () => Promise<void>;
  if (target.kind === 'sqlite') {
    mkdirSync(/*turbopackIgnore: true*/ dirname(target.path), { recursive: true });
    // timeout 0: SQLite never waits (and so never blocks the event loop) for a lock; the waiting is
    // done by retryWhileBusy, asynchronously.
    const sqlite = new SQLite(/*turbopackIgnore: true*/ target.path, { timeout: 0 });
    // WAL lets readers (CLI, export) run beside the writer; FULL makes every commit durable
    // across power loss and SIGKILL before the visitor is told "thank you".
    await retryWhileBusy(() => sqlite.pragma('journal_mode = WAL'), busyTimeoutMs);
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 0');
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<LeadDatabaseSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
    database = {
      kind: 'sqlite',
      db,
      busyTimeoutMs,
      // IMMEDIATE takes the write lock up front: a deferred transaction that later writes can fail
      // with SQLITE_BUSY half-way when another process wrote in between.
      writeTransaction: (work) =>
        retryWhileBusy(() => runTransaction(db, 'begin immediate', () => sqlite.inTransaction, work), busyTimeoutMs),
      retryWhileBusy: (attempt) => retryWhileBusy(attempt, busyTimeoutMs),
      async integrityCheck() {
        const rows = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        return rows.rows.map((row) => row.integrity_check).join('\n');
      },
      close: () => db.destroy(),
    };
    // Kysely runs SQLite migrations statement by statement, without a transaction or a lock. One
    // IMMEDIATE transaction around them makes a migration all-or-nothing and lets only one process
    // (servers starting together, the CLI) migrate at a time.
    migrate = () =>
      retryWhileBusy(async () => {
        sqlite.exec('begin immediate');
        try {
          await migrateToLatest(db as unknown as Kysely<unknown>);
          sqlite.exec('commit');
        } catch (error) {
          if (sqlite.inTransaction) sqlite.exec('rollback');
          throw error;
        }
      }, busyTimeoutMs);
  } else {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: busyTimeoutMs,
      // A statement stuck behind a lock fails like SQLite's busy timeout instead of hanging.
      statement_timeout: busyTimeoutMs,
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = new Kysely<LeadDatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
    database = {
      kind: 'postgres',
      db,
      busyTimeoutMs,
      // PostgreSQL answers ROLLBACK outside a transaction with a warning only, so always send it.
      writeTransaction: (work) => runTransaction(db, 'begin', () => true, work),
      retryWhileBusy: (attempt) => attempt(),
      async integrityCheck() {
        await sql`select 1`.execute(db);
        return 'ok';
      },
      close: () => db.destroy(),
    };
    // Kysely's migrator takes PostgreSQL's advisory lock itself and runs each migration in a transaction.
    migrate = () => migrateToLatest(db as unknown as Kysely<unknown>);
  }
  if (options.migrate !== false) {
    try {
      await migrate();
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}
