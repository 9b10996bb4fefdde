/**
 * Runs once per server process. The lead store is opened (and migrated) at start rather than
 * on the first submission, the webhook outbox worker starts, and the TCP peer address is
 * recorded for the rate limit. Node.js runtime only: `NEXT_RUNTIME` is set by Next itself and
 * replaced at build time, which is why it is read here and not through src/server/env.ts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installPeerAddressHeader } = await import('./server/leads/peer-address');
  installPeerAddressHeader();
  const { startLeadBackgroundWork } = await import('./server/leads/runtime');
  await startLeadBackgroundWork();
}
