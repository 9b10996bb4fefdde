/**
 * The site as it runs on more than one machine, on loopback: PostgreSQL (scripts/ensure-postgres.sh)
 * with a new site database and a new CMS database, N production servers (server.ts, each with its
 * own copy of the build, as each machine has its own), a webhook receiver that counts deliveries,
 * and Debian's nginx in front with the proxy settings of production (deploy/nginx/). Used by
 * `npm run test:cluster` and `npm run bench:cluster`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { issueTicket } from '../src/server/leads/ticket';
import { ensurePostgres } from './ensure-postgres';
import type { ContactFormTemplate } from './leads-http-client';
import { freePort, LeadTestServer } from './leads-test-server';

/** Installs what the cluster needs when it is missing and this is root (as on a fresh CI machine); otherwise says what to install. */
export function ensureNginx(): string {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (found) return found;
  if (process.getuid?.() !== 0) throw new Error('nginx is missing: install Debian\'s nginx-light (apt-get install nginx-light)');
  console.log('installing nginx-light with apt…');
  execFileSync('apt-get', ['install', '-y', '-q', 'nginx-light'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return ensureNginx();
}

/** Builds the site when there is no build yet (minutes). */
export function ensureBuild(): void {
  if (existsSync(join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) return;
  console.log('no build yet: npm run build…');
  execFileSync('bash', ['scripts/build.sh'], { stdio: 'inherit' });
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Counts webhook deliveries per webhook-id, as a CRM receiving the site's leads would see them. */
export class WebhookReceiver {
  readonly deliveries = new Map<string, number>();
  private readonly server = http.createServer((request, response) => {
    const id = String(request.headers['webhook-id'] ?? '');
    request.resume();
    request.once('end', () => {
      this.deliveries.set(id, (this.deliveries.get(id) ?? 0) + 1);
      response.writeHead(204).end();
    });
  });
  url = '';

  async start(): Promise<void> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    const address = this.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    this.url = `http://127.0.0.1:${address.port}/leads`;
  }

  close(): void {
    this.server.close();
    this.server.closeAllConnections();
  }
}

/** The site servers' environment: shared databases and secrets, one proxy in front. */
export interface ClusterOptions {
  instances: number;
  /** Extra environment for every server (e.g. the rate limit). */
  env?: Record<string, string>;
  /** Where each server's log lines go (instance index, text). */
  log?: (instance: number, chunk: string) => void;
}

export class Cluster {
  readonly servers: LeadTestServer[] = [];
  readonly receiver = new WebhookReceiver();
  /** The form secret every server shares, so tickets issued here are valid on each. */
  readonly formSecret = randomBytes(32).toString('base64url');
  proxyUrl = '';
  siteDatabaseUrl = '';
  cmsDatabaseUrl = '';
  private proxy: ChildProcess | undefined;
  private readonly directory = mkdtempSync(join(tmpdir(), 'site-cluster-'));
  private adminUrl = '';
  private readonly databases: string[] = [];

  constructor(private readonly options: ClusterOptions) {}

  /** The proxy's JSON access log. */
  get accessLogFile(): string {
    return join(this.directory, 'access.log');
  }

  async start(): Promise<void> {
    ensureBuild();
    const nginx = ensureNginx();
    const adminUrl = ensurePostgres();
    if (!adminUrl) throw new Error('PostgreSQL could not be started (see the message of scripts/ensure-postgres.sh above)');
    this.adminUrl = adminUrl;
    const suffix = `${process.pid}_${randomBytes(4).toString('hex')}`;
    for (const kind of ['site', 'cms']) {
      const name = `cluster_${kind}_${suffix}`;
      await adminQuery(this.adminUrl, `create database ${name}`);
      this.databases.push(name);
      const url = new URL(this.adminUrl);
      url.pathname = `/${name}`;
      if (kind === 'site') this.siteDatabaseUrl = url.toString();
      else this.cmsDatabaseUrl = url.toString();
    }
    await this.receiver.start();
    const env = {
      DATABASE_URL: this.siteDatabaseUrl,
      CMS_DATABASE_URL: this.cmsDatabaseUrl,
      TRUST_PROXY: '1',
      LEADS_FORM_SECRET: this.formSecret,
      LEADS_MIN_FILL_MS: '1',
      LEADS_WEBHOOK_URL: this.receiver.url,
      LEADS_WEBHOOK_SECRET: randomBytes(16).toString('hex'),
      LEADS_OUTBOX_POLL_MS: '500',
      ...this.options.env,
    };
    // The first server migrates and seeds the new CMS database (minutes on PostgreSQL); the others
    // then start on it, as a deploy adds machines to a running site.
    for (let index = 0; index < this.options.instances; index++) {
      const log = this.options.log;
      const server = await LeadTestServer.start({ privateBuild: true, env, readyWithinMs: 600_000, log: log ? (chunk) => log(index, chunk) : undefined });
      this.servers.push(server);
      console.log(`server ${index + 1} of ${this.options.instances} answers on port ${server.port}`);
    }
    await this.startProxy(nginx);
  }

  /** nginx in front of the given servers (all by default), with production's proxy settings. */
  private async startProxy(nginx: string, servers = this.servers): Promise<void> {
    const port = await freePort();
    for (const folder of ['logs', 'temp']) mkdirSync(join(this.directory, folder), { recursive: true });
    const deploy = resolve('deploy/nginx');
    const config = [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${join(this.directory, 'nginx.pid')};`,
      `error_log ${join(this.directory, 'logs', 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  include ${join(deploy, 'log-format.conf')};`,
      `  access_log ${this.accessLogFile} site_json;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${join(this.directory, 'temp', kind)};`),
      '  upstream site {',
      ...servers.map((server) => `    server 127.0.0.1:${server.port} max_fails=1 fail_timeout=5s;`),
      '    keepalive 16;',
      '  }',
      '  server {',
      `    listen 127.0.0.1:${port};`,
      '    location / {',
      `      include ${join(deploy, 'proxy.conf')};`,
      // For the test only: which server answered.
      '      add_header X-Upstream $upstream_addr always;',
      '    }',
      '  }',
      '}',
    ].join('\n');
    const file = join(this.directory, 'nginx.conf');
    writeFileSync(file, config);
    execFileSync(nginx, ['-t', '-q', '-c', file, '-p', this.directory], { stdio: 'inherit' });
    this.proxy = spawn(nginx, ['-c', file, '-p', this.directory, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
    this.proxyUrl = `http://127.0.0.1:${port}`;
    for (let attempt = 0; ; attempt++) {
      try {
        await fetch(`${this.proxyUrl}/healthz`);
        return;
      } catch (error) {
        if (attempt > 100) throw error;
        await new Promise((done) => setTimeout(done, 50));
      }
    }
  }

  /** Puts the proxy in front of only the first `count` servers (for a benchmark of fewer machines). */
  async useServers(count: number): Promise<void> {
    await this.stopProxy();
    await this.startProxy(ensureNginx(), this.servers.slice(0, count));
  }

  private async stopProxy(): Promise<void> {
    const proxy = this.proxy;
    this.proxy = undefined;
    if (proxy && proxy.exitCode === null) {
      const exited = once(proxy, 'exit');
      proxy.kill('SIGQUIT');
      await exited;
    }
  }

  /** A ticket for one submission of the contact form, issued a while ago (past the minimum fill time). */
  ticket(): string {
    return issueTicket(this.formSecret, 'contact', Date.now() - 10_000);
  }

  /** The proxy's access log, one object per request. */
  accessLog(): Record<string, unknown>[] {
    if (!existsSync(this.accessLogFile)) return [];
    return readFileSync(this.accessLogFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /** A query on the site database (leads, outbox). */
  async siteQuery<T extends pg.QueryResultRow>(statement: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: this.siteDatabaseUrl });
    await client.connect();
    try {
      return (await client.query<T>(statement, values)).rows;
    } finally {
      await client.end();
    }
  }

  async stop(): Promise<void> {
    await this.stopProxy();
    for (const server of this.servers) await server.dispose('SIGKILL');
    this.receiver.close();
    for (const name of this.databases) await adminQuery(this.adminUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
    rmSync(this.directory, { recursive: true, force: true });
  }
}

export interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/**
 * Posts the contact form (as a browser without JavaScript) from a loopback source address of its
 * own: the proxy then sees another visitor, with a rate limit of their own.
 */
export async function postContactFrom(
  sourceAddress: string,
  template: ContactFormTemplate,
  fields: Record<string, string>,
  options: { agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  const form = new FormData();
  // A field named like a hidden one (the ticket) takes its place.
  for (const [name, value] of template.hidden) form.append(name, fields[name] ?? value);
  for (const [name, value] of Object.entries(fields)) if (!template.hidden.some(([hidden]) => hidden === name)) form.append(name, value);
  // Encoded by the platform's own multipart encoder, as fetch would send it.
  const encoded = new Request(template.url, { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const url = new URL(template.url);
  return request(url, {
    method: 'POST',
    localAddress: sourceAddress,
    agent: options.agent,
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': String(body.length), origin: url.origin },
    body,
    timeoutMs: options.timeoutMs,
  });
}

/** One HTTP request with node:http (fetch cannot choose its source address). */
export function request(
  url: URL,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string; agent?: http.Agent; timeoutMs?: number } = {},
): Promise<Answer> {
  return new Promise((done, fail) => {
    const outgoing = http.request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, localAddress: options.localAddress, agent: options.agent, timeout: options.timeoutMs ?? 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.once('end', () => done({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
        response.on('error', fail);
      },
    );
    outgoing.once('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', fail);
    outgoing.end(options.body);
  });
}

/** Loopback source address number `n` (1-based): 127.1.x.y, a visitor of its own. */
export function visitorAddress(n: number): string {
  return `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}
