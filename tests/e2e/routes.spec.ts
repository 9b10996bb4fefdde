/**
 * The checks every page must pass, generated from the route registry: a page added to
 * `builtRoutePaths` is covered here in both languages and on both viewports without new code.
 */
import { builtRoutePaths, isBuilt, routes } from '../../src/lib/routes';
import {
  expect,
  expectFirstScreenEnd,
  expectNoA11yViolations,
  expectSecurityHeaders,
  localizedPath,
  locales,
  test,
} from './fixtures';

for (const locale of locales) {
  for (const path of builtRoutePaths) {
    const url = localizedPath(path, locale);

    test(`page ${url} (${locale}) answers 200 with headers, title, one h1, lang, no console errors, no axe violations`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(url);
      expect(response, `a response for ${url}`).not.toBeNull();
      expect(response?.status(), `status of ${url}`).toBe(200);
      expectSecurityHeaders((await response?.allHeaders()) ?? {}, url);

      await expect.soft(page, 'a non-empty <title>').toHaveTitle(/\S/);
      await expect.soft(page.locator('h1'), 'exactly one <h1>').toHaveCount(1);
      await expect.soft(page.locator('html'), '<html lang>').toHaveAttribute('lang', locale);
      await expectFirstScreenEnd(page);

      // Hydration and client effects report their errors after load; let them settle first.
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
      expect.soft(consoleErrors, `console errors on ${url}`).toEqual([]);
    });
  }

  const unknown = localizedPath('/no-such-page', locale);

  test(`unknown path ${unknown} (${locale}) answers 404 with headers, title, lang, no console errors, no axe violations`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(unknown);
    expect(response?.status(), `status of ${unknown}`).toBe(404);
    expectSecurityHeaders((await response?.allHeaders()) ?? {}, `${unknown} (404)`);
    await expect.soft(page, 'a non-empty <title>').toHaveTitle(/\S/);
    await expect.soft(page.locator('h1'), 'exactly one <h1>').toHaveCount(1);
    await expect.soft(page.locator('html'), '<html lang>').toHaveAttribute('lang', locale);
    await expectFirstScreenEnd(page);
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
    // The browser reports the document's own 404 as a failed resource; anything else is a fault.
    expect.soft(consoleErrors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  // Every path of the registry that has no page yet is the localized 404, never a placeholder.
  const unbuilt = Object.values(routes).filter((path) => !isBuilt(path));
  test(`registry paths without a page answer the ${locale} 404 page`, async ({ request }) => {
    for (const path of unbuilt) {
      const url = localizedPath(path, locale);
      const response = await request.get(url, { maxRedirects: 0 });
      expect.soft(response.status(), `status of ${url}`).toBe(404);
      // The 404 must arrive as HTML, not as a payload that only JavaScript turns into a page: look
      // at the markup with the scripts removed.
      const markup = (await response.text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
      expect.soft(markup, `<html lang> of ${url}`).toContain(`<html lang="${locale}"`);
      expect.soft(markup, `the localized 404 page at ${url}`).toContain(locale === 'en' ? 'View All Products' : 'Visa alla produkter');
    }
  });
}

test('a path with a file extension (which skips the proxy) still gets the full 404 page', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/old-brochure.pdf');
  expect(response?.status()).toBe(404);
  expectSecurityHeaders((await response?.allHeaders()) ?? {}, '/old-brochure.pdf (404)');
  await expect(page).toHaveTitle('404 – Page Not Found | Nordic Rapid Diagnostics');
  await expect(page.locator('main code')).toHaveText('/old-brochure.pdf');
  await expect(page.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products');
  await expect.poll(() => logged.some((line) => line.includes('/old-brochure.pdf'))).toBe(true);
  await expectNoA11yViolations(page);
});

test('a Swedish path with a file extension gets the Swedish 404 page', async ({ page }) => {
  const response = await page.goto('/sv/old-brochure.pdf');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page).toHaveTitle('404 – Sidan hittades inte | Nordic Rapid Diagnostics');
  await expect(page.locator('main code')).toHaveText('/sv/old-brochure.pdf');
});

test('static assets under /_next/static carry the security headers', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expect(src, 'the home page loads a script from /_next/static').toBeTruthy();
  const asset = await request.get(src ?? '');
  expect(asset.status(), `status of ${src}`).toBe(200);
  expectSecurityHeaders(asset.headers(), `asset ${src}`);
});
