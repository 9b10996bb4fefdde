import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { securityHeaders } from '@/config/security-headers';
import { pagePathProblem } from '@/lib/page-address';
import { peerAddressHeader } from '../leads/client-address';
import { errorMessage, log, withRequestId } from '../log';
import { cookieValue, isValidPreviewPass, previewPassCookie } from './preview-pass';
import {
  bodyVerdict,
  cmsPageHeader,
  forwardedRequestHeaders,
  internalResponseHeaders,
  methodVerdict,
  repairPercentEncoding,
  requestPathHeader,
} from './request-policy';

type RequestHandler = (request: http.IncomingMessage, response: http.ServerResponse) => Promise<void> | void;

export interface SiteServerOptions {
  /** Number of trusted reverse proxies in front (TRUST_PROXY); 0 drops forwarded headers. */
  trustProxyHops: number;
  /** The addresses of the published CMS pages (English form: `/solutions/transport`). */
  cmsPages?: { has(path: string): boolean };
  /** The key of editors' preview passes (src/server/http/preview-pass.ts): a preview reaches unpublished CMS pages. */
  previewSecret?: string;
  /** True once the server is shutting down: /readyz then answers 503. */
  draining?: () => boolean;
  /** Log every request when it ends (default true); not for the server's own loopback calls. */
  accessLog?: boolean;
}

/** Process up: answered here, without Next. */
export const healthPath = '/healthz';
/** Ready for visitors: answered by the readiness route (databases reachable and migrated). */
export const readinessPath = '/readyz';
const readinessRoute = '/api/site/ready';
export const requestIdHeader = 'x-request-id';
/** Where Next serves a build's hashed, immutable files. */
const buildAssetPrefix = '/_next/static/';

/** A proxy's request id (nginx's $request_id is 32 hex digits), or a new one. */
function requestIdOf(request: http.IncomingMessage, trustProxyHops: number): string {
  const given = trustProxyHops > 0 ? request.headers[requestIdHeader] : undefined;
  return typeof given === 'string' && /^[\w.-]{8,128}$/u.test(given) ? given : randomUUID();
}

function answerJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = `${JSON.stringify(body)}\n`;
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'cache-control': 'no-store' });
  response.end(response.req.method === 'HEAD' ? undefined : text);
}

/** A published CMS page's address, or in an editor's preview any address a CMS page may have. */
function isCmsPageRequest(request: http.IncomingMessage, address: string, options: SiteServerOptions): boolean {
  if (options.cmsPages?.has(address)) return true;
  if (options.previewSecret === undefined || pagePathProblem(address) !== true) return false;
  return isValidPreviewPass(cookieValue(request.headers.cookie, previewPassCookie), options.previewSecret);
}

const reason = (status: number) => http.STATUS_CODES[status] ?? '';

/**
 * Every response starts with the security headers, whoever writes it: Next's pages and assets, its
 * own redirects (`/og/` → `/og`), and this server's refusals. A response's headers are sent through
 * writeHead (also implicitly, on the first write), which is where headers that only tell Next's
 * internals apart are dropped. Passed to http.createServer as its `ServerResponse` class.
 */
export class SiteResponse extends http.ServerResponse {
  constructor(request: http.IncomingMessage) {
    super(request);
    for (const { key, value } of securityHeaders) this.setHeader(key, value);
  }

  override writeHead(statusCode: number, statusMessage?: string, headers?: http.OutgoingHttpHeaders | http.OutgoingHttpHeader[]): this;
  override writeHead(statusCode: number, headers?: http.OutgoingHttpHeaders | http.OutgoingHttpHeader[]): this;
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    for (const name of internalResponseHeaders) this.removeHeader(name);
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) as Record<string, unknown> | undefined;
    if (headers) for (const name of Object.keys(headers)) if ((internalResponseHeaders as readonly string[]).includes(name.toLowerCase())) delete headers[name];
    return super.writeHead(statusCode, ...(rest as [string | undefined]));
  }
}

