/**
 * The catalogue cards as compact rows on phones (heights measured at 390 px: /healthcare-tests
 * 12 891 → 7 577 px, the single-panel tab 17 404 → 13 780 px; the bounds below leave margin for copy
 * edits), in both languages since the copy's length sets the heights, with axe in the states only
 * these rows reach (a disclosure open, the single-panel tab); and the unchanged cards from 640 px up.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations, localizedPath, locales, test, type Locale } from './fixtures';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { healthcareProducts } from '../../src/content/catalogue';

type Messages = Record<string, Record<string, string>>;
const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  sv: JSON.parse(readFileSync('messages/sv.json', 'utf8')) as Messages,
};

async function hideCookieNotice(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
}

/** Heights of the cards the locator finds, in CSS pixels. */
const heights = (cards: Locator) => cards.evaluateAll((elements) => elements.map((el) => el.getBoundingClientRect().height));
const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

for (const locale of locales) {
  const t = (namespace: string, key: string) => messages[locale][namespace]![key]!;
  const healthcareTests = localizedPath('/healthcare-tests', locale);
  const drugTests = localizedPath('/drug-tests', locale);

  test.describe(`compact catalogue rows (${locale})`, () => {
    test.beforeEach(async ({ page }) => hideCookieNotice(page));

    test('self-test cards are rows on a phone, benefits behind a disclosure @mobile-only', async ({ page, consoleErrors }) => {
      await page.goto(healthcareTests);
      const cards = page.getByTestId('healthcare-product-card');
      await expect(cards).toHaveCount(healthcareProducts(seededCatalogue()).length);
      // Compact rows, with each description whole and the headline performance figure under the links.
      for (const height of await heights(cards)) expect(height).toBeLessThanOrEqual(330);
      expect(await pageHeight(page)).toBeLessThan(9_000);

      const ferritin = page.locator('article#ferritin');
      const thumbnail = await ferritin.locator('img').boundingBox();
      expect(thumbnail?.width).toBe(72);
      // The key figure beside the drawing (the same line is also one of the collapsed benefits).
      await expect(ferritin.locator('p', { hasText: locale === 'sv' ? 'Svar på 10\u00a0minuter' : 'Result in 10\u00a0minutes' })).toBeVisible();
      await expect(ferritin.getByRole('list')).toBeHidden();
      // The description is whole from the start: a claim cut mid-sentence reads as a different claim.
      const description = ferritin.getByText(healthcareProducts(seededCatalogue()).find((p) => p.id === 'ferritin')!.description[locale]);
      for (const text of await cards.locator('.cat-desc').all()) expect(await text.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);

      await ferritin.locator('summary', { hasText: t('Catalogue', 'benefits') }).click();
      await expect(ferritin.getByRole('listitem')).toHaveCount(4);
      for (const item of await ferritin.getByRole('listitem').all()) await expect(item).toBeVisible();
      await expect(description).toBeVisible();
      await expect(ferritin.getByRole('link', { name: new RegExp(t('Catalogue', 'learnMore')) })).toBeVisible();
      await expect(ferritin.getByRole('link', { name: new RegExp(`^${t('Catalogue', 'instructionsPdf').replace(/[()]/g, '\\$&')}`) })).toBeVisible();
      // The rows with a disclosure open pass axe (the page-wide check sees them closed).
      await expectNoA11yViolations(page, { include: 'main' });
      expect(consoleErrors).toEqual([]);
    });

    test('single-panel cards are rows on a phone with every detail in sight, and the filter still hides them @mobile-only', async ({ page }) => {
      await page.goto(`${drugTests}?tab=single`);
      const cards = page.getByTestId('single-panel-card').filter({ visible: true });
      await expect(cards).toHaveCount(seededCatalogue().singlePanels.length);
      // Rows carry the headline performance figure under their links.
      for (const height of await heights(cards)) expect(height).toBeLessThanOrEqual(350);
      expect(await pageHeight(page)).toBeLessThan(15_500);

      const amp = page.locator('[data-product-id="amp"]');
      expect((await amp.locator('img').boundingBox())?.width).toBe(72);
      for (const text of ['DRX192-CE25', locale === 'sv' ? '300 ng/ml' : '300 ng/mL', locale === 'sv' ? '25 st' : '25 pcs']) {
        await expect(amp.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(amp.getByRole('link', { name: new RegExp(t('Catalogue', 'learnMore')) })).toBeVisible();

      // The single-panel tab's rows pass axe (the page-wide check sees the default tab).
      await expectNoA11yViolations(page, { include: 'main' });

      await page.getByRole('searchbox', { name: t('CatalogueFilter', 'searchLabel') }).fill('AMP');
      await expect(amp).toBeVisible();
      await expect(page.locator('[data-product-id="coc"]')).toBeHidden();
    });
  });
}

test('from 640 px up the cards keep their drawing, benefits and details open', async ({ page }) => {
  await hideCookieNotice(page);
  await page.goto('/healthcare-tests');
  const ferritin = page.locator('article#ferritin');
  await expect(ferritin.locator('summary')).toBeHidden();
  await expect(ferritin.getByRole('heading', { name: messages.en['Catalogue']!['benefits']!, level: 4 })).toBeVisible();
  for (const item of await ferritin.getByRole('listitem').all()) await expect(item).toBeVisible();
  expect((await ferritin.locator('img').boundingBox())!.width).toBeGreaterThan(200);

  await page.goto('/drug-tests?tab=single');
  const amp = page.locator('[data-product-id="amp"]');
  await expect(amp.getByText('DRX192-CE25', { exact: true })).toBeVisible();
  expect((await amp.locator('img').boundingBox())!.width).toBeGreaterThan(200);
});
