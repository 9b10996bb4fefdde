import config from '@payload-config';
import { sql } from 'kysely';
import { getPayload } from 'payload';
import { getLeadRuntime } from '@/server/leads/runtime';
import { errorMessage, log } from '@/server/log';

export const dynamic = 'force-dynamic';

/** The site's database answers; its migrations ran when the lead runtime opened it. */
async function siteDatabaseReady(): Promise<void> {
  const { database } = await getLeadRuntime();
  await sql`select 1`.execute(database.db);
}

/** The CMS's database answers and has every migration this build ships. */
async function cmsDatabaseReady(): Promise<void> {
  const payload = await getPayload({ config });
  const shipped = (payload.db as { prodMigrations?: { name: string }[] }).prodMigrations ?? [];
  const { docs } = await payload.find({ collection: 'payload-migrations', pagination: false, depth: 0 });
  const applied = new Set(docs.map((doc) => doc.name));
  const pending = shipped.filter(({ name }) => !applied.has(name));
  if (pending.length > 0) throw new Error(`migrations not applied: ${pending.map(({ name }) => name).join(', ')}`);
}

/**
 * `/readyz` (src/server/http/site-server.ts): 200 when this server can serve visitors, 503 with the
 * names of the failing checks otherwise, for a load balancer or an orchestrator. The reasons are
 * logged, not sent.
 */
export async function GET(): Promise<Response> {
  const checks = { 'site-database': siteDatabaseReady, 'cms-database': cmsDatabaseReady };
  const failing: string[] = [];
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
      } catch (error) {
        failing.push(name);
        log('warn', 'not-ready', { check: name, message: errorMessage(error) });
      }
    }),
  );
  return Response.json(failing.length === 0 ? { status: 'ready' } : { status: 'not-ready', failing: failing.sort() }, { status: failing.length === 0 ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}
