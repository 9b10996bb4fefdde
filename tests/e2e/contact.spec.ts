/**
 * The contact page and the lead pipeline end to end: a real `next start` of the build per test
 * worker with its own SQLite store (so these tests can read the store, lock it, and restart the
 * server), a real browser, both languages.
 */
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { type Page, test as base } from '@playwright/test';
import {
  contactFields,
  isContactSuccess,
  loadContactForm,
  postContactForm,
  readRenderedContactForm,
} from '../../scripts/leads-http-client';
import { buildInto, LeadTestServer } from '../../scripts/leads-test-server';
import { collectConsoleErrors, expect, type Locale, localizedPath, locales } from './fixtures';
import { contactPage } from '../../src/content/pages/contact';

type Messages = typeof import('../../messages/en.json');
const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  sv: JSON.parse(readFileSync('messages/sv.json', 'utf8')) as Messages,
};

interface LeadServerFixture {
  server: LeadTestServer;
  dbPath: string;
}

let addressCounter = 0;

const test = base.extend<{ clientAddress: string }, { lead: LeadServerFixture }>({
  lead: [
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(join(tmpdir(), `contact-e2e-${workerInfo.workerIndex}-`));
      const dbPath = join(dir, 'leads.sqlite');
      const server = await LeadTestServer.start({
        env: {
          DATABASE_URL: `file:${dbPath}`,
          // Each test posts from its own address (X-Forwarded-For, trusted here) so the per-client
          // rate limit is exercised per test instead of across the whole run.
          TRUST_PROXY: '1',
          LEADS_DB_BUSY_TIMEOUT_MS: '1000',
        },
      });
      await use({ server, dbPath });
      await server.stop('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  clientAddress: async ({ page }, use, testInfo) => {
    addressCounter += 1;
    const address = `10.${testInfo.workerIndex % 250}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await use(address);
  },
});

function leadsByEmail(dbPath: string, email: string): { locale: string; fields: Record<string, unknown>; consent: number }[] {
  const db = new SQLite(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('select locale, fields, consent from leads where email = ?').all(email.toLowerCase()) as { locale: string; fields: string; consent: number }[]).map(
      (row) => ({ ...row, fields: JSON.parse(row.fields) as Record<string, unknown> }),
    );
  } finally {
    db.close();
  }
}

function suspectOf(dbPath: string, email: string): { suspect: string | null; createdAt: string } | undefined {
  const db = new SQLite(dbPath, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select suspect, created_at as createdAt from leads where email = ?').get(email.toLowerCase()) as
      | { suspect: string | null; createdAt: string }
      | undefined;
  } finally {
    db.close();
  }
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function contactForm(page: Page) {
  return page.locator('form:has(input[name="ticket"])');
}

async function openContact(page: Page, server: LeadTestServer, locale: Locale, query = '') {
  await page.goto(`${server.baseUrl}${localizedPath('/contact', locale)}${query}`);
  // The form fetches its signed ticket when it mounts (the page itself is static).
  await expect(page.locator('input[name="ticket"]')).not.toHaveValue('');
}

/** A person needs more than the 3-second minimum to fill the form; tests wait it out honestly. */
async function waitMinimumFillTime(page: Page) {
  await page.waitForTimeout(3200);
}

async function fillContact(page: Page, locale: Locale, values: { [name: string]: string | boolean | undefined }) {
  const t = messages[locale].LeadForm;
  const text: [string, string][] = [
    ['firstName', t.firstName],
    ['lastName', t.lastName],
    ['email', t.email],
    ['phone', t.phone],
    ['company', t.company],
    ['message', t.message],
  ];
  for (const [name, label] of text) {
    const value = values[name];
    if (typeof value === 'string') await contactForm(page).getByLabel(label, { exact: false }).first().fill(value);
  }
  if (typeof values.interest === 'string') await contactForm(page).getByLabel(t.interest).selectOption(values.interest);
  if (values.consent) await contactForm(page).getByRole('checkbox').check();
}

const filled = (email: string) => ({
  firstName: 'Åsa',
  lastName: 'Öberg',
  email,
  phone: '+46 8 123 456',
  company: 'Ärlig Logistik AB',
  interest: 'circular',
  message: 'Hej! <b>Vi</b> vill veta mer om Circular Testing.',
  consent: true,
});

for (const locale of locales) {
  const t = messages[locale].LeadForm;

  test.describe(`contact page (${locale})`, () => {
    test('a valid submit shows success only after the lead is stored, and clears the form', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      const consoleErrors = collectConsoleErrors(page);
      await openContact(page, lead.server, locale);
      await expect(page.getByRole('heading', { level: 1, name: contactPage.title[locale] })).toBeVisible();
      const email = uniqueEmail(`valid-${locale}`);
      await fillContact(page, locale, filled(email));
      await waitMinimumFillTime(page);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
      const stored = leadsByEmail(lead.dbPath, email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ locale, consent: 1, fields: { firstName: 'Åsa', interest: 'circular', message: filled(email).message } });
      await expect(contactForm(page).getByLabel(t.firstName)).toHaveValue('');
      await expect(contactForm(page).getByRole('checkbox')).not.toBeChecked();
      expect(consoleErrors).toEqual([]);
    });

    test('each invalid field shows its message, tied to the field, and keeps the values', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      await openContact(page, lead.server, locale);
      await page.getByRole('button', { name: t.submit }).click();
      const required: [string, string][] = [
        [t.firstName, t.errors.firstNameRequired],
        [t.lastName, t.errors.lastNameRequired],
        [t.email, t.errors.emailRequired],
        [t.company, t.errors.companyRequired],
        [t.interest, t.errors.interestRequired],
        [t.message, t.errors.messageRequired],
      ];
      for (const [label, error] of required) {
        const field = contactForm(page).getByLabel(label, { exact: false }).first();
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(error);
      }
      await expect(contactForm(page).getByRole('checkbox')).toHaveAccessibleDescription(t.errors.consentRequired);
      await expect(contactForm(page).getByLabel(t.firstName)).toBeFocused();

      // Now fill everything but with a bad e-mail: only that error stays, every value is kept.
      await fillContact(page, locale, { ...filled('not-an-email'), phone: '08-CALL-ME' });
      await expect(contactForm(page).getByLabel(t.firstName)).not.toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: t.submit }).click();
      await expect(contactForm(page).getByLabel(t.email)).toHaveAccessibleDescription(t.errors.emailInvalid);
      await expect(contactForm(page).getByLabel(t.phone, { exact: false })).toHaveAccessibleDescription(t.errors.phoneInvalid);
      await expect(contactForm(page).getByLabel(t.email)).toBeFocused();
      await expect(contactForm(page).getByLabel(t.firstName)).toHaveValue('Åsa');
      await expect(contactForm(page).getByLabel(t.message)).toHaveValue(filled('x').message);
      await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('circular');
      // Re-validation on change: fixing the field removes its error at once.
      await contactForm(page).getByLabel(t.email).fill('asa@example.se');
      await expect(contactForm(page).getByLabel(t.email)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(t.errors.emailInvalid)).toHaveCount(0);
    });

    test('with the database unavailable the failure message shows and every value stays', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      await openContact(page, lead.server, locale);
      const email = uniqueEmail(`down-${locale}`);
      await fillContact(page, locale, filled(email));
      await waitMinimumFillTime(page);
      // Another process holds the write lock longer than the server's busy timeout.
      const blocker = new SQLite(lead.dbPath);
      blocker.exec('begin exclusive');
      try {
        await page.getByRole('button', { name: t.submit }).click();
        await expect(contactForm(page).getByRole('alert')).toHaveText(t.failure);
      } finally {
        blocker.exec('rollback');
        blocker.close();
      }
      expect(leadsByEmail(lead.dbPath, email)).toHaveLength(0);
      await expect(contactForm(page).getByLabel(t.firstName)).toHaveValue('Åsa');
      await expect(contactForm(page).getByLabel(t.email)).toHaveValue(email);
      await expect(contactForm(page).getByLabel(t.message)).toHaveValue(filled(email).message);
      await expect(contactForm(page).getByRole('checkbox')).toBeChecked();
      // The same form, sent again once the database is back, is stored once.
      await page.getByRole('button', { name: t.submit }).click();
      await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
      expect(leadsByEmail(lead.dbPath, email)).toHaveLength(1);
    });

    test('?product= pre-selects the interest and pre-fills the message; unknown values are ignored', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      const { getSalivaTest } = await import('../../src/content/catalogue');
      const saliva = getSalivaTest();
      await openContact(page, lead.server, locale, `?product=${encodeURIComponent(saliva.articleNr.toLowerCase())}`);
      await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('instaclear');
      await expect(contactForm(page).getByLabel(t.message)).toHaveValue(new RegExp(`${saliva.articleNr}`));
      await expect(contactForm(page).getByLabel(t.message)).toHaveValue(new RegExp(saliva.name[locale].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

      // A urine drug test arrives under 'Drug tests', a self-test under 'Self-tests' (not 'Other').
      await openContact(page, lead.server, locale, '?product=DRX192-CE25');
      await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('drug-tests');
      await openContact(page, lead.server, locale, '?product=ferritin');
      await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('self-tests');

      await openContact(page, lead.server, locale, `?product=${encodeURIComponent('<script>alert(1)</script>')}`);
      await expect(contactForm(page).getByLabel(t.message)).toHaveValue('');
      await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('');
    });

    // A normal double click: the server answers in ~30 ms, so a second click 80–250 ms after the
    // first lands on the cleared form after the success. It must change nothing the visitor sees.
    for (const delay of [0, 80, 150, 250]) {
      test(`a second click ${delay} ms after the first keeps the thank-you, marks nothing invalid and stores one lead`, async ({ page, lead, clientAddress }) => {
        void clientAddress;
        const consoleErrors = collectConsoleErrors(page);
        await openContact(page, lead.server, locale);
        const email = uniqueEmail(`double${delay}-${locale}`);
        await fillContact(page, locale, filled(email));
        await waitMinimumFillTime(page);
        const button = contactForm(page).locator('button[type="submit"]');
        await button.scrollIntoViewIfNeeded();
        // Raw mouse clicks, so the second one lands whatever the button's state (Playwright's
        // click would wait for it to be enabled). Near the left edge, as the button narrows while
        // it reads 'Sending...'; and where the button is now, as the thank-you above it moves it.
        const clickButton = async () => {
          const box = await button.boundingBox();
          if (!box) throw new Error('the submit button has no box');
          await page.mouse.click(box.x + 12, box.y + box.height / 2);
        };
        await clickButton();
        if (delay > 0) await page.waitForTimeout(delay);
        await clickButton();
        await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
        // Whatever the second click set off (a validation, a second post) has shown by now.
        await page.waitForTimeout(600);
        await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
        await expect(contactForm(page).locator('[aria-invalid="true"]')).toHaveCount(0);
        await expect(contactForm(page).getByRole('alert')).toHaveText('');
        expect(leadsByEmail(lead.dbPath, email)).toHaveLength(1);
        expect(consoleErrors).toEqual([]);
      });
    }

    test('?interest= pre-selects a topic; an unknown topic is ignored', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      for (const topic of ['partnership', 'investors']) {
        await openContact(page, lead.server, locale, `?interest=${topic}`);
        await expect(contactForm(page).getByLabel(t.interest)).toHaveValue(topic);
        await expect(contactForm(page).getByLabel(t.message)).toHaveValue('');
      }
      await openContact(page, lead.server, locale, '?interest=unicorns');
      await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('');
      await expect(contactForm(page).getByLabel(t.message)).toHaveValue('');
    });

    test('query values named like built-in object properties render the normal empty form', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      const consoleErrors = collectConsoleErrors(page);
      for (const query of ['?product=constructor', '?product=__proto__', '?product=toString', '?interest=constructor', '?interest=__proto__', '?product=hasOwnProperty&interest=valueOf']) {
        await openContact(page, lead.server, locale, query);
        for (const label of [t.firstName, t.lastName, t.email, t.company, t.interest, t.message]) {
          await expect(contactForm(page).getByLabel(label, { exact: false }).first(), `${label} after ${query}`).toHaveValue('');
        }
        await expect(contactForm(page).getByRole('checkbox')).not.toBeChecked();
        await expect(contactForm(page).locator('[aria-invalid="true"]')).toHaveCount(0);
      }
      expect(consoleErrors).toEqual([]);
    });

    test('a too-fast submit is kept flagged as suspect; a filled honeypot looks successful and stores nothing', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      await openContact(page, lead.server, locale);
      const ticketSeen = Date.now();
      // v1.<form>.<issued at, server ms>.<token>.<signature>
      const issuedAt = Number((await page.locator('input[name="ticket"]').inputValue()).split('.')[2]);
      const fast = uniqueEmail(`fast-${locale}`);
      // A bot fills everything at once; doing it in one script keeps this well under 3 s even on a
      // busy machine (typing field by field can take longer than that there).
      await contactForm(page).evaluate((form: HTMLFormElement, values) => {
        for (const [name, value] of Object.entries(values)) {
          const field = form.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`);
          if (!field) throw new Error(`no field ${name}`);
          if (field instanceof HTMLInputElement && field.type === 'checkbox') {
            field.click();
            continue;
          }
          const proto = Object.getPrototypeOf(field) as object;
          Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
          field.dispatchEvent(new Event('change', { bubbles: true }));
        }
        form.requestSubmit();
      }, { ...filled(fast), consent: 'on' });
      expect(Date.now() - ticketSeen, 'the too-fast submit must leave within 3 s of rendering').toBeLessThan(3000);
      await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
      // A person with autofill can be this fast: stored, flagged for review, never dropped.
      expect(leadsByEmail(lead.dbPath, fast)).toHaveLength(1);
      // Flagged when the server checked it within 3 s of issuing the ticket (on a loaded machine
      // the post can queue longer than that, and then it is an ordinary lead).
      const stored = suspectOf(lead.dbPath, fast);
      expect(stored?.suspect).toBe(Date.parse(stored?.createdAt ?? '') - issuedAt < 3000 ? 'too-fast' : null);

      await openContact(page, lead.server, locale);
      const bot = uniqueEmail(`honeypot-${locale}`);
      await fillContact(page, locale, filled(bot));
      await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
      await waitMinimumFillTime(page);
      await page.getByRole('button', { name: t.submit }).click();
      await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
      expect(leadsByEmail(lead.dbPath, bot)).toHaveLength(0);
    });

    test('without JavaScript the form posts, renders server errors with the values, then succeeds', async ({ browser, lead }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `10.250.${locales.indexOf(locale)}.${Date.now() % 250}` } });
      const page = await context.newPage();
      try {
        await page.goto(`${lead.server.baseUrl}${localizedPath('/contact', locale)}`);
        const email = uniqueEmail(`nojs-${locale}`);
        // The server's messages in the page's language, not the browser's: an empty company, no
        // consent and "x@y" (which the browser's own e-mail check would let through) all post.
        await fillContact(page, locale, { ...filled('x@y'), company: '', consent: false, message: `<script>alert("x")</script> '; DROP TABLE leads;--` });
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByText(t.errors.emailInvalid)).toBeVisible();
        await expect(page.getByText(t.errors.companyRequired)).toBeVisible();
        await expect(page.getByText(t.errors.consentRequired)).toBeVisible();
        await expect(contactForm(page).getByRole('alert')).toHaveText(t.invalid);
        await expect(contactForm(page).getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
        await expect(contactForm(page).getByLabel(t.firstName)).toHaveValue('Åsa');
        await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('circular');
        await expect(contactForm(page).getByLabel(t.message)).toHaveValue(`<script>alert("x")</script> '; DROP TABLE leads;--`);
        await contactForm(page).getByLabel(t.email).fill(email);
        await contactForm(page).getByLabel(t.company).fill('Ärlig Logistik AB');
        await contactForm(page).getByRole('checkbox').check();
        await page.getByRole('button', { name: t.submit }).click();
        await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
        const stored = leadsByEmail(lead.dbPath, email);
        expect(stored).toHaveLength(1);
        expect(stored[0]?.fields.message).toBe(`<script>alert("x")</script> '; DROP TABLE leads;--`);
      } finally {
        await context.close();
      }
    });

    test('screenshots (desktop and 390 px)', async ({ page, lead, clientAddress }, testInfo) => {
      void clientAddress;
      mkdirSync('/tmp/shots-contact', { recursive: true });
      await openContact(page, lead.server, locale);
      await page.screenshot({ path: `/tmp/shots-contact/${locale}-${testInfo.project.name}.png`, fullPage: true });
      await page.getByRole('button', { name: t.submit }).click();
      await expect(page.getByText(t.errors.firstNameRequired)).toBeVisible();
      await page.screenshot({ path: `/tmp/shots-contact/${locale}-${testInfo.project.name}-errors.png`, fullPage: true });
    });
  });
}

