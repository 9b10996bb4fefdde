/**
 * Products part B (issue 19) end to end, both languages: the products overview, InstaCLEAR,
 * InstaCHECK, InstaFIND and the whitepaper hub. The two whitepaper forms run against a real
 * `next start` of the build per worker with its own SQLite store, and what they stored is read
 * back through the operations CLI's JSON export (`npm run leads -- export --format json --form`).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, test as base } from '@playwright/test';
import { LeadTestServer } from '../../scripts/leads-test-server';
import { expect, type Locale, localizedPath, locales } from './fixtures';
import { instacheckPage } from '../../src/content/pages/products-instacheck';
import { instaclearPage } from '../../src/content/pages/products-instaclear';
import { productsPage } from '../../src/content/pages/products';
import { whitepapersPage } from '../../src/content/pages/resources-whitepapers';
import { retailers } from '../../src/content/retailers';
import { whitepapers } from '../../src/content/whitepapers';

type Messages = typeof import('../../messages/en.json');
const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  sv: JSON.parse(readFileSync('messages/sv.json', 'utf8')) as Messages,
};

interface LeadServerFixture {
  server: LeadTestServer;
  databaseUrl: string;
}

let addressCounter = 0;

const test = base.extend<{ clientAddress: string }, { lead: LeadServerFixture }>({
  lead: [
    async ({}, use, workerInfo) => {
      const dir = mkdtempSync(join(tmpdir(), `products-b-e2e-${workerInfo.workerIndex}-`));
      const databaseUrl = `file:${join(dir, 'leads.sqlite')}`;
      // TRUST_PROXY: each test posts from its own address, so the per-client rate limit does not
      // carry over between tests. LEADS_MIN_FILL_MS: the 3-second check is the contact spec's.
      const server = await LeadTestServer.start({ env: { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', LEADS_MIN_FILL_MS: '1' } });
      await use({ server, databaseUrl });
      await server.stop('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  clientAddress: async ({ page }, use, testInfo) => {
    addressCounter += 1;
    const address = `10.${100 + (testInfo.workerIndex % 100)}.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
    await use(address);
  },
});

type ExportedLead = { form: string; locale: string; consent: { given: boolean }; fields: Record<string, unknown> };

/** The leads of one form as the CLI exports them. */
function exportedLeads(databaseUrl: string, form: string): ExportedLead[] {
  const output = execFileSync('node_modules/.bin/tsx', ['scripts/leads-cli.ts', 'export', '--format', 'json', '--form', form], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(output) as ExportedLead[];
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function leadForm(page: Page) {
  return page.locator('form:has(input[name="ticket"])');
}

async function open(page: Page, server: LeadTestServer, path: string, locale: Locale) {
  await page.goto(`${server.baseUrl}${localizedPath(path, locale)}`);
  await expect(page.locator('input[name="ticket"]')).not.toHaveValue('');
}

async function fillContactPart(page: Page, locale: Locale, values: { name: string; email: string; company: string; role: string; phone?: string }) {
  const t = messages[locale].LeadForm;
  const form = leadForm(page);
  await form.getByLabel(t.name, { exact: false }).first().fill(values.name);
  await form.getByLabel(t.email, { exact: false }).fill(values.email);
  await form.getByLabel(t.company, { exact: false }).fill(values.company);
  await form.getByLabel(t.role, { exact: false }).fill(values.role);
  if (values.phone !== undefined) await form.getByLabel(t.phone, { exact: false }).fill(values.phone);
}

/** Holds the next server-action post until `release()`, to see the pending state. */
async function holdNextPost(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route('**/*', async (route) => {
    const request = route.request();
    if (!held && request.method() === 'POST' && request.headers()['next-action'] && (request.postData() ?? '').includes('consent')) {
      held = true;
      await gate;
    }
    await route.continue();
  });
  return release;
}

for (const locale of locales) {
  const t = messages[locale].LeadForm;
  const instaclear = instaclearPage;

  test.describe(`InstaCLEAR whitepaper form (${locale})`, () => {
    test('hero and how-it-works buttons scroll to the form', async ({ page, lead }) => {
      await open(page, lead.server, '/products/instaclear', locale);
      await page.getByRole('link', { name: instaclear.hero.actions[0]!.label[locale], exact: true }).first().click();
      await expect(page).toHaveURL(/#whitepaper-form$/);
      await expect(page.getByRole('heading', { name: instaclear.form.title[locale] })).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: instaclear.steps.action.label[locale], exact: true }).click();
      await expect(page.getByRole('heading', { name: instaclear.form.title[locale] })).toBeInViewport();
    });

    test('a valid submit shows Sending..., then the toast, empties the form, links the PDF and is stored once', async ({ page, lead, clientAddress: _ }) => {
      await open(page, lead.server, '/products/instaclear', locale);
      const email = uniqueEmail(`instaclear-${locale}`);
      await fillContactPart(page, locale, { name: 'Åsa Öberg', email, company: 'Ärlig Logistik AB', role: 'HR-chef', phone: '+46 8 123 456' });
      await leadForm(page).getByRole('checkbox').check();
      const release = await holdNextPost(page);
      await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
      const sending = leadForm(page).getByRole('button', { name: t.sending });
      await expect(sending).toBeDisabled();
      release();
      await expect(page.getByRole('status').filter({ hasText: t.whitepaperToast })).toBeVisible();
      await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepaperSuccess);
      await expect(leadForm(page).getByLabel(t.name, { exact: false }).first()).toHaveValue('');
      await expect(leadForm(page).getByRole('checkbox')).not.toBeChecked();
      const title = whitepapers.find((item) => item.id === 'instaclear')!.title[locale];
      await expect(leadForm(page).getByRole('link', { name: `${title} (PDF)` })).toHaveAttribute('href', `/downloads/${locale}/instaclear-whitepaper.pdf`);
      const stored = exportedLeads(lead.databaseUrl, 'instaclear-whitepaper').filter((item) => item.fields.email === email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ form: 'instaclear-whitepaper', locale, fields: { name: 'Åsa Öberg', role: 'HR-chef', phone: '+46 8 123 456', consent: true } });
    });

    test('an invalid submit shows variant B messages, focuses the first invalid field and keeps values', async ({ page, lead, clientAddress: _ }) => {
      await open(page, lead.server, '/products/instaclear', locale);
      await fillContactPart(page, locale, { name: 'Å', email: 'asa@', company: 'X', role: '' });
      await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
      for (const code of ['nameTooShort', 'emailInvalid', 'companyRequired', 'roleTooShort', 'consentRequired'] as const) {
        await expect(leadForm(page).getByText(t.errors[code])).toBeVisible();
      }
      const name = leadForm(page).getByLabel(t.name, { exact: false }).first();
      await expect(name).toBeFocused();
      await expect(name).toHaveValue('Å');
      await expect(leadForm(page).getByLabel(t.email, { exact: false })).toHaveValue('asa@');
      // Validation then runs on change: fixing the name clears its message only.
      await name.fill('Åsa');
      await expect(leadForm(page).getByText(t.errors.nameTooShort)).toHaveCount(0);
      await expect(leadForm(page).getByText(t.errors.roleTooShort)).toBeVisible();
      expect(exportedLeads(lead.databaseUrl, 'instaclear-whitepaper').filter((item) => item.fields.email === 'asa@')).toHaveLength(0);
    });
  });

  test.describe(`whitepaper hub (${locale})`, () => {
    test('Download Whitepaper scrolls to the form; at least one whitepaper is required; the chosen PDFs are linked and stored once', async ({ page, lead, clientAddress: _ }) => {
      await open(page, lead.server, '/resources/whitepapers', locale);
      await page.getByRole('link', { name: whitepapersPage.download.action.label[locale], exact: true }).last().click();
      await expect(page).toHaveURL(/#download-whitepapers$/);
      await expect(page.getByRole('heading', { name: whitepapersPage.form.title[locale] })).toBeInViewport();

      const email = uniqueEmail(`hub-${locale}`);
      await fillContactPart(page, locale, { name: 'Jonas Berg', email, company: 'Fjällbygg AB', role: 'Säkerhetschef' });
      await leadForm(page).getByRole('checkbox', { name: /privacy|integritetspolicyn/ }).check();
      await leadForm(page).getByRole('button', { name: t.whitepapersSubmit }).click();
      await expect(leadForm(page).getByText(t.errors.whitepaperChoiceRequired)).toBeVisible();
      const [first, , vdt] = whitepapers.map((item) => leadForm(page).getByRole('checkbox', { name: item.title[locale] }));
      await expect(first!).toBeFocused();
      await expect(leadForm(page).getByLabel(t.name, { exact: false }).first()).toHaveValue('Jonas Berg');
      // Ticking another box than the first clears the group's message.
      await vdt!.check();
      await expect(leadForm(page).getByText(t.errors.whitepaperChoiceRequired)).toHaveCount(0);
      await first!.check();
      await leadForm(page).getByRole('button', { name: t.whitepapersSubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: t.whitepaperToast })).toBeVisible();
      await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepapersSuccess);
      const links = leadForm(page).getByRole('link', { name: /\(PDF\)$/ });
      await expect(links).toHaveCount(2);
      await expect(links.nth(0)).toHaveAttribute('href', `/downloads/${locale}/instaclear-whitepaper.pdf`);
      await expect(links.nth(1)).toHaveAttribute('href', `/downloads/${locale}/vdt-whitepaper.pdf`);
      const stored = exportedLeads(lead.databaseUrl, 'whitepapers').filter((item) => item.fields.email === email);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.fields).toMatchObject({ instaclearWhitepaper: true, circularWhitepaper: false, vdtWhitepaper: true, hairWhitepaper: false });
    });
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test('both whitepaper forms post, show the server\'s messages with values kept, and store the lead once', async ({ browser, lead }) => {
      // Four full page renders by the server and two runs of the CLI: slow on a busy machine.
      test.slow();
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `10.251.${locales.indexOf(locale)}.${Date.now() % 250}` } });
      const page = await context.newPage();
      try {
        // InstaCLEAR: invalid first (no consent), then valid.
        await page.goto(`${lead.server.baseUrl}${localizedPath('/products/instaclear', locale)}`);
        const email = uniqueEmail(`nojs-instaclear-${locale}`);
        await fillContactPart(page, locale, { name: 'Åsa Öberg', email, company: 'Ärlig Logistik AB', role: 'HR' });
        await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
        await expect(leadForm(page).getByText(t.errors.consentRequired)).toBeVisible();
        await expect(leadForm(page).getByLabel(t.email, { exact: false })).toHaveValue(email);
        await leadForm(page).getByRole('checkbox').check();
        await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
        await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepaperSuccess);
        await expect(leadForm(page).getByRole('link', { name: /\(PDF\)$/ })).toHaveAttribute('href', `/downloads/${locale}/instaclear-whitepaper.pdf`);
        expect(exportedLeads(lead.databaseUrl, 'instaclear-whitepaper').filter((item) => item.fields.email === email)).toHaveLength(1);

        // The hub.
        await page.goto(`${lead.server.baseUrl}${localizedPath('/resources/whitepapers', locale)}`);
        const hubEmail = uniqueEmail(`nojs-hub-${locale}`);
        await fillContactPart(page, locale, { name: 'Jonas Berg', email: hubEmail, company: 'Fjällbygg AB', role: 'HR' });
        await leadForm(page).getByRole('checkbox', { name: whitepapers[3]!.title[locale] }).check();
        await leadForm(page).getByRole('checkbox', { name: /privacy|integritetspolicyn/ }).check();
        await leadForm(page).getByRole('button', { name: t.whitepapersSubmit }).click();
        await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepapersSuccess);
        await expect(leadForm(page).getByRole('link', { name: /\(PDF\)$/ })).toHaveAttribute('href', `/downloads/${locale}/hair-analysis-whitepaper.pdf`);
        const stored = exportedLeads(lead.databaseUrl, 'whitepapers').filter((item) => item.fields.email === hubEmail);
        expect(stored).toHaveLength(1);
        expect(stored[0]?.fields).toMatchObject({ hairWhitepaper: true, instaclearWhitepaper: false });
      } finally {
        await context.close();
      }
    });
  });

  test.describe(`products overview and consumer pages (${locale})`, () => {
    test('coming-soon products show a disabled button, available ones link to their page', async ({ page, lead }) => {
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products', locale)}`);
      const details = page.locator('#product-details');
      const comingSoon = details.getByRole('button', { name: new RegExp(`^${productsPage.details.comingSoon[locale]}`) });
      await expect(comingSoon).toHaveCount(2);
      for (const button of await comingSoon.all()) await expect(button).toBeDisabled();
      await expect(details.getByRole('link', { name: new RegExp(`^${productsPage.details.learnMore[locale]}`) })).toHaveCount(4);
      // Chromium puts a space before the visually hidden ': name'.
      await details.getByRole('link', { name: new RegExp(`^${productsPage.details.learnMore[locale]}\\s*:\\s*InstaCHECK$`) }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/products/instacheck', locale)}$`));
    });

    test('the FAQ opens one answer at a time, by mouse and by keyboard, and closes again', async ({ page, lead }) => {
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products', locale)}`);
      const items = productsPage.faq.items;
      const summary = (index: number) => page.locator('summary', { hasText: items[index]!.question[locale] });
      const open = page.locator('details[name="products-faq"][open]');
      await summary(0).click();
      await expect(open).toHaveCount(1);
      await expect(page.getByText(items[0]!.answer[locale])).toBeVisible();
      await summary(1).click();
      await expect(open).toHaveCount(1);
      await expect(page.getByText(items[0]!.answer[locale])).toBeHidden();
      await summary(1).click();
      await expect(open).toHaveCount(0);
      await summary(2).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(items[2]!.answer[locale])).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(summary(3)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(open).toHaveCount(1);
      await expect(page.getByText(items[3]!.answer[locale])).toBeVisible();
      await page.keyboard.press('Enter');
      await expect(open).toHaveCount(0);
    });

    test('a retailer logo that fails to load is replaced by its name and logged', async ({ page, lead }) => {
      const failing = retailers[2]!;
      await page.route(`**/images/retailers/${failing.id}.svg`, (route) => route.abort('failed'));
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products/instacheck', locale)}`);
      const purchase = page.locator('#where-to-purchase');
      const alt = instacheckPage.purchase.logoAlt[locale].replace('{name}', failing.name);
      await expect(purchase.locator('[data-logo-fallback]')).toHaveCount(1);
      await expect(purchase.getByRole('img', { name: alt })).toHaveText(failing.name);
      for (const other of retailers.slice(0, 2)) {
        await expect(purchase.locator(`img[src="/images/retailers/${other.id}.svg"]`)).toBeVisible();
      }
      await expect.poll(() => warnings.filter((text) => text.includes(failing.name) && text.includes('failed to load'))).toHaveLength(1);
    });

    test('Find Retailers scrolls to Where to purchase; Download Instructions downloads the PDF', async ({ page, lead }) => {
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products/instacheck', locale)}`);
      await page.getByRole('link', { name: instacheckPage.hero.findRetailers[locale] }).click();
      await expect(page).toHaveURL(/#where-to-purchase$/);
      await expect(page.getByRole('heading', { name: instacheckPage.purchase.title[locale] })).toBeInViewport();
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: new RegExp(instacheckPage.hero.downloadInstructions[locale]) }).click();
      expect((await download).suggestedFilename()).toBe('instacheck-instructions.pdf');
    });

    test('the PDFs are served as application/pdf', async ({ request, lead }) => {
      for (const name of ['instaclear-whitepaper', 'instacheck-instructions']) {
        const response = await request.get(`${lead.server.baseUrl}/downloads/${locale}/${name}.pdf`);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('application/pdf');
        expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
      }
    });
  });
}
