/**
 * The checks every page must pass, generated from the route registry: a page added to
 * `builtRoutePaths` is covered here in both languages and on both viewports without new code.
 */
import { builtRoutePaths } from '../../src/lib/routes';
import {
  expect,
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

      // Hydration and client effects report their errors after load; let them settle first.
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
      expect.soft(consoleErrors, `console errors on ${url}`).toEqual([]);
    });
  }

  const unknown = localizedPath('/no-such-page', locale);

  test(`unknown path ${unknown} (${locale}) answers 404 with headers, title, lang, no axe violations`, async ({
    page,
  }) => {
    const response = await page.goto(unknown);
    expect(response?.status(), `status of ${unknown}`).toBe(404);
    expectSecurityHeaders((await response?.allHeaders()) ?? {}, `${unknown} (404)`);
    await expect.soft(page, 'a non-empty <title>').toHaveTitle(/\S/);
    await expect.soft(page.locator('h1'), 'exactly one <h1>').toHaveCount(1);
    await expect.soft(page.locator('html'), '<html lang>').toHaveAttribute('lang', locale);
    await page.waitForLoadState('networkidle');
    await expectNoA11yViolations(page);
  });
}

test('static assets under /_next/static carry the security headers', async ({ page, request }) => {
  await page.goto('/');
  const src = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
  expect(src, 'the home page loads a script from /_next/static').toBeTruthy();
  const asset = await request.get(src ?? '');
  expect(asset.status(), `status of ${src}`).toBe(200);
  expectSecurityHeaders(asset.headers(), `asset ${src}`);
});
