/**
 * The solution and audience pages (spec 001 §2 'Solutions overview', 'Workplace', 'Healthcare',
 * 'Public-sector and education', 'Calculator pages', §4 tabs, §9 savings calculator; 000 §2.1). In
 * both languages: every tab's panel and button, anchors, every success story and partnership
 * button, the API illustration, the calculator's defaults and a live change in the page's number
 * format, and what works without JavaScript. Once, in English (the same components in either
 * language): tabs by mouse and keyboard with the tab in the URL, the in-page scrolls, the FAQ that
 * opens one answer at a time. Expected texts come from the content modules; expected figures are
 * the spec's.
 */
import { testimonialSeeds } from '../../src/cms/seed/testimonials';
import type { Page } from '@playwright/test';
import { educationPageSeed } from '../../src/cms/seed/pages/solutions-education';
import { publicSectorPageSeed } from '../../src/cms/seed/pages/solutions-public-sector';
import { seedInLanguage, seededPage } from '../../src/cms/seed/pages';
import { marketingPlaceholders } from '../../src/content/page-placeholders';
import { fillPlaceholders } from '../../src/lib/placeholders';
import { formatHours, formatNumber, formatPercent, formatUsd } from '../../src/lib/format-number';
import { expect, localizedPath, locales, messages, test, textWithoutNoteMarks, type Locale } from './fixtures';
import { marketingFiguresSeed } from '../../src/cms/seed/marketing-figures';
import { seededCatalogue } from '../../src/cms/seed/catalogue';

type Card = { title: string; action?: { label: string; href: string }; link?: { label: string; href: string } };
/** A block of a seeded CMS page in one language, by its name (the unnamed hero by none). */
const seededBlock = <Block,>(path: string, name: string | undefined, locale: Locale) => seededPage<Block & { blockName?: string }>(path, locale).layout.find((block) => block.blockName === name)!;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A link named by its label followed (for screen readers) by the card's title. */
const labelFor = (label: string, title: string) => new RegExp(`^${escape(label)}\\s*:\\s*${escape(title)}$`);
type SectorTabs = { learnMore: string; tabs: { key: string; label: string; title: string; idealForText: string; href: string; fromPage?: boolean }[] };
type Stories = { readFull: string; items: { key: string; title: string; results: { text: string }[]; story: { text: string }[] }[] };
/** The solutions overview's texts in one language, as seeded. */
const solutionsPage = (locale: Locale) => ({
  hero: seededBlock<{ actions: { label: string }[] }>('/solutions', undefined, locale),
  sectors: seededBlock<SectorTabs>('/solutions', 'solution-tabs', locale),
  caseStudies: seededBlock<Stories>('/solutions', 'case-studies', locale),
});
const sectorIds = ['workplace', 'healthcare', 'public', 'education'] as const;
/** A sector tab's texts; a tab that shows its page's benefits and "Ideal for" takes that text from the page's seed. */
const sector = (locale: Locale, id: (typeof sectorIds)[number]) => {
  const tab = solutionsPage(locale).sectors.tabs.find((candidate) => candidate.key === id)!;
  return tab.fromPage ? { ...tab, idealForText: seededBlock<{ text: string }>(tab.href, 'ideal-for', locale).text } : tab;
};
const sectorTab = (page: Page, locale: Locale, id: (typeof sectorIds)[number]) => page.getByRole('tab', { name: sector(locale, id).label, exact: true });
const sectorPanel = (page: Page, id: string) => page.locator(`#solution-${id}`);
type IntegrationTabs = { tabs: { key: string; label: string; action: { label: string; href: string }; samples: { title: string; note: string }[] }[] };
/** The healthcare solutions page's texts in one language, as seeded. */
const healthcareSolutionsPage = (locale: Locale) => {
  const integration = seededBlock<IntegrationTabs>('/solutions/healthcare', 'healthcare-integration', locale);
  return {
    hero: seededBlock<{ actions: { label: string }[] }>('/solutions/healthcare', undefined, locale),
    integration: (id: 'ehr' | 'telehealth' | 'api') => integration.tabs.find((tab) => tab.key === id)!,
    // The page shows the partnership cards of the healthcare audience page.
    partnerships: seededBlock<{ groups: { cards: Card[] }[] }>('/for-healthcare', 'partnerships', locale).groups[0]!.cards,
  };
};
const integrationTab = (page: Page, locale: Locale, id: 'ehr' | 'telehealth' | 'api') =>
  page.getByRole('tab', { name: healthcareSolutionsPage(locale).integration(id).label, exact: true });

