import { seededCompany } from '../../src/cms/seed/site-settings';
import { seededPage } from '../../src/cms/seed/pages';
import { expect, localizedPath, locales, test } from './fixtures';

const company = seededCompany();

/** The privacy policy the contact form's consent links to, and its link on to the cookie policy. */
for (const locale of locales) {
  test(`the consent link of the ${locale} contact form opens the ${locale} privacy policy, which links the cookie policy where it talks about cookies`, async ({ page, consoleErrors }) => {
    await page.goto(localizedPath('/contact', locale));
    const consentLink = page.locator('form label a[href$="/privacy-policy"]');
    await expect(consentLink).toHaveAttribute('href', localizedPath('/privacy-policy', locale));
    await consentLink.click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath('/privacy-policy', locale)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'sv' ? 'Integritetspolicy' : 'Privacy policy');
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 2 })).toHaveCount(8);
    // What the form stores and which browser storage the site uses, as the code names them.
    await expect(article).toContainText(company.email);
    for (const name of ['NEXT_LOCALE', 'lang', 'cookie-notice-dismissed']) await expect(page.locator('#cookies')).toContainText(name);
    // The table of contents leads to each section.
    await page.getByRole('navigation', { name: locale === 'sv' ? 'På den här sidan' : 'On this page' }).getByRole('link').nth(6).click();
    await expect(page).toHaveURL(/#cookies$/);
    await expect(page.locator('#cookies')).toBeInViewport();

    const cookiePolicy = page.locator('#cookies').getByRole('link', { name: locale === 'sv' ? 'Läs cookiepolicyn' : 'Read the cookie policy' });
    await expect(cookiePolicy).toHaveAttribute('href', localizedPath('/cookie-policy', locale));
    await cookiePolicy.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seededPage<{ title: string }>('/cookie-policy', locale).layout[0]!.title);
    expect(consoleErrors).toEqual([]);
  });
}
