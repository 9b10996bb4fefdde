/**
 * Issue 19 part A: /products/circular-testing, /products/vdt and /products/hair-analysis in both
 * languages, against a real `next start` of the build with its own SQLite store per worker. Leads
 * are checked through the operations CLI (`npm run leads -- export --format json --form NAME`),
 * as an operator would see them. Expected texts come from the content modules and messages.
 * Lead and download tests run once (@desktop-only; the floating-button test sets 390 px itself);
 * the calculator and coming-soon checks run at both widths.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, test as base } from '@playwright/test';
import { LeadTestServer } from '../../scripts/leads-test-server';
import { collectConsoleErrors, expect, type Locale, localizedPath, locales } from './fixtures';
import { circularTestingPage } from '../../src/content/pages/products-circular-testing';
import { hairAnalysisPage } from '../../src/content/pages/products-hair-analysis';
import { vdtPage } from '../../src/content/pages/products-vdt';
import { productWhitepaperNames, productWhitepaperPageCounts } from '../../src/documents/product-whitepaper-pages';

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
      const dir = mkdtempSync(join(tmpdir(), `products-a-e2e-${workerInfo.workerIndex}-`));
      const dbPath = join(dir, 'leads.sqlite');
      // Each test posts from its own address (trusted X-Forwarded-For), so the rate limit counts per test.
      const server = await LeadTestServer.start({ env: { DATABASE_URL: `file:${dbPath}`, TRUST_PROXY: '1' } });
      await use({ server, dbPath });
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

// Lead tests start the CLI (tsx) and wait for real posts; on a shared, busy machine that takes time.
test.describe.configure({ timeout: 120_000 });

type ExportedLead = { form: string; locale: string; consent: { given: boolean }; fields: Record<string, unknown> };

/** The leads of one form as `npm run leads -- export --format json --form NAME` prints them. */
function exportLeads(dbPath: string, form: string): ExportedLead[] {
  const stdout = execFileSync('npm', ['run', '--silent', 'leads', '--', 'export', '--format', 'json', '--form', form], {
    env: { ...process.env, DATABASE_URL: `file:${dbPath}` },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(stdout) as ExportedLead[];
}

function leadsOf(dbPath: string, form: string, email: string, field = 'email'): ExportedLead[] {
  return exportLeads(dbPath, form).filter((lead) => lead.fields[field] === email);
}

function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

const leadForm = (page: Page) => page.locator('form:has(input[name="ticket"])');

async function open(page: Page, server: LeadTestServer, path: string, locale: Locale) {
  await page.goto(`${server.baseUrl}${localizedPath(path, locale)}`);
  // The form fetches its signed ticket when it mounts (the page is static).
  await expect(page.locator('input[name="ticket"]')).not.toHaveValue('');
}

/** Holds each server-action post for a moment, so the pending state can be seen. */
async function slowActions(page: Page, ms: number) {
  await page.route('**/*', async (route) => {
    if (route.request().method() === 'POST' && route.request().headers()['next-action']) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

const pdfHref = (name: string, locale: Locale) => `/downloads/${locale}/${name}.pdf`;

for (const locale of locales) {
  const t = messages[locale].LeadForm;
  const errors = t.errors;

  test.describe(`Circular Testing (${locale})`, () => {
    const page$ = circularTestingPage;
    const form = page$.form;
    const calc = page$.calculator.text;

    test('the savings calculator shows the defaults and follows whole-number input only', async ({ page, lead }) => {
      const consoleErrors = collectConsoleErrors(page);
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products/circular-testing', locale)}`);
      const result = (name: string) => page.locator(`[data-result="${name}"]`);
      const money = (en: string, sv: string) => (locale === 'en' ? en : sv);
      await expect(result('traditionalCost')).toHaveText(money('$10,000', '10\u00a0000\u00a0US$'));
      await expect(result('circularCost')).toHaveText(money('$2,500', '2\u00a0500\u00a0US$'));
      await expect(result('savings')).toHaveText(money('$7,500', '7\u00a0500\u00a0US$'));
      await expect(result('savingsPercent')).toHaveText(money('75.0%', '75,0\u00a0%'));

      await page.getByLabel(calc.employees[locale]).fill('120');
      await page.getByLabel(calc.testedPercent[locale]).fill('25');
      await page.getByLabel(calc.costPerTest[locale]).fill('60');
      await expect(result('traditionalCost')).toHaveText(money('$1,800', '1\u00a0800\u00a0US$'));
      await expect(result('circularCost')).toHaveText(money('$750', '750\u00a0US$'));
      await expect(result('savings')).toHaveText(money('$1,050', '1\u00a0050\u00a0US$'));
      await expect(result('savingsPercent')).toHaveText(money('58.3%', '58,3\u00a0%'));

      // Not whole numbers: ignored, the figures stay, and leaving the field shows the value in use.
      for (const raw of ['12.5', '-5', '1e3']) {
        await page.getByLabel(calc.employees[locale]).fill(raw);
        await expect(result('traditionalCost')).toHaveText(money('$1,800', '1\u00a0800\u00a0US$'));
      }
      await page.getByLabel(calc.employees[locale]).blur();
      await expect(page.getByLabel(calc.employees[locale])).toHaveValue('120');
      // Above 100 % is clamped to 100 %.
      await page.getByLabel(calc.testedPercent[locale]).fill('250');
      await expect(result('traditionalCost')).toHaveText(money('$7,200', '7\u00a0200\u00a0US$'));
      expect(consoleErrors).toEqual([]);
    });

    test('a valid request is stored once, clears the form, shows the toast for 5 s and the thank-you dialog @desktop-only', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      const consoleErrors = collectConsoleErrors(page);
      await page.clock.install();
      await open(page, lead.server, '/products/circular-testing', locale);
      const email = uniqueEmail(`circular-${locale}`);
      await leadForm(page).getByLabel(form.fullName[locale]).fill('Åsa Öberg');
      await leadForm(page).getByLabel(form.workEmail[locale]).fill(email);
      await leadForm(page).getByLabel(form.companyName[locale]).fill('Ärlig Logistik AB');
      await leadForm(page).getByLabel(form.jobTitle[locale]).selectOption('safety-officer');
      await leadForm(page).getByLabel(form.companySize[locale]).selectOption('201-500');
      // Page time stands still from here: the toast's 5 s are counted by the test.
      await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now()) + 1000));
      await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();

      const dialog = page.getByRole('dialog', { name: form.dialog.title[locale] });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleDescription(form.dialog.description[locale]);
      const toast = page.getByText(form.toast[locale], { exact: true });
      await expect(toast).toBeVisible();
      const pdfLabel = form.pdfLink[locale].replace('{pages}', String(productWhitepaperPageCounts.circular[locale]));
      await expect(dialog.getByRole('link', { name: pdfLabel })).toHaveAttribute('href', pdfHref(productWhitepaperNames.circular, locale));

      const stored = leadsOf(lead.dbPath, 'circular-whitepaper', email, 'workEmail');
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        form: 'circular-whitepaper',
        locale,
        fields: { fullName: 'Åsa Öberg', workEmail: email, companyName: 'Ärlig Logistik AB', jobTitle: 'safety-officer', companySize: '201-500' },
      });
      await expect(leadForm(page).getByLabel(form.fullName[locale])).toHaveValue('');
      await expect(leadForm(page).getByLabel(form.jobTitle[locale])).toHaveValue('');

      await page.clock.runFor(4_900);
      await expect(toast).toBeVisible();
      await page.clock.runFor(200);
      await expect(toast).toBeHidden();
      await page.clock.resume();

      await dialog.getByRole('button', { name: form.dialog.close[locale], exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(leadForm(page).getByRole('button', { name: form.submit[locale] })).toBeFocused();
      expect(consoleErrors).toEqual([]);
    });

    test('the thank-you dialog also closes by its X and by Escape, and focus returns each time @desktop-only', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      await open(page, lead.server, '/products/circular-testing', locale);
      const dialog = page.getByRole('dialog', { name: form.dialog.title[locale] });
      const submit = leadForm(page).getByRole('button', { name: form.submit[locale] });
      for (const close of ['x', 'escape'] as const) {
        await leadForm(page).getByLabel(form.fullName[locale]).fill('Jonas Berg');
        await leadForm(page).getByLabel(form.workEmail[locale]).fill(uniqueEmail(`dialog-${close}`));
        await leadForm(page).getByLabel(form.companyName[locale]).fill('Granlund Transport');
        await leadForm(page).getByLabel(form.jobTitle[locale]).selectOption('hr-manager');
        await leadForm(page).getByLabel(form.companySize[locale]).selectOption('50-200');
        await submit.click();
        await expect(dialog).toBeVisible();
        if (close === 'x') await dialog.getByRole('button', { name: form.dialog.dismiss[locale] }).click();
        else await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        await expect(submit).toBeFocused();
      }
    });

    test('an invalid request shows the spec messages, focuses the first invalid field and keeps the values @desktop-only', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      await open(page, lead.server, '/products/circular-testing', locale);
      await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
      const expected: [string, string][] = [
        [form.fullName[locale], errors.circularFullNameRequired],
        [form.workEmail[locale], errors.circularWorkEmailInvalid],
        [form.companyName[locale], errors.circularCompanyNameRequired],
        [form.jobTitle[locale], errors.circularJobTitleRequired],
        [form.companySize[locale], errors.circularCompanySizeRequired],
      ];
      for (const [label, message] of expected) {
        await expect(leadForm(page).getByLabel(label)).toHaveAccessibleDescription(message);
      }
      await expect(leadForm(page).getByLabel(form.fullName[locale])).toBeFocused();

      await leadForm(page).getByLabel(form.fullName[locale]).fill('Åsa Öberg');
      await leadForm(page).getByLabel(form.workEmail[locale]).fill('asa@');
      await leadForm(page).getByLabel(form.jobTitle[locale]).selectOption('other');
      await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
      await expect(leadForm(page).getByLabel(form.workEmail[locale])).toBeFocused();
      await expect(leadForm(page).getByLabel(form.workEmail[locale])).toHaveAccessibleDescription(errors.circularWorkEmailInvalid);
      await expect(leadForm(page).getByLabel(form.fullName[locale])).toHaveValue('Åsa Öberg');
      await expect(leadForm(page).getByLabel(form.jobTitle[locale])).toHaveValue('other');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    test('without JavaScript the request posts and is stored @desktop-only', async ({ browser, lead }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `10.99.${locales.indexOf(locale)}.${Date.now() % 250}` } });
      const page = await context.newPage();
      try {
        await page.goto(`${lead.server.baseUrl}${localizedPath('/products/circular-testing', locale)}`);
        const email = uniqueEmail(`circular-nojs-${locale}`);
        await leadForm(page).getByLabel(form.fullName[locale]).fill('Åsa Öberg');
        await leadForm(page).getByLabel(form.workEmail[locale]).fill(email);
        await leadForm(page).getByLabel(form.companyName[locale]).fill('Ärlig Logistik AB');
        await leadForm(page).getByLabel(form.jobTitle[locale]).selectOption('procurement-lead');
        await leadForm(page).getByLabel(form.companySize[locale]).selectOption('501+');
        await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
        await expect(leadForm(page).getByRole('status')).toContainText(form.success[locale]);
        await expect(leadForm(page).getByRole('status').getByRole('link')).toHaveAttribute('href', pdfHref(productWhitepaperNames.circular, locale));
        expect(leadsOf(lead.dbPath, 'circular-whitepaper', email, 'workEmail')).toHaveLength(1);
      } finally {
        await context.close();
      }
    });

    test('the floating button links to /contact without covering the footer at 390 px @desktop-only', async ({ page, lead }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products/circular-testing', locale)}`);
      const floating = page.getByRole('link', { name: page$.floating.label[locale], exact: true }).last();
      await expect(floating).toHaveAttribute('href', localizedPath('/contact?interest=circular', locale));
      await page.locator('footer').scrollIntoViewIfNeeded();
      const footer = await page.locator('footer').boundingBox();
      const button = await floating.boundingBox();
      expect(footer && button && button.y + button.height <= footer.y).toBe(true);
    });
  });

  test.describe(`VDT (${locale})`, () => {
    const page$ = vdtPage;
    const form = page$.form;

    test('is shown as coming soon with a disabled button, an honest video placeholder and the ROI slider', async ({ page, lead }) => {
      const consoleErrors = collectConsoleErrors(page);
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products/vdt', locale)}`);
      await expect(page.getByRole('button', { name: page$.hero.comingSoon[locale] })).toBeDisabled();
      await expect(page.getByText(page$.hero.badge[locale])).toBeVisible();
      const video = page.locator('figure', { hasText: page$.howItWorks.video.caption[locale] });
      await expect(video.getByRole('img', { name: page$.howItWorks.video.posterLabel[locale] })).toBeVisible();
      await expect(video.getByRole('button')).toHaveCount(0);
      await expect(page.locator('video')).toHaveCount(0);

      const result = (name: string) => page.locator(`[data-result="${name}"]`);
      const money = (en: string, sv: string) => (locale === 'en' ? en : sv);
      const slider = page.getByRole('slider', { name: page$.roi.text.employees[locale] });
      await expect(slider).toHaveValue('100');
      await expect(result('monthlyCost')).toHaveText(money('$12,000', '12\u00a0000\u00a0US$'));
      // (100 × 150 × 1.5 − 12,000) × 12; see lib/calculators/vdt-roi.ts on the spec's 55,680.
      await expect(result('annualSavings')).toHaveText(money('$126,000', '126\u00a0000\u00a0US$'));
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveValue('110');
      await expect(result('monthlyCost')).toHaveText(money('$13,200', '13\u00a0200\u00a0US$'));
      await expect(result('annualSavings')).toHaveText(money('$138,600', '138\u00a0600\u00a0US$'));
      await page.keyboard.press('End');
      await expect(result('annualSavings')).toHaveText(money('$1,260,000', '1\u00a0260\u00a0000\u00a0US$'));
      await page.keyboard.press('Home');
      await expect(slider).toHaveValue('10');
      await expect(result('monthlyCost')).toHaveText(money('$1,200', '1\u00a0200\u00a0US$'));
      await expect(page.getByRole('link', { name: page$.floating.label[locale], exact: true }).last()).toHaveAttribute('href', localizedPath('/contact?interest=vdt', locale));
      expect(consoleErrors).toEqual([]);
    });

    test('a valid request shows Processing..., a toast, then the Thank You panel, and is stored once @desktop-only', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      const consoleErrors = collectConsoleErrors(page);
      await open(page, lead.server, '/products/vdt', locale);
      await slowActions(page, 600);
      const email = uniqueEmail(`vdt-${locale}`);
      await leadForm(page).getByLabel(form.name[locale]).fill('Jonas Berg');
      await leadForm(page).getByLabel(form.email[locale]).fill(email);
      await leadForm(page).getByLabel(form.company[locale]).fill('Granlund Transport');
      await leadForm(page).getByLabel(form.jobTitle[locale]).selectOption('executive');
      await leadForm(page).getByRole('checkbox').check();
      await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
      await expect(leadForm(page).getByRole('button', { name: form.sending[locale] })).toBeDisabled();

      const thanks = page.getByRole('heading', { name: form.thankYou.title[locale], exact: true });
      await expect(thanks).toBeFocused();
      await expect(page.getByText(form.toast[locale], { exact: true })).toBeVisible();
      await expect(leadForm(page)).toHaveCount(0);
      await expect(page.getByRole('link', { name: form.thankYou.demo[locale], exact: true }).first()).toHaveAttribute('href', localizedPath('/contact?interest=vdt', locale));
      const pdfLabel = form.pdfLink[locale].replace('{pages}', String(productWhitepaperPageCounts.vdt[locale]));
      await expect(page.getByRole('link', { name: pdfLabel })).toHaveAttribute('href', pdfHref(productWhitepaperNames.vdt, locale));

      const stored = leadsOf(lead.dbPath, 'vdt-whitepaper', email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ locale, consent: { given: true }, fields: { name: 'Jonas Berg', company: 'Granlund Transport', jobTitle: 'executive', phone: '' } });
      expect(consoleErrors).toEqual([]);
    });

    test('an invalid request shows the spec messages with focus on the first invalid field @desktop-only', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      await open(page, lead.server, '/products/vdt', locale);
      await leadForm(page).getByLabel(form.company[locale]).fill('Granlund Transport');
      await leadForm(page).getByLabel(form.email[locale]).fill('jonas@');
      await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
      await expect(leadForm(page).getByLabel(form.name[locale])).toHaveAccessibleDescription(errors.vdtNameRequired);
      await expect(leadForm(page).getByLabel(form.email[locale])).toHaveAccessibleDescription(errors.vdtEmailInvalid);
      await expect(leadForm(page).getByLabel(form.jobTitle[locale])).toHaveAccessibleDescription(errors.vdtJobTitleRequired);
      await expect(leadForm(page).getByRole('checkbox')).toHaveAccessibleDescription(errors.consentRequired);
      await expect(leadForm(page).getByLabel(form.name[locale])).toBeFocused();
      await expect(leadForm(page).getByLabel(form.company[locale])).toHaveValue('Granlund Transport');
      await leadForm(page).getByLabel(form.email[locale]).fill('');
      await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
      await expect(leadForm(page).getByLabel(form.email[locale])).toHaveAccessibleDescription(errors.vdtEmailRequired);
    });

    test('without JavaScript the request posts, is stored and shows the Thank You panel @desktop-only', async ({ browser, lead }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `10.98.${locales.indexOf(locale)}.${Date.now() % 250}` } });
      const page = await context.newPage();
      try {
        await page.goto(`${lead.server.baseUrl}${localizedPath('/products/vdt', locale)}`);
        const email = uniqueEmail(`vdt-nojs-${locale}`);
        await leadForm(page).getByLabel(form.name[locale]).fill('Jonas Berg');
        await leadForm(page).getByLabel(form.email[locale]).fill(email);
        await leadForm(page).getByLabel(form.company[locale]).fill('Granlund Transport');
        await leadForm(page).getByLabel(form.jobTitle[locale]).selectOption('other');
        await leadForm(page).getByRole('checkbox').check();
        await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
        await expect(page.getByRole('heading', { name: form.thankYou.title[locale], exact: true })).toBeVisible();
        expect(leadsOf(lead.dbPath, 'vdt-whitepaper', email)).toHaveLength(1);
      } finally {
        await context.close();
      }
    });
  });

  test.describe(`hair analysis (${locale})`, () => {
    const page$ = hairAnalysisPage;
    const form = page$.form;

    test('is coming soon and shows the ROI comparison computed from its inputs', async ({ page, lead }) => {
      await page.goto(`${lead.server.baseUrl}${localizedPath('/products/hair-analysis', locale)}`);
      await expect(page.getByRole('button', { name: page$.hero.comingSoon[locale] })).toBeDisabled();
      const money = (en: string, sv: string) => (locale === 'en' ? en : sv);
      await expect(page.locator('[data-result="traditionalTotal"]')).toHaveText(money('$69,700', '69\u00a0700\u00a0US$'));
      await expect(page.locator('[data-result="hairTotal"]')).toHaveText(money('$42,400', '42\u00a0400\u00a0US$'));
      await expect(page.locator('[data-result="savings"]')).toHaveText(money('$27,300', '27\u00a0300\u00a0US$'));
      await expect(page.getByRole('heading', { level: 3 }).filter({ hasText: page$.process.steps[4]!.title[locale] })).toBeVisible();
    });

    test('errors clear as soon as their field is edited; a valid request is trimmed, stored once and toasted @desktop-only', async ({ page, lead, clientAddress }) => {
      void clientAddress;
      const consoleErrors = collectConsoleErrors(page);
      await open(page, lead.server, '/products/hair-analysis', locale);
      const submit = () => leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
      await leadForm(page).getByLabel(form.name[locale]).fill('   ');
      await submit();
      await expect(leadForm(page).getByLabel(form.name[locale])).toHaveAccessibleDescription(errors.hairNameRequired);
      await expect(leadForm(page).getByLabel(form.email[locale])).toHaveAccessibleDescription(errors.hairEmailRequired);
      await expect(leadForm(page).getByLabel(form.company[locale])).toHaveAccessibleDescription(errors.hairCompanyRequired);
      await expect(leadForm(page).getByLabel(form.role[locale])).toHaveAccessibleDescription(errors.hairRoleRequired);
      await expect(leadForm(page).getByRole('checkbox')).toHaveAccessibleDescription(errors.hairConsentRequired);
      await expect(leadForm(page).getByLabel(form.name[locale])).toBeFocused();
      // Editing clears that field's error at once, even before the value is valid.
      await leadForm(page).getByLabel(form.name[locale]).pressSequentially('L');
      await expect(leadForm(page).getByLabel(form.name[locale])).not.toHaveAttribute('aria-invalid', 'true');
      await expect(leadForm(page).getByLabel(form.email[locale])).toHaveAttribute('aria-invalid', 'true');
      await leadForm(page).getByLabel(form.email[locale]).fill('lena.example.se');
      await expect(leadForm(page).getByLabel(form.email[locale])).not.toHaveAttribute('aria-invalid', 'true');
      await submit();
      await expect(leadForm(page).getByLabel(form.email[locale])).toHaveAccessibleDescription(errors.hairEmailInvalid);
      await expect(leadForm(page).getByLabel(form.email[locale])).toBeFocused();

      const email = uniqueEmail(`hair-${locale}`);
      await leadForm(page).getByLabel(form.name[locale]).fill('  Lena Holm  ');
      await leadForm(page).getByLabel(form.email[locale]).fill(` ${email} `);
      await leadForm(page).getByLabel(form.company[locale]).fill('Norrberg Mineral ');
      await leadForm(page).getByLabel(form.role[locale]).fill(' HR-chef');
      await leadForm(page).getByRole('checkbox').check();
      await slowActions(page, 600);
      await submit();
      await expect(leadForm(page).getByRole('button', { name: form.sending[locale] })).toBeDisabled();
      await expect(page.getByText(form.toast[locale], { exact: true })).toBeVisible();
      await expect(leadForm(page).getByRole('status')).toContainText(form.success[locale]);
      const pdfLabel = form.pdfLink[locale].replace('{pages}', String(productWhitepaperPageCounts.hair[locale]));
      await expect(leadForm(page).getByRole('link', { name: pdfLabel })).toHaveAttribute('href', pdfHref(productWhitepaperNames.hair, locale));
      await expect(leadForm(page).getByLabel(form.name[locale])).toHaveValue('');
      await expect(leadForm(page).getByRole('checkbox')).not.toBeChecked();
      const stored = leadsOf(lead.dbPath, 'hair-whitepaper', email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ locale, consent: { given: true }, fields: { name: 'Lena Holm', email, company: 'Norrberg Mineral', role: 'HR-chef' } });
      expect(consoleErrors).toEqual([]);
    });

    test('without JavaScript the request posts and is stored @desktop-only', async ({ browser, lead }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': `10.97.${locales.indexOf(locale)}.${Date.now() % 250}` } });
      const page = await context.newPage();
      try {
        await page.goto(`${lead.server.baseUrl}${localizedPath('/products/hair-analysis', locale)}`);
        const email = uniqueEmail(`hair-nojs-${locale}`);
        await leadForm(page).getByLabel(form.name[locale]).fill('Lena Holm');
        await leadForm(page).getByLabel(form.email[locale]).fill(email);
        await leadForm(page).getByLabel(form.company[locale]).fill('Norrberg Mineral');
        await leadForm(page).getByLabel(form.role[locale]).fill('HR-chef');
        await leadForm(page).getByRole('checkbox').check();
        await leadForm(page).getByRole('button', { name: form.submit[locale] }).click();
        await expect(leadForm(page).getByRole('status')).toContainText(form.success[locale]);
        expect(leadsOf(lead.dbPath, 'hair-whitepaper', email)).toHaveLength(1);
      } finally {
        await context.close();
      }
    });
  });

  test(`the three whitepapers download as PDF (${locale}) @desktop-only`, async ({ request, lead }) => {
    for (const name of Object.values(productWhitepaperNames)) {
      const response = await request.get(`${lead.server.baseUrl}${pdfHref(name, locale)}`);
      expect(response.status(), name).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
}
