/**
 * The site-wide cookie notice (000 §2.3, which shows it on the drug-test page): one informational
 * notice on every page, not a consent wall; it links the cookie policy, closes by keyboard, stays
 * closed on the next page load without flashing, never covers form controls at 390 px and shifts no
 * layout. And what the site really stores in the browser is what the cookie policy lists.
 */
import { readFileSync } from 'node:fs';
import { siteStorage } from '../../src/content/site-storage';
import { expect, localizedPath, locales, recordLayoutShifts, test, type Locale } from './fixtures';

type Messages = { CookieNotice: Record<'label' | 'text' | 'dismiss' | 'more', string> };
const messages = (locale: Locale) => (JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')) as Messages).CookieNotice;

for (const locale of locales) {
  const t = messages(locale);

  test(`the ${locale} notice appears once, links the cookie policy, closes by keyboard and stays closed on the next page`, async ({ page, consoleErrors }) => {
    await page.goto(localizedPath('/drug-tests', locale));
    const notices = page.getByRole('region', { name: t.label });
    await expect(notices).toHaveCount(1);
    const notice = notices.first();
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t.text);
    await expect(notice.getByRole('link', { name: t.more })).toHaveAttribute('href', localizedPath('/cookie-policy', locale));

    // It comes first in the tab order, before the skip link (as GOV.UK places its cookie banner).
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('link', { name: t.more })).toBeFocused();
    await page.keyboard.press('Tab');
    const close = notice.getByRole('button', { name: t.dismiss });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice).toBeHidden();
    // Focus moves on to the next control instead of being lost with the hidden button.
    await expect(page.getByRole('link', { name: locale === 'sv' ? 'Hoppa till huvudinnehållet' : 'Skip to main content' })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('cookie-notice-dismissed'))).toBe('1');

    // On the next page load it is hidden before the first paint: no frame ever shows it.
    await page.goto(localizedPath('/contact', locale));
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-cookie-notice'))).toBe('dismissed');
    await expect(page.getByRole('region', { name: t.label })).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });
}

test('the notice is part of the page flow at 390 px and covers no form control @mobile-only', async ({ page }) => {
  await page.goto('/contact');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('static');
  // Scroll through the form: at no point does the notice overlap a field or button of the form.
  const overlaps = await page.evaluate(async () => {
    const notice = document.getElementById('cookie-notice')!;
    const controls = [...document.querySelectorAll('main input, main select, main textarea, main button')];
    const found: string[] = [];
    for (let y = 0; y < document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = notice.getBoundingClientRect();
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        const intersects = rect.bottom > box.top && rect.top < box.bottom && rect.right > box.left && rect.left < box.right;
        if (intersects && rect.height > 0) found.push(`${control.tagName}#${control.id} at scroll ${y}`);
      }
    }
    return found;
  });
  expect(overlaps).toEqual([]);
});

test('a closed notice causes no layout shift on the next page load', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-notice-dismissed', '1'));
  const layoutShifts = await recordLayoutShifts(page);
  await page.goto('/drug-tests');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  expect(await layoutShifts()).toBeLessThan(0.01);
});

test('without JavaScript the notice still informs, without a close button that could not work', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sv/cookie-policy');
  const notice = page.getByRole('region', { name: 'Information om kakor' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button')).toBeHidden();
  await context.close();
});

test('what the site really stores in the browser is exactly what the cookie policy lists', async ({ page, context }) => {
  // Use every function that stores something: the language toggle (both ways) and the notice.
  await page.goto('/');
  // The notice's button stores the choice once it has hydrated; a click before that is lost.
  await page.waitForLoadState('networkidle');
  await page.getByRole('region', { name: 'Cookie notice' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('link', { name: /Svenska/ }).click();
  await expect(page).toHaveURL(/\/sv$/);
  await page.goto('/en/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const cookieNames = (await context.cookies()).map((cookie) => cookie.name);
  const storageNames = await page.evaluate(() => Object.keys(localStorage));
  const sessionNames = await page.evaluate(() => Object.keys(sessionStorage));
  const listed = (kind: string) => siteStorage.filter((entry) => entry.kind === kind).map((entry) => entry.name).sort();
  expect(cookieNames.sort()).toEqual(listed('cookie'));
  expect(storageNames.sort()).toEqual(listed('local-storage'));
  expect(sessionNames).toEqual([]);
});
