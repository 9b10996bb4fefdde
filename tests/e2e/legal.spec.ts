/**
 * The legal pages: terms of service and cookie policy in both languages, with their table of
 * contents and anchors, linked from the footer; the cookie policy's list of what is stored; the
 * Swedish terms written as Swedish terms. The privacy policy's link to the cookie policy is checked
 * in privacy-policy.spec.ts.
 */
import type { Page } from '@playwright/test';
import { seededPage } from '../../src/cms/seed/pages';
import { siteStorage } from '../../src/content/site-storage';
import { expect, localizedPath, locales, test, type Locale } from './fixtures';

/** The cookie policy lists every stored name with purpose, duration and type, and says there are no analytics cookies. */
async function expectStorageListed(page: Page, locale: Locale) {
  const rows = page.getByRole('table').locator('tbody tr');
  await expect.soft(rows, 'one row per stored name').toHaveCount(siteStorage.length);
  for (const [index, entry] of siteStorage.entries()) {
    const row = rows.nth(index);
    await expect.soft(row.getByRole('rowheader'), `row ${index + 1}: name`).toHaveText(entry.name);
    await expect.soft(row, `${entry.name}: purpose`).toContainText(entry.purpose[locale]);
    await expect.soft(row, `${entry.name}: duration`).toContainText(entry.duration[locale]);
    await expect.soft(row, `${entry.name}: type`).toContainText(locale === 'sv' ? 'Nödvändig (funktionell)' : 'Strictly necessary (functional)');
  }
  await expect.soft(page.locator('#what-we-do-not-use'), 'no analytics cookies').toContainText(locale === 'sv' ? 'kakor för statistik' : 'analytics or statistics cookies');
}

/** The Swedish terms are Swedish terms: Swedish law, Stockholms tingsrätt, no English text. */
async function expectSwedishTerms(page: Page) {
  const article = page.locator('article');
  for (const swedish of ['Svensk lag gäller', 'Stockholms tingsrätt', 'produktansvarslagen']) await expect.soft(article, `the terms say "${swedish}"`).toContainText(swedish);
  for (const english of ['Terms of service', 'Swedish law', 'liability', 'the site']) await expect.soft(article, `no English "${english}"`).not.toContainText(english);
  await expect.soft(page, 'the Swedish title').toHaveTitle(/^Användarvillkor \| /);
}

/** What a page checks beyond its sections and contents, by language. */
type Extra = Partial<Record<Locale, { what: string; check: (page: Page) => Promise<void> }>>;
const storageListed = 'it lists every stored name with purpose, duration and type, and says there are no analytics cookies';

const documents: { path: string; extra: Extra }[] = [
  { path: '/terms-of-service', extra: { sv: { what: 'Swedish law, Stockholms tingsrätt, no English text', check: expectSwedishTerms } } },
  {
    path: '/cookie-policy',
    extra: {
      en: { what: storageListed, check: (page) => expectStorageListed(page, 'en') },
      sv: { what: storageListed, check: (page) => expectStorageListed(page, 'sv') },
    },
  },
];

for (const locale of locales) {
  const contentsName = locale === 'sv' ? 'På den här sidan' : 'On this page';

  for (const { path, extra } of documents) {
    const url = localizedPath(path, locale);
    const [content] = seededPage<{ title: string; sections: { anchor: string; heading: string }[] }>(path, locale).layout as [{ title: string; sections: { anchor: string; heading: string }[] }];
    const more = extra[locale];

    test(`${url} renders its sections with a table of contents whose links land on them, and the footer links it${more ? `; ${more.what}` : ''}`, async ({ page, consoleErrors }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
      await expect(page.locator('main')).toContainText(locale === 'sv' ? 'Senast uppdaterad' : 'Last updated');

      const article = page.locator('article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(content.sections.map((section) => section.heading));
      const contents = page.getByRole('navigation', { name: contentsName });
      await expect(contents.getByRole('link')).toHaveText(content.sections.map((section) => section.heading));
      for (const section of content.sections) {
        await expect.soft(contents.getByRole('link', { name: section.heading, exact: true }), `contents entry of #${section.anchor}`).toHaveAttribute('href', `#${section.anchor}`);
        await expect.soft(page.locator(`#${section.anchor}`), `section #${section.anchor}`).toHaveCount(1);
      }

      // The footer's legal links lead here (it writes link names in Title Case, the page title is in sentence case).
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: locale === 'sv' ? 'Juridisk information' : 'Legal' });
      await expect.soft(legal.getByRole('link', { name: new RegExp(`^${content.title}$`, 'i') }), 'the footer link').toHaveAttribute('href', url);

      await more?.check(page);

      // Follow the last entry: the URL gets its anchor and the section scrolls into view.
      const last = content.sections.at(-1)!;
      await contents.getByRole('link', { name: last.heading, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.anchor}$`));
      await expect(page.locator(`#${last.anchor}`)).toBeInViewport();
      expect(consoleErrors).toEqual([]);
    });
  }
}
