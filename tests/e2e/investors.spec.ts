/**
 * The investor page (spec 001 §2 Investor, §4 carousel and risk colours, §9 Investor). In both
 * languages: figures from the record, the charts' text alternatives, the contact and deck links, the
 * carousel's and tooltip's texts and the risk matrix. Once, in English (the same components in
 * either language): the in-page scroll, the deck's download, the carousel by mouse and keyboard and
 * the ISO 13485 tooltip (WCAG 1.4.13). The investor summary PDF is checked over HTTP
 * (tests/http/investors.spec.ts).
 */
import { seededPage } from '../../src/cms/seed/pages';
import { formatMsek } from '../../src/content/investors/format';
import type { Locale } from '../../src/i18n/locales';
import { riskColour, riskLevels, type RiskColour, type RiskLevel } from '../../src/lib/risk';
import { expect, localizedPath, locales, test } from './fixtures';
import { investorFiguresSeed as investorFigures } from '../../src/cms/seed/investor-figures';

type Labelled = { label: string };
type Texts = {
  blockType: string;
  blockName?: string;
  title: string;
  text: string;
  figures: { value: string }[];
  actions: Labelled[];
  download: Labelled;
  tableCaption: string;
  chartCaption: string;
  chartTableCaption: string;
  useOfFunds: { caption: string };
  carousel: { label: string; previous: string; next: string };
  items: { title: string; name: string; likelihood: RiskLevel; impact: RiskLevel; mitigation: string }[];
  isoExplanation: string;
  matrix: { caption: string };
  ratings: Record<RiskColour, string>;
};

/** The investor page's seeded texts in a language, by section. */
function investorTexts(locale: Locale) {
  const { layout } = seededPage<Texts>('/investors', locale);
  const block = (type: string, name?: string) => layout.find((candidate) => candidate.blockType === type && (name === undefined || candidate.blockName === name))!;
  return {
    hero: block('figuresHero'),
    disclaimer: block('disclaimer'),
    keyMetrics: block('figureCards'),
    financials: block('financialPlan'),
    market: block('marketSizes'),
    initiatives: block('initiatives'),
    traction: block('traction'),
    risks: block('riskMatrix'),
    opportunity: block('investmentTerms'),
  };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
});

