/**
 * The CMS from a terminal: `npm run cms -- <command>`.
 *
 *   create-admin --email E [--password P] [--name N]
 *       creates an administrator (the only way to get the first one: the admin's own
 *       "create first user" door is shut). Without --password a strong one is generated and
 *       printed once.
 *   migrate            applies pending migrations (the server also does this when it starts)
 *   seed               migrates, then creates the site's first content where it is missing
 *                      (idempotent; the build runs it, since it reads the CMS, and so does the
 *                      server when it starts)
 *   migrate:create N   writes a migration for the schema changes since the last one
 *   importmap          writes the admin's import map (src/app/(payload)/admin/importMap.ts) of the
 *                      components the config names; the build runs it (Payload's own
 *                      `generate:importmap` bin left the globals' row labels out)
 *
 * Reads the same environment as the server (src/server/env.ts, data/secrets.env).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { generateImportMap, getPayload } from 'payload';
import type { Payload } from 'payload';
import config from '../src/cms/payload.config';
import { migrations as sqliteMigrations } from '../src/cms/migrations';
import { migrations as postgresMigrations } from '../src/cms/migrations-postgres';
import { trustedCreateContext } from '../src/cms/collections/users';
import { seedCms } from '../src/cms/seed';

const [command, ...rest] = process.argv.slice(2);

/**
 * Applies pending migrations from the lists the config imports, not from the migration directory:
 * Payload would import each file dynamically, and a dynamic import through tsx's loader now and
 * then never settles, which ends the CLI silently with exit code 13.
 */
const migrate = (payload: Payload) =>
  // The adapter's own migration type; Payload's `migrate` argument declares its functions' arguments as unknown.
  payload.db.migrate({ migrations: (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations) as unknown as NonNullable<Parameters<Payload['db']['migrate']>[0]>['migrations'] });

async function createAdmin(): Promise<void> {
  const { values } = parseArgs({ args: rest, options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email) throw new Error('--email is required');
  const generated = values.password === undefined;
  const password = values.password ?? randomBytes(18).toString('base64url');
  if (password.length < 12) throw new Error('the password must have at least 12 characters');
  const payload = await getPayload({ config });
  await migrate(payload);
  const user = await payload.create({
    collection: 'users',
    data: { email: values.email, password, name: values.name, role: 'admin' },
    overrideAccess: true,
    context: { [trustedCreateContext]: true },
  });
  console.log(`Created administrator ${user.email}.${generated ? ` Password (shown once): ${password}` : ''}`);
  await payload.destroy();
}

async function prepare(seed: boolean): Promise<void> {
  const payload = await getPayload({ config });
  await migrate(payload);
  if (seed) {
    const { created } = await seedCms(payload);
    console.log(created.length > 0 ? `Seeded ${created.length} records: ${created.join(', ')}.` : 'Nothing to seed: every record exists.');
  }
  await payload.destroy();
}

/** A migration from the difference between the collections and the database's schema (of the configured adapter). */
async function createMigration(): Promise<void> {
  const [name] = rest;
  if (!name) throw new Error('a migration name is required, e.g. `migrate:create news`');
  const payload = await getPayload({ config });
  await migrate(payload);
  await payload.db.createMigration({ migrationName: name, payload, forceAcceptWarning: true });
  await payload.destroy();
}

// Keeps the process alive until the command settles: a library that waits on an unref'd timer (a
// busy database's retry) would otherwise let the event loop empty under the top-level await, and
// Node exits with code 13 before the command finishes.
const keepAlive = setInterval(() => undefined, 60_000);

switch (command) {
  case 'create-admin':
    await createAdmin();
    break;
  case 'migrate':
    await prepare(false);
    break;
  case 'seed':
    await prepare(true);
    break;
  case 'migrate:create':
    await createMigration();
    break;
  case 'importmap':
    await generateImportMap(await config, { log: false });
    break;
  default:
    console.error('Usage: npm run cms -- create-admin --email E [--password P] | migrate | seed | migrate:create NAME | importmap');
    process.exitCode = 2;
}

clearInterval(keepAlive);
// Done: on PostgreSQL the connection pool would keep the process alive after `destroy()`.
process.exit();
