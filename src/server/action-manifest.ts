import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultLocale, isLocale } from '@/i18n/locales';
import { cmsPageSegment } from '@/i18n/paths';
import { leadFormActionHostedAt } from '@/lib/leads/form-pages';

/**
 * Which pages host which server actions, from the build's own server-reference manifest. Next
 * "forwards" an action posted to a page that does not host it to the page that does; for this
 * site that is never legitimate (every form posts to its own page), and the forwarding fails with
 * an uncaught `Error: aborted` per request. The request guard refuses such posts first.
 *
 * The manifest is Next's internal build output: scripts/check-next-internals.ts fails the build
 * when it no longer reads as expected. Delete this module and that check when Next answers an
 * action posted to a page that does not host it with a 404 itself.
 */
type Manifest = Record<'node' | 'edge', Record<string, { workers?: Record<string, unknown>; exportedName?: string }> | undefined>;

type Hosts = { patterns: Map<string, string[][]>; names: Map<string, string> };

let cached: Hosts | null | undefined;

/** `app/[locale]/contact/page` → ['[locale]', 'contact'] (route groups and slots dropped). */
export function workerSegments(worker: string): string[] {
  return worker
    .replace(/^app\//u, '')
    .replace(/\/?(page|route)$/u, '')
    .split('/')
    .filter((segment) => segment !== '' && !/^\(.*\)$/u.test(segment) && !segment.startsWith('@'));
}

/** Whether a request path (after locale prefixing) matches a route's segments. */
export function routeMatches(pattern: readonly string[], path: readonly string[]): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i] ?? '';
    if (/^\[\[\.\.\..+\]\]$/u.test(segment)) return true;
    if (/^\[\.\.\..+\]$/u.test(segment)) return path.length > i;
    if (i >= path.length) return false;
    if (/^\[.+\]$/u.test(segment)) continue;
    if (segment !== path[i]) return false;
  }
  return pattern.length === path.length;
}

/** The app-internal path segments of a public path: English pages are served from /en/…, CMS pages from where the proxy routes them. */
export function internalSegments(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  return isLocale(segments[0]) || segments[0] === cmsPageSegment ? segments : [defaultLocale, ...segments];
}

function load(): Hosts | null {
  try {
    const distDir = process.env.NEXT_DIST_DIR || '.next';
    const file = join(/*turbopackIgnore: true*/ process.cwd(), distDir, 'server', 'server-reference-manifest.json');
    const manifest = JSON.parse(readFileSync(/*turbopackIgnore: true*/ file, 'utf8')) as Manifest;
    const patterns = new Map<string, string[][]>();
    const names = new Map<string, string>();
    for (const runtime of [manifest.node, manifest.edge]) {
      for (const [id, entry] of Object.entries(runtime ?? {})) {
        patterns.set(id, Object.keys(entry.workers ?? {}).map(workerSegments));
        if (entry.exportedName) names.set(id, entry.exportedName);
      }
    }
    return { patterns, names };
  } catch {
    // `next dev` keeps its manifests elsewhere and rebuilds them; there the check is skipped.
    return null;
  }
}

/**
 * true: the page at `pathname` hosts the action; false: it does not (or the id is unknown);
 * undefined: no manifest to tell (development). `routePath` is where the page renders when that is
 * not its own address (a CMS page: every one renders through one route, so a lead form's action
 * is also held to the one page its form is on, `leadFormActionHostedAt`).
 */
export function isActionHostedAt(actionId: string, pathname: string, routePath = pathname): boolean | undefined {
  if (cached === undefined) cached = load();
  if (cached === null) return undefined;
  const patterns = cached.patterns.get(actionId);
  if (!patterns) return false;
  const path = internalSegments(routePath);
  if (!patterns.some((pattern) => routeMatches(pattern, path))) return false;
  const name = cached.names.get(actionId);
  return name === undefined || leadFormActionHostedAt(name, pathname);
}
