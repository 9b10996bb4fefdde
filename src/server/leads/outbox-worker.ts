import type { LeadDatabase } from '../db/database';
import { signWebhook } from './webhook-signature';

export interface OutboxWorkerConfig {
  url: string;
  secret: string;
  timeoutMs: number;
  maxAttempts: number;
  /** First retry delay; each further retry doubles it (capped at `maxBackoffMs`). */
  backoffMs: number;
  maxBackoffMs?: number;
  pollMs: number;
  batchSize?: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (event: string, detail: Record<string, unknown>) => void;
}

export function retryDelayMs(attempts: number, backoffMs: number, maxBackoffMs: number): number {
  return Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers outbox rows to the webhook. Runs in the background of the server process and never
 * on the visitor's request path. A row is leased before delivery (so several processes can run
 * workers) and the lease outlives the request timeout; a process killed mid-delivery leaves a
 * lease that expires, and the row is delivered again with the same webhook-id.
 */
export function createOutboxWorker(database: LeadDatabase, config: OutboxWorkerConfig) {
  const now = config.now ?? Date.now;
  const doFetch = config.fetch ?? fetch;
  const log = config.log ?? (() => undefined);
  const maxBackoffMs = config.maxBackoffMs ?? 6 * 60 * 60 * 1000;
  const leaseMs = config.timeoutMs + 30_000;
  const { db } = database;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;

  async function claimDue(): Promise<{ id: string; payload: string; attempts: number }[]> {
    const at = new Date(now()).toISOString();
    const candidates = await db
      .selectFrom('outbox')
      .select(['id', 'payload', 'attempts'])
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', at)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
      .orderBy('next_attempt_at')
      .limit(config.batchSize ?? 20)
      .execute();
    const claimed: { id: string; payload: string; attempts: number }[] = [];
    for (const row of candidates) {
      // The conditional update is the lease: only one worker's update matches.
      const result = await database.retryWhileBusy(() =>
        db
          .updateTable('outbox')
          .set({ locked_until: new Date(now() + leaseMs).toISOString() })
          .where('id', '=', row.id)
          .where('status', '=', 'pending')
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at)]))
          .executeTakeFirst(),
      );
      if (Number(result.numUpdatedRows) === 1) claimed.push({ ...row, attempts: Number(row.attempts) });
    }
    return claimed;
  }

  async function deliver(row: { id: string; payload: string; attempts: number }): Promise<void> {
    const timestamp = Math.floor(now() / 1000);
    let error: string | null = null;
    try {
      const response = await doFetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'leads-outbox/1',
          'webhook-id': row.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(config.secret, row.id, timestamp, row.payload),
        },
        body: row.payload,
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: 'error',
      });
      // Drain the body so the connection is released; its content is not needed.
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) error = `HTTP ${response.status}`;
    } catch (caught) {
      error =
        caught instanceof Error && (caught.name === 'TimeoutError' || caught.name === 'AbortError')
          ? `timeout after ${config.timeoutMs} ms`
          : `network error: ${caught instanceof Error ? (caught.cause instanceof Error ? caught.cause.message : caught.message) : String(caught)}`;
    }
    const attempts = row.attempts + 1;
    const at = now();
    if (error === null) {
      await database.retryWhileBusy(() =>
        db
          .updateTable('outbox')
          .set({ status: 'delivered', attempts, delivered_at: new Date(at).toISOString(), locked_until: null, last_error: null })
          .where('id', '=', row.id)
          .execute(),
      );
      log('webhook-delivered', { id: row.id, attempts });
      return;
    }
    const exhausted = attempts >= config.maxAttempts;
    const failure = error;
    await database.retryWhileBusy(() =>
      db
        .updateTable('outbox')
        .set({
          status: exhausted ? 'failed' : 'pending',
          attempts,
          last_error: failure.slice(0, 500),
          locked_until: null,
          next_attempt_at: new Date(at + retryDelayMs(attempts, config.backoffMs, maxBackoffMs)).toISOString(),
        })
        .where('id', '=', row.id)
        .execute(),
    );
    log(exhausted ? 'webhook-exhausted' : 'webhook-retry', { id: row.id, attempts, error });
  }

  /** One pass: claims due rows and delivers them concurrently. Returns the number attempted. */
  async function runOnce(): Promise<number> {
    const rows = await claimDue();
    await Promise.all(rows.map((row) => deliver(row)));
    return rows.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref();
  }

  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        log('outbox-pass-failed', { message: error instanceof Error ? error.message : String(error) });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          schedule(0);
        } else {
          schedule(config.pollMs);
        }
      });
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    /** Nudges the worker after a commit so a webhook goes out without waiting for the poll. */
    wake() {
      if (!stopped) schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
