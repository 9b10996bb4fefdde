/**
 * The site's server: Next's documented custom-server API (`next()` + `getRequestHandler()`) behind
 * src/server/http/site-server.ts, which owns what Next leaves open (methods, body limits, security
 * headers on every response, the peer address, request ids, health). `npm start` runs it on PORT
 * (3000 by default). Several of them can serve one site from one database (README, "Deploying").
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import next from 'next';
import { CmsPagePaths } from '@/server/cache/cms-page-paths';
import { RevalidationFollower } from '@/server/cache/follow-revalidations';
import { instanceIdVariable, replayKeyVariable } from '@/server/cache/revalidations';
import { openDatabase, parseDatabaseUrl } from '@/server/db/database';
import { getServerEnv } from '@/server/env';
import { createSiteServer } from '@/server/http/site-server';
import { errorMessage, log } from '@/server/log';
import { runShutdownTasks } from '@/server/shutdown';

const { port, trustProxyHops, cms, databaseUrl, dbBusyTimeoutMs } = getServerEnv();
// Read by the CMS's revalidation hook and the replay route, which run in this process.
const instanceId = randomUUID();
const replayKey = randomBytes(32).toString('hex');
process.env[instanceIdVariable] = instanceId;
process.env[replayKeyVariable] = replayKey;
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();

// The server's own calls (replays, the CMS pages' addresses) go through a loopback port of its own,
// kept out of the request log.
const loopback = createSiteServer(handle, { trustProxyHops: 0, accessLog: false });
await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
const loopbackOrigin = `http://127.0.0.1:${(loopback.address() as AddressInfo).port}`;

// CMS publishes since the build read the CMS are replayed before visitors are let in; afterwards
// other servers' publishes, every second. The same goes for which addresses are CMS pages.
const database = await openDatabase(parseDatabaseUrl(databaseUrl), { busyTimeoutMs: dbBusyTimeoutMs, poolSize: 2 });
const follower = new RevalidationFollower({ database, distDir: process.env.NEXT_DIST_DIR || '.next', self: instanceId });
const cmsPages = new CmsPagePaths();
await follower.poll(loopbackOrigin, replayKey);
await cmsPages.refresh(loopbackOrigin);
const stopFollowing = [follower.follow(loopbackOrigin, replayKey), cmsPages.follow(loopbackOrigin)];

let draining = false;
const server = createSiteServer(handle, { trustProxyHops, cmsPages, previewSecret: cms.secret, draining: () => draining });
server.listen(port, () => log('info', 'ready', { port, instance: instanceId, pid: process.pid }));

/** Within this the process has exited, whatever is still running (a load balancer's usual grace is 10–30 s). */
const shutdownLimitMs = 9000;

/**
 * SIGTERM: stop taking connections, let requests in flight end, let the lead outbox finish the
 * deliveries it has begun (their leases are released as each ends), then exit. A request still
 * running at the limit is cut off; its lead, if any, is stored or not by its own transaction.
 */
async function shutDown(signal: string): Promise<void> {
  draining = true;
  log('info', 'shutting-down', { signal });
  const deadline = setTimeout(() => {
    log('warn', 'shutdown-timed-out', { limitMs: shutdownLimitMs });
    process.exit(1);
  }, shutdownLimitMs);
  deadline.unref();
  for (const stop of stopFollowing) stop();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections without a request in flight would hold close() back.
  server.closeIdleConnections();
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  try {
    await Promise.all([closed, runShutdownTasks()]);
    clearInterval(idle);
    loopback.close();
    loopback.closeAllConnections();
    await database.close();
    log('info', 'stopped', { signal });
    process.exit(0);
  } catch (error) {
    log('error', 'shutdown-failed', { message: errorMessage(error) });
    process.exit(1);
  }
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutDown(signal));
