/**
 * `npm run bench:cluster` (builds first when there is no build; installs nginx and PostgreSQL like
 * test:cluster): the site on PostgreSQL behind Debian's nginx (scripts/cluster.ts), with one server
 * and then with two. For each: requests per second and p50/p95 latency of a public page and of
 * contact-form posts, N concurrent clients for a fixed time through the proxy; then the errors
 * clients see while one of two servers is killed under load. Everything shares this machine's
 * cores, so the figures say what a second server adds on one machine; on two machines each gets its own.
 * Env: BENCH_CONCURRENCY (default 16), BENCH_SECONDS (default 10), BENCH_PAGE (default /products).
 */
import http from 'node:http';
import { Cluster, postContactFrom, request, visitorAddress } from '../scripts/cluster';
import { contactFields, isContactSuccess, parseContactForm } from '../scripts/leads-http-client';
import { percentile } from './percentile';

const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const pagePath = process.env.BENCH_PAGE ?? '/products';

interface Figures {
  requests: number;
  errors: number;
  perSecond: number;
  p50: number;
  p95: number;
}

async function hammer(work: (client: number, agent: http.Agent) => Promise<boolean>, forMs = seconds * 1000): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + forMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, client) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (Date.now() < deadline) {
        const sent = performance.now();
        const ok = await work(client, agent).catch(() => false);
        latencies.push(performance.now() - sent);
        if (!ok) errors++;
      }
      agent.destroy();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  return { requests: latencies.length, errors, perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

const row = (label: string, figures: Figures) =>
  `| ${label} | ${figures.requests} | ${figures.perSecond.toFixed(1)} | ${figures.p50.toFixed(0)} | ${figures.p95.toFixed(0)} | ${figures.errors} |`;

async function main(): Promise<void> {
  // No rate limit: the benchmark is many visitors, not one.
  const cluster = new Cluster({ instances: 2, env: { LEADS_RATE_LIMIT_MAX: '100000000' } });
  try {
    await cluster.start();
    // The proxy moves to a new port whenever the servers behind it change.
    const page = () => new URL(`${cluster.proxyUrl}${pagePath}`);
    const form = parseContactForm((await request(new URL(`${cluster.proxyUrl}/contact`))).body, `${cluster.proxyUrl}/contact`);
    const formUrl = () => `${cluster.proxyUrl}/contact`;
    let submission = 0;
    const pageLoad = async (_client: number, agent: http.Agent) => (await request(page(), { agent })).status === 200;
    const formPost = async (client: number, agent: http.Agent) => {
      const answer = await postContactFrom(visitorAddress(client), { ...form, url: formUrl() }, contactFields({ email: `bench-${submission++}@example.com`, ticket: cluster.ticket() }), { agent });
      return isContactSuccess({ status: answer.status, html: answer.body });
    };

    // A server's first form posts load the code behind them (a cold post takes 1.5 s, sixteen at
    // once about 11 s each); the benchmark measures servers that have been running.
    for (const server of cluster.servers) {
      for (let i = 0; i < 5; i++) {
        await request(new URL(`${server.baseUrl}${pagePath}`));
        await postContactFrom('127.0.0.1', { ...form, url: `${server.baseUrl}/contact` }, contactFields({ email: `warm-${server.port}-${i}@example.com`, ticket: cluster.ticket() }));
      }
    }

    const lines = [`| through the proxy | requests | per second | p50 (ms) | p95 (ms) | errors |`, '| :--- | ---: | ---: | ---: | ---: | ---: |'];
    for (const instances of [1, 2]) {
      await cluster.useServers(instances);
      // Warm the servers' caches and the proxy's connections.
      for (let i = 0; i < 20; i++) await request(page());
      lines.push(row(`${pagePath}, ${instances} server${instances > 1 ? 's' : ''}`, await hammer(pageLoad)));
      lines.push(row(`contact form post, ${instances} server${instances > 1 ? 's' : ''}`, await hammer(formPost)));
      console.log(lines.slice(-2).join('\n'));
    }

    // Failover: half the clients load the page, half post; one of the two servers is SIGKILLed after a third of the time.
    const killAfter = (seconds * 1000) / 3;
    const killing = new Promise<void>((done) => setTimeout(() => void cluster.servers[0]!.stop('SIGKILL').then(done), killAfter));
    const failover = await hammer((client, agent) => (client % 2 === 0 ? pageLoad(client, agent) : formPost(client, agent)));
    await killing;

    console.log(`\nbench:cluster (${concurrency} concurrent clients, ${seconds} s each, nginx + PostgreSQL + the servers on this machine's ${(await import('node:os')).cpus().length} cores)\n`);
    console.log(lines.join('\n'));
    console.log(`\nfailover: ${failover.requests} requests (page loads and posts) over ${seconds} s, one of two servers SIGKILLed after ${(killAfter / 1000).toFixed(1)} s: ${failover.errors} errors (${((100 * failover.errors) / Math.max(1, failover.requests)).toFixed(2)} %)`);
  } finally {
    await cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
