/**
 * Shared end-to-end helpers. Page specs import `test` and `expect` from here (not from
 * `@playwright/test`) so every test collects console errors, and reuse the header, axe and
 * localization helpers. The lead specs (and the tests/http specs that post forms) also get the
 * lead server: a server (server.ts) of the build per worker with its own SQLite store and captured log.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { LeadTestServer } from '../../scripts/leads-test-server';
import { firstScreenEndId } from '../../src/components/layout/first-screen';
import { locales, type Locale } from '../../src/i18n/locales';
import { withoutNoteMarks } from '../../src/lib/placeholders';

export { expect, locales, type Locale };

type Messages = typeof import('../../messages/en.json');

/** The site's messages (messages/<locale>.json): the texts the forms show, per language. */
export const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  sv: JSON.parse(readFileSync('messages/sv.json', 'utf8')) as Messages,
};

/** WCAG 2.2 level A and AA, as axe tags them (2.2 adds only AA rules on top of 2.1). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The URL of a registry path in a locale: English unprefixed, Swedish under `/sv` (`/sv` for home). */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/**
 * Starts collecting the page's console errors and uncaught exceptions. Returns the live list;
 * `expect(errors).toEqual([])` at the end of a test.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`uncaught: ${error.name}: ${error.message}`);
  });
  return errors;
}

/**
 * Starts recording the layout shifts of every document the page loads (not those right after an
 * input, as CLS counts them). Call before `goto`; the returned function sums what was recorded.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShifts: number };
    state.layoutShifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) state.layoutShifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShifts: number }).layoutShifts);
}

/**
 * The first frame waits for the page's first-screen marker (components/layout/first-screen.tsx):
 * exactly one, after the h1. Without it the browser would hold the first frame until the whole
 * document is parsed; a second one, or one before the h1, would release it early.
 */
export async function expectFirstScreenEnd(page: Page): Promise<void> {
  await expect.soft(page.locator(`#${firstScreenEndId}`), 'one first-screen marker').toHaveCount(1);
  const afterH1 = await page.evaluate((id) => {
    const [h1, marker] = [document.querySelector('h1'), document.getElementById(id)];
    return !!h1 && !!marker && (h1.compareDocumentPosition(marker) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  }, firstScreenEndId);
  expect.soft(afterH1, 'the first-screen marker follows the h1').toBe(true);
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe with the WCAG 2.2 A/AA tags and returns its violations in a readable form. */
/**
 * The element's top is in view just below the sticky header (within 120 px of its bottom edge),
 * where a link to it should land: not hidden behind the header, not scrolled past.
 */
export async function expectBelowHeader(page: Page, selector: string): Promise<void> {
  await expect
    .poll(async () => {
      const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
      const top = await page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
      return top >= headerBottom - 1 && top <= headerBottom + 120 ? 'below the header' : `top ${Math.round(top)} px, header ends at ${Math.round(headerBottom)} px`;
    }, { message: `${selector} just below the header` })
    .toBe('below the header');
}

export async function findA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<AxeViolationSummary[]> {
  let builder = new AxeBuilder({ page }).withTags(axeTags);
  if (options.include) builder = builder.include(options.include);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** Fails (softly, so the other checks still run) with every axe violation, its rule and selectors. */
export async function expectNoA11yViolations(
  page: Page,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  const violations = await findA11yViolations(page, options);
  expect.soft(violations, `axe violations (${axeTags.join(', ')}) on ${page.url()}`).toEqual([]);
}

/**
 * The security headers every response must carry (pages, the 404 page and static assets). Returns
 * the problems found; an empty list means the headers are right. Header names must be lower case,
 * as Playwright reports them.
 */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const problems: string[] = [];
  const csp = headers['content-security-policy'];
  if (!csp) {
    problems.push('Content-Security-Policy is missing');
  } else {
    if (csp.includes('unsafe-eval')) problems.push(`Content-Security-Policy allows 'unsafe-eval': ${csp}`);
    if (!/(?:^|;)\s*frame-ancestors\s+'none'\s*(?:;|$)/.test(csp)) {
      problems.push(`Content-Security-Policy lacks frame-ancestors 'none': ${csp}`);
    }
    if (!/(?:^|;)\s*default-src\s/.test(csp)) problems.push(`Content-Security-Policy lacks default-src: ${csp}`);
  }
  const hsts = headers['strict-transport-security'];
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts ?? '')?.[1] ?? 0);
  if (!hsts) problems.push('Strict-Transport-Security is missing');
  else if (!(maxAge > 0)) problems.push(`Strict-Transport-Security has no positive max-age: ${hsts}`);
  if (headers['x-content-type-options']?.trim().toLowerCase() !== 'nosniff') {
    problems.push(`X-Content-Type-Options is not nosniff: ${headers['x-content-type-options'] ?? '(missing)'}`);
  }
  const referrerPolicies = [
    'no-referrer',
    'no-referrer-when-downgrade',
    'origin',
    'origin-when-cross-origin',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
  ];
  const referrer = headers['referrer-policy']?.trim().toLowerCase();
  if (!referrer) problems.push('Referrer-Policy is missing');
  else if (!referrerPolicies.includes(referrer)) problems.push(`Referrer-Policy is weak or invalid: ${referrer}`);
  if (!headers['permissions-policy']?.trim()) problems.push('Permissions-Policy is missing');
  if (headers['x-powered-by'] !== undefined) problems.push(`X-Powered-By is sent: ${headers['x-powered-by']}`);
  return problems;
}

