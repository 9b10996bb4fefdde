/**
 * What the site's own HTTP server (server.ts) decides before Next sees a request: which methods a
 * path takes, how large a body may be, how a path that does not decode is repaired, and which
 * forwarded headers are believed. Pure functions, so each rule is unit-tested on its own.
 */

/** Largest request body any form of this site sends (a lead form is a few KB). */
export const maxRequestBodyBytes = 64 * 1024;

/** Largest request body the CMS takes (a page saved with all its blocks, in both languages). */
export const maxCmsRequestBodyBytes = 4 * 1024 * 1024;

/** The CMS's admin (`/admin`) and REST API (`/api`), which have their own methods and limits. */
export function isCmsPath(pathname: string): boolean {
  return /^\/(admin|api)(\/|$)/u.test(pathname);
}

/**
 * A refused body up to this size is read and discarded so that a browser still uploading it sees
 * the 413 (closing on it would show a reset connection instead). A larger one is no form's: the
 * connection is closed after the answer rather than reading megabytes only to throw them away.
 */
export const maxDiscardedBodyBytes = 4 * 1024 * 1024;

/** Methods the site's paths answer. Everything else gets a 405 naming these. */
export const allowedMethods = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;

/** The CMS's REST API also updates and deletes. */
export const allowedCmsMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export type MethodVerdict = { kind: 'pass' } | { kind: 'options'; allow: string } | { kind: 'not-allowed'; allow: string };

export function methodVerdict(method: string | undefined, pathname = '/'): MethodVerdict {
  const allowed: readonly string[] = pathname.startsWith('/api/') ? allowedCmsMethods : allowedMethods;
  const allow = allowed.join(', ');
  // The CMS answers its own OPTIONS (CORS preflight).
  if (method === 'OPTIONS' && !pathname.startsWith('/api/')) return { kind: 'options', allow };
  return method !== undefined && allowed.includes(method) ? { kind: 'pass' } : { kind: 'not-allowed', allow };
}

export type BodyVerdict = { kind: 'pass' } | { kind: 'reject'; status: 400 | 411 | 413; close?: true };

/**
 * A body is judged by its declared length before a byte of it is read: Node's parser never
 * delivers more than Content-Length, so the declared length bounds what can arrive. A chunked body
 * (no length) could be of any size, and no browser sends a form that way.
 */
export function bodyVerdict(
  headers: { 'content-length'?: string; 'transfer-encoding'?: string },
  method: string | undefined,
  pathname = '/',
): BodyVerdict {
  // Next reads no other method's body (the CMS's API also PUTs and PATCHes); Node discards it as it arrives.
  const cms = isCmsPath(pathname);
  if (method !== 'POST' && !(cms && (method === 'PUT' || method === 'PATCH'))) return { kind: 'pass' };
  const limit = cms ? maxCmsRequestBodyBytes : maxRequestBodyBytes;
  const length = headers['content-length'];
  const chunked = headers['transfer-encoding'] !== undefined;
  if (chunked || length === undefined) return { kind: 'reject', status: 411, close: true };
  const bytes = Number(length);
  if (!/^\d+$/u.test(length) || !Number.isSafeInteger(bytes)) return { kind: 'reject', status: 400 };
  if (bytes > Math.max(limit, maxDiscardedBodyBytes)) return { kind: 'reject', status: 413, close: true };
  return bytes > limit ? { kind: 'reject', status: 413 } : { kind: 'pass' };
}

function decodes(candidate: string): boolean {
  try {
    decodeURIComponent(candidate);
    return true;
  } catch {
    return false;
  }
}

/** Escaped control characters (`%00`–`%1F`, `%7F`): no page has them in its path. */
const escapedControl = /%(?:[01][0-9A-Fa-f]|7[Ff])/gu;

/**
 * A request path whose percent-encoding does not decode (`/%zz`, `/contact%`, `/%E0%A4%A`) makes
 * Next answer a bare 500, and one with an escaped control character (`/%00`) is normalised by Next
 * into another page's path. Escaping the offending `%` signs as `%25` turns either into an ordinary
 * path that does not exist, so it gets the localized 404 page (`/sv/%zz` the Swedish one).
 * Returns the repaired URL, or undefined when the path is fine as it is.
 */
export function repairPercentEncoding(url: string): string | undefined {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt);
  const withoutControls = path.replace(escapedControl, (escape) => `%25${escape.slice(1)}`);
  if (decodes(withoutControls)) return withoutControls === path ? undefined : withoutControls + query;
  // First only the `%` signs not followed by two hex digits; if the escapes that remain still do
  // not form UTF-8 (`%E0%A4`), every `%` is taken literally.
  const lone = withoutControls.replace(/%(?![0-9A-Fa-f]{2})/gu, '%25');
  return (decodes(lone) ? lone : path.replaceAll('%', '%25')) + query;
}

/**
 * The path as the visitor typed it, for the 404 page to show: valid escapes decoded (`/caf%C3%A9`
 * is `/café`), anything that does not decode left as typed, control characters never decoded.
 */
export function displayPath(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/gu, (run) => {
    if (escapedControl.test(run)) {
      escapedControl.lastIndex = 0;
      return run;
    }
    return decodes(run) ? decodeURIComponent(run) : run;
  });
}

/**
 * Headers a reverse proxy sets to describe the original request. Next reads them (X-Forwarded-Host
 * for its own Origin check of server actions, X-Forwarded-Proto for absolute URLs), so without a
 * trusted proxy in front they are dropped: a client could otherwise name any host.
 */
export const forwardedRequestHeaders = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'forwarded'] as const;

/** Response headers that only tell Next's internals apart: `x-middleware-rewrite: /en/contact`. */
export const internalResponseHeaders = ['x-middleware-rewrite'] as const;

/** The request's header under which the server passes the path as typed (the 404 page shows it). */
export const requestPathHeader = 'x-site-request-path';

/** The request's header under which the server tells the proxy that the path is a page made in the CMS. */
export const cmsPageHeader = 'x-site-cms-page';

/** The request's header under which the proxy tells the refused-form page which form's page was posted. */
export const formRejectedFromHeader = 'x-site-form-rejected-from';
