/**
 * Starts the built site (server.ts, after `next build`) as a separate process for the lead
 * end-to-end tests (tests/e2e/fixtures.ts), the crash and redeploy tests and the benchmark: its
 * own port, its own store and settings, and the ability to SIGKILL and restart it. Goes through
 * scripts/with-secrets.sh like `npm start`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/**
 * Builds the site into another dist folder (`NEXT_DIST_DIR`), as a redeploy would: a new build
 * ID and new chunks, with the same secrets (scripts/with-secrets.sh), so server actions keep their
 * ids. Returns once `next build` has finished. `next build` points next-env.d.ts at its own dist
 * folder; the file is put back as it was, so type checks keep using the main build's route types
 * after that folder is deleted.
 */
export async function buildInto(distDir: string, log?: (chunk: string) => void): Promise<void> {
  const nextEnv = 'next-env.d.ts';
  const nextEnvBefore = existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : undefined;
  try {
    const child = spawn('bash', ['scripts/with-secrets.sh', 'node_modules/.bin/next', 'build'], {
      env: { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      log?.(chunk.toString());
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`next build into ${distDir} failed (${code}):\n${output.slice(-2000)}`);
  } finally {
    if (nextEnvBefore !== undefined && readFileSync(nextEnv, 'utf8') !== nextEnvBefore) writeFileSync(nextEnv, nextEnvBefore);
  }
}

export interface LeadServerOptions {
  env?: Record<string, string>;
  port?: number;
  /** Where the server's output goes; defaults to discarding it. */
  log?: (chunk: string) => void;
  /**
   * Serve a private copy of the build. A publish in the CMS renders pages anew into the build's
   * folder, which every other server of the test run also serves from.
   */
  privateBuild?: boolean;
  /** How long the server may take to answer (migrating and seeding a new database included); 150 s by default. */
  readyWithinMs?: number;
}

export class LeadTestServer {
  readonly port: number;
  readonly baseUrl: string;
  private child: ChildProcess | undefined;
  private readonly options: LeadServerOptions;

  /** The server process (server.ts runs in the process the script execs into). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The CMS's SQLite file, unless the options name one: each server its own (kept over restarts). */
  readonly cmsDatabaseUrl: string;

  /** The dist folder of a private build copy, if the options asked for one. */
  private readonly privateDistDir: string | undefined;

  private constructor(port: number, options: LeadServerOptions) {
    this.port = port;
    this.baseUrl = `http://127.0.0.1:${port}`;
    this.options = options;
    this.cmsDatabaseUrl = options.env?.CMS_DATABASE_URL ?? `file:${join(mkdtempSync(join(tmpdir(), 'cms-')), 'cms.sqlite')}`;
    if (options.privateBuild) {
      const distDir = process.env.NEXT_DIST_DIR || '.next';
      // Next keeps its dist folder inside the project (.next-* is git-ignored); its compiler cache is not needed to serve.
      this.privateDistDir = `.next-private-${port}`;
      cpSync(distDir, this.privateDistDir, { recursive: true, filter: (source) => source !== join(distDir, 'cache') });
    }
  }

  /** Stops the server (SIGTERM by default) and deletes what it made for itself: its CMS database and any private build. */
  async dispose(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    await this.stop(signal);
    if (!this.options.env?.CMS_DATABASE_URL) rmSync(dirname(fileURLToPath(this.cmsDatabaseUrl.replace(/^file:/u, 'file://'))), { recursive: true, force: true });
    if (this.privateDistDir) rmSync(this.privateDistDir, { recursive: true, force: true });
  }

  static async start(options: LeadServerOptions = {}): Promise<LeadTestServer> {
    const server = new LeadTestServer(options.port ?? (await freePort()), options);
    await server.start();
    return server;
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('already running');
    const child = spawn('bash', ['scripts/with-secrets.sh', process.execPath, '--import', 'tsx', 'server.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        ...this.options.env,
        ...(this.privateDistDir ? { NEXT_DIST_DIR: this.privateDistDir } : {}),
        PORT: String(this.port),
        CMS_DATABASE_URL: this.cmsDatabaseUrl,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.child = child;
    const log = this.options.log;
    child.stdout?.on('data', (chunk: Buffer) => log?.(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => log?.(chunk.toString()));
    const started = Date.now();
    for (;;) {
      if (child.exitCode !== null) {
        this.child = undefined;
        throw new Error(`the server exited with ${child.exitCode}`);
      }
      try {
        const response = await fetch(`${this.baseUrl}/contact`, { signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        if (response.ok) return;
      } catch {
        // not listening yet
      }
      const readyWithinMs = this.options.readyWithinMs ?? 150_000;
      if (Date.now() - started > readyWithinMs) {
        // Never leave a half-started server behind.
        await this.stop('SIGKILL');
        throw new Error(`the server did not become ready in ${readyWithinMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }

  /** Kills the whole process group with the signal (SIGKILL by default) and waits for the exit. */
  async stop(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    this.child = undefined;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
      await exited;
    }
    // The port must be free before a restart binds it again.
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(this.baseUrl, { signal: AbortSignal.timeout(200) });
      } catch {
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async restart(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    await this.stop(signal);
    await this.start();
  }
}