for (const locale of locales) {
  const path = (p: string) => localizedPath(p, locale);
  const fill = (text: string) => fillPlaceholders(text, marketingPlaceholders(locale, marketingFiguresSeed, seededCatalogue()));

  test(`solutions overview (${locale}): every sector tab's panel and Learn More, the hero's consultation, every success story in full, and the advantages`, async ({ page, consoleErrors }) => {
    const texts = solutionsPage(locale);
    await page.goto(path('/solutions'));
    // The tabs are a lazily loaded leaf: they answer clicks once its script has arrived.
    await page.waitForLoadState('networkidle');
    await expect(sectorTab(page, locale, 'workplace')).toHaveAttribute('aria-selected', 'true');
    await expect(sectorPanel(page, 'workplace')).toBeVisible();
    for (const id of sectorIds) {
      await sectorTab(page, locale, id).click();
      await expect(sectorPanel(page, id)).toBeVisible();
      await expect(sectorPanel(page, id).getByRole('heading', { level: 3 })).toHaveText(sector(locale, id).title);
      await expect(sectorPanel(page, id)).toContainText(sector(locale, id).idealForText);
      const link = sectorPanel(page, id).getByRole('link', { name: new RegExp(`^${escape(texts.sectors.learnMore)}`) });
      await expect(link).toHaveAttribute('href', path(sector(locale, id).href));
    }

    const [explore, consult] = texts.hero.actions;
    await expect(page.getByRole('link', { name: consult!.label, exact: true }).first()).toHaveAttribute('href', path('/contact'));
    await expect(page.getByRole('link', { name: explore!.label, exact: true })).toHaveAttribute('href', '#solution-tabs');

    for (const story of texts.caseStudies.items) {
      const card = page.locator(`#case-${story.key}`);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(story.title);
      for (const result of story.results) await expect.poll(() => textWithoutNoteMarks(card)).toContain(result.text);
      const fullStory = card.getByText(story.story[0]!.text);
      await expect(fullStory).toBeHidden();
      await card.getByText(texts.caseStudies.readFull).click();
      for (const part of story.story) await expect(card.getByText(part.text)).toBeVisible();
    }
    const advantages = page.locator('section[aria-labelledby="advantages-heading"]');
    await expect(advantages.locator('li')).toHaveCount(6);
    await expect(advantages.locator(`a[href="${path('/products')}"]`)).toHaveCount(1);
    await expect(advantages.locator(`a[href="${path('/solutions/healthcare')}"]`)).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test(`healthcare solutions (${locale}): every integration tab's button, the API sample as a labelled, highlighted illustration, and the partnership contact links`, async ({ page }) => {
    const { hero, integration, partnerships } = healthcareSolutionsPage(locale);
    await page.goto(path('/solutions/healthcare'));
    // The tabs are a lazily loaded leaf: they answer clicks once its script has arrived.
    await page.waitForLoadState('networkidle');
    await expect(integrationTab(page, locale, 'ehr')).toHaveAttribute('aria-selected', 'true');
    for (const id of ['ehr', 'telehealth', 'api'] as const) {
      await integrationTab(page, locale, id).click();
      const tab = integration(id);
      await expect(page.locator(`#integration-${id}`).getByRole('link', { name: tab.action.label })).toHaveAttribute('href', path(tab.action.href));
    }

    const panel = page.locator('#integration-api');
    await expect(panel).toBeVisible();
    const [requestSample] = integration('api').samples;
    const request = panel.getByRole('region', { name: requestSample!.title });
    await expect(request).toContainText(/GET \/v1\/results\/\S+ HTTP\/1\.1/);
    await expect(request).toContainText('Authorization: Bearer <your-access-token>');
    await expect(panel.getByText(requestSample!.note)).toHaveCount(2);
    // Highlighted at build time: the tokens are in the HTML as coloured spans.
    await expect(request.locator('span', { hasText: /^GET$/ })).toHaveClass(/text-accent-300/);

    await expect(page.getByRole('link', { name: hero.actions[1]!.label, exact: true })).toHaveAttribute('href', '#healthcare-integration');
    const section = page.locator('#partnerships');
    await expect(section.getByRole('article')).toHaveCount(3);
    for (const option of partnerships) {
      const link = section.getByRole('link', { name: labelFor(option.action!.label, option.title) });
      await expect(link).toHaveAttribute('href', `${path('/contact')}?interest=partnership`);
    }
  });

  test.describe(`workplace, public sector, education (${locale})`, () => {
    test('workplace: hero links, use cases, trusted-by quote and the compliance comparison', async ({ page }) => {
      await page.goto(path('/solutions/workplace'));
      type Texts = { actions: Card['action'][]; items: { label: string }[]; caption: string; badges: { text: string }[] };
      const [demo, checklist] = seededBlock<Texts>('/solutions/workplace', undefined, locale).actions;
      const hero = page.locator('main section').first();
      await expect(hero.getByRole('link', { name: demo!.label, exact: true })).toHaveAttribute('href', path('/contact'));
      await expect(hero.getByRole('link', { name: checklist!.label, exact: true })).toHaveAttribute('href', path('/resources/compliance-checklist'));
      for (const stat of seededBlock<Texts>('/solutions/workplace', 'impact', locale).items) await expect(page.getByText(stat.label, { exact: true })).toBeVisible();
      const useCases = page.locator('section[aria-labelledby="use-cases-heading"]');
      await expect(useCases.getByRole('article')).toHaveCount(3);
      await expect(useCases.locator(`a[href="${path('/drug-tests#saliva-tests')}"]`)).toHaveCount(1);
      await expect(page.getByText(testimonialSeeds.find((seed) => seed.placement === 'solutions-workplace')!.quote[locale])).toBeVisible();
      const { caption, badges } = seededBlock<Texts>('/solutions/workplace', 'compliance', locale);
      const compliance = page.getByRole('region', { name: caption });
      await expect(compliance.locator('tbody tr')).toHaveCount(4);
      for (const badge of badges) await expect(page.getByText(badge.text, { exact: true })).toBeVisible();
    });

    for (const [route, seed] of [
      ['/solutions/public-sector', publicSectorPageSeed],
      ['/solutions/education', educationPageSeed],
    ] as const) {
      test(`${path(route)}: key benefits, Ideal For with Schedule a Demo, and the FAQ`, async ({ page }) => {
        type Texts = { title: string; text: string; action: { label: string }; items: { title: string; question: string; answer: string }[] };
        const { layout } = seedInLanguage(seed, locale) as { layout: ({ blockType: string; blockName?: string } & Texts)[] };
        const [benefits, idealForBlock, faq] = [layout.find((block) => block.blockName === 'benefits')!, layout.find((block) => block.blockType === 'idealFor')!, layout.find((block) => block.blockType === 'faq')!];
        await page.goto(path(route));
        for (const benefit of benefits.items) await expect(page.getByRole('heading', { name: fill(benefit.title), exact: true })).toBeVisible();
        const idealFor = page.locator('section[aria-labelledby="ideal-for-heading"]');
        await expect(idealFor).toContainText(fill(idealForBlock.text));
        await expect(idealFor.getByRole('link', { name: idealForBlock.action.label })).toHaveAttribute('href', path('/contact'));
        for (const item of faq.items) {
          await expect.soft.poll(() => textWithoutNoteMarks(page.locator('details', { hasText: fill(item.question) })), `FAQ: ${item.question}`).toContain(fill(item.answer));
        }
        // The FAQ is one component on both pages and in both languages: its behaviour is checked once.
        if (locale === 'en' && route === '/solutions/public-sector') {
          const [first, second] = faq.items.map((item) => ({ question: fill(item.question), answer: fill(item.answer) }));
          await page.getByText(first!.question).click();
          await expect(page.getByText(first!.answer), 'an FAQ question opens its answer').toBeVisible();
          await page.getByText(second!.question).click();
          await expect(page.getByText(second!.answer)).toBeVisible();
          await expect(page.getByText(first!.answer), 'opening another answer closes the first').toBeHidden();
        }
      });
    }
  });

  test.describe(`audience pages (${locale})`, () => {
    test('for employers: product picks lead to catalogue anchors and product pages', async ({ page }) => {
      await page.goto(path('/for-employers'));
      const [tests, programmes] = seededBlock<{ groups: { cards: Card[] }[] }>('/for-employers', 'products', locale).groups.map((group) => group.cards);
      const section = page.locator('#products');
      for (const pick of [...tests!, ...programmes!]) {
        await expect(section.getByRole('link', { name: labelFor(pick.action!.label, pick.title) })).toHaveAttribute('href', path(pick.action!.href));
      }
      const singles = tests![2]!;
      await section.getByRole('link', { name: labelFor(singles.action!.label, singles.title) }).click();
      // The catalogue opens the single-panel tab for its anchor (and may write the tab into the query).
      await expect(page).toHaveURL(new RegExp(`${escape(path('/drug-tests'))}(\\?tab=single)?#singlepanels$`));
      await expect(page.locator('#singlepanels')).toBeVisible();
    });

    test('for healthcare: self-test lines, a deep link into the integration tabs, partnerships', async ({ page }) => {
      await page.goto(path('/for-healthcare'));
      const selfTests = seededBlock<{ groups: { cards: Card[] }[] }>('/for-healthcare', 'self-tests', locale).groups[0]!.cards;
      for (const line of selfTests) await expect(page.getByRole('heading', { name: line.title, exact: true })).toBeVisible();
      await expect(page.locator('#partnerships').locator(`a[href="${path('/contact')}?interest=partnership"]`)).toHaveCount(3);
      const telehealth = seededBlock<{ items: Card[] }>('/for-healthcare', 'clinical', locale).items[1]!;
      await page.getByRole('link', { name: labelFor(telehealth.link!.label, telehealth.title) }).click();
      await expect(page).toHaveURL(/\/solutions\/healthcare\?integration=telehealth#healthcare-integration$/);
      await expect(integrationTab(page, locale, 'telehealth')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('#integration-telehealth')).toBeVisible();
    });
  });

  test.describe(`savings calculator (${locale})`, () => {
    const text = messages[locale].SavingsCalculator;
    const result = (page: Page, name: string) => page.locator(`[data-result="${name}"]`);
    const slider = (page: Page, label: string) => page.getByRole('slider', { name: label });
    /** How each result the tests read is written. */
    const resultFormats = {
      testedPeople: formatNumber,
      traditionalCost: formatUsd,
      productCost: formatUsd,
      annualSavings: formatUsd,
      costReductionPercent: formatPercent,
      traditionalHours: formatHours,
      productHours: formatHours,
      hoursSaved: formatHours,
      hoursReductionPercent: formatPercent,
      riskMitigationPercent: formatPercent,
    };
    type ResultName = keyof typeof resultFormats;
    /** Each result shows its figure in the page's number format, checked in the order given. */
    const expectResults = async (page: Page, figures: Partial<Record<ResultName, number>>) => {
      for (const [name, value] of Object.entries(figures) as [ResultName, number][]) await expect(result(page, name)).toHaveText(resultFormats[name](value, locale));
    };

    test('shows the spec defaults, recalculates live, announces the result once the slider rests, and links the contact form', async ({ page, consoleErrors }) => {
      await page.clock.install();
      await page.goto(path('/innovative-healthcare'));
      // The installed clock still runs in real time: stop it so that no pause of a slow machine
      // between two steps below lets the announcement's debounce elapse before the test says so.
      await page.clock.pauseAt(new Date(await page.evaluate(() => Date.now()) + 1000));
      const employees = slider(page, text.employees);
      const frequency = slider(page, text.frequency);
      await expect(employees).toHaveValue('100');
      await expect(employees).toHaveAttribute('min', '10');
      await expect(employees).toHaveAttribute('max', '1000');
      await expect(frequency).toHaveValue('10');
      await expect(frequency).toHaveAttribute('min', '1');
      await expect(frequency).toHaveAttribute('max', '100');

      // 001 §9 at the defaults: 10 people, $1,000 vs $250, $750 saved, 75 %; 7.5 h → 8 and 0.83 h → 1, 7 saved, 89 %; 63 %.
      await expectResults(page, { testedPeople: 10, traditionalCost: 1000, productCost: 250, annualSavings: 750, costReductionPercent: 75, traditionalHours: 8, productHours: 1, hoursSaved: 7, hoursReductionPercent: 89, riskMitigationPercent: 63 });
      await expect(page.getByText(text.riskNote, { exact: true })).toBeVisible();
      if (locale === 'en') await expect(result(page, 'traditionalCost')).toHaveText('$1,000');
      else await expect(result(page, 'traditionalCost')).toHaveText('1\u00a0000\u00a0USD');

      const announcement = page.getByTestId('savings-announcement');
      await expect(announcement).toHaveAttribute('aria-live', 'polite');
      await expect(announcement).toHaveText('');

      // 250 employees at 10 %: 25 tests, $2,500 vs $625, $1,875 saved; 18.75 h → 19, 2.075 h → 2, 17 saved.
      await employees.fill('250');
      await expect(page.locator('[data-value="employees"]')).toHaveText(formatNumber(250, locale));
      await expectResults(page, { testedPeople: 25, traditionalCost: 2500, productCost: 625, annualSavings: 1875, hoursSaved: 17 });
      // Each step is not read out: nothing until the sliders rest.
      await expect(announcement).toHaveText('');

      // Keyboard: three steps up on the frequency slider, 10 % → 13 % (32.5 people → 33, so $3,300 vs $825 for 33 tests).
      await frequency.focus();
      for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight');
      await expect(page.locator('[data-value="frequencyPercent"]')).toHaveText(formatPercent(13, locale));
      await expect(frequency).toHaveAttribute('aria-valuetext', formatPercent(13, locale));
      await expectResults(page, { testedPeople: 33, traditionalCost: 3300, productCost: 825, annualSavings: 2475 });
      await expect(announcement).toHaveText('');

      await page.clock.runFor(1000);
      await expect(announcement).toContainText(formatUsd(2475, locale));
      await expect(announcement).toContainText(formatNumber(33, locale));

      // The calculator's button and the call to action go to /contact; the hero scrolls to the calculator.
      await page.clock.resume();
      const calculator = page.locator('#savings-calculator');
      const { action } = seededBlock<{ action: { label: string } }>('/innovative-healthcare', 'savings-calculator', locale);
      await expect(calculator.getByRole('link', { name: action.label })).toHaveAttribute('href', path('/contact'));
      await expect(page.locator('section[aria-labelledby="cta-heading"]').getByRole('link')).toHaveAttribute('href', path('/contact'));
      await page.evaluate(() => window.scrollTo(0, 0));
      const [calculate] = seededBlock<{ actions: { label: string }[] }>('/innovative-healthcare', undefined, locale).actions;
      await page.getByRole('link', { name: calculate!.label, exact: true }).click();
      await expect(page).toHaveURL(/#savings-calculator$/);
      await expect(page.locator('#savings-calculator-heading')).toBeInViewport();
      expect(consoleErrors).toEqual([]);
    });

    test('at a small headcount never shows 0 people beside a cost: people are whole, at least one, and the costs are theirs', async ({ page, consoleErrors }) => {
      await page.goto(path('/innovative-healthcare'));
      // The calculator is a lazily loaded leaf: its sliders recalculate once its script has arrived.
      await page.waitForLoadState('networkidle');
      const employees = slider(page, text.employees);
      const frequency = slider(page, text.frequency);
      await expect(page.getByTestId('savings-rounding')).toHaveText(text.roundingNote);

      // 10 employees at 1 %: 0.1 people a year, shown as 1 person at $100 and $25 (not '0 people' beside $10 and $3).
      await employees.fill('10');
      await frequency.fill('1');
      await expect(page.locator('[data-value="employees"]')).toHaveText(formatNumber(10, locale));
      await expect(page.locator('[data-value="frequencyPercent"]')).toHaveText(formatPercent(1, locale));
      // 1 × 0.75 h → 1 hour, 1 × 0.083 h → 0 hours.
      await expectResults(page, { testedPeople: 1, traditionalCost: 100, productCost: 25, annualSavings: 75, traditionalHours: 1, productHours: 0, hoursSaved: 1 });

      // [employees, percent, people]: 0.4 → 1 (at least one), 1.5 → 2 (half up), 2.49 → 2, 2.1 → 2; every cost is people × $100 and × $25.
      const cases = [
        [40, 1, 1],
        [150, 1, 2],
        [249, 1, 2],
        [21, 10, 2],
        [10, 15, 2],
      ] as const;
      for (const [headcount, percent, people] of cases) {
        const name = `${headcount} × ${percent} %`;
        await employees.fill(String(headcount));
        await frequency.fill(String(percent));
        await expect.soft(result(page, 'testedPeople'), name).toHaveText(formatNumber(people, locale));
        await expect.soft(result(page, 'traditionalCost'), name).toHaveText(formatUsd(people * 100, locale));
        await expect.soft(result(page, 'productCost'), name).toHaveText(formatUsd(people * 25, locale));
        await expect.soft(result(page, 'annualSavings'), name).toHaveText(formatUsd(people * 75, locale));
      }

      // Step by step from 10 to 49 employees at 1 % (0.1 to 0.49 people, which plain rounding would show as 0): always 1 person at $100.
      await frequency.fill('1');
      await employees.focus();
      await page.keyboard.press('Home');
      for (let headcount = 10; headcount <= 49; headcount += 1) {
        await expect(page.locator('[data-value="employees"]')).toHaveText(formatNumber(headcount, locale));
        await expect.soft(result(page, 'testedPeople'), String(headcount)).toHaveText(formatNumber(1, locale));
        await expect.soft(result(page, 'traditionalCost'), String(headcount)).toHaveText(formatUsd(100, locale));
        await page.keyboard.press('ArrowRight');
      }
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('solutions overview: the hero scrolls to the tabs; sector tabs switch by mouse with the choice in the URL, survive a reload and follow the WAI-ARIA keyboard pattern', async ({ page, consoleErrors }) => {
  await page.goto('/solutions');
  // The tabs are a lazily loaded leaf: they answer clicks once its script has arrived.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: solutionsPage('en').hero.actions[0]!.label, exact: true }).click();
  await expect(page).toHaveURL(/#solution-tabs$/);
  await expect(page.locator('#solution-tabs-heading')).toBeInViewport();

  // Mouse: the choice goes into the URL and survives a reload; the default tab leaves the URL plain.
  for (const id of ['healthcare', 'public', 'education'] as const) await expect(sectorPanel(page, id)).toBeHidden();
  await sectorTab(page, 'en', 'public').click();
  await expect(sectorTab(page, 'en', 'public')).toHaveAttribute('aria-selected', 'true');
  await expect(sectorTab(page, 'en', 'workplace')).toHaveAttribute('aria-selected', 'false');
  await expect(sectorPanel(page, 'public')).toBeVisible();
  await expect(sectorPanel(page, 'workplace')).toBeHidden();
  await expect(page).toHaveURL(/[?&]tab=public\b/);
  await page.reload({ waitUntil: 'networkidle' });
  await expect(sectorTab(page, 'en', 'public')).toHaveAttribute('aria-selected', 'true');
  await expect(sectorPanel(page, 'public')).toBeVisible();
  await expect(sectorPanel(page, 'workplace')).toBeHidden();
  await sectorTab(page, 'en', 'workplace').click();
  await expect(sectorPanel(page, 'workplace')).toBeVisible();
  await expect(page).not.toHaveURL(/tab=/);

  // Keyboard.
  await sectorTab(page, 'en', 'workplace').focus();
  await page.keyboard.press('ArrowRight');
  await expect(sectorTab(page, 'en', 'healthcare')).toBeFocused();
  await expect(sectorTab(page, 'en', 'healthcare')).toHaveAttribute('aria-selected', 'true');
  await expect(sectorPanel(page, 'healthcare')).toBeVisible();
  await expect(sectorTab(page, 'en', 'workplace')).toHaveAttribute('tabindex', '-1');
  await expect(page).toHaveURL(/tab=healthcare/);
  await page.keyboard.press('End');
  await expect(sectorTab(page, 'en', 'education')).toBeFocused();
  await expect(sectorPanel(page, 'education')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(sectorTab(page, 'en', 'workplace')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(sectorTab(page, 'en', 'education')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(sectorTab(page, 'en', 'workplace')).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the tab list for the panel.
  await page.keyboard.press('Tab');
  await expect(sectorPanel(page, 'workplace')).toBeFocused();

  // Learn More leads to the solution page.
  await sectorTab(page, 'en', 'education').click();
  await sectorPanel(page, 'education').getByRole('link', { name: new RegExp(`^${escape(solutionsPage('en').sectors.learnMore)}`) }).click();
  await expect(page).toHaveURL(/\/solutions\/education$/);
  await expect(page.locator('h1')).toHaveText((educationPageSeed.layout[0]!.title as { en: string }).en);
  expect(consoleErrors).toEqual([]);
});

test('healthcare solutions: the hero reaches the integration tabs, which switch by mouse and keyboard with the tab in the URL; a partnership link opens the contact form', async ({ page, consoleErrors }) => {
  await page.goto('/solutions/healthcare');
  // The tabs are a lazily loaded leaf: they answer clicks once its script has arrived.
  await page.waitForLoadState('networkidle');
  const texts = healthcareSolutionsPage('en');
  await page.getByRole('link', { name: texts.hero.actions[1]!.label, exact: true }).click();
  await expect(page).toHaveURL(/#healthcare-integration$/);
  await expect(page.locator('#healthcare-integration-heading')).toBeInViewport();

  await expect(page.locator('#integration-ehr')).toBeVisible();
  await expect(page.locator('#integration-api')).toBeHidden();
  await integrationTab(page, 'en', 'telehealth').click();
  await expect(page.locator('#integration-telehealth')).toBeVisible();
  await expect(page.locator('#integration-ehr')).toBeHidden();
  await expect(page).toHaveURL(/integration=telehealth/);
  await page.keyboard.press('ArrowRight');
  await expect(integrationTab(page, 'en', 'api')).toBeFocused();
  await expect(page.locator('#integration-api')).toBeVisible();
  await page.reload();
  await expect(integrationTab(page, 'en', 'api')).toHaveAttribute('aria-selected', 'true');

  const partnership = texts.partnerships[1]!;
  await page.locator('#partnerships').getByRole('link', { name: labelFor(partnership.action!.label, partnership.title) }).click();
  await expect(page).toHaveURL(/\/contact\?interest=partnership$/);
  await expect(page.locator('h1')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator shows its default results and every solution panel is readable', async ({ page }) => {
    await page.goto('/sv/innovative-healthcare');
    await expect(page.locator('[data-result="annualSavings"]')).toHaveText(formatUsd(750, 'sv'));
    await expect(page.locator('[data-result="hoursSaved"]')).toHaveText(formatHours(7, 'sv'));
    await expect(page.getByText('Siffrorna gäller 100 anställda där 10\u00a0% testas per år. Slå på JavaScript för att räkna med era egna.')).toBeVisible();

    await page.goto('/solutions');
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const id of sectorIds) {
      await expect(page.locator(`#solution-${id}`)).toBeVisible();
      await expect(page.locator(`#solution-${id}`).getByRole('heading', { level: 3 })).toHaveText(sector('en', id).title);
    }
    await page.goto('/solutions/healthcare');
    await expect(page.locator('#integration-api')).toBeVisible();
  });
});
