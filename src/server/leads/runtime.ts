import 'server-only';
import { locales } from '@/i18n/locales';
import { type LeadDatabase, openDatabase, parseDatabaseUrl } from '../db/database';
import { getServerEnv } from '../env';
import { log } from '../log';
import { onShutdown } from '../shutdown';
import { createLeadService, type LeadService } from './lead-service';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker';

interface LeadRuntime {
  database: LeadDatabase;
  service: LeadService;
  worker: OutboxWorker | undefined;
}

// Next may load this module in more than one bundle (instrumentation, server actions); keep
// one database connection and one worker per process on globalThis.
const key = Symbol.for('leads.runtime');
type GlobalWithRuntime = typeof globalThis & { [key]?: Promise<LeadRuntime> };

/** A delivered webhook is routine; every other event of the lead pipeline wants a look. */
function logEvent(event: string, detail: Record<string, unknown>): void {
  log(event === 'webhook-delivered' ? 'info' : 'warn', event, { source: 'leads', ...detail });
}

async function createRuntime(): Promise<LeadRuntime> {
  const env = getServerEnv();
  const database = await openDatabase(parseDatabaseUrl(env.databaseUrl), {
    busyTimeoutMs: env.dbBusyTimeoutMs,
  });
  const worker = env.webhook
    ? createOutboxWorker(database, { ...env.webhook, log: logEvent })
    : undefined;
  const service = createLeadService(database, {
    hashSalt: env.hashSalt,
    formSecret: env.formSecret,
    minFillMs: env.minFillMs,
    rateLimit: env.rateLimit,
    webhookEnabled: worker !== undefined,
    locales,
    onLeadQueued: () => worker?.wake(),
    log: logEvent,
  });
  // The worker runs wherever the runtime exists: at start, or, when the database was not
  // reachable then, from the first submission that opens it (otherwise queued webhooks would wait
  // for a restart).
  worker?.start();
  // A shutdown lets the deliveries under way end, so none is left leased until its lease expires.
  if (worker) onShutdown(() => worker.stop());
  return { database, service, worker };
}

/** The process's lead runtime; opens the database and runs migrations on first use. */
export function getLeadRuntime(): Promise<LeadRuntime> {
  const store = globalThis as GlobalWithRuntime;
  if (!store[key]) {
    store[key] = createRuntime().catch((error: unknown) => {
      // Let the next request try again (e.g. PostgreSQL was not up yet).
      store[key] = undefined;
      throw error;
    });
  }
  return store[key];
}

/** Called once per server process from src/instrumentation.ts: open the store, start the worker. */
export async function startLeadBackgroundWork(): Promise<void> {
  try {
    await getLeadRuntime();
  } catch (error) {
    logEvent('lead-runtime-start-failed', {
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
