/**
 * The about page (spec 001 §2 About, §4 team tabs): in both languages the sections in order, the
 * three figures, the team tabs' names and the executive team shown first, milestones one card per
 * year and the call to action; the tabs by mouse and keyboard once (the same component in either
 * language). The Organization structured data is checked over HTTP (tests/http/about.spec.ts).
 */
import { advisorSeeds, executiveSeeds } from '../../src/cms/seed/team';
import { seededCompany } from '../../src/cms/seed/site-settings';
import { seededPage } from '../../src/cms/seed/pages';
import { expect, localizedPath, locales, test, textWithoutNoteMarks, type Locale } from './fixtures';

const company = seededCompany();

type Block = { blockName?: string; title: string; badge: string; executiveTab: string; advisoryTab: string; items: { title: string }[]; actions: { label: string }[]; heading: string };
/** The about page's texts in one language, as seeded, by section. */
function aboutPage(locale: Locale) {
  const { layout } = seededPage<Block>('/about', locale);
  const block = (name: string) => layout.find((section) => section.blockName === name)!;
  return { hero: layout[0]!, figures: block('figures'), mission: block('mission'), values: block('values'), team: block('team'), milestones: block('milestones'), cta: layout.at(-1)! };
}
const tabName = (name: 'executiveTab' | 'advisoryTab', locale: Locale) => aboutPage(locale).team[name];

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookie-notice-dismissed', '1'));
});

for (const locale of locales) {
  const url = localizedPath('/about', locale);

  test(`about (${locale}): Our Story, figures, mission, values, team, milestones and the call to action in order`, async ({ page, consoleErrors }) => {
    const texts = aboutPage(locale);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.hero.title);
    await expect(page.getByText(texts.hero.badge, { exact: true })).toBeVisible();
    await expect(page.locator('main')).toContainText(`${company.foundedYear}`);

    const figures = page.getByRole('region', { name: texts.figures.title });
    const figureTexts = async () => Promise.all((await figures.locator('dd').all()).map(textWithoutNoteMarks));
    await expect.poll(figureTexts).toEqual([locale === 'sv' ? '<\u00a010\u00a0minuter' : '<\u00a010\u00a0minutes', '200+', 'ISO\u00a013485']);

    const headings = await page.locator('main h2').allInnerTexts();
    const order = [texts.mission.title, texts.values.title, texts.team.title, texts.milestones.title, texts.cta.heading];
    const positions = order.map((heading) => headings.indexOf(heading));
    expect(positions.every((position) => position >= 0), `${order.join(' | ')} in ${headings.join(' | ')}`).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    await expect(page.locator('#mission li')).toHaveCount(5);
    await expect(page.getByRole('region', { name: texts.values.title }).getByRole('heading', { level: 3 })).toHaveText(texts.values.items.map((item) => item.title));

    // The team tabs carry the page's language; the executive team is shown first, each with a quote.
    await expect(page.getByRole('tab', { name: tabName('executiveTab', locale) })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: tabName('advisoryTab', locale) })).toHaveAttribute('aria-selected', 'false');
    const executivePanel = page.getByRole('tabpanel', { name: tabName('executiveTab', locale) });
    // A degree follows the name as the language writes it ('Karin Lindqvist, med. dr').
    const displayedName = (person: (typeof executiveSeeds)[number]) => (person.degree ? `${person.name}, ${person.degree[locale]}` : person.name);
    await expect(executivePanel.getByRole('heading', { level: 3 })).toHaveText(executiveSeeds.map(displayedName));
    await expect(executivePanel.locator('blockquote')).toHaveCount(4);
    await expect(page.getByRole('tabpanel', { name: tabName('advisoryTab', locale) })).toBeHidden();

    const milestones = page.getByRole('region', { name: texts.milestones.title });
    await expect(milestones.getByRole('heading', { level: 3 })).toHaveText(['2022', '2023', '2024', '2025']);
    await expect(milestones.getByRole('heading', { level: 4 })).toHaveCount(texts.milestones.items.length);

    const cta = page.locator('section[aria-labelledby="cta-heading"]');
    await expect(cta.getByRole('link', { name: texts.cta.actions[0]!.label })).toHaveAttribute('href', localizedPath('/products', locale));
    expect(consoleErrors).toEqual([]);
  });
}

test('about: the team tabs switch by mouse and follow the WAI-ARIA keyboard pattern', async ({ page, consoleErrors }) => {
  await page.goto('/about');
  // The tabs are a lazily loaded leaf: they answer clicks once its script has arrived.
  await page.waitForLoadState('networkidle');
  const executive = page.getByRole('tab', { name: tabName('executiveTab', 'en') });
  const advisory = page.getByRole('tab', { name: tabName('advisoryTab', 'en') });
  const executivePanel = page.getByRole('tabpanel', { name: tabName('executiveTab', 'en') });
  const advisoryPanel = page.getByRole('tabpanel', { name: tabName('advisoryTab', 'en') });

  // Mouse.
  await advisory.click();
  await expect(advisory).toHaveAttribute('aria-selected', 'true');
  await expect(executive).toHaveAttribute('aria-selected', 'false');
  await expect(advisoryPanel.getByRole('heading', { level: 3 })).toHaveText(advisorSeeds.map((person) => person.name));
  // Advisers have no quote (001 §3).
  await expect(advisoryPanel.locator('blockquote')).toHaveCount(0);
  await expect(executivePanel).toBeHidden();
  await executive.click();
  await expect(executivePanel).toBeVisible();
  await expect(advisoryPanel).toBeHidden();

  // Keyboard. Only the selected tab is in the tab order.
  await expect(advisory).toHaveAttribute('tabindex', '-1');
  await executive.focus();
  await page.keyboard.press('ArrowRight');
  await expect(advisory).toBeFocused();
  await expect(advisory).toHaveAttribute('aria-selected', 'true');
  await expect(advisoryPanel).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(executive).toBeFocused();
  await expect(executivePanel).toBeVisible();
  await page.keyboard.press('End');
  await expect(advisory).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(executive).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(advisory).toHaveAttribute('aria-selected', 'true');
  // Tab moves from the tab list into the shown panel.
  await page.keyboard.press('Tab');
  await expect(advisoryPanel).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
