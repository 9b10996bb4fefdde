/**
 * The drug-test and healthcare catalogue pages (spec 000 §2.5, §2.6, §4, §8). In both languages:
 * the translated tabs, search, empty state and cards with their localized units and links, the
 * healthcare families, and the mega-menus' items with every anchor they land on. Once, in English
 * (the same components in either language): the tabs by mouse and keyboard, search by code and
 * article number, the group filter, the view in the URL, the image fallback and the single-panels
 * tab opened by a link or by the menu. The structured data and the language of the page source are
 * checked over HTTP (tests/http/catalogue.spec.ts); the cookie notice on this page in
 * cookie-notice.spec.ts.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type CatalogueMenuColumn, type CatalogueMenuItem } from '../../src/content/catalogue/menus';
import { seededPage } from '../../src/cms/seed/pages';
import { expect, expectBelowHeader, localizedPath, locales, test, type Locale } from './fixtures';
import { navigationSeed } from '../../src/cms/seed/navigation';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { healthcareProducts } from '../../src/content/catalogue';
import { catalogueMenus } from '../../src/content/catalogue/menus';

type Messages = Record<string, Record<string, string>>;
const messages: Record<Locale, Messages> = {
  en: JSON.parse(readFileSync('messages/en.json', 'utf8')) as Messages,
  sv: JSON.parse(readFileSync('messages/sv.json', 'utf8')) as Messages,
};
const text = (locale: Locale, namespace: string, key: string) => messages[locale][namespace]?.[key] ?? `${namespace}.${key}`;
const filterText = (locale: Locale, key: string) => text(locale, 'CatalogueFilter', key);
const tab = (page: Page, locale: Locale, key: 'tabMulti' | 'tabSingle') => page.getByRole('tab', { name: filterText(locale, key), exact: true });
// The cards shown: filtered-out cards stay in the page, hidden (they are not re-created).
/** The drug-test catalogue's texts as seeded. */
const drugTestTexts = (locale: Locale) =>
  seededPage<{ blockType: string; saliva: { productLink: string }; manipulation: { productLink: string } }>('/drug-tests', locale).layout.find((block) => block.blockType === 'drugTestCatalogue')!;
const cards = (page: Page) => page.getByTestId('single-panel-card').filter({ visible: true });
const search = (page: Page, locale: Locale) => page.getByRole('searchbox', { name: filterText(locale, 'searchLabel') });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
});

