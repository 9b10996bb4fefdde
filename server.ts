/**
 * The site's server: Next's documented custom-server API (`next()` + `getRequestHandler()`) behind
 * src/server/http/site-server.ts, which owns what Next leaves open (methods, body limits, security
 * headers on every response, the peer address). `npm start` runs it on PORT (3000 by default).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import next from 'next';
import type { AddressInfo } from 'node:net';
import { CmsPagePaths } from '@/server/cache/cms-page-paths';
import { RevalidationFollower } from '@/server/cache/follow-revalidations';
import { instanceIdVariable, replayKeyVariable, revalidationLogFile } from '@/server/cache/revalidations';
import { getServerEnv } from '@/server/env';
import { createSiteServer } from '@/server/http/site-server';

const { port, trustProxyHops, cms } = getServerEnv();
// Read by the CMS's revalidation hook and the replay route, which run in this process.
process.env[instanceIdVariable] = randomUUID();
process.env[replayKeyVariable] = randomBytes(32).toString('hex');
const app = next({ dev: false, port });
await app.prepare();
const handle = app.getRequestHandler();

// CMS publishes since the build read the CMS are replayed before visitors are let in, through a
// server on a loopback port of its own; afterwards other servers' publishes, every second.
const follower = new RevalidationFollower({
  file: revalidationLogFile(cms.databaseUrl),
  distDir: process.env.NEXT_DIST_DIR || '.next',
  self: process.env[instanceIdVariable]!,
  key: process.env[replayKeyVariable]!,
});
// The same loopback reads which addresses are CMS pages; afterwards every second.
const cmsPages = new CmsPagePaths();
const loopback = createSiteServer(handle, { trustProxyHops: 0 });
await new Promise<void>((resolve) => loopback.listen(0, '127.0.0.1', resolve));
await follower.poll(`http://127.0.0.1:${(loopback.address() as AddressInfo).port}`);
await cmsPages.refresh(`http://127.0.0.1:${(loopback.address() as AddressInfo).port}`);
loopback.close();

const server = createSiteServer(handle, { trustProxyHops, cmsPages, previewSecret: cms.secret });
server.listen(port, () => {
  console.log(`Ready on http://localhost:${port}`);
  follower.follow(`http://127.0.0.1:${port}`);
  cmsPages.follow(`http://127.0.0.1:${port}`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections would hold close() back.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
