/**
 * The products overview, InstaCLEAR, InstaCHECK and the whitepaper hub in the browser. The pages
 * load from the suite's server; the two whitepaper forms post to the lead server of
 * tests/e2e/fixtures.ts, whose store the tests read. Each flow runs once, in English, except the
 * posts without JavaScript, which run in Swedish (the server's messages must be the page's
 * language, not the browser's); one Swedish test checks everything else the visitor reads in
 * Swedish. The PDFs themselves are checked in tests/http/product-downloads.spec.ts.
 */
import type { Page } from '@playwright/test';
import { seededPage } from '../../src/cms/seed/pages';
import { retailers } from '../../src/content/retailers';
import { seededWhitepapers } from '../../src/cms/seed/whitepapers';
import {
  expect,
  holdLeadPost,
  leadForm,
  type LeadServer,
  type Locale,
  localizedPath,
  messages,
  openLeadForm,
  test,
  uniqueEmail,
} from './fixtures';

async function openForm(page: Page, leadServer: LeadServer, path: string, locale: Locale) {
  await openLeadForm(page, `${leadServer.baseUrl}${localizedPath(path, locale)}`);
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

/** The products overview's texts in one language, as seeded. */
function productsPage(locale: Locale) {
  type Texts = { blockName?: string; comingSoon: string; learnMore: string; items: { question: string; answer: string }[] };
  const block = (name: string) => seededPage<Texts>('/products', locale).layout.find((section) => section.blockName === name)!;
  const { comingSoon, learnMore } = block('product-details');
  return { comingSoon, learnMore, faq: block('faq').items };
}

/** A block of the whitepaper hub as seeded, by its type. */
const hubBlock = <Block,>(locale: Locale, blockType: string) =>
  seededPage<Block & { blockType: string }>('/resources/whitepapers', locale).layout.find((block) => block.blockType === blockType)!;

/** The InstaCHECK page's button and heading texts as seeded. */
function instacheckTexts(locale: Locale) {
  type Block = { blockType: string; title: string; actions: { label: string }[]; download: { label: string } };
  const block = (blockType: string) => seededPage<Block>('/products/instacheck', locale).layout.find((candidate) => candidate.blockType === blockType)!;
  const hero = block('productHero');
  return { findRetailers: hero.actions[0]!.label, downloadInstructions: hero.download.label, purchaseTitle: block('retailers').title };
}

/** The InstaCLEAR page's button and form texts as seeded. */
function instaclearTexts(locale: Locale) {
  type Block = { blockType: string; title: string; actions: { label: string }[]; action: { label: string } };
  const block = (blockType: string) => seededPage<Block>('/products/instaclear', locale).layout.find((candidate) => candidate.blockType === blockType)!;
  return { heroAction: block('productHero').actions[0]!.label, formTitle: block('leadForm').title, stepsAction: block('steps').action.label };
}

const privacyConsent = /privacy|integritetspolicyn/;
const variantBErrors = ['nameTooShort', 'emailInvalid', 'companyRequired', 'roleTooShort', 'consentRequired'] as const;
const instaclearTitle = (locale: Locale) => seededWhitepapers(locale).find((item) => item.id === 'instaclear')!.title;

test.describe('InstaCLEAR whitepaper form (en)', () => {
  const locale = 'en';
  const t = messages.en.LeadForm;

  test('hero and how-it-works buttons scroll to the form', async ({ page }) => {
    await page.goto(localizedPath('/products/instaclear', locale));
    // The page's client leaves load in chunks of their own; a click before they hydrate is lost.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: instaclearTexts(locale).heroAction, exact: true }).first().click();
    await expect(page).toHaveURL(/#whitepaper-form$/);
    await expect(page.getByRole('heading', { name: instaclearTexts(locale).formTitle })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('link', { name: instaclearTexts(locale).stepsAction, exact: true }).click();
    await expect(page.getByRole('heading', { name: instaclearTexts(locale).formTitle })).toBeInViewport();
  });

  test('a valid submit shows Sending..., then the toast, empties the form, links the PDF and is stored once', async ({ page, leadServer, clientAddress: _ }) => {
    await openForm(page, leadServer, '/products/instaclear', locale);
    const email = uniqueEmail('instaclear');
    await fillContactPart(page, locale, { name: 'Åsa Öberg', email, company: 'Ärlig Logistik AB', role: 'HR-chef', phone: '+46 8 123 456' });
    await leadForm(page).getByRole('checkbox').check();
    const release = await holdLeadPost(page, email);
    await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
    await expect(leadForm(page).getByRole('button', { name: t.sending })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: t.whitepaperToast })).toBeVisible();
    await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepaperSuccess);
    await expect(leadForm(page).getByLabel(t.name, { exact: false }).first()).toHaveValue('');
    await expect(leadForm(page).getByRole('checkbox')).not.toBeChecked();
    await expect(leadForm(page).getByRole('link', { name: `${instaclearTitle(locale)} (PDF)` })).toHaveAttribute('href', `/downloads/${locale}/instaclear-whitepaper.pdf`);
    const stored = leadServer.leads({ form: 'instaclear-whitepaper', email });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ form: 'instaclear-whitepaper', locale, fields: { name: 'Åsa Öberg', role: 'HR-chef', phone: '+46 8 123 456', consent: true } });
  });

  test('an invalid submit shows variant B messages, focuses the first invalid field and keeps values', async ({ page, leadServer, clientAddress: _ }) => {
    await openForm(page, leadServer, '/products/instaclear', locale);
    await fillContactPart(page, locale, { name: 'Å', email: 'asa@', company: 'X', role: '' });
    await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
    for (const code of variantBErrors) {
      await expect.soft(leadForm(page).getByText(t.errors[code]), code).toBeVisible();
    }
    const name = leadForm(page).getByLabel(t.name, { exact: false }).first();
    await expect(name).toBeFocused();
    await expect(name).toHaveValue('Å');
    await expect(leadForm(page).getByLabel(t.email, { exact: false })).toHaveValue('asa@');
    // Validation then runs on change: fixing the name clears its message only.
    await name.fill('Åsa');
    await expect(leadForm(page).getByText(t.errors.nameTooShort)).toHaveCount(0);
    await expect(leadForm(page).getByText(t.errors.roleTooShort)).toBeVisible();
    expect(leadServer.leads({ form: 'instaclear-whitepaper', email: 'asa@' })).toHaveLength(0);
  });
});