for (const locale of locales) {
  const drugTests = localizedPath('/drug-tests', locale);
  const healthcareTests = localizedPath('/healthcare-tests', locale);
  const contact = localizedPath('/contact', locale);
  const instructionsLabel = (name: string) => `${text(locale, 'Catalogue', 'instructionsPdf')}: ${name}`;

  test(`drug tests (${locale}): translated tabs, substances, search and empty state, and cards with localized units and links`, async ({ page, consoleErrors }) => {
    await page.goto(drugTests);
    // The page's client leaves load in chunks of their own; a click before they hydrate is lost.
    await page.waitForLoadState('networkidle');
    await expect(tab(page, locale, 'tabMulti')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#multipanels')).toBeVisible();
    await expect(page.locator('#singlepanels')).toBeHidden();
    await expect(page.getByTestId('multi-panel-card')).toHaveCount(4);

    // A multi-panel card's substances panel is collapsed and toggles from its header.
    const multi17 = page.locator('[data-product-id="multi-17"]');
    const toggle = multi17.getByRole('button', { name: text(locale, 'Catalogue', 'substances').replace('{count}', '17') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await expect(region).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(region).toBeVisible();
    await expect(region.getByRole('row', { name: /Fentanyl/ })).toContainText(locale === 'sv' ? '10 ng/ml' : '10 ng/mL');
    await toggle.click();
    await expect(region).toBeHidden();
    const multi17Name = seededCatalogue().multiPanels.find((panel) => panel.id === 'multi-17')!.name[locale];
    await expect(page.getByRole('link', { name: instructionsLabel(multi17Name) })).toHaveAttribute('href', `/downloads/${locale}/ifu-drx111-ce25.pdf`);

    // Saliva and manipulation-control links name their article numbers.
    const saliva = page.getByTestId('saliva-card');
    await expect(saliva).toContainText('DRX121-CE25');
    await expect(saliva.getByRole('link', { name: new RegExp(drugTestTexts(locale).saliva.productLink) })).toHaveAttribute('href', `${contact}?product=DRX121-CE25`);
    const control = page.getByTestId('manipulation-card');
    await expect(control).toContainText('DRX107-CE99');
    await expect(control.getByRole('link', { name: new RegExp(drugTestTexts(locale).manipulation.productLink) })).toHaveAttribute('href', `${contact}?product=DRX107-CE99`);

    await tab(page, locale, 'tabSingle').click();
    await expect(tab(page, locale, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#singlepanels')).toBeVisible();
    await expect(cards(page)).toHaveCount(23);

    // The cards show the spec fields; Learn More carries the article number to the contact form.
    const amp = page.locator('[data-product-id="amp"]');
    await expect(amp).toContainText(text(locale, 'Catalogue', 'ceMarked'));
    await expect(amp).toContainText('DRX192-CE25');
    await expect(amp).toContainText(locale === 'sv' ? '300 ng/ml' : '300 ng/mL');
    await expect(amp).toContainText(locale === 'sv' ? '25 st' : '25 pcs');
    await expect(amp.locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(amp.getByRole('link', { name: new RegExp(text(locale, 'Catalogue', 'learnMore')) })).toHaveAttribute('href', `${contact}?product=DRX192-CE25`);

    // Search: a case-insensitive substring of the name in the page's language.
    await expect(search(page, locale)).toHaveAttribute('placeholder', filterText(locale, 'searchPlaceholder'));
    await search(page, locale).fill(locale === 'sv' ? 'AMFETAMIN' : 'AMPHETAMINE');
    await expect(cards(page)).toHaveCount(2);
    await expect(amp).toBeVisible();
    await expect(page.locator('[data-product-id="met"]')).toBeVisible();
    await search(page, locale).fill('no such product');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(filterText(locale, 'noResults'));
    await search(page, locale).fill('');
    await expect(cards(page)).toHaveCount(23);
    await expect(page.getByText(filterText(locale, 'noResults'))).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test(`healthcare tests (${locale}): families, anchors, four benefits per card, contact and instructions links, and the way to retailers`, async ({ page, consoleErrors }) => {
    await page.goto(healthcareTests);
    for (const id of ['instacare', 'instacheck', 'instafind']) await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByTestId('healthcare-product-card')).toHaveCount(11);
    const ferritin = page.locator('article#ferritin');
    await expect(ferritin.getByRole('listitem')).toHaveCount(4);
    await expect(ferritin.getByRole('link', { name: new RegExp(text(locale, 'Catalogue', 'learnMore')) })).toHaveAttribute('href', `${contact}?product=ferritin`);
    const pregnancy = healthcareProducts(seededCatalogue()).find((product) => product.id === 'pregnancy')!;
    await expect(page.getByRole('link', { name: instructionsLabel(pregnancy.name[locale]) })).toHaveAttribute('href', `/downloads/${locale}/ifu-hcx301.pdf`);

    const [findRetailer, viewProducts] = seededPage<{ actions: { label: string }[] }>('/healthcare-tests', locale).layout[0]!.actions;
    await expect(page.getByRole('link', { name: viewProducts!.label })).toHaveAttribute('href', localizedPath('/products', locale));
    // 'Where to Buy' leads to where the self-tests are sold, not to the contact form.
    await expect(page.getByRole('link', { name: findRetailer!.label })).toHaveAttribute('href', '#where-to-buy');
    await page.getByRole('link', { name: findRetailer!.label }).click();
    await expect(page.locator('#where-to-buy')).toBeInViewport();
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
  });

  // Each anchor is chosen from the other catalogue page, so every step is a navigation that then
  // scrolls, as from any page of the site.
  const anchorSteps: { menuKey: 'drugTests' | 'healthcareTests'; path: string; column: CatalogueMenuColumn; item: CatalogueMenuItem }[] = [];
  const drugSteps = catalogueMenus(seededCatalogue()).drugTests.flatMap((column) => column.items.filter((item, index) => index === 0 || item.anchor).map((item) => ({ menuKey: 'drugTests' as const, path: '/drug-tests', column, item })));
  const healthSteps = catalogueMenus(seededCatalogue()).healthcare.map((column) => ({ menuKey: 'healthcareTests' as const, path: '/healthcare-tests', column, item: column.items[0]! }));
  for (let index = 0; index < Math.max(drugSteps.length, healthSteps.length); index += 1) {
    if (drugSteps[index]) anchorSteps.push(drugSteps[index]!);
    if (healthSteps[index]) anchorSteps.push(healthSteps[index]!);
  }

  test(`mega-menus (${locale}): every item links to its anchor on the ${locale} catalogue page, and each anchor is reached from the menu`, async ({ page }) => {
    await page.goto(localizedPath('/', locale));
    const nav = page.getByRole('navigation', { name: text(locale, 'Header', 'mainNavigation') });
    const openMenu = async (menuKey: 'drugTests' | 'healthcareTests') => {
      const label = navigationSeed.header.find((item) => item.catalogue === menuKey)!.label[locale];
      const button = nav.getByRole('button', { name: label, exact: true });
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      return page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    };

    for (const [menuKey, menu, path] of [
      ['drugTests', catalogueMenus(seededCatalogue()).drugTests, '/drug-tests'],
      ['healthcareTests', catalogueMenus(seededCatalogue()).healthcare, '/healthcare-tests'],
    ] as const) {
      const panel = await openMenu(menuKey);
      for (const column of menu) {
        for (const item of column.items) {
          await expect.soft(panel.getByRole('link', { name: item.name[locale], exact: true }), `the menu link of ${item.id}`).toHaveAttribute(
            'href',
            `${localizedPath(path, locale)}#${item.anchor ?? column.anchor}`,
          );
        }
      }
    }

    for (const { menuKey, path, column, item } of anchorSteps) {
      const anchor = item.anchor ?? column.anchor;
      const panel = await openMenu(menuKey);
      await panel.getByRole('link', { name: item.name[locale], exact: true }).click();
      await expect(page, `"${item.name[locale]}" leads to ${path}#${anchor}`).toHaveURL(new RegExp(`${localizedPath(path, locale)}(\\?[^#]*)?#${anchor}$`));
      const target = page.locator(`#${anchor}`);
      await expect(target, `#${anchor} is shown`).toBeVisible();
      await expect(target, `#${anchor} is scrolled into view`).toBeInViewport();
      if (anchor === 'singlepanels') await expect(tab(page, locale, 'tabSingle')).toHaveAttribute('aria-selected', 'true');
    }
  });
}

test('drug tests: the urine tabs switch by mouse with the choice in the URL, and follow the WAI-ARIA keyboard pattern', async ({ page, consoleErrors }) => {
  await page.goto('/drug-tests');
  // The page's client leaves load in chunks of their own; a click before they hydrate is lost.
  await page.waitForLoadState('networkidle');
  const multi = tab(page, 'en', 'tabMulti');
  const single = tab(page, 'en', 'tabSingle');
  await single.click();
  await expect(single).toHaveAttribute('aria-selected', 'true');
  await expect(multi).toHaveAttribute('aria-selected', 'false');
  await expect(page.locator('#singlepanels')).toBeVisible();
  await expect(page.locator('#multipanels')).toBeHidden();
  await expect(page).toHaveURL(/[?&]tab=single\b/);
  await multi.click();
  await expect(page.locator('#multipanels')).toBeVisible();
  await expect(page).not.toHaveURL(/tab=/);

  await multi.focus();
  await page.keyboard.press('ArrowRight');
  await expect(single).toBeFocused();
  await expect(single).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('#singlepanels')).toBeVisible();
  // Only the selected tab is in the tab order.
  await expect(multi).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowRight');
  await expect(multi).toBeFocused();
  await expect(page.locator('#multipanels')).toBeVisible();
  await page.keyboard.press('End');
  await expect(single).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(multi).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(single).toHaveAttribute('aria-selected', 'true');
  expect(consoleErrors).toEqual([]);
});

test('single-panel search: code and article number, the group filter with the search, the view after a reload, the empty state and Learn More', async ({ page }) => {
  await page.goto('/drug-tests?tab=single');
  const box = search(page, 'en');
  // Filtered-out cards are hidden, not removed, so a filter change re-creates nothing.
  await box.fill('amphet');
  await expect(cards(page)).toHaveCount(2);
  await expect(page.locator('[data-product-id="fyl"]')).toBeHidden();
  await expect(page.getByTestId('single-panel-card')).toHaveCount(23);
  // The substance code and the article number match too.
  await box.fill('fyl');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator('[data-product-id="fyl"]')).toBeVisible();
  await box.fill('drx190');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator('[data-product-id="zop"]')).toBeVisible();
  await box.fill('');

  // The group filter combines with the search, and the view survives a reload.
  const opioids = page.getByRole('button', { name: filterText('en', 'groupOpioids'), exact: true });
  await opioids.click();
  await expect(opioids).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(6);
  await box.fill('tra');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator('[data-product-id="tra"]')).toBeVisible();
  await expect(page).toHaveURL(/group=opioids/);
  await expect(page).toHaveURL(/q=tra/);
  await page.reload();
  await expect(tab(page, 'en', 'tabSingle')).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveValue('tra');
  await expect(opioids).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole('button', { name: filterText('en', 'groupAll'), exact: true }).click();
  await expect(page).not.toHaveURL(/group=/);

  // The empty state offers a way back: clearing restores every card and returns to the search.
  await opioids.click();
  await box.fill('amphet');
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: filterText('en', 'clearSearch') }).click();
  await expect(cards(page)).toHaveCount(23);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('');

  await page.locator('[data-product-id="amp"]').getByRole('link', { name: new RegExp(text('en', 'Catalogue', 'learnMore')) }).click();
  await expect(page).toHaveURL(/\/contact\?product=DRX192-CE25$/);
});

// Single-panel drawings are not shown on phones (compact list); this runs at desktop width.
test('an image that fails to load shows the placeholder and logs the failure', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.route('**/images/products/single-amp.svg', (route) => route.abort());
  await page.goto('/drug-tests?tab=single');
  const image = page.locator('[data-product-id="amp"] img');
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute('src', '/images/products/placeholder.svg');
  await expect(image).toHaveAttribute('data-fallback', 'true');
  await expect.poll(() => logs.some((line) => line.includes('single-amp.svg'))).toBe(true);
  // The placeholder itself loads.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('the single-panels tab opens for a link to #singlepanels; on the page a menu item only switches the tab and scrolls', async ({ page }) => {
  await page.goto('/drug-tests#singlepanels');
  await expect(tab(page, 'en', 'tabSingle')).toHaveAttribute('aria-selected', 'true');
  await expectBelowHeader(page, '#singlepanels');

  await page.goto('/drug-tests');
  await expect(tab(page, 'en', 'tabMulti')).toHaveAttribute('aria-selected', 'true');
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  const menuButton = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Drug Tests', exact: true });
  const single = catalogueMenus(seededCatalogue()).drugTests.find((column) => column.anchor === 'singlepanels')!.items[1]!;
  await menuButton.hover();
  await page.getByRole('link', { name: single.name.en, exact: true }).click();
  await expect(tab(page, 'en', 'tabSingle')).toHaveAttribute('aria-selected', 'true');
  await expectBelowHeader(page, '#singlepanels');

  await page.evaluate(() => window.scrollTo(0, 0));
  await menuButton.hover();
  await page.getByRole('link', { name: 'Saliva multi-test', exact: true }).click();
  await expect(page.locator('#saliva-tests')).toBeInViewport();
  await expect(page).toHaveURL(/\/drug-tests(\?[^#]*)?#saliva-tests$/);
  // Only the hash changed: the page was not loaded again.
  expect(navigations.every((url) => url.includes('/drug-tests')), navigations.join(', ')).toBe(true);
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
});

test('links to a catalogue tab from another page open it with its heading below the header; so does the phone menu on the page @mobile', async ({ page }, testInfo) => {
  // From the home page, scrolled down to the link as a visitor would be.
  await page.goto('/');
  const link = page.locator('main a[href="/drug-tests#singlepanels"]').first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/drug-tests(\?[^#]*)?#singlepanels$/);
  await expect(tab(page, 'en', 'tabSingle')).toHaveAttribute('aria-selected', 'true');
  await expectBelowHeader(page, '#singlepanels');
  if (testInfo.project.name !== 'mobile') return;

  // On the page, the phone menu's items switch the tab and scroll.
  for (const [name, anchor] of [['Multi-Panels', '#multipanels'], ['Single Panels', '#singlepanels']] as const) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${anchor}$`));
    await expect(page.locator(anchor)).toBeVisible();
    await expectBelowHeader(page, anchor);
  }
});

test('healthcare cards of one row line up: titles, descriptions, pictures, benefits and buttons start at the same height', async ({ page }) => {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/healthcare-tests');
    const misaligned = await page.getByTestId('healthcare-product-card').evaluateAll((cards) => {
      const rows = new Map<number, Element[]>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top + window.scrollY);
        rows.set(top, [...(rows.get(top) ?? []), card]);
      }
      const parts = ['.cat-desc', '.cat-thumb', '.cat-more', '.cat-links'];
      return [...rows.values()].flatMap((row) =>
        parts.flatMap((part) => {
          const tops = new Set(row.map((card) => Math.round(card.querySelector(part)!.getBoundingClientRect().top)));
          return tops.size > 1 ? [`${part}: ${[...tops].join(', ')} (${row.map((card) => card.id).join(', ')})`] : [];
        }),
      );
    });
    expect(misaligned, `at ${width} px`).toEqual([]);
  }
});
