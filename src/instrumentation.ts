/**
 * Runs once per server process. The lead store is opened (and migrated) at start rather than
 * on the first submission, the webhook outbox worker starts, and every request passes the hooks
 * of src/server/request-hooks.ts (TCP peer address for the rate limit, malformed percent-encoding,
 * internal response headers). Node.js runtime only: `NEXT_RUNTIME` is set by Next itself and
 * replaced at build time, which is why it is read here and not through src/server/env.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installRequestHooks } = await import('./server/request-hooks');
  installRequestHooks();
  const { startLeadBackgroundWork } = await import('./server/leads/runtime');
  await startLeadBackgroundWork();
}