function refuse(response: http.ServerResponse, status: number, extraHeaders: Record<string, string> = {}): void {
  const body = `${status} ${reason(status)}\n`;
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...extraHeaders,
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

/** A complete response written straight to a socket whose request Node could not parse. */
export function rawResponse(status: number): string {
  const body = `${status} ${reason(status)}\n`;
  const headers = [
    ...securityHeaders.map(({ key, value }) => `${key}: ${value}`),
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
  ];
  return `HTTP/1.1 ${status} ${reason(status)}\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * The site's HTTP server: Next's request handler behind the checks no page should have to make.
 * Before Next sees a request it
 * - refuses a method the path does not take (405 with Allow) and answers OPTIONS (204 with Allow);
 * - refuses a body without a length or longer than any form (or the CMS) sends (411/413), before
 *   reading it;
 * - stamps the TCP peer address under its own header (Next gives server actions no socket
 *   address, and X-Forwarded-For carries whatever the client sent);
 * - drops forwarded-host headers unless a trusted proxy is configured;
 * - repairs a path that does not decode, keeping the path as typed for the 404 page;
 * - marks a request for a page made in the CMS, for the proxy to route (a client's own mark is dropped);
 * - answers /healthz itself and routes /readyz to the readiness check;
 * - gives the request an id (a trusted proxy's X-Request-Id, or a new one), echoed in the answer
 *   (a build file's excepted) and on every log line written while serving it, and logs it when it
 *   ends.
 * A request Node itself cannot parse (a bad Content-Length, a 20 KB path) gets its 400 or 431
 * with the security headers too.
 */
export function createSiteServer(handle: RequestHandler, options: SiteServerOptions): http.Server {
  const server = http.createServer({ ServerResponse: SiteResponse }, (request, response) => {
    const requestId = requestIdOf(request, options.trustProxyHops);
    request.headers[requestIdHeader] = requestId;
    const started = performance.now();
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    // A build's own file is the same for everyone and cached for a year: its answer carries no id
    // to quote (the access log still has it), which spares each page view ~50 bytes per script.
    if (!pathname.startsWith(buildAssetPrefix)) response.setHeader(requestIdHeader, requestId);
    // The path only: a query can hold what a visitor typed.
    if (options.accessLog !== false) response.once('close', () =>
      withRequestId(requestId, () =>
        log('info', 'request', { method: request.method, path: pathname, status: response.statusCode, ms: Math.round(performance.now() - started), completed: response.writableFinished }),
      ),
    );
    withRequestId(requestId, () => serve(request, response, pathname));
  });

  function serve(request: http.IncomingMessage, response: http.ServerResponse, pathname: string): void {
    const method = methodVerdict(request.method, pathname);
    if (method.kind === 'not-allowed') return refuse(response, 405, { allow: method.allow });
    if (method.kind === 'options') {
      response.writeHead(204, { allow: method.allow, 'cache-control': 'no-store' });
      return void response.end();
    }
    // Answered before a byte of the body is read; Node discards what still arrives, or closes the
    // connection after the answer (see maxDiscardedBodyBytes).
    const body = bodyVerdict(request.headers, request.method, pathname);
    if (body.kind === 'reject') return refuse(response, body.status, body.close ? { connection: 'close' } : {});
    if (pathname === healthPath) return answerJson(response, 200, { status: 'up' });
    if (pathname === readinessPath) {
      if (options.draining?.()) return answerJson(response, 503, { status: 'shutting-down' });
      request.url = readinessRoute;
    }

    request.headers[peerAddressHeader] = request.socket.remoteAddress ?? 'unknown';
    if (options.trustProxyHops === 0) for (const name of forwardedRequestHeaders) delete request.headers[name];
    const url = request.url ?? '/';
    request.headers[requestPathHeader] = url.split('?')[0] ?? '/';
    const repaired = repairPercentEncoding(url);
    if (repaired !== undefined) request.url = repaired;
    delete request.headers[cmsPageHeader];
    if (isCmsPageRequest(request, pathname === '/sv' ? '/' : pathname.replace(/^\/sv(?=\/)/u, ''), options)) request.headers[cmsPageHeader] = '1';

    Promise.resolve(handle(request, response)).catch((error: unknown) => {
      log('error', 'request-failed', { path: pathname, message: errorMessage(error) });
      if (!response.headersSent) refuse(response, 500);
      else response.destroy();
    });
  }

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(rawResponse(status));
  });
  return server;
}