test.describe('contact form against the server directly @desktop-only', () => {
  test('bad input is rejected or stored safely, never a 500', async ({ lead }) => {
    const { server, dbPath } = lead;
    const form = await loadContactForm(server.baseUrl, 'en');
    const headers = { 'x-forwarded-for': '10.251.0.1' };
    const post = (fields: Record<string, string>, options = {}) => postContactForm(form, fields, { headers, ...options });

    const oversized = await post(contactFields({ message: 'x'.repeat(2_000_000) }));
    expect(oversized.status).toBe(413);
    const hundredKb = await post(contactFields({ email: 'big@example.com', message: 'x'.repeat(100_000) }));
    expect([200, 413]).toContain(hundredKb.status);
    expect(leadsByEmail(dbPath, 'big@example.com')).toHaveLength(0);

    const missing = await post({ firstName: 'Åsa' });
    expect(missing.status).toBe(200);
    expect(readRenderedContactForm(missing.html).fieldErrors).toEqual({
      lastName: messages.en.LeadForm.errors.lastNameRequired,
      email: messages.en.LeadForm.errors.emailRequired,
      company: messages.en.LeadForm.errors.companyRequired,
      interest: messages.en.LeadForm.errors.interestRequired,
      message: messages.en.LeadForm.errors.messageRequired,
      consent: messages.en.LeadForm.errors.consentRequired,
    });

    const control = await post(contactFields({ email: 'nul@example.com', lastName: 'Ö\u0000berg', message: 'bell \u0007' }));
    expect(control.status).toBe(200);
    expect(readRenderedContactForm(control.html).fieldErrors).toEqual({
      lastName: messages.en.LeadForm.errors.controlCharacters,
      message: messages.en.LeadForm.errors.controlCharacters,
    });
    expect(leadsByEmail(dbPath, 'nul@example.com')).toHaveLength(0);

    // A file where text is expected (wrong type).
    const body = new FormData();
    for (const [name, value] of form.hidden) body.append(name, value);
    for (const [name, value] of Object.entries(contactFields({ email: 'file@example.com' }))) if (name !== 'firstName') body.append(name, value);
    body.append('firstName', new Blob(['not text'], { type: 'application/octet-stream' }), 'x.bin');
    const wrongType = await fetch(form.url, { method: 'POST', body, headers: { origin: server.baseUrl, ...headers } });
    expect(wrongType.status).toBe(200);
    expect(readRenderedContactForm(await wrongType.text()).fieldErrors).toEqual({ firstName: messages.en.LeadForm.errors.invalidType });
    expect(leadsByEmail(dbPath, 'file@example.com')).toHaveLength(0);

    const injection = `<script>alert(1)</script><img src=x onerror=alert(2)> '); DROP TABLE leads; --`;
    const html = await post(contactFields({ email: 'inject@example', message: injection }));
    expect(html.status).toBe(200);
    expect(readRenderedContactForm(html.html).fieldErrors).toEqual({ email: messages.en.LeadForm.errors.emailInvalid });
    // Re-rendered into the form as text: escaped, never live markup.
    expect(html.html).not.toContain('<script>alert(1)</script>');
    expect(html.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const stored = await post(contactFields({ email: 'inject@example.com', message: injection }));
    expect(isContactSuccess(stored)).toBe(true);
    expect(leadsByEmail(dbPath, 'inject@example.com')[0]?.fields.message).toBe(injection);

    const foreign = await post(contactFields({ email: 'foreign@example.com' }), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(leadsByEmail(dbPath, 'foreign@example.com')).toHaveLength(0);

    const garbage = await fetch(form.url, { method: 'POST', body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=zzz', origin: server.baseUrl } });
    expect(garbage.status).toBeLessThan(500);
  });

  test('the per-client rate limit answers with its own message', async ({ lead }) => {
    const form = await loadContactForm(lead.server.baseUrl, 'sv');
    const headers = { 'x-forwarded-for': '10.252.0.1' };
    for (let i = 0; i < 5; i++) {
      const ok = await postContactForm(form, contactFields({ email: `rate${i}@example.com`, message: `nr ${i}` }), { headers });
      expect(isContactSuccess(ok, 'sv')).toBe(true);
    }
    const limited = await postContactForm(form, contactFields({ email: 'rate5@example.com' }), { headers });
    expect(limited.status).toBe(200);
    expect(readRenderedContactForm(limited.html)).toEqual({ status: undefined, alert: messages.sv.LeadForm.rateLimited, fieldErrors: {} });
    expect(leadsByEmail(lead.dbPath, 'rate5@example.com')).toHaveLength(0);
  });

  test('without TRUST_PROXY the client is the TCP peer: forwarded and look-alike headers are not believed', async ({ lead }) => {
    const server = await LeadTestServer.start({ env: { DATABASE_URL: `file:${lead.dbPath}`, LEADS_RATE_LIMIT_MAX: '3' } });
    try {
      const form = await loadContactForm(server.baseUrl, 'en');
      const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}`, 'x-leads-peer-address': `198.51.100.${i}` });
      const emails = [0, 1, 2, 3].map((i) => `peer${i}-${Date.now().toString(36)}@example.com`);
      const answers = [];
      for (const [i, email] of emails.entries()) answers.push(await postContactForm(form, contactFields({ email }), { headers: spoofed(i) }));
      // Every post came from 127.0.0.1, so the fourth is over the limit of 3 whatever it claimed.
      expect(answers.slice(0, 3).map((answer) => isContactSuccess(answer))).toEqual([true, true, true]);
      expect(readRenderedContactForm(answers[3]?.html ?? '').alert).toBe(messages.en.LeadForm.rateLimited);
      const db = new SQLite(lead.dbPath, { readonly: true });
      try {
        const hashes = emails.slice(0, 3).map((email) => (db.prepare('select client_hash from leads where email = ?').get(email) as { client_hash: string }).client_hash);
        expect(new Set(hashes).size).toBe(1);
        // …and that one client is the real peer address, not the fallback for a missing one.
        const salt = /^LEADS_HASH_SALT=(.+)$/mu.exec(readFileSync('data/secrets.env', 'utf8'))?.[1] ?? '';
        expect(hashes[0]).not.toBe(createHmac('sha256', salt).update('unknown').digest('hex'));
        expect([createHmac('sha256', salt).update('127.0.0.1').digest('hex'), createHmac('sha256', salt).update('::ffff:127.0.0.1').digest('hex')]).toContain(hashes[0]);
      } finally {
        db.close();
      }
    } finally {
      await server.stop('SIGTERM');
    }
  });

  test('a form rendered before a server restart still submits after it', async ({ page, lead }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.253.0.1' });
    await openContact(page, lead.server, 'en');
    const email = uniqueEmail('restart');
    await fillContact(page, 'en', filled(email));
    await lead.server.restart('SIGKILL');
    await waitMinimumFillTime(page);
    await page.getByRole('button', { name: messages.en.LeadForm.submit }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(messages.en.LeadForm.success);
    expect(leadsByEmail(lead.dbPath, email)).toHaveLength(1);
  });

  test('a form rendered before a redeploy (a new build) still submits to the new build', async ({ page, lead }) => {
    // A real redeploy: the page comes from this build, the submit goes to another `next build`.
    // Next salts server-action ids with NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, so this passes only
    // because both builds share the key from data/secrets.env.
    test.setTimeout(300_000);
    const distDir = '.next-redeploy'; // listed in tsconfig.json, so `next build` leaves that file alone
    try {
      await buildInto(distDir);
      const before = await LeadTestServer.start({ env: { DATABASE_URL: `file:${lead.dbPath}`, TRUST_PROXY: '1' } });
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.254.0.1' });
      await openContact(page, before, 'sv');
      const email = uniqueEmail('redeploy');
      await fillContact(page, 'sv', filled(email));
      await before.stop('SIGTERM');
      const after = await LeadTestServer.start({
        port: before.port,
        env: { DATABASE_URL: `file:${lead.dbPath}`, TRUST_PROXY: '1', NEXT_DIST_DIR: distDir },
      });
      try {
        await waitMinimumFillTime(page);
        await page.getByRole('button', { name: messages.sv.LeadForm.submit }).click();
        await expect(contactForm(page).getByRole('status')).toHaveText(messages.sv.LeadForm.success);
        expect(leadsByEmail(lead.dbPath, email)).toHaveLength(1);
      } finally {
        await after.stop('SIGTERM');
      }
    } finally {
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});
