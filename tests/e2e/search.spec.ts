import { expect, expectNoA11yViolations, test } from './fixtures';

/**
 * The search box as a visitor uses it, keyboard only: its code loads on first focus, suggestions
 * appear as one types (a combobox with a listbox), arrows choose, Enter opens, Escape closes and
 * clears; on a phone it is in the menu panel. The results themselves and the page without
 * JavaScript are tested over HTTP (tests/http/search.spec.ts).
 */

test('keyboard only: Tab to the search box, type, arrow to a suggestion and open it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/sv');
  await page.waitForLoadState('networkidle');
  const scriptsBeforeFocus = requests.filter((url) => url.endsWith('.js')).length;
  expect(requests.some((url) => url.includes('/api/site/search'))).toBe(false);

  const box = page.locator('#header-search');
  await expect(box).toHaveAccessibleName('Sök på webbplatsen');
  for (let tab = 0; tab < 40 && !(await box.evaluate((input) => input === document.activeElement)); tab++) await page.keyboard.press('Tab');
  await expect(box).toBeFocused();
  await page.keyboard.type('kokain');
  const combobox = page.getByRole('combobox', { name: 'Sök på webbplatsen' });
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // The suggestions' code arrived with the focus, not with the page.
  expect(requests.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(scriptsBeforeFocus);
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Kokain');
  await expect(page.getByRole('status').filter({ hasText: /träffar/ })).toHaveText(/^\d+ träffar$/u);
  await expectNoA11yViolations(page, { include: 'header' });

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await expect(options.last()).toHaveText('Visa alla träffar för ”kokain”');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sv\/(drug-tests(\?tab=single)?#singlepanels|documents\/DRX194-CE25)$/u);
});

test('Escape closes the suggestions, a second Escape clears the box; Enter without a choice opens the results page', async ({ page }) => {
  await page.goto('/search');
  await page.waitForLoadState('networkidle');
  const combobox = page.locator('#header-search');
  await combobox.focus();
  await page.keyboard.type('ferritin');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(combobox).toHaveValue('ferritin');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveValue('');
  await page.keyboard.type('pregnancy test');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=pregnancy\+test$/u);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Pregnancy test/ }).first()).toBeVisible();
  await expectNoA11yViolations(page);
});

test('on a phone the search box is at the top of the menu panel @mobile-only', async ({ page }) => {
  await page.goto('/sv');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  const box = page.getByRole('dialog').locator('#menu-search');
  await expect(box).toHaveAccessibleName('Sök på webbplatsen');
  await box.fill('graviditetstest');
  await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('Graviditetstest');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/sv\/search\?q=graviditetstest$/u);
  await expect(page.getByText('för ”graviditetstest”')).toBeVisible();
  await expectNoA11yViolations(page);
});
