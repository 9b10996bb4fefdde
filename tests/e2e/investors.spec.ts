/**
 * The investor page (issue 16, spec 001 §2 Investor, §4 carousel and risk colours, §9 Investor) in
 * both languages: figures from the record, the in-page scroll, contact links, the carousel by mouse
 * and keyboard, the ISO 13485 tooltip (WCAG 1.4.13), the risk matrix, the charts' text alternatives
 * and the investor summary PDF.
 */
import { PDFDocument } from 'pdf-lib';
import { investorsContent } from '../../src/content/investors/content';
import { investorFigures } from '../../src/content/investors/figures';
import { formatMsek } from '../../src/content/investors/format';
import { riskColour, riskLevels } from '../../src/lib/risk';
import { expect, localizedPath, locales, test } from './fixtures';

for (const locale of locales) {
  const url = localizedPath('/investors', locale);
  const page$ = investorsContent(locale);
  const { initiatives, risks, traction } = page$;

  test.describe(`investors (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
    });

    test('shows the round, key metrics, financial plan and market from the figures record, and the disclaimer', async ({ page, consoleErrors }) => {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$.hero.title);
      const hero = page.locator('main > section').first();
      await expect(hero.locator('dd')).toHaveText(page$.hero.figures.map((figure) => figure.value));
      await expect(hero).toContainText(formatMsek(investorFigures.raise.bridgeMsek, locale));
      await expect(page.getByRole('complementary', { name: page$.disclaimer.title })).toContainText(page$.disclaimer.text);

      await expect(page.getByRole('region', { name: page$.keyMetrics.title }).locator('dd')).toHaveText(page$.keyMetrics.items.map((item) => item.value));

      const table = page.getByRole('table', { name: page$.financials.tableCaption });
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(4);
      for (const [index, row] of investorFigures.financialYears.entries()) {
        await expect(rows.nth(index).locator('th')).toHaveText(String(row.year));
        await expect(rows.nth(index).locator('td').nth(0)).toHaveText(formatMsek(row.revenueMsek, locale));
        await expect(rows.nth(index).locator('td').nth(2)).toHaveText(formatMsek(row.ebitdaMsek, locale));
      }

      // Each chart is a figure named by its caption, with its data as a table for screen readers.
      for (const caption of [page$.financials.chartCaption, page$.market.chartCaption, page$.opportunity.useOfFunds.caption]) {
        const figure = page.getByRole('figure', { name: caption });
        await expect(figure).toBeVisible();
        await expect(figure.getByRole('table')).toHaveCount(1);
        await expect(figure.locator('svg').first()).toBeVisible();
      }
      const chartTable = page.getByRole('table', { name: page$.financials.chartTableCaption });
      await expect(chartTable.locator('tbody tr').first()).toContainText(formatMsek(-4.2, locale));
      await expect(page.getByRole('region', { name: page$.market.title })).toContainText(page$.market.figures[0]!.value);
      expect(consoleErrors).toEqual([]);
    });

    test('Investment Opportunity scrolls to #investment-opportunity; meeting and deck requests go to the contact form', async ({ page }) => {
      await page.goto(url);
      const section = page.locator('#investment-opportunity');
      await expect(section).not.toBeInViewport();
      await page.getByRole('link', { name: page$.hero.actions[0]!.label }).click();
      await expect(page).toHaveURL(new RegExp(`${url}#investment-opportunity$`));
      await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(page$.opportunity.title);

      for (const link of await page.getByRole('link', { name: page$.hero.actions[1]!.label, exact: true }).all()) {
        await expect(link).toHaveAttribute('href', localizedPath('/contact', locale));
      }
      const requests = page.getByRole('link', { name: page$.opportunity.actions[0]!.label });
      await expect(requests).toHaveCount(2);
      for (const link of await requests.all()) await expect(link).toHaveAttribute('href', localizedPath('/contact?interest=investors', locale));
    });

    test('Download Investor Deck delivers the investor summary PDF in the page language', async ({ page, request }) => {
      await page.goto(url);
      const links = page.getByRole('link', { name: page$.downloadDeck.label });
      await expect(links).toHaveCount(2);
      const href = `/downloads/${locale}/investor-summary.pdf`;
      for (const link of await links.all()) await expect(link).toHaveAttribute('href', href);

      const downloadStarted = page.waitForEvent('download');
      await links.first().click();
      const download = await downloadStarted;
      expect(download.suggestedFilename()).toBe('investor-summary.pdf');

      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(await response.body());
      expect(pdf.getTitle()).toBe(page$.pdf.title);
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
    });

    test('initiatives carousel: buttons disabled at the ends, arrow keys move it, the position is announced', async ({ page, consoleErrors }) => {
      await page.goto(url);
      const carousel = page.getByRole('region', { name: initiatives.carouselLabel });
      await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const previous = carousel.getByRole('button', { name: initiatives.previous });
      const next = carousel.getByRole('button', { name: initiatives.next });
      const slide = (index: number) => carousel.getByRole('group', { name: `${index}${locale === 'sv' ? ' av ' : ' of '}3`, exact: true });
      const live = carousel.locator('[aria-live="polite"]');
      const titles = initiatives.items.map((item) => item.title);

      await carousel.scrollIntoViewIfNeeded();
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expect(slide(1)).toContainText(titles[0]!);
      await expect(slide(1)).toBeInViewport();
      // The viewport clips the slides beside the current one.
      await expect(slide(2)).not.toBeInViewport();

      await next.click();
      await expect(slide(2)).toBeInViewport();
      await expect(slide(1)).not.toBeInViewport();
      await expect(live).toHaveText(`${locale === 'sv' ? 'Initiativ 2 av 3' : 'Initiative 2 of 3'}: ${titles[1]}`);
      await expect(previous).toBeEnabled();
      await next.click();
      await expect(slide(3)).toBeInViewport();
      await expect(next).toBeDisabled();
      // A disabled control keeps its focus and does nothing (force: Playwright waits for enabled controls).
      await next.click({ force: true });
      await expect(next).toBeFocused();
      await expect(slide(3)).toBeInViewport();

      await page.keyboard.press('ArrowLeft');
      await expect(slide(2)).toBeInViewport();
      await expect(live).toContainText(titles[1]!);
      await page.keyboard.press('ArrowLeft');
      await expect(slide(1)).toBeInViewport();
      await expect(previous).toBeDisabled();
      await page.keyboard.press('ArrowLeft');
      await expect(slide(1)).toBeInViewport();
      await page.keyboard.press('ArrowRight');
      await expect(slide(2)).toBeInViewport();
      // Slides out of view are inert, so Tab never lands in a hidden slide.
      await expect(slide(1)).toHaveAttribute('inert', '');
      expect(consoleErrors).toEqual([]);
    });

    test('ISO 13485 tooltip opens on hover and stays while hovered, opens on keyboard focus, and Escape closes it', async ({ page }) => {
      await page.goto(url);
      const trigger = page.getByRole('button', { name: 'ISO 13485' });
      const tooltip = page.getByRole('tooltip');
      await expect(trigger).toHaveAccessibleDescription(traction.iso.tooltip);
      await expect(tooltip).toBeHidden();

      await trigger.hover();
      await expect(tooltip).toBeVisible();
      await expect(tooltip).toHaveText(traction.iso.tooltip);
      // Moving the pointer onto the tooltip keeps it open (hoverable).
      await tooltip.hover();
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      // Leaving and coming back opens it again.
      await page.mouse.move(5, 5);
      await trigger.hover();
      await expect(tooltip).toBeVisible();
      await page.mouse.move(5, 5);
      await expect(tooltip).toBeHidden();

      // Keyboard: focus opens, Escape closes without moving focus, blur closes.
      await trigger.focus();
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tooltip).toBeHidden();
      await expect(trigger).toBeFocused();
      await trigger.blur();
      await trigger.focus();
      await expect(tooltip).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(tooltip).toBeHidden();
    });

    test('risk matrix colours every cell by the spec rule, writes the rating, and lists each risk with its mitigation', async ({ page }) => {
      await page.goto(url);
      const section = page.getByRole('region', { name: risks.title });
      const matrix = section.getByRole('table', { name: risks.matrixCaption });
      const rows = matrix.locator('tbody tr');
      // Rows from high to low likelihood, columns from low to high impact.
      for (const [rowIndex, likelihood] of [...riskLevels].reverse().entries()) {
        for (const [columnIndex, impact] of riskLevels.entries()) {
          const cell = rows.nth(rowIndex).locator('td').nth(columnIndex);
          const colour = riskColour(likelihood, impact);
          await expect(cell).toHaveAttribute('data-rating', colour);
          await expect(cell).toContainText(risks.ratings[colour]);
        }
      }
      const cards = section.locator('li[data-risk]');
      await expect(cards).toHaveCount(risks.items.length);
      for (const [index, item] of risks.items.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading')).toHaveText(item.name);
        await expect(card).toContainText(risks.ratings[riskColour(item.likelihood, item.impact)]);
        await expect(card).toContainText(item.mitigation);
      }
    });
  });
}
