import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The server's log: one JSON object per line, with the id of the request being served, which the
 * reverse proxy's access log carries too (X-Request-Id). Info goes to stdout, warnings and errors
 * to stderr.
 */

interface RequestContext {
  requestId: string;
}

// server.ts and each of Next's server bundles load this module; the store is the process's one.
const storeKey = Symbol.for('site.request-context');
const store = globalThis as typeof globalThis & { [storeKey]?: AsyncLocalStorage<RequestContext> };
const requestContext = (store[storeKey] ??= new AsyncLocalStorage<RequestContext>());

/** Runs `work` (a request's handling) with `requestId` on every line it logs. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestContext.run({ requestId }, work);
}

export function log(level: 'info' | 'warn' | 'error', event: string, detail: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, requestId: requestContext.getStore()?.requestId, ...detail });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Options for Payload's logger (pino), so the CMS writes the same JSON lines, its `msg` the message. */
export const cmsLoggerOptions = {
  base: undefined,
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
  formatters: { level: (label: string) => ({ level: label }) },
  mixin: () => ({ requestId: requestContext.getStore()?.requestId }),
};