test.describe('whitepaper hub (en)', () => {
  const locale = 'en';
  const t = messages.en.LeadForm;

  test('Download Whitepaper scrolls to the form; at least one whitepaper is required; the chosen PDFs are linked and stored once', async ({ page, leadServer, clientAddress: _ }) => {
    await openForm(page, leadServer, '/resources/whitepapers', locale);
    await page.getByRole('link', { name: hubBlock<{ actions: { label: string }[] }>(locale, 'hero').actions[0]!.label, exact: true }).first().click();
    await expect(page).toHaveURL(/#download-whitepapers$/);
    await expect(page.getByRole('heading', { name: hubBlock<{ title: string }>(locale, 'leadForm').title })).toBeInViewport();

    const email = uniqueEmail('hub');
    await fillContactPart(page, locale, { name: 'Jonas Berg', email, company: 'Fjällbygg AB', role: 'Säkerhetschef' });
    await leadForm(page).getByRole('checkbox', { name: privacyConsent }).check();
    await leadForm(page).getByRole('button', { name: t.whitepapersSubmit }).click();
    await expect(leadForm(page).getByText(t.errors.whitepaperChoiceRequired)).toBeVisible();
    const [first, , vdt] = seededWhitepapers(locale).map((item) => leadForm(page).getByRole('checkbox', { name: item.title }));
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
    const stored = leadServer.leads({ form: 'whitepapers', email });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fields).toMatchObject({ instaclearWhitepaper: true, circularWhitepaper: false, vdtWhitepaper: true, hairWhitepaper: false });
  });
});

