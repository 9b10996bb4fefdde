/**
 * The news page (spec 001 §2 News), as first published (src/cms/seed/news.ts). In both languages: four cards with translated title, subtitle
 * and link label; press articles open a new tab with rel="noopener noreferrer" and say so to screen
 * readers; site pages are ordinary links; the press kit links its files in the page's language.
 * Once, in English: a press article really opens in a new tab without access to this page, and a site
 * link stays in this tab. The press kit's files are fetched over HTTP (tests/http/news.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { newsSeeds } from '../../src/cms/seed/news';
import { seededPage } from '../../src/cms/seed/pages';
import { expect, localizedPath, locales, test, type Locale } from './fixtures';

const newTab: Record<Locale, string> = {
  en: (JSON.parse(readFileSync('messages/en.json', 'utf8')) as { Common: { opensInNewTab: string } }).Common.opensInNewTab,
  sv: (JSON.parse(readFileSync('messages/sv.json', 'utf8')) as { Common: { opensInNewTab: string } }).Common.opensInNewTab,
};
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeEach(async ({ page, context }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
  // The press articles live on other (fictional) sites; answer for them so no request leaves the machine.
  for (const item of newsSeeds) {
    if (item.kind === 'press') await context.route(item.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Article</title>' }));
  }
});

for (const locale of locales) {
  const url = localizedPath('/news', locale);

  test(`news (${locale}): four cards with translated title, subtitle and link, press articles marked as new tabs, and the press kit`, async ({ page, consoleErrors }) => {
    await page.goto(url);
    const articles = page.locator('main article');
    await expect(articles).toHaveCount(4);
    for (const [index, item] of newsSeeds.entries()) {
      const card = articles.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.title[locale]);
      await expect(card).toContainText(item.description[locale].replace('{foundedYear}', '2022'));
      const link = card.getByRole('link');
      await expect(link).toContainText(item.linkLabel[locale]);
      if (item.kind === 'press') {
        await expect(card).toContainText(item.source[locale]);
        const published = new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${item.published}T00:00:00Z`));
        await expect(card.locator(`time[datetime="${item.published}"]`)).toHaveText(published);
        await expect(link).toHaveAttribute('href', item.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        // The name is the label, the article's title and the new-tab warning (Chromium may put a
        // space before the colon of the visually hidden part).
        await expect(link).toHaveAccessibleName(new RegExp(`^${escape(item.linkLabel[locale])} ?: ${escape(item.title[locale])} ${escape(newTab[locale])}$`));
      } else {
        await expect(link).toHaveAttribute('href', localizedPath(item.href, locale));
        await expect(link).not.toHaveAttribute('target', /.*/);
      }
    }

    const pressKit = seededPage<{ blockName?: string; title: string; files: { title: string; href: string }[] }>('/news', locale).layout.find((block) => block.blockName === 'press-kit')!;
    const links = page.getByRole('region', { name: pressKit.title }).getByRole('link');
    await expect(links).toHaveCount(pressKit.files.length);
    for (const [index, file] of pressKit.files.entries()) {
      await expect.soft(links.nth(index), `press kit: ${file.title}`).toContainText(file.title);
      await expect.soft(links.nth(index), `press kit: ${file.title}`).toHaveAttribute('href', file.href);
    }
    expect(consoleErrors).toEqual([]);
  });
}

test('news: a press article opens in a new tab without access to this page; a site link stays in this tab', async ({ page }) => {
  await page.goto('/news');
  const press = newsSeeds.flatMap((item) => (item.kind === 'press' ? [item] : []))[0]!;
  const popupOpened = page.waitForEvent('popup');
  await page.locator('main article').filter({ hasText: press.title.en }).getByRole('link').click();
  const popup = await popupOpened;
  await popup.waitForLoadState();
  expect(popup.url()).toBe(press.url);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  await expect(page).toHaveURL(/\/news$/);

  await page.locator('main article').last().getByRole('link').click();
  await expect(page).toHaveURL(/\/about$/);
});
