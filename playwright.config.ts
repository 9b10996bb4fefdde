import { execFileSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/**
 * Tests against the production server (`next build` + `next start`) on a free port (or E2E_PORT),
 * in three projects, each behaviour at the cheapest level that proves it:
 * - http     tests/http: plain HTTP against the server, no browser (the crawl of every page,
 *            headers, SEO records, malformed requests, forms posted directly);
 * - desktop  tests/e2e at 1280 px: what needs a browser (keyboard, focus, menus, dialogs,
 *            calculators, forms, no-JavaScript posts, axe, layout at 1024 and 1440 px);
 * - mobile   tests/e2e at 390 px, only tests tagged `@mobile` (both viewports) or `@mobile-only`:
 *            layout and reachability on a phone. Untagged tests run on desktop only.
 * Debian's Chromium is used; Playwright never downloads a browser (scripts/ensure-chromium.sh
 * installs the system one).
 *
 * Environment:
 * - E2E_PREBUILT=1   `.next` is already built (scripts/test-all.sh builds once), so only start it.
 * - E2E_BASE_URL     test a server that is already running elsewhere; no web server is started.
 * - E2E_PORT         the port of the server Playwright starts; default: a free one, so a server
 *                    already listening elsewhere (e.g. on 3000 or 3100) never clashes.
 * - CI               retries once and never reuses a server that happens to be running.
 * - E2E_INLINED_RULES_ONLY=1  the whole stylesheet is answered empty (tests/e2e/fixtures.ts), to
 *                    check that each page's inlined rules cover every state the tests reach.
 */
const isCI = Boolean(process.env.CI);
const prebuilt = process.env.E2E_PREBUILT === '1';
/** A free loopback port, found synchronously because the config is not async. */
function freePort(): string {
  return execFileSync(process.execPath, ['-e', "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], { encoding: 'utf8' }).trim();
}
// Playwright evaluates this file in the runner and again in every worker; the workers inherit the
// runner's environment, so all of them agree on the port chosen first.
const portGiven = Boolean(process.env.E2E_PORT);
process.env.E2E_PORT ||= freePort();
const port = Number(process.env.E2E_PORT);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://localhost:${port}`;

const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** What the server under test needs: its own database file, so e2e leads never mix with others. */
const serverEnv: Record<string, string> = {
  PORT: String(port),
  DATABASE_URL: 'file:./data/e2e/leads.sqlite',
  CMS_DATABASE_URL: 'file:./data/e2e/cms.sqlite',
};

export default defineConfig({
  testDir: './tests',
  // The build and the server share the machine's two cores with the browsers.
  workers: 2,
  fullyParallel: true,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./tests/e2e/duration-reporter.ts'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'http', testDir: './tests/http' },
    {
      name: 'desktop',
      testDir: './tests/e2e',
      grepInvert: /@mobile-only/,
      use: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
    },
    {
      name: 'mobile',
      testDir: './tests/e2e',
      grep: /@mobile\b/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: externalBaseURL
    ? undefined
    : {
        command: prebuilt ? 'npm run start' : 'npm run build && npm run start',
        url: `http://localhost:${port}`,
        env: serverEnv,
        // Only an explicitly chosen port can have a server worth reusing.
        reuseExistingServer: !isCI && !prebuilt && portGiven,
        // A production build on two cores takes minutes; starting a built app takes seconds.
        timeout: prebuilt ? 60_000 : 600_000,
        stdout: prebuilt ? 'ignore' : 'pipe',
        stderr: 'pipe',
        // Let the server close its database cleanly between runs.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
});