for (const locale of locales) {
  const url = localizedPath('/investors', locale);
  const page$ = investorTexts(locale);
  const { initiatives, risks, traction } = page$;

  test(`investors (${locale}): figures from the record, charts with their tables, contact and deck links, carousel and tooltip texts, and the risk matrix`, async ({ page, consoleErrors }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(page$.hero.title);
    const hero = page.locator('main > section').first();
    await expect(hero.locator('dd')).toHaveText(page$.hero.figures.map((figure) => figure.value));
    await expect(hero).toContainText(formatMsek(investorFigures.raise.bridgeMsek, locale));
    await expect(page.getByRole('complementary', { name: page$.disclaimer.title })).toContainText(page$.disclaimer.text);

    await expect(page.getByRole('region', { name: page$.keyMetrics.title }).locator('dd')).toHaveText(page$.keyMetrics.figures.map((item) => item.value));

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

    // Meeting and deck requests go to the contact form; the deck links the summary in this language.
    for (const link of await page.getByRole('link', { name: page$.hero.actions[1]!.label, exact: true }).all()) {
      await expect.soft(link, 'a meeting request link').toHaveAttribute('href', localizedPath('/contact', locale));
    }
    const requests = page.getByRole('link', { name: page$.opportunity.actions[0]!.label });
    await expect.soft(requests, 'the deck request links').toHaveCount(2);
    for (const link of await requests.all()) await expect.soft(link, 'a deck request link').toHaveAttribute('href', localizedPath('/contact?interest=investors', locale));
    const deckLinks = page.getByRole('link', { name: page$.hero.download.label });
    await expect.soft(deckLinks, 'the Download Investor Deck links').toHaveCount(2);
    for (const link of await deckLinks.all()) await expect.soft(link, 'a Download Investor Deck link').toHaveAttribute('href', `/downloads/${locale}/investor-summary.pdf`);

    // The carousel and the tooltip speak the page's language.
    const carousel = page.getByRole('region', { name: initiatives.carousel.label });
    await expect.soft(carousel.getByRole('group', { name: `1${locale === 'sv' ? ' av ' : ' of '}3`, exact: true }), 'the first slide, named by its position').toContainText(
      initiatives.items[0]!.title,
    );
    await carousel.getByRole('button', { name: initiatives.carousel.next }).click();
    await expect
      .soft(carousel.locator('[aria-live="polite"]'), 'the announced position')
      .toHaveText(`${locale === 'sv' ? 'Initiativ 2 av 3' : 'Initiative 2 of 3'}: ${initiatives.items[1]!.title}`);
    await expect.soft(page.getByRole('button', { name: 'ISO 13485' }), 'the ISO 13485 tooltip text').toHaveAccessibleDescription(traction.isoExplanation);

    // The risk matrix colours every cell by the spec rule and writes the rating; rows from high to
    // low likelihood, columns from low to high impact. Each risk is listed with its mitigation.
    const section = page.getByRole('region', { name: risks.title });
    const matrixRows = section.getByRole('table', { name: risks.matrix.caption }).locator('tbody tr');
    for (const [rowIndex, likelihood] of [...riskLevels].reverse().entries()) {
      for (const [columnIndex, impact] of riskLevels.entries()) {
        const cell = matrixRows.nth(rowIndex).locator('td').nth(columnIndex);
        const colour = riskColour(likelihood, impact);
        await expect.soft(cell, `risk cell ${likelihood}/${impact}: colour`).toHaveAttribute('data-rating', colour);
        await expect.soft(cell, `risk cell ${likelihood}/${impact}: rating`).toContainText(risks.ratings[colour]);
      }
    }
    const cards = section.locator('li[data-risk]');
    await expect.soft(cards, 'one card per risk').toHaveCount(risks.items.length);
    for (const [index, item] of risks.items.entries()) {
      const card = cards.nth(index);
      await expect.soft(card.getByRole('heading'), `risk ${index + 1}: name`).toHaveText(item.name);
      await expect.soft(card, `risk ${index + 1}: rating`).toContainText(risks.ratings[riskColour(item.likelihood, item.impact)]);
      await expect.soft(card, `risk ${index + 1}: mitigation`).toContainText(item.mitigation);
    }
    expect(consoleErrors).toEqual([]);
  });
}

const en = investorTexts('en');

test('investors: Investment Opportunity scrolls to #investment-opportunity, and Download Investor Deck downloads the summary', async ({ page }) => {
  await page.goto('/investors');
  const section = page.locator('#investment-opportunity');
  await expect(section).not.toBeInViewport();
  await page.getByRole('link', { name: en.hero.actions[0]!.label }).click();
  await expect(page).toHaveURL(/\/investors#investment-opportunity$/);
  await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(en.opportunity.title);

  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('link', { name: en.hero.download.label }).first().click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('investor-summary-en.pdf');
});

test('investors: the initiatives carousel disables its buttons at the ends, moves by arrow keys and announces the position', async ({ page, consoleErrors }) => {
  await page.goto('/investors');
  const { initiatives } = en;
  const carousel = page.getByRole('region', { name: initiatives.carousel.label });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const previous = carousel.getByRole('button', { name: initiatives.carousel.previous });
  const next = carousel.getByRole('button', { name: initiatives.carousel.next });
  const slide = (index: number) => carousel.getByRole('group', { name: `${index} of 3`, exact: true });
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
  await expect(live).toHaveText(`Initiative 2 of 3: ${titles[1]}`);
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

test('investors: the ISO 13485 tooltip opens on hover and stays while hovered, opens on keyboard focus, and Escape closes it', async ({ page }) => {
  await page.goto('/investors');
  const trigger = page.getByRole('button', { name: 'ISO 13485' });
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeHidden();

  await trigger.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(en.traction.isoExplanation);
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
