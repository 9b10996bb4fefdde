/**
 * The news page (issue 16, spec 001 §2 News) in both languages: four cards with translated title,
 * subtitle and link label; press articles open a new tab with rel="noopener noreferrer" and say so
 * to screen readers; site pages are ordinary links.
 */
import { readFileSync } from 'node:fs';
import { newsPage } from '../../src/content/pages/news';
import { expect, localizedPath, locales, test, type Locale } from './fixtures';

const newTab: Record<Locale, string> = {
  en: (JSON.parse(readFileSync('messages/en.json', 'utf8')) as { Common: { opensInNewTab: string } }).Common.opensInNewTab,
  sv: (JSON.parse(readFileSync('messages/sv.json', 'utf8')) as { Common: { opensInNewTab: string } }).Common.opensInNewTab,
};

for (const locale of locales) {
  const url = localizedPath('/news', locale);

  test.describe(`news (${locale})`, () => {
    test.beforeEach(async ({ page, context }) => {
      await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
      // The press articles live on other (fictional) sites; answer for them so no request leaves the machine.
      for (const item of newsPage.items) {
        if (item.kind === 'press') await context.route(item.url, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Article</title>' }));
      }
    });

    test('shows four article cards with translated title, subtitle and link label', async ({ page, consoleErrors }) => {
      await page.goto(url);
      const articles = page.locator('main article');
      await expect(articles).toHaveCount(4);
      for (const [index, item] of newsPage.items.entries()) {
        const card = articles.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.title[locale]);
        await expect(card).toContainText(item.description[locale].replace('{foundedYear}', '2022'));
        await expect(card.getByRole('link')).toContainText(item.linkLabel[locale]);
        if (item.kind === 'press') {
          await expect(card).toContainText(item.source[locale]);
          await expect(card.locator(`time[datetime="${item.published.iso}"]`)).toHaveText(item.published.label[locale]);
        }
      }
      expect(consoleErrors).toEqual([]);
    });

    test('press articles open in a new tab without access to this page; site pages are normal links', async ({ page }) => {
      await page.goto(url);
      for (const item of newsPage.items) {
        const link = page.locator('main article').filter({ hasText: item.title[locale] }).getByRole('link');
        if (item.kind === 'press') {
          await expect(link).toHaveAttribute('href', item.url);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
          // The name is the label, the article's title and the new-tab warning (Chromium may put a
          // space before the colon of the visually hidden part).
          const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          await expect(link).toHaveAccessibleName(new RegExp(`^${escape(item.linkLabel[locale])} ?: ${escape(item.title[locale])} ${escape(newTab[locale])}$`));
          const popupOpened = page.waitForEvent('popup');
          await link.click();
          const popup = await popupOpened;
          await popup.waitForLoadState();
          expect(popup.url()).toBe(item.url);
          expect(await popup.evaluate(() => window.opener)).toBeNull();
          await popup.close();
          await expect(page).toHaveURL(new RegExp(`${url}$`));
        } else {
          await expect(link).toHaveAttribute('href', localizedPath(item.href, locale));
          await expect(link).not.toHaveAttribute('target', /.*/);
        }
      }
      // Following a site link stays in this tab.
      await page.locator('main article').last().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath('/about', locale)}$`));
    });

    test('offers a press kit whose every file downloads', async ({ page, request }) => {
      await page.goto(url);
      const kit = page.getByRole('region', { name: newsPage.pressKit.title[locale] });
      const links = kit.getByRole('link');
      await expect(links).toHaveCount(newsPage.pressKit.files.length);
      for (const [index, file] of newsPage.pressKit.files.entries()) {
        const link = links.nth(index);
        await expect(link).toContainText(file.title[locale]);
        const href = await link.getAttribute('href');
        expect(href, file.id).toBe(file.target.kind === 'document' ? `/downloads/${locale}/${file.target.name}.pdf` : file.target.path);
        const response = await request.get(href!);
        expect(response.status(), href!).toBe(200);
        expect(response.headers()['content-type'], href!).toContain(file.format === 'PDF' ? 'application/pdf' : 'image/svg+xml');
      }
    });
  });
}
