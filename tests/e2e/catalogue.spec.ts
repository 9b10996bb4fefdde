/**
 * The drug-test and healthcare catalogue pages (issue 3, spec 000 §2.5, §2.6, §4, §8) in both
 * languages: tabs, live search, group filter, URL state, mega-menu anchors, substances panel,
 * image fallback, contact links, consent notice and structured data.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getHealthcareProducts, getSinglePanels } from '../../src/content/catalogue';
import { drugTestMenu, healthcareMenu } from '../../src/content/catalogue/menus';
import { drugTestsPage } from '../../src/content/pages/drug-tests';
import { healthcareTestsPage } from '../../src/content/pages/healthcare-tests';
import { expect, localizedPath, locales, test, type Locale } from './fixtures';

type Messages = Record<string, Record<string, string>>;
const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  sv: JSON.parse(readFileSync('messages/sv.json', 'utf8')) as Messages,
};
const text = (locale: Locale, namespace: string, key: string) => messages[locale][namespace]?.[key] ?? `${namespace}.${key}`;

/** The key the consent notice uses to remember it was dismissed. */
const noticeKey = 'cookie-notice-dismissed';

async function hideCookieNotice(page: Page) {
  await page.addInitScript((key) => window.localStorage.setItem(key, '1'), noticeKey);
}

