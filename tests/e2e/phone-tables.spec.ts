/**
 * Tables on a phone (390 px): a comparison, or a wide table of an instructions-for-use document,
 * becomes one card per row with every column's value in sight, uncut, and the financial plan one
 * card per year.
 */
import { expect, test } from './fixtures';

for (const path of ['/products/vdt', '/investors', '/sv/investors', '/documents/HCX311']) {
  test(`${path}: every comparison cell is in sight and uncut at 390 px @mobile-only`, async ({ page }) => {
    await page.goto(path);
    const cards = page.locator('[data-comparison-cards]');
    await expect(cards.first()).toBeVisible();
    // The table form, which a phone would have to scroll, is not shown.
    for (const table of await page.locator('[data-comparison-cards] + [role=region]').all()) await expect(table).toBeHidden();
    const problems = await cards.evaluateAll((groups) =>
      groups.flatMap((group) =>
        [...group.querySelectorAll('dt, dd, p')].flatMap((cell) => {
          const box = cell.getBoundingClientRect();
          const cut = cell.scrollWidth > cell.clientWidth + 1 || box.left < 0 || box.right > window.innerWidth;
          return cut ? [`${cell.textContent}: ${Math.round(box.left)}–${Math.round(box.right)}`] : [];
        }),
      ),
    );
    expect(problems).toEqual([]);
    // Each card names every column once: none is hidden.
    const columns = await cards.first().locator('dl').first().locator('dt').allTextContents();
    expect(columns.length).toBeGreaterThanOrEqual(2);
  });
}

test('the financial plan shows each year as a card on a phone, and a loss reads with a minus on one line @mobile-only', async ({ page }) => {
  await page.goto('/investors');
  const plan = page.getByRole('group', { name: /financial/i });
  await expect(plan).toBeVisible();
  // Every column of the table, once per year (their cells are checked uncut above).
  await expect(plan.locator('dl').first().locator('dt')).toHaveText(['Revenue', 'Growth', 'EBITDA', 'EBITDA margin']);
  await expect(page.getByRole('region', { name: /financial/i }).filter({ has: page.locator('table') })).toBeHidden();
  const loss = plan.locator('dd.text-danger').first();
  await expect(loss).toHaveText(/^\u2212SEK\u00a0[\d.]+m$/u);
  const lines = await loss.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
