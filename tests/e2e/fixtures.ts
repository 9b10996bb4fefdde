/**
 * Shared end-to-end helpers. Page specs import `test` and `expect` from here (not from
 * `@playwright/test`) so every test collects console errors, and reuse the header, axe and
 * localization helpers.
 */
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { firstScreenEndId } from '../../src/components/layout/first-screen';
import { locales, type Locale } from '../../src/i18n/locales';

export { expect, locales, type Locale };

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
 * `test` with a `consoleErrors` fixture that starts collecting before the page loads. A test opts
 * in to the check by asserting on it, e.g. `expect(consoleErrors).toEqual([])`.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
});
