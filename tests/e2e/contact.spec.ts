/**
 * The contact page and the lead pipeline in a real browser, against the lead server of
 * tests/e2e/fixtures.ts (its own server and SQLite store per worker, so these tests can read
 * and lock the store and restart the server). Each flow runs once: most in English; the
 * locked-store flow and the flow without JavaScript in Swedish (so the failure message, the
 * thank-you and the server's own messages are seen in Swedish while the browser speaks English),
 * and one test of the rest the visitor reads in Swedish. Posts straight to the server, without a
 * browser, are in tests/http/lead-forms.spec.ts.
 */
import SQLite from 'better-sqlite3';
import type { Page, Request } from '@playwright/test';
import { seededPage } from '../../src/cms/seed/pages';
import {
  expect,
  isLeadPost,
  leadForm as contactForm,
  type LeadServer,
  type Locale,
  localizedPath,
  messages,
  openLeadForm,
  test,
  uniqueEmail,
} from './fixtures';
import { seededCatalogue } from '../../src/cms/seed/catalogue';

/** The contact page's h1, as the CMS was seeded. */
const contactTitle = (locale: Locale) => seededPage<{ title: string }>('/contact', locale).layout[0]!.title;

async function openContact(page: Page, leadServer: LeadServer, locale: Locale, query = '') {
  await openLeadForm(page, `${leadServer.baseUrl}${localizedPath('/contact', locale)}${query}`);
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

/** Each required field's label and the message an empty submit ties to it, in the page's language. */
function requiredFieldErrors(locale: Locale): [label: string, error: string][] {
  const t = messages[locale].LeadForm;
  return [
    [t.firstName, t.errors.firstNameRequired],
    [t.lastName, t.errors.lastNameRequired],
    [t.email, t.errors.emailRequired],
    [t.company, t.errors.companyRequired],
    [t.interest, t.errors.interestRequired],
    [t.message, t.errors.messageRequired],
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Resolves once the page has rendered two more frames: work queued before then has run. */
async function nextFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

test.describe('contact page (en)', () => {
  const locale = 'en';
  const t = messages.en.LeadForm;

  test('a valid submit shows success only after the lead is stored, and clears the form', async ({ page, leadServer, clientAddress: _, consoleErrors }) => {
    await openContact(page, leadServer, locale);
    await expect(page.getByRole('heading', { level: 1, name: contactTitle(locale) })).toBeVisible();
    const email = uniqueEmail('valid');
    await fillContact(page, locale, filled(email));
    await page.getByRole('button', { name: t.submit }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
    const stored = leadServer.leads({ email });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ form: 'contact', locale, consent: true, suspect: null, fields: { firstName: 'Åsa', interest: 'circular', message: filled(email).message } });
    await expect(contactForm(page).getByLabel(t.firstName)).toHaveValue('');
    await expect(contactForm(page).getByRole('checkbox')).not.toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test('each invalid field shows its message, tied to the field, and keeps the values', async ({ page, leadServer, clientAddress: _ }) => {
    await openContact(page, leadServer, locale);
    await page.getByRole('button', { name: t.submit }).click();
    const required = requiredFieldErrors(locale);
    for (const [label, error] of required) {
      const field = contactForm(page).getByLabel(label, { exact: false }).first();
      await expect.soft(field, label).toHaveAttribute('aria-invalid', 'true');
      await expect.soft(field, label).toHaveAccessibleDescription(error);
    }
    await expect.soft(contactForm(page).getByRole('checkbox')).toHaveAccessibleDescription(t.errors.consentRequired);
    await expect(contactForm(page).getByLabel(t.firstName)).toBeFocused();

    // Now fill everything but with a bad e-mail: only that error stays, every value is kept.
    await fillContact(page, locale, { ...filled('not-an-email'), phone: '08-CALL-ME' });
    await expect(contactForm(page).getByLabel(t.firstName)).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(contactForm(page).getByLabel(t.email)).toHaveAccessibleDescription(t.errors.emailInvalid);
    await expect(contactForm(page).getByLabel(t.phone, { exact: false })).toHaveAccessibleDescription(t.errors.phoneInvalid);
    await expect(contactForm(page).getByLabel(t.email)).toBeFocused();
    await expect.soft(contactForm(page).getByLabel(t.firstName)).toHaveValue('Åsa');
    await expect.soft(contactForm(page).getByLabel(t.message)).toHaveValue(filled('x').message);
    await expect.soft(contactForm(page).getByLabel(t.interest)).toHaveValue('circular');
    // Re-validation on change: fixing the field removes its error at once.
    await contactForm(page).getByLabel(t.email).fill('asa@example.se');
    await expect(contactForm(page).getByLabel(t.email)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(t.errors.emailInvalid)).toHaveCount(0);
  });

  test('?product= pre-selects the interest and pre-fills the message; unknown values are ignored', async ({ page, leadServer, clientAddress: _ }) => {
    const saliva = seededCatalogue().saliva;
    await openContact(page, leadServer, locale, `?product=${encodeURIComponent(saliva.articleNr.toLowerCase())}`);
    await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('instaclear');
    await expect(contactForm(page).getByLabel(t.message)).toHaveValue(new RegExp(escapeRegExp(saliva.articleNr)));
    await expect(contactForm(page).getByLabel(t.message)).toHaveValue(new RegExp(escapeRegExp(saliva.name[locale])));

    // A urine drug test arrives under 'Drug tests', a self-test under 'Self-tests' (not 'Other').
    await openContact(page, leadServer, locale, '?product=DRX192-CE25');
    await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('drug-tests');
    await openContact(page, leadServer, locale, '?product=ferritin');
    await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('self-tests');

    await openContact(page, leadServer, locale, `?product=${encodeURIComponent('<script>alert(1)</script>')}`);
    await expect(contactForm(page).getByLabel(t.message)).toHaveValue('');
    await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('');
  });

  // A normal double click: the server answers in ~30 ms, so a second click 80–250 ms after the
  // first lands on the cleared form after the success. It must change nothing the visitor sees.
  // The gap between the clicks is the input under test, not a wait.
  for (const delay of [0, 80, 150, 250]) {
    test(`a second click ${delay} ms after the first keeps the thank-you, marks nothing invalid and stores one lead`, async ({ page, leadServer, clientAddress: _, consoleErrors }) => {
      await openContact(page, leadServer, locale);
      const email = uniqueEmail(`double${delay}`);
      await fillContact(page, locale, filled(email));
      // Every post of this form carries the e-mail typed (a post of the emptied form would not,
      // but it would show its errors, which the test checks).
      const posts = { sent: 0, answered: 0 };
      page.on('request', (request) => {
        if (isLeadPost(request, email)) posts.sent += 1;
      });
      const answered = (request: Request) => {
        if (isLeadPost(request, email)) posts.answered += 1;
      };
      page.on('requestfinished', answered);
      page.on('requestfailed', answered);
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
      // Whatever the second click set off (a validation, a second post) starts within its event;
      // let it run, let every post be answered, and let the answers render.
      await nextFrames(page);
      await expect.poll(() => posts.sent - posts.answered, 'lead posts not yet answered').toBe(0);
      await nextFrames(page);
      await expect(button).toHaveText(t.submit);
      await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
      await expect(contactForm(page).locator('[aria-invalid="true"]')).toHaveCount(0);
      await expect(contactForm(page).getByRole('alert')).toHaveText('');
      expect(posts.sent, 'lead posts sent').toBe(1);
      expect(leadServer.leads({ email })).toHaveLength(1);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('?interest= pre-selects a topic; an unknown topic is ignored', async ({ page, leadServer, clientAddress: _ }) => {
    for (const topic of ['partnership', 'investors']) {
      await openContact(page, leadServer, locale, `?interest=${topic}`);
      await expect.soft(contactForm(page).getByLabel(t.interest), topic).toHaveValue(topic);
      await expect.soft(contactForm(page).getByLabel(t.message), topic).toHaveValue('');
    }
    await openContact(page, leadServer, locale, '?interest=unicorns');
    await expect(contactForm(page).getByLabel(t.interest)).toHaveValue('');
    await expect(contactForm(page).getByLabel(t.message)).toHaveValue('');
  });

  test('query values named like built-in object properties render the normal empty form', async ({ page, leadServer, clientAddress: _, consoleErrors }) => {
    for (const query of ['?product=constructor', '?product=__proto__', '?product=toString', '?interest=constructor', '?interest=__proto__', '?product=hasOwnProperty&interest=valueOf']) {
      await openContact(page, leadServer, locale, query);
      for (const label of [t.firstName, t.lastName, t.email, t.company, t.interest, t.message]) {
        await expect.soft(contactForm(page).getByLabel(label, { exact: false }).first(), `${label} after ${query}`).toHaveValue('');
      }
      await expect.soft(contactForm(page).getByRole('checkbox'), query).not.toBeChecked();
      await expect.soft(contactForm(page).locator('[aria-invalid="true"]'), query).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('a filled honeypot looks successful and stores nothing', async ({ page, leadServer, clientAddress: _ }) => {
    await openContact(page, leadServer, locale);
    const bot = uniqueEmail('honeypot');
    await fillContact(page, locale, filled(bot));
    await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
    expect(leadServer.leads({ email: bot })).toHaveLength(0);
  });

  test('a form rendered before a server restart still submits after it', async ({ page, leadServer, clientAddress: _ }) => {
    await openContact(page, leadServer, locale);
    const email = uniqueEmail('restart');
    await fillContact(page, locale, filled(email));
    await leadServer.server.restart('SIGKILL');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
    expect(leadServer.leads({ email })).toHaveLength(1);
  });
});

test.describe('contact page (sv)', () => {
  const locale = 'sv';
  const t = messages.sv.LeadForm;

  test('the heading, every field message and the product pre-fill are Swedish', async ({ page, leadServer, clientAddress: _ }) => {
    await openContact(page, leadServer, locale);
    await expect.soft(page.getByRole('heading', { level: 1, name: contactTitle(locale) })).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    const required = requiredFieldErrors(locale);
    for (const [label, error] of required) {
      await expect.soft(contactForm(page).getByLabel(label, { exact: false }).first(), label).toHaveAccessibleDescription(error);
    }
    await expect.soft(contactForm(page).getByRole('checkbox')).toHaveAccessibleDescription(t.errors.consentRequired);
    await fillContact(page, locale, { email: 'inte-en-adress', phone: '08-RING-MIG' });
    await page.getByRole('button', { name: t.submit }).click();
    await expect.soft(contactForm(page).getByLabel(t.email)).toHaveAccessibleDescription(t.errors.emailInvalid);
    await expect.soft(contactForm(page).getByLabel(t.phone, { exact: false })).toHaveAccessibleDescription(t.errors.phoneInvalid);

    const saliva = seededCatalogue().saliva;
    await openContact(page, leadServer, locale, `?product=${encodeURIComponent(saliva.articleNr.toLowerCase())}`);
    await expect(contactForm(page).getByLabel(t.message)).toHaveValue(new RegExp(escapeRegExp(saliva.name[locale])));
  });

  test('with the database unavailable the failure message shows and every value stays', async ({ page, leadServer, clientAddress: _ }) => {
    await openContact(page, leadServer, locale);
    const email = uniqueEmail('down');
    await fillContact(page, locale, filled(email));
    // Another process holds the write lock longer than the server's busy timeout.
    const blocker = new SQLite(leadServer.dbPath);
    blocker.exec('begin exclusive');
    try {
      await page.getByRole('button', { name: t.submit }).click();
      await expect(contactForm(page).getByRole('alert')).toHaveText(t.failure);
    } finally {
      blocker.exec('rollback');
      blocker.close();
    }
    expect(leadServer.leads({ email })).toHaveLength(0);
    await expect.soft(contactForm(page).getByLabel(t.firstName)).toHaveValue('Åsa');
    await expect.soft(contactForm(page).getByLabel(t.email)).toHaveValue(email);
    await expect.soft(contactForm(page).getByLabel(t.message)).toHaveValue(filled(email).message);
    await expect.soft(contactForm(page).getByRole('checkbox')).toBeChecked();
    // The same form, sent again once the database is back, is stored once, in the page's language.
    await page.getByRole('button', { name: t.submit }).click();
    await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
    const stored = leadServer.leads({ email });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.locale).toBe(locale);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    // Swedish, while the browser speaks English: the messages must be the page's, not the browser's.
    test('the form posts, renders the server\'s errors in the page\'s language with the values, then succeeds', async ({ page, leadServer, clientAddress: _ }) => {
      await page.goto(`${leadServer.baseUrl}${localizedPath('/contact', locale)}`);
      const email = uniqueEmail('nojs');
      const message = `<script>alert("x")</script> '; DROP TABLE leads;--`;
      // An empty company, no consent and "x@y" (which the browser's own e-mail check would let
      // through) all post.
      await fillContact(page, locale, { ...filled('x@y'), company: '', consent: false, message });
      await page.getByRole('button', { name: t.submit }).click();
      await expect.soft(page.getByText(t.errors.emailInvalid)).toBeVisible();
      await expect.soft(page.getByText(t.errors.companyRequired)).toBeVisible();
      await expect.soft(page.getByText(t.errors.consentRequired)).toBeVisible();
      await expect.soft(contactForm(page).getByRole('alert')).toHaveText(t.invalid);
      await expect.soft(contactForm(page).getByLabel(t.email)).toHaveAttribute('aria-invalid', 'true');
      await expect.soft(contactForm(page).getByLabel(t.firstName)).toHaveValue('Åsa');
      await expect.soft(contactForm(page).getByLabel(t.interest)).toHaveValue('circular');
      await expect.soft(contactForm(page).getByLabel(t.message)).toHaveValue(message);
      await contactForm(page).getByLabel(t.email).fill(email);
      await contactForm(page).getByLabel(t.company).fill('Ärlig Logistik AB');
      await contactForm(page).getByRole('checkbox').check();
      await page.getByRole('button', { name: t.submit }).click();
      await expect(contactForm(page).getByRole('status')).toHaveText(t.success);
      const stored = leadServer.leads({ email });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ locale, fields: { message } });
    });
  });
});