/** Fails softly with every missing or wrong security header of a response. */
export function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  expect.soft(securityHeaderProblems(headers), `security headers of ${what}`).toEqual([]);
}

/**
 * How long the lead server's store waits for a write lock before the submit fails. One value for
 * both lock tests: long enough that tests/http/hardening.spec.ts can load several pages while posts
 * wait and tell "waited side by side" from "one after another" on a busy machine; the browser test
 * of the failure message (tests/e2e/contact.spec.ts) waits it out once.
 */
export const leadServerBusyTimeoutMs = 3000;

/** A lead as the store holds it (the `leads` table), with its fields parsed. */
export interface StoredLead {
  form: string;
  locale: string;
  /** Lower-cased: `email`, or `workEmail` on the forms that name it so. */
  email: string;
  consent: boolean;
  fields: Record<string, unknown>;
  /** Why the lead is doubted ('too-fast'), or null. */
  suspect: string | null;
  clientHash: string;
  createdAt: string;
}

/** A lead as the operations CLI exports it (`npm run leads -- export --format json`). */
export interface ExportedLead {
  form: string;
  locale: string;
  consent: { given: boolean };
  suspect: string | null;
  fields: Record<string, unknown>;
}

export interface LeadServer {
  /** The running server: its origin, pid, `restart()`. */
  readonly server: LeadTestServer;
  readonly baseUrl: string;
  /** The SQLite file of its store, e.g. to lock it from the test. */
  readonly dbPath: string;
  /** Everything the server printed since the last `take()` but its request lines (the start-up banner is taken). */
  readonly log: { take(): string };
  /** The stored leads, oldest first, optionally of one form and/or one e-mail address. */
  leads(filter?: { form?: string; email?: string }): StoredLead[];
  /** The leads of one form as the operator's JSON export prints them (runs the CLI: seconds). */
  exportLeads(form: string): ExportedLead[];
}

/**
 * The leads in a SQLite store, oldest first, read directly (read-only, while the server keeps
 * writing). No file or table yet: no leads.
 */
