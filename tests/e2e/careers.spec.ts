/**
 * The careers page (spec 001 §2 Careers): recruitment only through the external partner (every
 * button opens its site in a new tab, no form, no e-mail link), the sections the spec lists, the
 * four-step process and the FAQ in both languages; the partner's new tab and an FAQ answer opening
 * once, in English (the same links and disclosure in either language).
 */
import { seededPage } from '../../src/cms/seed/pages';
import { seededCompany } from '../../src/cms/seed/site-settings';
import type { Locale } from '../../src/i18n/locales';
import { expect, localizedPath, locales, test } from './fixtures';

const company = seededCompany();

type Texts = { text: string }[];
/** The careers page's texts in one language, as seeded, by section. */
function careersPage(locale: Locale) {
  const block = <Block,>(name: string) => seededPage<Block & { blockName?: string }>('/careers', locale).layout.find((section) => section.blockName === name)!;
  const [hero] = seededPage<{ actions: { label: string }[] }>('/careers', locale).layout;
  return {
    partnerButton: hero!.actions[0]!.label,
    recruitment: block<{ title: string; paragraphs: Texts }>('recruitment'),
    mission: block<{ title: string }>('mission'),
    values: block<{ title: string }>('values'),
    benefits: block<{ title: string }>('benefits'),
    quote: block<{ title: string; quote: string }>('quote'),
    process: block<{ title: string; items: { title: string }[] }>('process'),
    faq: block<{ title: string; items: { question: string; answer: string }[] }>('faq'),
  };
}

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
  // The partner's site is not ours to load in a test: answer its address locally.
  await context.route(company.recruitmentPartner.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Open positions</title>' }));
});

for (const locale of locales) {
  const url = localizedPath('/careers', locale);

  test(`careers (${locale}): recruitment only through the partner, and mission, values, benefits, quote, four-step process and FAQ`, async ({ page, consoleErrors }) => {
    const texts = careersPage(locale);
    await page.goto(url);
    const section = (title: string) => page.getByRole('region', { name: title });
    const notice = section(texts.recruitment.title);
    for (const paragraph of texts.recruitment.paragraphs) await expect(notice).toContainText(paragraph.text);

    const buttons = page.getByRole('link', { name: texts.partnerButton });
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', company.recruitmentPartner.url);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // No way to apply directly: no form and no e-mail link on the page's own content.
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(0);

    await expect(section(texts.mission.title)).toBeVisible();
    await expect(section(texts.values.title).getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(section(texts.benefits.title).getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(section(texts.quote.title).locator('blockquote')).toHaveText(texts.quote.quote);
    const steps = section(texts.process.title).locator('ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(texts.process.items.map((step) => step.title));
    const faq = section(texts.faq.title);
    await expect(faq.locator('details')).toHaveCount(texts.faq.items.length);
    await expect(faq.locator('summary')).toContainText(texts.faq.items.map((item) => item.question));
    // The answers are in the page's language too (opening one is checked once, below).
    await expect(faq.locator('details')).toContainText(texts.faq.items.map((item) => item.answer));
    expect(consoleErrors).toEqual([]);
  });
}

test('careers: a partner button opens the partner site in a new tab without access to this page; an FAQ question opens its answer', async ({ page }) => {
  const texts = careersPage('en');
  await page.goto('/careers');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: texts.partnerButton }).first().click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(company.recruitmentPartner.url);
  expect(await popup.evaluate(() => window.opener)).toBeNull();

  const faq = page.getByRole('region', { name: texts.faq.title });
  const [first] = texts.faq.items;
  await expect(faq.getByText(first!.answer)).toBeHidden();
  await faq.getByText(first!.question).click();
  await expect(faq.getByText(first!.answer)).toBeVisible();
});
