import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';

/**
 * The one set of migrations for both SQLite and PostgreSQL, in code so the Next bundle, the CLI
 * and the tests carry them without reading a folder at run time. Append only; never edit a
 * migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  '2026-11-22-001-leads': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('form', 'text', (col) => col.notNull())
        .addColumn('locale', 'text', (col) => col.notNull())
        .addColumn('fields', 'text', (col) => col.notNull())
        .addColumn('email', 'text', (col) => col.notNull())
        .addColumn('consent', 'integer', (col) => col.notNull())
        .addColumn('consent_version', 'text')
        .addColumn('consent_at', 'text')
        .addColumn('client_hash', 'text', (col) => col.notNull())
        .addColumn('submission_key', 'text', (col) => col.notNull().unique())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();
      await db.schema.createIndex('leads_email').on('leads').column('email').execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text', (col) => col.notNull().references('leads.id').onDelete('cascade'))
        .addColumn('event_type', 'text', (col) => col.notNull())
        .addColumn('payload', 'text', (col) => col.notNull())
        .addColumn('status', 'text', (col) => col.notNull())
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('delivered_at', 'text')
        .execute();
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
      await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute();

      await db.schema
        .createTable('rate_limits')
        .addColumn('key', 'text', (col) => col.notNull())
        .addColumn('window_index', 'integer', (col) => col.notNull())
        .addColumn('count', 'integer', (col) => col.notNull())
        .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_index'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists rate_limits`.execute(db);
      await sql`drop table if exists outbox`.execute(db);
      await sql`drop table if exists leads`.execute(db);
    },
  },
  '2026-11-24-002-sliding-rate-limit-and-suspect-leads': {
    async up(db: Kysely<unknown>) {
      // The fixed-window counters let 2 × max leads through around a window boundary. One row per
      // client now keeps the times of its leads within the last window (a sliding log).
      await db.schema.dropTable('rate_limits').ifExists().execute();
      await db.schema
        .createTable('rate_limit_windows')
        .addColumn('key', 'text', (col) => col.primaryKey())
        // JSON array of epoch milliseconds, oldest first.
        .addColumn('hits', 'text', (col) => col.notNull())
        .addColumn('last_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_windows_last_at').on('rate_limit_windows').column('last_at').execute();
      // Why a stored lead is doubted (e.g. 'too-fast'); null for an ordinary lead.
      await db.schema.alterTable('leads').addColumn('suspect', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists rate_limit_windows`.execute(db);
      await db.schema.alterTable('leads').dropColumn('suspect').execute();
    },
  },
  '2026-11-26-003-lead-follow-up': {
    async up(db: Kysely<unknown>) {
      // Sales follows a lead up in the CMS's inbox: where it stands, who has it, a note.
      await db.schema.alterTable('leads').addColumn('status', 'text', (col) => col.notNull().defaultTo('new')).execute();
      await db.schema.alterTable('leads').addColumn('owner', 'text').execute();
      await db.schema.alterTable('leads').addColumn('note', 'text').execute();
      // Who changed what and when. No foreign key: an erasure removes a person's leads and their
      // events, and leaves one event without personal data saying it happened.
      await db.schema
        .createTable('lead_events')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('lead_id', 'text')
        .addColumn('at', 'text', (col) => col.notNull())
        .addColumn('actor', 'text', (col) => col.notNull())
        .addColumn('action', 'text', (col) => col.notNull())
        .addColumn('detail', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('lead_events_lead_id').on('lead_events').columns(['lead_id', 'at']).execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists lead_events`.execute(db);
      for (const column of ['status', 'owner', 'note']) await db.schema.alterTable('leads').dropColumn(column).execute();
    },
  },
  '2026-11-28-004-cms-revalidations': {
    async up(db: Kysely<unknown>) {
      // The CMS's cache revalidations, per tag the newest: every server of the site replays those
      // another server made, and a starting server those made after its build read the CMS.
      await db.schema
        .createTable('cms_revalidations')
        .addColumn('tag', 'text', (col) => col.primaryKey())
        // Epoch milliseconds.
        .addColumn('at', 'bigint', (col) => col.notNull())
        // The server process that made it (its random instance id).
        .addColumn('by', 'text', (col) => col.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`drop table if exists cms_revalidations`.execute(db);
    },
  },
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'lead_migrations', migrationLockTableName: 'lead_migrations_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Lead database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}