export function storedLeads(dbPath: string, filter: { form?: string; email?: string } = {}): StoredLead[] {
  if (!existsSync(dbPath)) return [];
  const db = new SQLite(dbPath, { readonly: true, fileMustExist: true });
  try {
    if (!db.prepare("select 1 from sqlite_master where type = 'table' and name = 'leads'").get()) return [];
    const rows = db
      .prepare(
        `select form, locale, email, consent, fields, suspect, client_hash as clientHash, created_at as createdAt from leads
         where (@form is null or form = @form) and (@email is null or email = @email) order by created_at, id`,
      )
      .all({ form: filter.form ?? null, email: filter.email?.trim().toLowerCase() ?? null }) as (Omit<StoredLead, 'consent' | 'fields'> & {
      consent: number;
      fields: string;
    })[];
    return rows.map((row) => ({ ...row, consent: Number(row.consent) === 1, fields: JSON.parse(row.fields) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

let clientAddressCount = 0;

/**
 * A client address no other test of this worker uses, for X-Forwarded-For (the lead server trusts
 * one proxy), so the per-client rate limit counts per test. Each worker has its own server and
 * store, so addresses only need to differ within a worker.
 */
export function newClientAddress(): string {
  clientAddressCount += 1;
  const n = clientAddressCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** An e-mail address no other lead has, to find this test's lead in the store. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The page's lead form: the one form that carries a signed ticket. */
export function leadForm(page: Page): Locator {
  return page.locator('form:has(input[name="ticket"])');
}

/** Opens a page with a lead form and waits for its ticket, which the form fetches when it mounts. */
export async function openLeadForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('input[name="ticket"]')).not.toHaveValue('');
}

/** True for a lead form's server-action post whose body contains `marker` (e.g. the e-mail typed). */
export function isLeadPost(request: Request, marker: string): boolean {
  return request.method() === 'POST' && request.headers()['next-action'] !== undefined && (request.postData() ?? '').includes(marker);
}

/**
 * Holds the page's next lead post that contains `marker` until `release()`, so the pending state
 * (a disabled 'Sending...' button) can be asserted without racing the server.
 */
export async function holdLeadPost(page: Page, marker: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/*', async (route) => {
    if (!held && isLeadPost(route.request(), marker)) {
      held = true;
      await gate;
    }
    await route.continue();
  });
  return release;
}

/**
 * `test` with
 * - `consoleErrors`: collecting starts before the page loads; a test opts in to the check by
 *   asserting on it, e.g. `expect(consoleErrors).toEqual([])`;
 * - `leadServer` (per worker, started only for the tests that use it): server.ts of the build
 *   with its own temporary SQLite store, TRUST_PROXY=1 (each test posts as its own client),
 *   LEADS_MIN_FILL_MS=1 (no test waits out the 3-second minimum fill time; that check is tested in
 *   tests/unit/leads-server.test.ts and tests/integration/leads-store.test.ts) and the busy timeout
 *   above;
 * - `clientAddress`: every request of the test's page comes from a fresh client address
 *   (X-Forwarded-For). Direct posts take one from `newClientAddress()`.
 */
export const test = base.extend<{ consoleErrors: string[]; clientAddress: string }, { leadServer: LeadServer }>({
  // E2E_INLINED_RULES_ONLY=1 answers the whole stylesheet empty, so pages, menus, dialogs and error
  // states show only the rules the build inlined into each page (scripts/inline-stylesheets.ts).
  context: async ({ context }, use) => {
    if (process.env.E2E_INLINED_RULES_ONLY === '1') {
      await context.route('**/_next/static/**/*.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    }
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    await use(collectConsoleErrors(page));
  },
  clientAddress: async ({ page }, use) => {
    const address = newClientAddress();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await use(address);
  },
  leadServer: [
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(join(tmpdir(), `lead-server-${workerInfo.workerIndex}-`));
      const dbPath = join(dir, 'leads.sqlite');
      const databaseUrl = `file:${dbPath}`;
      let output = '';
      try {
        const server = await LeadTestServer.start({
          env: {
            DATABASE_URL: databaseUrl,
            TRUST_PROXY: '1',
            LEADS_MIN_FILL_MS: '1',
            LEADS_DB_BUSY_TIMEOUT_MS: String(leadServerBusyTimeoutMs),
          },
          log: (chunk) => {
            output += chunk;
          },
        });
        const log = {
          take() {
            // The server's one line per request is routine; what a test looks for is anything else.
            const taken = output
              .split('\n')
              .filter((line) => !/^\{"time":"[^"]*","level":"info","event":"request",/u.test(line))
              .join('\n')
              .trim();
            output = '';
            return taken;
          },
        };
        log.take(); // the start-up banner
        try {
          await use({
            server,
            baseUrl: server.baseUrl,
            dbPath,
            log,
            leads: (filter = {}) => storedLeads(dbPath, filter),
            exportLeads: (form) => {
              const stdout = execFileSync('node_modules/.bin/tsx', ['scripts/leads-cli.ts', 'export', '--format', 'json', '--form', form], {
                env: { ...process.env, DATABASE_URL: databaseUrl },
                encoding: 'utf8',
                stdio: ['ignore', 'pipe', 'ignore'],
              });
              return JSON.parse(stdout) as ExportedLead[];
            },
          });
        } finally {
          await server.dispose();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    // Starting the server takes seconds, or much longer on a machine busy with other builds.
    { scope: 'worker', timeout: 200_000 },
  ],
});

/**
 * An element's text as a visitor reads it without the pages' note marks ('99 %¹'), for comparing it
 * with a seeded text: which number a figure gets depends on the stored page, not on the seed.
 */
export async function textWithoutNoteMarks(locator: Locator): Promise<string> {
  return withoutNoteMarks((await locator.textContent()) ?? '');
}
