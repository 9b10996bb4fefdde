import { collectConsoleErrors, expect, test } from './fixtures';

/** The localized 404 page (000 §2.7). */

test('an unknown English path answers 404 with the spec text, the path and both buttons, and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no-such-page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 – Page Not Found | Nordic Rapid Diagnostics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.locator('main code')).toHaveText('/no-such-page');
  await expect(page.getByRole('link', { name: 'Back to the Home Page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
});

test('an unknown Swedish path answers 404 in Swedish', async ({ page }) => {
  const response = await page.goto('/sv/finns/inte');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page).toHaveTitle('404 – Sidan hittades inte | Nordic Rapid Diagnostics');
  await expect(page.getByText('Sidan du letar efter finns inte.')).toBeVisible();
  await expect(page.locator('main code')).toHaveText('/sv/finns/inte');
  await expect(page.getByRole('link', { name: 'Visa alla produkter' })).toHaveAttribute('href', '/sv/products');
});

test('a path with a file extension (which skips the proxy) still gets the full 404 page in its language, and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto('/old-brochure.pdf');
  await expect(page).toHaveTitle('404 – Page Not Found | Nordic Rapid Diagnostics');
  await expect(page.locator('main code')).toHaveText('/old-brochure.pdf');
  await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  await expect.poll(() => logged.some((line) => line.includes('/old-brochure.pdf'))).toBe(true);

  await page.goto('/sv/old-brochure.pdf');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page).toHaveTitle('404 – Sidan hittades inte | Nordic Rapid Diagnostics');
  await expect(page.locator('main code')).toHaveText('/sv/old-brochure.pdf');
});

test('a path that does not decode gets the 404 page showing it as typed, and hydrates without an error', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const [path, lang] of [['/%zz', 'en'], ['/sv/a%E0%A4%A', 'sv']] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main code')).toHaveText(path);
    // Hydrated: the header's menus answer (a hydration error would have been reported by now).
    const menu = page.getByRole('navigation').first().getByRole('button').first();
    await menu.hover();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  }
  // The browser reports the document's own 404 status; a hydration error (#418) would be another line.
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Swedish 404 page is complete HTML: header, text, attempted path and buttons', async ({ page }) => {
    const response = await page.goto('/sv/drug-tests/finns-inte');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page).toHaveTitle('404 – Sidan hittades inte | Nordic Rapid Diagnostics');
    await expect(page.getByRole('banner').getByRole('link', { name: /startsidan/ })).toHaveAttribute('href', '/sv');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main code')).toHaveText('/sv/drug-tests/finns-inte');
    await expect(page.getByRole('link', { name: 'Tillbaka till startsidan' })).toHaveAttribute('href', '/sv');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // A dead printed address: the instructions are one link or one search away.
    await expect(page.getByRole('main').getByRole('link', { name: 'Alla bruksanvisningar' })).toHaveAttribute('href', '/sv/documents');
    const search = page.getByRole('main').getByRole('searchbox');
    await search.fill('DRX111');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/sv\/search\?q=DRX111$/u);
  });
});