test.describe('products overview and InstaCHECK (en)', () => {
  const locale = 'en';

  test('coming-soon products show a disabled button, available ones link to their page', async ({ page }) => {
    await page.goto(localizedPath('/products', locale));
    const details = page.locator('#product-details');
    const comingSoon = details.getByRole('button', { name: new RegExp(`^${productsPage(locale).comingSoon}`) });
    await expect(comingSoon).toHaveCount(2);
    for (const button of await comingSoon.all()) await expect.soft(button).toBeDisabled();
    await expect(details.getByRole('link', { name: new RegExp(`^${productsPage(locale).learnMore}`) })).toHaveCount(4);
    // Chromium puts a space before the visually hidden ': name'.
    await details.getByRole('link', { name: new RegExp(`^${productsPage(locale).learnMore}\\s*:\\s*InstaCHECK$`) }).click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('/products/instacheck', locale)}$`));
  });

  test('the FAQ opens one answer at a time, by mouse and by keyboard, and closes again', async ({ page }) => {
    await page.goto(localizedPath('/products', locale));
    const items = productsPage(locale).faq;
    const summary = (index: number) => page.locator('summary', { hasText: items[index]!.question });
    const open = page.locator('details[name="products-faq"][open]');
    await summary(0).click();
    await expect(open).toHaveCount(1);
    await expect(page.getByText(items[0]!.answer)).toBeVisible();
    await summary(1).click();
    await expect(open).toHaveCount(1);
    await expect(page.getByText(items[0]!.answer)).toBeHidden();
    await summary(1).click();
    await expect(open).toHaveCount(0);
    await summary(2).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(items[2]!.answer)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(summary(3)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(open).toHaveCount(1);
    await expect(page.getByText(items[3]!.answer)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(open).toHaveCount(0);
  });

  test('a retailer logo that fails to load is replaced by its name and logged', async ({ page }) => {
    const failing = retailers[2]!;
    await page.route(`**/images/retailers/${failing.id}.svg`, (route) => route.abort('failed'));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(localizedPath('/products/instacheck', locale));
    const purchase = page.locator('#where-to-buy');
    await expect(purchase.locator('[data-logo-fallback]')).toHaveCount(1);
    await expect(purchase.getByRole('img', { name: failing.name, exact: true })).toHaveText(failing.name);
    for (const other of retailers.slice(0, 2)) {
      await expect.soft(purchase.locator(`img[src="/images/retailers/${other.id}.svg"]`), other.id).toBeVisible();
    }
    await expect.poll(() => warnings.filter((text) => text.includes(failing.name) && text.includes('failed to load'))).toHaveLength(1);
  });

  test('Where to Buy scrolls to the pharmacies; Download Instructions downloads the PDF', async ({ page }) => {
    await page.goto(localizedPath('/products/instacheck', locale));
    await page.getByRole('link', { name: instacheckTexts(locale).findRetailers }).click();
    await expect(page).toHaveURL(/#where-to-buy$/);
    await expect(page.getByRole('heading', { name: instacheckTexts(locale).purchaseTitle })).toBeInViewport();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: new RegExp(instacheckTexts(locale).downloadInstructions) }).click();
    expect((await download).suggestedFilename()).toBe(`instacheck-instructions-${locale}.pdf`);
  });
});

test.describe('whitepaper forms without JavaScript (sv)', () => {
  const locale = 'sv';
  const t = messages.sv.LeadForm;
  test.use({ javaScriptEnabled: false });

  // Swedish, while the browser speaks English: the server's messages must be the page's language.
  test('both whitepaper forms post, show the server\'s messages with values kept, and store the lead once', async ({ page, leadServer, clientAddress: _ }) => {
    await test.step('InstaCLEAR: invalid first (no consent), then valid', async () => {
      await page.goto(`${leadServer.baseUrl}${localizedPath('/products/instaclear', locale)}`);
      const email = uniqueEmail('nojs-instaclear');
      await fillContactPart(page, locale, { name: 'Åsa Öberg', email, company: 'Ärlig Logistik AB', role: 'HR' });
      await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
      await expect.soft(leadForm(page).getByText(t.errors.consentRequired)).toBeVisible();
      await expect.soft(leadForm(page).getByLabel(t.email, { exact: false })).toHaveValue(email);
      await leadForm(page).getByRole('checkbox').check();
      await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
      await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepaperSuccess);
      await expect.soft(leadForm(page).getByRole('link', { name: /\(PDF\)$/ })).toHaveAttribute('href', `/downloads/${locale}/instaclear-whitepaper.pdf`);
      expect.soft(leadServer.leads({ form: 'instaclear-whitepaper', email }), 'instaclear-whitepaper leads').toMatchObject([{ locale }]);
    });

    await test.step('the hub', async () => {
      await page.goto(`${leadServer.baseUrl}${localizedPath('/resources/whitepapers', locale)}`);
      const email = uniqueEmail('nojs-hub');
      await fillContactPart(page, locale, { name: 'Jonas Berg', email, company: 'Fjällbygg AB', role: 'HR' });
      await leadForm(page).getByRole('checkbox', { name: seededWhitepapers(locale)[3]!.title }).check();
      await leadForm(page).getByRole('checkbox', { name: privacyConsent }).check();
      await leadForm(page).getByRole('button', { name: t.whitepapersSubmit }).click();
      await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepapersSuccess);
      await expect.soft(leadForm(page).getByRole('link', { name: /\(PDF\)$/ })).toHaveAttribute('href', `/downloads/${locale}/hair-analysis-whitepaper.pdf`);
      const stored = leadServer.leads({ form: 'whitepapers', email });
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ locale, fields: { hairWhitepaper: true, instaclearWhitepaper: false } });
    });
  });
});

test.describe('products overview, InstaCLEAR, InstaCHECK and the whitepaper hub (sv)', () => {
  const locale = 'sv';
  const t = messages.sv.LeadForm;

  test('the links, messages, thank-you, toast and PDF names are Swedish, and the lead is stored as sv', async ({ page, leadServer, clientAddress: _ }) => {
    await test.step('InstaCLEAR', async () => {
      await openForm(page, leadServer, '/products/instaclear', locale);
      await expect.soft(page.getByRole('link', { name: instaclearTexts(locale).heroAction, exact: true }).first()).toHaveAttribute('href', /#whitepaper-form$/);
      await expect.soft(page.getByRole('link', { name: instaclearTexts(locale).stepsAction, exact: true })).toHaveAttribute('href', /#whitepaper-form$/);
      await expect.soft(page.getByRole('heading', { name: instaclearTexts(locale).formTitle })).toBeVisible();

      await fillContactPart(page, locale, { name: 'Å', email: 'asa@', company: 'X', role: '' });
      await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
      for (const code of variantBErrors) await expect.soft(leadForm(page).getByText(t.errors[code]), code).toBeVisible();

      const email = uniqueEmail('instaclear-sv');
      await fillContactPart(page, locale, { name: 'Åsa Öberg', email, company: 'Ärlig Logistik AB', role: 'HR-chef' });
      await leadForm(page).getByRole('checkbox').check();
      const release = await holdLeadPost(page, email);
      await leadForm(page).getByRole('button', { name: t.whitepaperSubmit }).click();
      await expect.soft(leadForm(page).getByRole('button', { name: t.sending })).toBeDisabled();
      release();
      await expect(leadForm(page).getByRole('status')).toHaveText(t.whitepaperSuccess);
      await expect.soft(page.getByRole('status').filter({ hasText: t.whitepaperToast })).toBeVisible();
      await expect.soft(leadForm(page).getByRole('link', { name: `${instaclearTitle(locale)} (PDF)` })).toHaveAttribute('href', `/downloads/${locale}/instaclear-whitepaper.pdf`);
      expect.soft(leadServer.leads({ form: 'instaclear-whitepaper', email }), 'instaclear-whitepaper leads').toMatchObject([{ locale }]);
    });

    await test.step('the hub', async () => {
      await openForm(page, leadServer, '/resources/whitepapers', locale);
      await expect
        .soft(page.getByRole('link', { name: hubBlock<{ actions: { label: string }[] }>(locale, 'hero').actions[0]!.label, exact: true }).first())
        .toHaveAttribute('href', /#download-whitepapers$/);
      await fillContactPart(page, locale, { name: 'Jonas Berg', email: uniqueEmail('hub-sv'), company: 'Fjällbygg AB', role: 'Säkerhetschef' });
      await leadForm(page).getByRole('checkbox', { name: privacyConsent }).check();
      await leadForm(page).getByRole('button', { name: t.whitepapersSubmit }).click();
      await expect.soft(leadForm(page).getByText(t.errors.whitepaperChoiceRequired)).toBeVisible();
      for (const item of seededWhitepapers(locale)) await expect.soft(leadForm(page).getByRole('checkbox', { name: item.title }), item.id).toBeVisible();
    });

    await test.step('products overview', async () => {
      await page.goto(localizedPath('/products', locale));
      const details = page.locator('#product-details');
      const comingSoon = details.getByRole('button', { name: new RegExp(`^${productsPage(locale).comingSoon}`) });
      await expect.soft(comingSoon).toHaveCount(2);
      for (const button of await comingSoon.all()) await expect.soft(button).toBeDisabled();
      await expect.soft(details.getByRole('link', { name: new RegExp(`^${productsPage(locale).learnMore}`) })).toHaveCount(4);
      await expect
        .soft(details.getByRole('link', { name: new RegExp(`^${productsPage(locale).learnMore}\\s*:\\s*InstaCHECK$`) }))
        .toHaveAttribute('href', localizedPath('/products/instacheck', locale));
    });

    await test.step('InstaCHECK', async () => {
      const failing = retailers[2]!;
      await page.route(`**/images/retailers/${failing.id}.svg`, (route) => route.abort('failed'));
      await page.goto(localizedPath('/products/instacheck', locale));
      await expect.soft(page.getByRole('link', { name: instacheckTexts(locale).findRetailers })).toHaveAttribute('href', /#where-to-buy$/);
      await expect.soft(page.getByRole('heading', { name: instacheckTexts(locale).purchaseTitle })).toBeVisible();
      const instructions = page.getByRole('link', { name: new RegExp(instacheckTexts(locale).downloadInstructions) });
      await expect.soft(instructions).toHaveAttribute('href', `/downloads/${locale}/instacheck-instructions.pdf`);
      await expect.soft(instructions).toHaveAttribute('download');
      await expect.soft(page.locator('#where-to-buy').getByRole('img', { name: failing.name, exact: true })).toHaveText(failing.name);
    });
  });
});
