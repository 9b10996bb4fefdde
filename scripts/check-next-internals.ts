/**
 * Runs at the end of `npm run build`: fails the build, naming what changed, when a Next or React
 * upgrade breaks something this site relies on beyond their documented APIs.
 *
 * - The build's server-reference manifest (`server/server-reference-manifest.json`), which
 *   src/server/action-manifest.ts reads to refuse an action posted to a page that does not host
 *   it. Delete that module and this check when Next answers such posts with a 404 itself (today it
 *   "forwards" them and fails with an uncaught `Error: aborted`).
 * - `<link rel="expect" blocking="render">` in the head of every prerendered page, pointing at the
 *   first-screen marker (src/components/layout/first-screen.tsx): React renders it in place today;
 *   if it were hoisted, dropped or reordered the first frame would no longer wait for the first
 *   screen. Delete with that component when browsers hold the first paint for the first screen
 *   by themselves.
 * - scripts/inline-stylesheets.ts checks its own assumption (it throws when no page had a
 *   stylesheet link of the shape it rewrites).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { firstScreenEndId } from '../src/components/layout/first-screen';
import { isActionHostedAt } from '../src/server/action-manifest';
import { locales } from '../src/i18n/locales';
import { cmsPageSegment, localizedPath } from '../src/i18n/paths';
import { leadFormActions, leadFormPages } from '../src/lib/leads/form-pages';

const distDir = process.env.NEXT_DIST_DIR || '.next';
// The server actions (the module itself is server-only and cannot be imported here).
const actionNames = [...readFileSync('src/server/leads/actions.ts', 'utf8').matchAll(/^export async function (\w+)/gmu)].map((match) => match[1] ?? '');
const problems: string[] = [];

// Every form action is hosted by its form's page, in both languages (a CMS page's by the route the proxy sends it to).
const manifest = JSON.parse(readFileSync(join(distDir, 'server', 'server-reference-manifest.json'), 'utf8')) as {
  node?: Record<string, { exportedName?: string }>;
};
const idsByName = new Map(Object.entries(manifest.node ?? {}).map(([id, entry]) => [entry.exportedName, id]));
for (const name of actionNames) {
  const id = idsByName.get(name);
  if (id === undefined) {
    problems.push(`server-reference-manifest.json: no entry with exportedName "${name}"`);
    continue;
  }
  const form = (leadFormActions as Record<string, keyof typeof leadFormPages | undefined>)[name];
  if (form === undefined) continue;
  const page = leadFormPages[form];
  for (const locale of locales) {
    const path = localizedPath(page, locale);
    if (isActionHostedAt(id, path, `/${cmsPageSegment}/${locale}${page}`) !== true) problems.push(`server-reference-manifest.json: ${name} is not hosted at ${path} as read by src/server/action-manifest.ts`);
  }
}

// The render-blocking link and its target on every prerendered page.
const expectLink = `<link rel="expect" href="#${firstScreenEndId}" blocking="render"/>`;
let pages = 0;
for (const file of readdirSync(join(distDir, 'server', 'app'), { recursive: true, encoding: 'utf8' })) {
  // Next's own documents (`_global-error.html`) are not site pages.
  if (!file.endsWith('.html') || file.startsWith('_')) continue;
  const html = readFileSync(join(distDir, 'server', 'app', file), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  if (!head.includes(expectLink)) problems.push(`${file}: no ${expectLink} in <head>`);
  else if (!html.includes(`id="${firstScreenEndId}"`)) problems.push(`${file}: no element with id="${firstScreenEndId}"`);
  pages += 1;
}
if (pages === 0) problems.push(`no prerendered pages under ${join(distDir, 'server', 'app')}`);

if (problems.length > 0) {
  console.error(`Next or React changed something this site relies on:\n  ${problems.slice(0, 20).join('\n  ')}`);
  process.exit(1);
}
console.log(`Checked the server-reference manifest (${actionNames.length} actions) and the first-screen link of ${pages} pages.`);
