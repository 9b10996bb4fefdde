/**
 * The site's server: Next's documented custom-server API (`next()` + `getRequestHandler()`) behind
 * src/server/http/site-server.ts, which owns what Next leaves open (methods, body limits, security
 * headers on every response, the peer address). `npm start` runs it on PORT (3000 by default).
 */
import next from 'next';
import { getServerEnv } from '@/server/env';
import { createSiteServer } from '@/server/http/site-server';

const { port, trustProxyHops } = getServerEnv();
const app = next({ dev: false, port });
await app.prepare();
const server = createSiteServer(app.getRequestHandler(), { trustProxyHops });
server.listen(port, () => console.log(`Ready on http://localhost:${port}`));

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Open keep-alive connections would hold close() back.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
