/**
 * Tables on a phone (390 px): a comparison becomes one card per row with every column's value in
 * sight, uncut; the financial plan scrolls sideways with its year column held in place.
 */
import { expect, test } from './fixtures';

for (const path of ['/products/vdt', '/investors', '/sv/investors']) {
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

test('the financial plan keeps its years in view while its figures scroll, and a loss reads with a minus @mobile-only', async ({ page }) => {
  await page.goto('/investors');
  const region = page.getByRole('region', { name: /financial/i }).filter({ has: page.locator('table') }).first();
  await expect(region).toBeVisible();
  const scrolls = await region.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(scrolls).toBe(true);
  const year = region.locator('tbody th').first();
  const before = (await year.boundingBox())!;
  await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(async () => (await year.boundingBox())!.x).toBeCloseTo(before.x, 0);
  // The loss's minus is the true minus on the amount's own line.
  const loss = region.locator('td.text-danger').first();
  await expect(loss).toHaveText(/^\u2212SEK\u00a0[\d.]+m$/u);
  const lines = await loss.evaluate((cell) => {
    const range = document.createRange();
    range.selectNodeContents(cell);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);
});