for (const locale of locales) {
  const drugTests = localizedPath('/drug-tests', locale);
  const healthcareTests = localizedPath('/healthcare-tests', locale);
  const t = (key: string) => text(locale, 'CatalogueFilter', key);
  const tab = (page: Page, key: 'tabMulti' | 'tabSingle') => page.getByRole('tab', { name: t(key), exact: true });
  // The cards shown: filtered-out cards stay in the page, hidden (they are not re-created).
  const cards = (page: Page) => page.getByTestId('single-panel-card').filter({ visible: true });
  const search = (page: Page) => page.getByRole('searchbox', { name: t('searchLabel') });

  test.describe(`catalogue (${locale})`, () => {
    test.beforeEach(async ({ page }) => hideCookieNotice(page));

    test('urine tabs switch by mouse and keep the choice in the URL', async ({ page, consoleErrors }) => {
      await page.goto(drugTests);
      await expect(tab(page, 'tabMulti')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#multipanels')).toBeVisible();
      await expect(page.locator('#singlepanels')).toBeHidden();
      await expect(page.getByTestId('multi-panel-card')).toHaveCount(4);

      await tab(page, 'tabSingle').click();
      await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
      await expect(tab(page, 'tabMulti')).toHaveAttribute('aria-selected', 'false');
      await expect(page.locator('#singlepanels')).toBeVisible();
      await expect(page.locator('#multipanels')).toBeHidden();
      await expect(cards(page)).toHaveCount(23);
      await expect(page).toHaveURL(/[?&]tab=single\b/);

      await tab(page, 'tabMulti').click();
      await expect(page.locator('#multipanels')).toBeVisible();
      await expect(page).not.toHaveURL(/tab=/);
      expect(consoleErrors).toEqual([]);
    });

    test('urine tabs follow the WAI-ARIA keyboard pattern', async ({ page }) => {
      await page.goto(drugTests);
      await tab(page, 'tabMulti').focus();
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'tabSingle')).toBeFocused();
      await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#singlepanels')).toBeVisible();
      // Only the selected tab is in the tab order.
      await expect(tab(page, 'tabMulti')).toHaveAttribute('tabindex', '-1');
      await page.keyboard.press('ArrowRight');
      await expect(tab(page, 'tabMulti')).toBeFocused();
      await expect(page.locator('#multipanels')).toBeVisible();
      await page.keyboard.press('End');
      await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab(page, 'tabMulti')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowLeft');
      await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
    });

    test('single-panel search filters live, says when nothing matches and clears', async ({ page }) => {
      await page.goto(`${drugTests}?tab=single`);
      await expect(search(page)).toHaveAttribute('placeholder', t('searchPlaceholder'));
      // Case-insensitive substring of the name in the page's language.
      await search(page).fill(locale === 'sv' ? 'AMFETAMIN' : 'AMPHETAMINE');
      await expect(cards(page)).toHaveCount(2);
      await expect(page.locator('[data-product-id="amp"]')).toBeVisible();
      await expect(page.locator('[data-product-id="met"]')).toBeVisible();
      // Filtered-out cards are hidden, not removed, so a filter change re-creates nothing.
      await expect(page.locator('[data-product-id="fyl"]')).toBeHidden();
      await expect(page.getByTestId('single-panel-card')).toHaveCount(23);

      await search(page).fill('no such product');
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByRole('status')).toHaveText(t('noResults'));

      await search(page).fill('');
      await expect(cards(page)).toHaveCount(23);
      await expect(page.getByText(t('noResults'))).toBeHidden();

      // The empty state offers a way back: clearing restores every card and returns to the search.
      await page.getByRole('button', { name: t('groupOpioids'), exact: true }).click();
      await search(page).fill('amphet');
      await expect(cards(page)).toHaveCount(0);
      await page.getByRole('button', { name: t('clearSearch') }).click();
      await expect(cards(page)).toHaveCount(23);
      await expect(search(page)).toBeFocused();
      await expect(search(page)).toHaveValue('');
    });

    test('search also matches the substance code and the article number', async ({ page }) => {
      await page.goto(`${drugTests}?tab=single`);
      await search(page).fill('fyl');
      await expect(cards(page)).toHaveCount(1);
      await expect(page.locator('[data-product-id="fyl"]')).toBeVisible();
      await search(page).fill('drx190');
      await expect(cards(page)).toHaveCount(1);
      await expect(page.locator('[data-product-id="zop"]')).toBeVisible();
    });

    test('group filter combines with the search and the view survives a reload', async ({ page }) => {
      await page.goto(`${drugTests}?tab=single`);
      const opioids = page.getByRole('button', { name: t('groupOpioids'), exact: true });
      await opioids.click();
      await expect(opioids).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(6);
      await search(page).fill('tra');
      await expect(cards(page)).toHaveCount(1);
      await expect(page.locator('[data-product-id="tra"]')).toBeVisible();
      await expect(page).toHaveURL(/group=opioids/);
      await expect(page).toHaveURL(/q=tra/);

      await page.reload();
      await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
      await expect(search(page)).toHaveValue('tra');
      await expect(page.getByRole('button', { name: t('groupOpioids'), exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(cards(page)).toHaveCount(1);

      await page.getByRole('button', { name: t('groupAll'), exact: true }).click();
      // "tra" outside the opioids: tramadol only matches by name, but other groups add none.
      await expect(page).not.toHaveURL(/group=/);
    });

    test('cards show the spec fields and Learn More carries the article number to /contact', async ({ page }) => {
      await page.goto(`${drugTests}?tab=single`);
      const amp = page.locator('[data-product-id="amp"]');
      await expect(amp).toContainText(text(locale, 'Catalogue', 'ceMarked'));
      await expect(amp).toContainText('DRX192-CE25');
      await expect(amp).toContainText(locale === 'sv' ? '300 ng/ml' : '300 ng/mL');
      await expect(amp).toContainText(locale === 'sv' ? '25 st' : '25 pcs');
      await expect(amp.locator('img')).toHaveAttribute('loading', 'lazy');
      await amp.getByRole('link', { name: new RegExp(text(locale, 'Catalogue', 'learnMore')) }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/contact', locale)}\\?product=DRX192-CE25$`));
    });

    test('saliva and manipulation-control links name their article numbers', async ({ page }) => {
      await page.goto(drugTests);
      const saliva = page.getByTestId('saliva-card');
      await expect(saliva).toContainText('DRX121-CE25');
      await expect(saliva.getByRole('link', { name: new RegExp(drugTestsPage.saliva.productLink[locale]) })).toHaveAttribute(
        'href',
        `${localizedPath('/contact', locale)}?product=DRX121-CE25`,
      );
      const control = page.getByTestId('manipulation-card');
      await expect(control).toContainText('DRX107-CE99');
      await expect(control.getByRole('link', { name: new RegExp(drugTestsPage.manipulation.productLink[locale]) })).toHaveAttribute(
        'href',
        `${localizedPath('/contact', locale)}?product=DRX107-CE99`,
      );
    });

    test('the substances panel of a multi-panel card is collapsed and toggles from its header', async ({ page }) => {
      await page.goto(drugTests);
      const card = page.locator('[data-product-id="multi-17"]');
      const toggle = card.getByRole('button', { name: text(locale, 'Catalogue', 'substances').replace('{count}', '17') });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(region).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(region).toBeVisible();
      await expect(region.getByRole('row', { name: /Fentanyl/ })).toContainText(locale === 'sv' ? '10 ng/ml' : '10 ng/mL');
      await toggle.click();
      await expect(region).toBeHidden();
    });

    // Single-panel drawings are not shown on phones (compact list), so this runs at desktop width.
    test('an image that fails to load shows the placeholder and logs the failure', { tag: '@desktop-only' }, async ({ page }) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await page.route('**/images/products/single-amp.svg', (route) => route.abort());
      await page.goto(`${drugTests}?tab=single`);
      const image = page.locator('[data-product-id="amp"] img');
      await image.scrollIntoViewIfNeeded();
      await expect(image).toHaveAttribute('src', '/images/products/placeholder.svg');
      await expect(image).toHaveAttribute('data-fallback', 'true');
      await expect.poll(() => logs.some((line) => line.includes('single-amp.svg'))).toBe(true);
      // The placeholder itself loads.
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    });

    test('a link to #singlepanels opens the single-panels tab', async ({ page }) => {
      await page.goto(`${drugTests}#singlepanels`);
      await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#singlepanels')).toBeVisible();
    });

    test('the page embeds ItemList JSON-LD matching the catalogue', async ({ page }) => {
      await page.goto(drugTests);
      const json = await page.locator('script[type="application/ld+json"]').first().textContent();
      const data = JSON.parse(json ?? '{}') as {
        '@type': string;
        itemListElement: { item: { '@type': string; name: string; sku?: string; brand: { name: string } } }[];
      };
      expect(data['@type']).toBe('ItemList');
      expect(data.itemListElement).toHaveLength(29);
      const skus = data.itemListElement.map((entry) => entry.item.sku);
      expect(skus).toContain('DRX192-CE25');
      expect(skus).toContain('DRX107-CE99');
      const amp = data.itemListElement.find((entry) => entry.item.sku === 'DRX192-CE25');
      expect(amp?.item.name).toBe(locale === 'sv' ? 'Amfetamin' : 'Amphetamine');
      expect(amp?.item.brand.name).toBeTruthy();
    });

    test('healthcare page: families, anchors, four benefits per card and contact links by id', async ({ page, consoleErrors, isMobile }) => {
      await page.goto(healthcareTests);
      for (const id of ['instacare', 'instacheck', 'instafind']) await expect(page.locator(`#${id}`)).toBeVisible();
      const productCards = page.getByTestId('healthcare-product-card');
      await expect(productCards).toHaveCount(11);
      const ferritin = page.locator('article#ferritin');
      // On a phone the card is a compact row with its benefits behind a disclosure.
      if (isMobile) await ferritin.locator('summary').click();
      await expect(ferritin.getByRole('listitem')).toHaveCount(4);
      await expect(ferritin.getByRole('link', { name: new RegExp(text(locale, 'Catalogue', 'learnMore')) })).toHaveAttribute(
        'href',
        `${localizedPath('/contact', locale)}?product=ferritin`,
      );
      const [findRetailer, viewProducts] = healthcareTestsPage.hero.actions;
      // 'Find a Retailer' leads to where the self-tests are sold, not to the contact form.
      await expect(page.getByRole('link', { name: findRetailer!.label[locale] })).toHaveAttribute('href', '#where-to-buy');
      await page.getByRole('link', { name: findRetailer!.label[locale] }).click();
      await expect(page.locator('#where-to-buy')).toBeInViewport();
      await expect(page.getByRole('link', { name: viewProducts!.label[locale] })).toHaveAttribute('href', localizedPath('/products', locale));
      const json = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect((JSON.parse(json ?? '{}') as { itemListElement: unknown[] }).itemListElement).toHaveLength(11);
      await page.waitForLoadState('networkidle');
      expect(consoleErrors).toEqual([]);
    });

    test('the page source carries only its own language', async ({ request }) => {
      // Everything in the HTML, the inline flight data included (React keys once leaked English here).
      const other = locale === 'sv' ? 'en' : 'sv';
      const healthcare = await (await request.get(healthcareTests)).text();
      for (const product of getHealthcareProducts()) {
        for (const feature of product.features) {
          if (feature[other] !== feature[locale]) expect(healthcare).not.toContain(JSON.stringify(feature[other]).slice(1, -1));
        }
      }
      const drug = await (await request.get(drugTests)).text();
      for (const panel of getSinglePanels()) {
        if (panel.name[other] !== panel.name[locale]) expect(drug).not.toContain(`"${panel.name[other]}"`);
      }
    });

    for (const [menuKey, menu, path] of [
      ['drugTests', drugTestMenu, '/drug-tests'],
      ['healthcareTests', healthcareMenu, '/healthcare-tests'],
    ] as const) {
      for (const column of menu) {
        const item = column.items[0];
        if (!item) continue;
        test(`mega-menu item "${item.name[locale]}" lands on #${column.anchor} @desktop-only`, async ({ page }) => {
          await page.goto(localizedPath('/', locale));
          const menuButton = page.getByRole('button', { name: text(locale, 'Header', menuKey), exact: true });
          await menuButton.hover();
          await page.getByRole('link', { name: item.name[locale], exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`${localizedPath(path, locale)}(\\?[^#]*)?#${column.anchor}$`));
          const target = page.locator(`#${column.anchor}`);
          await expect(target).toBeVisible();
          await expect(target).toBeInViewport();
          if (column.anchor === 'singlepanels') {
            await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
          }
        });
      }
    }

    test('choosing single panels in the menu while on the page switches the tab @desktop-only', async ({ page }) => {
      await page.goto(drugTests);
      await expect(tab(page, 'tabMulti')).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: text(locale, 'Header', 'drugTests'), exact: true }).hover();
      const single = drugTestMenu.find((column) => column.anchor === 'singlepanels')?.items[1];
      await page.getByRole('link', { name: single?.name[locale] ?? '', exact: true }).click();
      await expect(tab(page, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#singlepanels')).toBeInViewport();
    });
  });

  // 000 §2.3 shows a consent element on the drug-test page; it is the site-wide notice (see
  // cookie-notice.spec.ts), so here: it is on this page once, and behaves.
  test(`cookie notice on ${drugTests} appears once, links the cookie policy, dismisses and stays dismissed`, async ({ page }) => {
    await page.goto(drugTests);
    const notice = page.getByRole('region', { name: text(locale, 'CookieNotice', 'label') });
    await expect(notice).toHaveCount(1);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(text(locale, 'CookieNotice', 'text'));
    await expect(notice.getByRole('link', { name: text(locale, 'CookieNotice', 'more') })).toHaveAttribute(
      'href',
      `${locale === 'sv' ? '/sv' : ''}/cookie-policy`,
    );
    await notice.getByRole('button', { name: text(locale, 'CookieNotice', 'dismiss') }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate((key) => window.localStorage.getItem(key), noticeKey)).toBe('1');
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: text(locale, 'CookieNotice', 'label') })).toBeHidden();
  });
}
