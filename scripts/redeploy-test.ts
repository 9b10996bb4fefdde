/**
 * Redeploy test (`npm run test:redeploy`, needs `npm run build` first; runs a second `next build`,
 * so it takes minutes): a contact form rendered by one build must still submit after the site is
 * redeployed with a new build. Build A (.next) serves /sv/contact to Chromium (with JavaScript)
 * and to a plain HTTP client (as a browser without JavaScript posts it); then the server is
 * replaced, on the same port, by build B of the same source (NEXT_DIST_DIR=.next-redeploy: a new
 * build ID and new chunks), and both forms, still as build A rendered them, are submitted to it.
 * Passes when build B shows the thank-you to both and stores each lead once. Next salts
 * server-action ids with NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, so this holds only while both builds
 * get the same key from data/secrets.env (scripts/with-secrets.sh).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import SQLite from 'better-sqlite3';
import {
  contactFields,
  contactSuccessText,
  isContactSuccess,
  loadContactForm,
  postContactForm,
  readRenderedContactForm,
} from './leads-http-client';
import { buildInto, LeadTestServer } from './leads-test-server';

const distA = '.next';
// Listed in tsconfig.json, so `next build` leaves that file alone.
const distB = '.next-redeploy';
// The browser the end-to-end tests use, with the same flags (playwright.config.ts).
const chromiumPath = '/usr/bin/chromium';
const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A property that failed: printed as `FAILED: …` and turned into exit code 1. */
class CheckFailed extends Error {}

function check(condition: boolean, what: string, details = ''): void {
  if (!condition) throw new CheckFailed(`${what}${details ? `\n  ${details.replace(/\n/g, '\n  ')}` : ''}`);
  console.log(`ok: ${what}`);
}

function storedCount(dbPath: string, email: string): number {
  if (!existsSync(dbPath)) return 0;
  const db = new SQLite(dbPath, { readonly: true });
  try {
    return (db.prepare('select count(*) as n from leads where email = ?').get(email.toLowerCase()) as { n: number }).n;
  } finally {
    db.close();
  }
}

async function main(): Promise<number> {
  const buildIdA = existsSync(join(distA, 'BUILD_ID')) ? readFileSync(join(distA, 'BUILD_ID'), 'utf8').trim() : '';
  if (!buildIdA) {
    console.error(`no build in ${distA}: run \`npm run build\` first`);
    return 1;
  }
  console.log(`redeploy test: a contact form rendered by build A (${distA}) must submit to build B (${distB}), with and without JavaScript`);

  const dir = mkdtempSync(join(tmpdir(), 'leads-redeploy-'));
  const dbPath = join(dir, 'leads.sqlite');
  // No test waits out the 3-second minimum fill time; a too-fast lead would still be stored.
  const env = { DATABASE_URL: `file:${dbPath}`, LEADS_MIN_FILL_MS: '1' };
  const servers: LeadTestServer[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const started = Date.now();
    console.log(`building B into ${distB} (next build, minutes)…`);
    rmSync(distB, { recursive: true, force: true });
    await buildInto(distB);
    const buildIdB = readFileSync(join(distB, 'BUILD_ID'), 'utf8').trim();
    console.log(`built B in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    check(buildIdA !== buildIdB, `the builds differ: A is ${buildIdA}, B is ${buildIdB}`, 'the same build ID twice would not test a redeploy');

    const a = await LeadTestServer.start({ env });
    servers.push(a);
    const page = await browser.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
    await page.goto(`${a.baseUrl}/sv/contact`);
    const form = page.locator('form:has(input[name="ticket"])');
    // The form fetches its signed ticket when it mounts.
    await page.waitForFunction(() => Boolean(document.querySelector<HTMLInputElement>('input[name="ticket"]')?.value), undefined, { timeout: 15_000 });
    const pageBuildId = (await page.content()).includes(buildIdA);
    check(pageBuildId, `build A rendered the page in the browser (its HTML names build ${buildIdA})`);
    const browserEmail = `redeploy-browser-${Date.now().toString(36)}@example.com`;
    const visitor = contactFields({ email: browserEmail, message: 'Skickat efter en ny driftsättning.' });
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'message']) await form.locator(`[name="${name}"]`).fill(visitor[name] ?? '');
    await form.locator('[name="interest"]').selectOption(visitor.interest ?? '');
    await form.locator('[name="consent"]').check();
    // The same page as a browser without JavaScript has it: its hidden fields, action id included.
    const template = await loadContactForm(a.baseUrl, 'sv');

    await a.stop('SIGTERM');
    const b = await LeadTestServer.start({ port: a.port, env: { ...env, NEXT_DIST_DIR: distB } });
    servers.push(b);
    const served = await (await fetch(`${b.baseUrl}/sv/contact`)).text();
    check(served.includes(buildIdB) && !served.includes(buildIdA), `build B now answers on port ${b.port} (its pages name build ${buildIdB})`);

    // With JavaScript: build A's code in the page calls the server action on build B.
    await form.locator('button[type="submit"]').click();
    const outcome = await page
      .waitForFunction(
        () => {
          const form = document.querySelector('form:has(input[name="ticket"])');
          const status = form?.querySelector('[role="status"]')?.textContent?.trim();
          const alert = form?.querySelector('[role="alert"]')?.textContent?.trim();
          return status || alert ? { status: status ?? '', alert: alert ?? '' } : undefined;
        },
        undefined,
        { timeout: 20_000 },
      )
      .then(async (handle) => (await handle.jsonValue()) ?? { status: '', alert: '' })
      .catch(() => ({ status: '', alert: '(no message within 20 s)' }));
    check(
      outcome.status === contactSuccessText.sv,
      'with JavaScript, the form rendered by A submits to B and shows the thank-you',
      `status: ${JSON.stringify(outcome.status)}, alert: ${JSON.stringify(outcome.alert)}, console errors: ${JSON.stringify(consoleErrors)}`,
    );
    check(storedCount(dbPath, browserEmail) === 1, 'build B stored that lead once', `stored ${storedCount(dbPath, browserEmail)} times`);

    // Without JavaScript: build A's form fields posted to build B.
    const httpEmail = `redeploy-http-${Date.now().toString(36)}@example.com`;
    const answer = await postContactForm(template, contactFields({ email: httpEmail }));
    check(
      isContactSuccess(answer, 'sv'),
      'without JavaScript, the form rendered by A posts to B and gets the thank-you',
      `HTTP ${answer.status}, ${JSON.stringify(readRenderedContactForm(answer.html))}`,
    );
    check(storedCount(dbPath, httpEmail) === 1, 'build B stored that lead once', `stored ${storedCount(dbPath, httpEmail)} times`);
    console.log('REDEPLOY TEST PASSED');
    return 0;
  } catch (error) {
    if (error instanceof CheckFailed) console.error(`FAILED: ${error.message}`);
    else console.error(error);
    console.error('REDEPLOY TEST FAILED');
    return 1;
  } finally {
    await browser.close();
    for (const server of servers) await server.dispose();
    rmSync(distB, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
