import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
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
 * Kysely starts SQLite transactions with a plain (deferred) BEGIN. A deferred transaction that
 * later writes can fail at once with SQLITE_BUSY when another process wrote in between, without
 * waiting for the busy timeout. Every lead transaction writes, so take the write lock up front.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #driverConfig: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#driverConfig = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#driverConfig);
  }
}

export interface LeadDatabase {
  kind: DatabaseTarget['kind'];
  db: Kysely<LeadDatabaseSchema>;
  /** `PRAGMA integrity_check` on SQLite; a trivial query on PostgreSQL. */
  integrityCheck(): Promise<string>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  busyTimeoutMs?: number;
  /** Run migrations on open (default true). */
  migrate?: boolean;
  poolSize?: number;
}

export async function openDatabase(
  target: DatabaseTarget,
  options: OpenDatabaseOptions = {},
): Promise<LeadDatabase> {
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  let database: LeadDatabase;
  if (target.kind === 'sqlite') {
    mkdirSync(/*turbopackIgnore: true*/ dirname(target.path), { recursive: true });
    const sqlite = new SQLite(/*turbopackIgnore: true*/ target.path, { timeout: busyTimeoutMs });
    // WAL lets readers (CLI, export) run beside the writer; FULL makes every commit durable
    // across power loss and SIGKILL before the visitor is told "thank you".
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma(`busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
    sqlite.pragma('foreign_keys = ON');
    const db = new Kysely<LeadDatabaseSchema>({
      dialect: new ImmediateSqliteDialect({ database: sqlite }),
    });
    database = {
      kind: 'sqlite',
      db,
      async integrityCheck() {
        const rows = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
        return rows.rows.map((row) => row.integrity_check).join('\n');
      },
      close: () => db.destroy(),
    };
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
      async integrityCheck() {
        await sql`select 1`.execute(db);
        return 'ok';
      },
      close: () => db.destroy(),
    };
  }
  if (options.migrate !== false) {
    try {
      await migrateToLatest(database.db as unknown as Kysely<unknown>);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}
