/**
 * `npm test` on a machine that already ran it: stale packages are noticed,
 * the end-to-end server does not insist on one port, and the throwaway PostgreSQL is stopped.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const script = (name: string) => resolve('scripts', name);

describe('dependency install decision', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('installs when node_modules is missing, unstamped or from another package-lock.json', () => {
    dir = mkdtempSync(join(tmpdir(), 'deps-stamp-'));
    const run = (command: string) => spawnSync('bash', [script('deps-stamp.sh'), command], { cwd: dir }).status;
    writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"node_modules/a":{"version":"1.0.0"}}}');
    expect(run('check')).toBe(1); // no node_modules
    mkdirSync(join(dir, 'node_modules'));
    expect(run('check')).toBe(1); // installed by something that recorded nothing
    expect(run('record')).toBe(0);
    expect(run('check')).toBe(0);
    writeFileSync(join(dir, 'package-lock.json'), '{"lockfileVersion":3,"packages":{"node_modules/a":{"version":"1.0.1"}}}');
    expect(run('check')).toBe(1); // a pull changed the lock file
  });
});

describe('end-to-end server port', () => {
  const saved = process.env.E2E_PORT;
  afterEach(() => {
    if (saved === undefined) delete process.env.E2E_PORT;
    else process.env.E2E_PORT = saved;
    vi.resetModules();
  });

  const webServerUrl = async () => {
    vi.resetModules();
    const config = (await import('../../playwright.config')).default;
    const server = Array.isArray(config.webServer) ? config.webServer[0] : config.webServer;
    return { url: server?.url, baseURL: config.use?.baseURL };
  };

  it('takes a free port unless E2E_PORT names one', async () => {
    delete process.env.E2E_PORT;
    const free = await webServerUrl();
    const port = Number(process.env.E2E_PORT);
    expect(port).toBeGreaterThan(0);
    expect(free.url).toBe(`http://localhost:${port}`);
    expect(free.baseURL).toBe(free.url);
    process.env.E2E_PORT = '3217';
    expect((await webServerUrl()).url).toBe('http://localhost:3217');
  });
});

describe('throwaway PostgreSQL', () => {
  it('is reported as not running when its folder holds no cluster', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-none-'));
    try {
      const status = spawnSync('bash', [script('ensure-postgres.sh'), '--running'], { env: { ...process.env, LEADS_PG_DIR: dir } }).status;
      expect(status).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
