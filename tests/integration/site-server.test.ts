/**
 * The site server's operational side, over real HTTP with a stand-in for Next: health and
 * readiness, request ids (a trusted proxy's kept, anyone else's replaced) and the JSON request log
 * that carries the id, also for what the page's own code logs.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSiteServer } from '@/server/http/site-server';
import { log } from '@/server/log';

let server: http.Server | undefined;
const seen: { url: string; requestId: string | string[] | undefined }[] = [];

async function start(options: Parameters<typeof createSiteServer>[1]): Promise<string> {
  server = createSiteServer((request, response) => {
    seen.push({ url: request.url ?? '', requestId: request.headers['x-request-id'] });
    log('warn', 'from-the-page', {});
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('page');
  }, options);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** What the server wrote to stdout and stderr: kept for the test to read, out of the test run's output. */
let written: string[] = [];

beforeEach(() => {
  written = [];
  const capture = (chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  };
  vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  vi.spyOn(process.stderr, 'write').mockImplementation(capture);
});

/** The JSON lines written while `work` runs. */
async function logged(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const from = written.length;
  await work();
  // The request line is written when the connection reports the answer sent.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return written
    .slice(from)
    .flatMap((line) => line.split('\n'))
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

afterEach(async () => {
  vi.restoreAllMocks();
  seen.length = 0;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('health and readiness', () => {
  it('answers /healthz itself, uncached and with the security headers, and routes /readyz to the readiness check', async () => {
    const origin = await start({ trustProxyHops: 0 });
    const health = await fetch(`${origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'up' });
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(health.headers.get('x-content-type-options')).toBe('nosniff');
    expect(seen).toEqual([]);
    await fetch(`${origin}/readyz`);
    expect(seen.map(({ url }) => url)).toEqual(['/api/site/ready']);
  });

  it('is not ready once it is shutting down', async () => {
    let draining = false;
    const origin = await start({ trustProxyHops: 0, draining: () => draining });
    draining = true;
    const ready = await fetch(`${origin}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'shutting-down' });
    expect(seen).toEqual([]);
  });
});

describe('request ids', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

  it('takes a trusted proxy\'s id, and logs the request with it once it ends, its query left out', async () => {
    const origin = await start({ trustProxyHops: 1 });
    const id = '0123456789abcdef0123456789abcdef';
    const lines = await logged(async () => {
      const answer = await fetch(`${origin}/search?q=private`, { headers: { 'x-request-id': id } });
      expect(answer.headers.get('x-request-id')).toBe(id);
    });
    expect(seen[0]?.requestId).toBe(id);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', event: 'from-the-page', requestId: id }));
    const request = lines.find((line) => line.event === 'request');
    expect(request).toMatchObject({ level: 'info', requestId: id, method: 'GET', path: '/search', status: 200, completed: true });
    expect(JSON.stringify(request)).not.toContain('private');
  });

  it('makes its own when no proxy is trusted, or when the given one is not an id', async () => {
    for (const [hops, given] of [
      [0, '0123456789abcdef0123456789abcdef'],
      [1, 'not an id, </script>'],
    ] as const) {
      const origin = await start({ trustProxyHops: hops });
      const answer = await fetch(`${origin}/`, { headers: { 'x-request-id': given } });
      expect(answer.headers.get('x-request-id')).toMatch(uuid);
      expect(seen.at(-1)?.requestId).toBe(answer.headers.get('x-request-id'));
      await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    }
  });

  it('leaves it off a build file\'s answer, and logs the request with it all the same', async () => {
    const origin = await start({ trustProxyHops: 0 });
    const lines = await logged(async () => {
      const answer = await fetch(`${origin}/_next/static/chunks/app.js`);
      expect(answer.headers.get('x-request-id')).toBeNull();
    });
    expect(seen.at(-1)?.requestId).toMatch(uuid);
    expect(lines).toContainEqual(expect.objectContaining({ event: 'request', path: '/_next/static/chunks/app.js', requestId: seen.at(-1)?.requestId }));
  });

  it('keeps its own calls out of the log', async () => {
    const origin = await start({ trustProxyHops: 0, accessLog: false });
    const lines = await logged(async () => void (await fetch(`${origin}/api/site/pages`)));
    expect(lines.filter((line) => line.event === 'request')).toEqual([]);
  });
});
