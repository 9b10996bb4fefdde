/**
 * The careers page (spec 001 §2 Careers): recruitment only through the external partner (every
 * button opens its site in a new tab, no form, no e-mail link), the sections the spec lists, the
 * four-step process and the FAQ in both languages; the partner's new tab and an FAQ answer opening
 * once, in English (the same links and disclosure in either language).
 */
import { seededCompany } from '../../src/cms/seed/site-settings';
import { careersPage } from '../../src/content/pages/careers';
import { expect, localizedPath, locales, test } from './fixtures';

const company = seededCompany();

const fill = (text: string) => text.replaceAll('{recruitmentPartner}', company.recruitmentPartner.name).replaceAll('{foundedYear}', String(company.foundedYear));

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
  // The partner's site is not ours to load in a test: answer its address locally.
  await context.route(company.recruitmentPartner.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Open positions</title>' }));
});

for (const locale of locales) {
  const url = localizedPath('/careers', locale);

  test(`careers (${locale}): recruitment only through the partner, and mission, values, benefits, quote, four-step process and FAQ`, async ({ page, consoleErrors }) => {
    await page.goto(url);
    const section = (title: { en: string; sv: string }) => page.getByRole('region', { name: title[locale] });
    const notice = section(careersPage.recruitment.title);
    for (const paragraph of careersPage.recruitment.paragraphs) await expect(notice).toContainText(fill(paragraph[locale]));

    const buttons = page.getByRole('link', { name: careersPage.partnerButton[locale] });
    await expect(buttons).toHaveCount(3);
    for (const button of await buttons.all()) {
      await expect(button).toHaveAttribute('href', company.recruitmentPartner.url);
      await expect(button).toHaveAttribute('target', '_blank');
      await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // No way to apply directly: no form and no e-mail link on the page's own content.
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(0);

    await expect(section(careersPage.mission.title)).toBeVisible();
    await expect(section(careersPage.values.title).getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(section(careersPage.benefits.title).getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(section(careersPage.quote.title).locator('blockquote')).toHaveText(careersPage.quote.item.quote[locale]);
    const steps = section(careersPage.process.title).locator('ol > li');
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText(careersPage.process.steps.map((step) => step.title[locale]));
    const faq = section(careersPage.faq.title);
    await expect(faq.locator('details')).toHaveCount(careersPage.faq.items.length);
    await expect(faq.locator('summary')).toContainText(careersPage.faq.items.map((item) => item.question[locale]));
    // The answers are in the page's language too (opening one is checked once, below).
    await expect(faq.locator('details')).toContainText(careersPage.faq.items.map((item) => fill(item.answer[locale])));
    expect(consoleErrors).toEqual([]);
  });
}

test('careers: a partner button opens the partner site in a new tab without access to this page; an FAQ question opens its answer', async ({ page }) => {
  await page.goto('/careers');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('link', { name: careersPage.partnerButton.en }).first().click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(company.recruitmentPartner.url);
  expect(await popup.evaluate(() => window.opener)).toBeNull();

  const faq = page.getByRole('region', { name: careersPage.faq.title.en });
  const [first] = careersPage.faq.items;
  await expect(faq.getByText(fill(first!.answer.en))).toBeHidden();
  await faq.getByText(first!.question.en).click();
  await expect(faq.getByText(fill(first!.answer.en))).toBeVisible();
});
