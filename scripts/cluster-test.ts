/**
 * Two-instance test (`npm run test:cluster`; builds first when there is no build, installs nginx
 * and PostgreSQL when missing and run as root): two production servers share one PostgreSQL (site
 * and CMS databases) behind Debian's nginx with production's proxy settings (scripts/cluster.ts).
 * Checks that nothing one server holds is missed by the other: the per-visitor rate limit, the
 * webhook outbox (1,000 leads, each delivered once), CMS sessions, uploads, a publish reaching the
 * other server's pages and search, request ids shared by the proxy's and the servers' logs; then
 * that a server killed with SIGKILL under load loses no acknowledged lead while the proxy goes on
 * serving from the other, and that SIGTERM lets requests in flight finish and exits within 10 s.
 * Prints what it measured. Env: CLUSTER_LEADS (default 1000).
 */
import sharp from 'sharp';
import { runCmsCli } from '../tests/e2e/cms-cli';
import { Cluster, postContactFrom, request, visitorAddress } from './cluster';
import { type ContactFormTemplate, contactFields, isContactSuccess, parseContactForm, readRenderedContactForm } from './leads-http-client';

const leadCount = Number(process.env.CLUSTER_LEADS ?? 1000);
const rateLimit = 5;

class CheckFailed extends Error {}

function check(condition: boolean, what: string, details = ''): void {
  if (!condition) throw new CheckFailed(`${what}${details ? `\n  ${details.replace(/\n/g, '\n  ')}` : ''}`);
  console.log(`ok: ${what}`);
}

const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `probe` until it is true or `limitMs` passed; how long it took, or undefined. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started <= limitMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await wait(100);
  }
  return undefined;
}

