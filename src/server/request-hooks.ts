import http from 'node:http';
import { peerAddressHeader } from './leads/client-address';

const installed = Symbol.for('site.requestHooksInstalled');

/** Response headers that only tell Next's internals apart: `x-middleware-rewrite: /en/contact`. */
const internalResponseHeaders = ['x-middleware-rewrite'];

/**
 * A request path whose percent-encoding does not decode (`/%zz`, `/contact%`, `/%E0%A4%A`)
 * makes Next answer a bare 500 without the security headers. Escaping the stray `%` signs as `%25`
 * turns it into an ordinary path that does not exist, so it gets the localized 404 page (`/sv/%zz`
 * the Swedish one) like any other. Returns the repaired URL, or undefined when it decodes as is.
 */
export function repairPercentEncoding(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const decodes = (candidate: string) => {
    try {
      decodeURIComponent(candidate);
      return true;
    } catch {
      return false;
    }
  };
  if (decodes(path)) return undefined;
  // First only the `%` signs not followed by two hex digits; if the escapes that remain still do
  // not form UTF-8 (`%E0%A4`), every `%` is taken literally.
  const lone = path.replace(/%(?![0-9A-Fa-f]{2})/gu, '%25');
  return (decodes(lone) ? lone : path.replaceAll('%', '%25')) + query;
}

/**
 * Once per server process (from src/instrumentation.ts, Node.js runtime only), before Next sees a
 * request:
 * - stamp the real TCP peer address under our own header, replacing any client-sent value (Next
 *   does not give server actions the socket address, and its X-Forwarded-For keeps whatever the
 *   client sent);
 * - repair percent-encoding that does not decode (see repairPercentEncoding);
 * - drop response headers that expose internal paths (next-intl serves English pages from
 *   `/en/…` internally; Next's App Router client reads `x-nextjs-rewritten-path`, not these).
 */
export function installRequestHooks(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const originalEmit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  const patched = function emit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      const response = args[1] as http.ServerResponse;
      request.headers[peerAddressHeader] = request.socket.remoteAddress ?? 'unknown';
      const repaired = request.url === undefined ? undefined : repairPercentEncoding(request.url);
      if (repaired !== undefined) request.url = repaired;
      hideInternalHeaders(response);
    }
    return originalEmit.call(this, event, ...args);
  };
  proto.emit = patched as typeof proto.emit;
}

function hideInternalHeaders(response: http.ServerResponse): void {
  const writeHead = response.writeHead;
  // Node sends the headers through writeHead, also implicitly on the first write or end.
  response.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    for (const name of internalResponseHeaders) this.removeHeader(name);
    const headers = args.find((arg, index) => index > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as
      | Record<string, unknown>
      | undefined;
    if (headers) for (const name of Object.keys(headers)) if (internalResponseHeaders.includes(name.toLowerCase())) delete headers[name];
    return (writeHead as (...inner: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.writeHead;
}
