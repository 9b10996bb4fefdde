/**
 * Runs once per server process. The lead store is opened (and migrated) at start rather than
 * on the first submission, the webhook outbox worker starts, and so does the CMS. Node.js runtime only:
 * `NEXT_RUNTIME` is set by Next itself and replaced at build time, which is why it is read here
 * and not through src/server/env.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startLeadBackgroundWork } = await import('./server/leads/runtime');
  await startLeadBackgroundWork();
  // The CMS starts with the server, so its pending migrations are applied before the first
  // request (`prodMigrations` in src/cms/payload.config.ts; production builds only), and an empty
  // database gets the site's content before a page is rendered from it.
  const [{ getPayload }, { default: config }, { seedCms }] = await Promise.all([import('payload'), import('@payload-config'), import('./cms/seed')]);
  await seedCms(await getPayload({ config }));
}