async function mapConcurrently<T, R>(items: readonly T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

async function main(): Promise<number> {
  const logs: string[][] = [[], []];
  const cluster = new Cluster({ instances: 2, env: { LEADS_RATE_LIMIT_MAX: String(rateLimit) }, log: (instance, chunk) => logs[instance]!.push(chunk) });
  try {
    const started = Date.now();
    await cluster.start();
    console.log(`cluster up in ${((Date.now() - started) / 1000).toFixed(0)} s: proxy ${cluster.proxyUrl}, servers ${cluster.servers.map((server) => server.port).join(' and ')}`);
    const [a, b] = cluster.servers as [(typeof cluster.servers)[number], (typeof cluster.servers)[number]];
    const proxy = cluster.proxyUrl;

    // Health, and the request id the proxy and the server share.
    for (const server of [a, b]) {
      const [health, ready] = await Promise.all(['/healthz', '/readyz'].map((path) => fetch(`${server.baseUrl}${path}`)));
      check(health!.status === 200 && ready!.status === 200 && ready!.headers.get('cache-control') === 'no-store', `server on ${server.port}: /healthz and /readyz answer 200, not cached`);
    }
    const sitemap = await (await fetch(`${proxy}/sitemap.xml`)).text();
    check(sitemap.includes('<urlset') && !/healthz|readyz/u.test(sitemap), 'the sitemap leaves /healthz and /readyz out');
    const home = await fetch(`${proxy}/`);
    const requestId = home.headers.get('x-request-id') ?? '';
    check(/^[0-9a-f]{32}$/u.test(requestId), `the proxy gives each request an id, and the server answers with it (${requestId})`);
    await wait(200);
    const proxied = cluster.accessLog().find((line) => line.request_id === requestId);
    const served = logs.flat().join('').split('\n').find((line) => line.includes(`"requestId":"${requestId}"`));
    check(proxied !== undefined && served !== undefined, 'the proxy\'s access log and the answering server\'s log both carry that id', `proxy: ${JSON.stringify(proxied)}\nserver: ${served}`);

    const template = async (): Promise<ContactFormTemplate> => {
      const answer = await request(new URL(`${proxy}/contact`));
      return parseContactForm(answer.body, `${proxy}/contact`);
    };
    const form = await template();
    const post = (visitor: string, email: string) => postContactFrom(visitor, form, contactFields({ email, ticket: cluster.ticket() }));

    // The rate limit is kept in the database: five leads through A and B together, the sixth refused.
    const rateAnswers = [];
    for (let n = 1; n <= rateLimit + 1; n++) rateAnswers.push(await post('127.2.0.1', `cluster-rate-${n}@example.com`));
    const upstreams = new Set(rateAnswers.slice(0, rateLimit).map((answer) => String(answer.headers['x-upstream'])));
    check(upstreams.size === 2, `the proxy sent those posts to both servers (${[...upstreams].join(', ')})`);
    check(
      rateAnswers.slice(0, rateLimit).every((answer) => isContactSuccess({ status: answer.status, html: answer.body })) && !isContactSuccess({ status: rateAnswers[rateLimit]!.status, html: rateAnswers[rateLimit]!.body }),
      `one visitor's ${rateLimit} leads through both servers are taken, the ${rateLimit + 1}th is refused`,
      rateAnswers.map((answer) => `${answer.status} from ${String(answer.headers['x-upstream'])}: ${JSON.stringify(readRenderedContactForm(answer.body))}`).join('\n'),
    );

    // The outbox: each lead's webhook delivered once while both servers' workers run.
    const outboxStarted = Date.now();
    const emails = Array.from({ length: leadCount }, (_, n) => ({ visitor: visitorAddress(Math.floor(n / rateLimit)), email: `cluster-lead-${n}@example.com` }));
    const answers = await mapConcurrently(emails, 16, async ({ visitor, email }) => isContactSuccess(await post(visitor, email).then((answer) => ({ status: answer.status, html: answer.body }))));
    const acknowledged = answers.filter(Boolean).length;
    check(acknowledged === leadCount, `${leadCount} leads from ${Math.ceil(leadCount / rateLimit)} visitors through the proxy acknowledged in ${((Date.now() - outboxStarted) / 1000).toFixed(1)} s`, `acknowledged ${acknowledged}`);
    const expected = leadCount + rateLimit;
    const deliveredIn = await within(120_000, async () => cluster.receiver.deliveries.size >= expected);
    const allDeliveredAfter = Date.now() - outboxStarted;
    const counts = [...cluster.receiver.deliveries.values()];
    const twice = counts.filter((count) => count > 1).length;
    const [outbox] = await cluster.siteQuery<{ delivered: string; total: string }>("select count(*) filter (where status = 'delivered') as delivered, count(*) as total from outbox");
    check(
      deliveredIn !== undefined && cluster.receiver.deliveries.size === expected && twice === 0 && Number(outbox?.delivered) === expected && Number(outbox?.total) === expected,
      `every one of the ${expected} webhooks delivered exactly once, the last ${(allDeliveredAfter / 1000).toFixed(1)} s after the first of the 1,000 leads`,
      `received ${cluster.receiver.deliveries.size} distinct, ${twice} more than once; outbox ${JSON.stringify(outbox)}`,
    );

    // CMS sessions are in the CMS database: a login through A is valid on B, and a logout through A ends it on B.
    await runCmsCli(cluster.cmsDatabaseUrl, 'create-admin', '--email', 'cluster-admin@example.se', '--password', 'cluster admin password');
    const login = await fetch(`${a.baseUrl}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: a.baseUrl }, body: JSON.stringify({ email: 'cluster-admin@example.se', password: 'cluster admin password' }) });
    const token = ((await login.json()) as { token?: string }).token ?? '';
    const me = async (server: typeof a) => ((await (await fetch(`${server.baseUrl}/api/users/me`, { headers: { authorization: `JWT ${token}` } })).json()) as { user: { email: string } | null }).user?.email;
    check(login.status === 200 && (await me(b)) === 'cluster-admin@example.se', 'a CMS session made through A is valid on B');
    const as = (server: typeof a) => ({ authorization: `JWT ${token}`, 'content-type': 'application/json', origin: server.baseUrl });

    // Uploads are in the shared media directory: uploaded through A, served by B.
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#0f566a' } }).png().toBuffer();
    const upload = new FormData();
    upload.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster-card.png');
    upload.append('_payload', JSON.stringify({ alt: 'A teal test card', _status: 'draft' }));
    const uploaded = await fetch(`${a.baseUrl}/api/media?locale=en&draft=true`, { method: 'POST', headers: { authorization: `JWT ${token}`, origin: a.baseUrl }, body: upload });
    const media = ((await uploaded.json()) as { doc?: { id: number; url: string } }).doc;
    const published = await fetch(`${a.baseUrl}/api/media/${media?.id}?locale=sv`, { method: 'PATCH', headers: as(a), body: JSON.stringify({ alt: 'Ett blågrönt testkort', _status: 'published' }) });
    const fromB = await fetch(`${b.baseUrl}${media?.url}`);
    const bytes = Buffer.from(await fromB.arrayBuffer());
    check(uploaded.status === 201 && published.status === 200 && fromB.status === 200 && bytes.equals(png), 'an image uploaded through A is served by B, byte for byte', `upload ${uploaded.status}, publish ${published.status}, B ${fromB.status}`);

    // A publish through A reaches B's page and both servers' search within 5 s.
    const found = (await (await fetch(`${a.baseUrl}/api/pages?where[path][equals]=/about&depth=0`, { headers: as(a) })).json()) as { docs: { id: number; description: string }[] };
    const about = found.docs[0];
    const word = 'clusterproof';
    const search = async (server: typeof a) => ((await (await fetch(`${server.baseUrl}/api/site/search?q=${word}&locale=en`)).json()) as { results: { url: string }[] }).results[0]?.url;
    // Both servers' indexes are built, as on a site that has been answering searches.
    for (const server of [a, b]) check((await search(server)) !== '/about', `the search on ${server.port} does not find "${word}" yet`);
    const change = await fetch(`${a.baseUrl}/api/pages/${about?.id}?locale=en`, { method: 'PATCH', headers: as(a), body: JSON.stringify({ description: `${about?.description} Served the same by every server, ${word}.`, _status: 'published' }) });
    check(change.status === 200, 'the about page\'s description, changed and published through A');
    const [onB, ...searched] = await Promise.all([
      within(5_000, async () => (await (await fetch(`${b.baseUrl}/about`)).text()).includes(word)),
      ...[a, b].map((server) => within(5_000, async () => (await search(server)) === '/about')),
    ]);
    check(onB !== undefined, `B's prerendered /about shows the publish ${onB} ms after it`);
    check(searched.every((ms) => ms !== undefined), `the search on A and on B finds it ${searched.join(' and ')} ms after the publish`);
    const logout = await fetch(`${a.baseUrl}/api/users/logout`, { method: 'POST', headers: as(a) });
    check(logout.status === 200 && (await me(b)) === undefined, 'a logout through A ends the session on B too');

    // Failover: A is killed mid-load; the proxy goes on serving from B; no acknowledged lead is lost.
    const load = { pages: 0, posts: 0, errorsBefore: 0, errorsAfter: 0, acknowledged: [] as string[], failures: new Map<string, number>() };
    let killedAt = 0;
    let visitor = Math.ceil(leadCount / rateLimit) + 10;
    const deadline = Date.now() + 8_000;
    const worker = async (kind: 'page' | 'post') => {
      while (Date.now() < deadline) {
        // Every post from a visitor of its own, so none meets the rate limit.
        const from = visitorAddress(visitor++);
        const email = `cluster-failover-${visitor}@example.com`;
        let failure: string | undefined;
        try {
          if (kind === 'page') {
            const answer = await request(new URL(`${proxy}/products`), { localAddress: from, timeoutMs: 10_000 });
            if (answer.status !== 200) failure = `page ${answer.status}`;
          } else {
            const answer = await post(from, email);
            if (isContactSuccess({ status: answer.status, html: answer.body })) load.acknowledged.push(email);
            else failure = `post ${answer.status}`;
          }
        } catch (error) {
          failure = `${kind} ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
        }
        if (kind === 'page') load.pages++;
        else load.posts++;
        if (failure) {
          load.failures.set(failure, (load.failures.get(failure) ?? 0) + 1);
          if (killedAt === 0) load.errorsBefore++;
          else load.errorsAfter++;
        }
      }
    };
    const killer = (async () => {
      await wait(2_500);
      killedAt = Date.now();
      await a.stop('SIGKILL');
    })();
    await Promise.all([killer, ...['page', 'page', 'page', 'post', 'post', 'post'].map((kind) => worker(kind as 'page' | 'post'))]);
    const afterKill = await Promise.all(Array.from({ length: 10 }, () => request(new URL(`${proxy}/contact`)).then((answer) => answer.status)));
    const stored = await cluster.siteQuery<{ email: string }>("select email from leads where email like 'cluster-failover-%'");
    const storedEmails = new Set(stored.map((row) => row.email));
    const lost = load.acknowledged.filter((email) => !storedEmails.has(email));
    console.log(`failover: ${load.pages} page loads and ${load.posts} posts in 8 s; ${load.errorsBefore} errors before the kill, ${load.errorsAfter} after (${((100 * load.errorsAfter) / Math.max(1, load.pages + load.posts)).toFixed(2)} % of all requests): ${JSON.stringify(Object.fromEntries(load.failures))}`);
    check(lost.length === 0 && load.acknowledged.length > 0, `A killed with SIGKILL under load: every one of the ${load.acknowledged.length} acknowledged leads is stored`, `lost: ${lost.join(', ')}`);
    check(afterKill.every((status) => status === 200), 'after the kill the proxy serves every request from B');

    // SIGTERM: requests in flight on B finish, and B exits within 10 s.
    const inFlight = Array.from({ length: 12 }, (_, n) =>
      n % 3 === 0
        ? postContactFrom(visitorAddress(visitor + n), { ...form, url: `${b.baseUrl}/contact` }, contactFields({ email: `cluster-sigterm-${n}@example.com`, ticket: cluster.ticket() })).then((answer) => isContactSuccess({ status: answer.status, html: answer.body }))
        : request(new URL(`${b.baseUrl}/investors`)).then((answer) => answer.status === 200),
    );
    await wait(30);
    const stopping = Date.now();
    await b.stop('SIGTERM');
    const stoppedIn = Date.now() - stopping;
    const finished = await Promise.all(inFlight.map((answer) => answer.catch(() => false)));
    check(finished.every(Boolean), `SIGTERM: the ${inFlight.length} requests in flight on B all got their answer`, JSON.stringify(finished));
    check(stoppedIn < 10_000, `B exited ${stoppedIn} ms after SIGTERM`);
    console.log('CLUSTER TEST PASSED');
    return 0;
  } catch (error) {
    if (error instanceof CheckFailed) console.error(`FAILED: ${error.message}`);
    else console.error(error);
    for (const [index, lines] of logs.entries()) console.error(`--- server ${index + 1}, last lines ---\n${lines.join('').split('\n').slice(-25).join('\n')}`);
    console.error('CLUSTER TEST FAILED');
    return 1;
  } finally {
    await cluster.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
