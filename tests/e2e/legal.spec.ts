/**
 * The legal pages (issue 17): terms of service and cookie policy in both languages, with their
 * table of contents and anchors, linked from the footer, and the privacy policy's link to the
 * cookie policy.
 */
import { cookiePolicyPage } from '../../src/content/pages/cookie-policy';
import { termsOfServicePage } from '../../src/content/pages/terms-of-service';
import { expect, localizedPath, locales, test } from './fixtures';

const documents = [
  { path: '/terms-of-service', content: termsOfServicePage },
  { path: '/cookie-policy', content: cookiePolicyPage },
];

for (const locale of locales) {
  const contentsName = locale === 'sv' ? 'På den här sidan' : 'On this page';

  for (const { path, content } of documents) {
    const url = localizedPath(path, locale);

    test(`${url} renders its sections with a table of contents whose links land on them`, async ({ page, consoleErrors }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title[locale]);
      await expect(page.locator('main')).toContainText(locale === 'sv' ? 'Senast uppdaterad' : 'Last updated');

      const article = page.locator('article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(content.sections.map((section) => section.heading[locale]));
      const contents = page.getByRole('navigation', { name: contentsName });
      await expect(contents.getByRole('link')).toHaveText(content.sections.map((section) => section.heading[locale]));

      // Follow the last entry: the URL gets its anchor and the section scrolls into view.
      const last = content.sections.at(-1)!;
      await contents.getByRole('link', { name: last.heading[locale], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id}`)).toBeInViewport();
      expect(consoleErrors).toEqual([]);
    });

    test(`the footer links ${url} in its legal links`, async ({ page }) => {
      await page.goto(localizedPath('/', locale));
      const legal = page.getByRole('contentinfo').getByRole('navigation', { name: locale === 'sv' ? 'Juridisk information' : 'Legal' });
      // The footer writes link names in Title Case, the page title is in sentence case.
      await legal.getByRole('link', { name: new RegExp(`^${content.title[locale]}$`, 'i') }).click();
      await expect(page).toHaveURL(new RegExp(`${url}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title[locale]);
    });
  }

  test(`the ${locale} cookie policy lists every stored name with purpose, duration and type, and says there are no analytics cookies`, async ({ page }) => {
    await page.goto(localizedPath('/cookie-policy', locale));
    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(cookiePolicyPage.storage.length);
    for (const [index, entry] of cookiePolicyPage.storage.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(entry.name);
      await expect(row).toContainText(entry.purpose[locale]);
      await expect(row).toContainText(entry.duration[locale]);
      await expect(row).toContainText(locale === 'sv' ? 'Nödvändig (funktionell)' : 'Strictly necessary (functional)');
    }
    await expect(page.locator('#what-we-do-not-use')).toContainText(locale === 'sv' ? 'kakor för statistik' : 'analytics or statistics cookies');
  });

  test(`the ${locale} privacy policy links the cookie policy where it talks about cookies`, async ({ page }) => {
    await page.goto(localizedPath('/privacy-policy', locale));
    const link = page.locator('#cookies').getByRole('link', { name: locale === 'sv' ? 'Läs cookiepolicyn' : 'Read the cookie policy' });
    await expect(link).toHaveAttribute('href', localizedPath('/cookie-policy', locale));
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cookiePolicyPage.title[locale]);
  });
}

test('the Swedish terms are Swedish terms: Swedish law, Stockholms tingsrätt, no English text', async ({ page }) => {
  await page.goto('/sv/terms-of-service');
  const article = page.locator('article');
  await expect(article).toContainText('Svensk lag gäller');
  await expect(article).toContainText('Stockholms tingsrätt');
  await expect(article).toContainText('produktansvarslagen');
  for (const english of ['Terms of service', 'Swedish law', 'liability', 'the site']) await expect(article).not.toContainText(english);
  await expect(page).toHaveTitle(/^Användarvillkor \| /);
});
