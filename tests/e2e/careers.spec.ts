/**
 * The careers page (issue 16, spec 001 §2 Careers) in both languages: recruitment only through the
 * external partner (every button opens its site in a new tab), the sections the spec lists and the
 * four-step process.
 */
import { siteConfig } from '../../src/config/site';
import { careersPage } from '../../src/content/pages/careers';
import { expect, localizedPath, locales, test } from './fixtures';

for (const locale of locales) {
  const url = localizedPath('/careers', locale);
  const fill = (text: string) => text.replaceAll('{recruitmentPartner}', siteConfig.recruitmentPartner.name).replaceAll('{foundedYear}', String(siteConfig.foundedYear));

  test.describe(`careers (${locale})`, () => {
    test.beforeEach(async ({ page, context }) => {
      await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
      // The partner's site is not ours to load in a test: answer its address locally.
      await context.route(siteConfig.recruitmentPartner.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Open positions</title>' }));
    });

    test('says recruitment runs only through the partner, and every partner button opens its site in a new tab', async ({ page, consoleErrors }) => {
      await page.goto(url);
      const notice = page.getByRole('region', { name: careersPage.recruitment.title[locale] });
      for (const paragraph of careersPage.recruitment.paragraphs) await expect(notice).toContainText(fill(paragraph[locale]));

      const buttons = page.getByRole('link', { name: careersPage.partnerButton[locale] });
      await expect(buttons).toHaveCount(3);
      for (const button of await buttons.all()) {
        await expect(button).toHaveAttribute('href', siteConfig.recruitmentPartner.url);
        await expect(button).toHaveAttribute('target', '_blank');
        await expect(button).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const popupOpened = page.waitForEvent('popup');
      await buttons.first().click();
      const popup = await popupOpened;
      await popup.waitForLoadState();
      expect(popup.url()).toBe(siteConfig.recruitmentPartner.url);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      // No way to apply directly: no form and no e-mail link on the page's own content.
      await expect(page.locator('main form')).toHaveCount(0);
      await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test('shows mission, values, benefits, a quote, the four-step process and the FAQ', async ({ page }) => {
      await page.goto(url);
      const section = (title: { en: string; sv: string }) => page.getByRole('region', { name: title[locale] });
      await expect(section(careersPage.mission.title)).toBeVisible();
      await expect(section(careersPage.values.title).getByRole('heading', { level: 3 })).toHaveCount(4);
      await expect(section(careersPage.benefits.title).getByRole('heading', { level: 3 })).toHaveCount(6);
      await expect(section(careersPage.quote.title).locator('blockquote')).toHaveText(careersPage.quote.item.quote[locale]);
      const steps = section(careersPage.process.title).locator('ol > li');
      await expect(steps).toHaveCount(4);
      await expect(steps.getByRole('heading', { level: 3 })).toHaveText(careersPage.process.steps.map((step) => step.title[locale]));
      const faq = section(careersPage.faq.title);
      await expect(faq.locator('details')).toHaveCount(careersPage.faq.items.length);
      await faq.getByText(careersPage.faq.items[0]!.question[locale]).click();
      await expect(faq.getByText(fill(careersPage.faq.items[0]!.answer[locale]))).toBeVisible();
    });
  });
}
