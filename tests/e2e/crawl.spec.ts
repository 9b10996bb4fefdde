/**
 * Every registry page in both languages (and a fixed sample of the instructions for use) in the
 * browser, once per viewport: what needs a browser to see. No console errors or uncaught
 * exceptions through hydration, no axe violations (WCAG 2.2 A/AA), nothing wider than the
 * viewport; on desktop the header stays one line at 1024, 1280 and 1440 px and each hero picture
 * sits beside (a catalogue's row of products: below) its heading at 1440 px; on a phone a hero's
 * picture follows its text and a banner's is hidden. One test per
 * viewport that names every failing page at the end. What the server's HTML must hold is checked
 * for every page over HTTP (tests/http/crawl.spec.ts).
 */
import type { Page } from '@playwright/test';
import { heroLineups, heroPictureParts, heroScenes, isStage, type HeroScenePath } from '../../src/content/hero-scenes';
import { collectConsoleErrors, expect, findA11yViolations, localizedPath, locales, test } from './fixtures';
import { browserSample, type SitePage } from './site-pages';

const heroPaths = new Set<string>([...Object.keys(heroScenes), ...Object.keys(heroLineups)]);
const lineupPaths = new Set<string>(Object.keys(heroLineups));
const stagePaths = new Set<string>((Object.keys(heroScenes) as HeroScenePath[]).filter(isStage));

// The failure lists every page and problem; a trace of hundreds of page loads would only slow it.
// A missing element fails its page within seconds instead of holding the whole crawl.
test.use({ trace: 'off', actionTimeout: 5_000 });

/** Pixels the document is wider than the viewport (0 when nothing overflows sideways). */
const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The header is one 64 px row at every desktop width: a wrapped logo or menu label makes it taller. */
async function headerProblems(page: Page, width: number): Promise<string[]> {
  const header = page.getByRole('banner');
  if ((await header.count()) !== 1) return ['no single header (banner)'];
  const height = (await header.boundingBox())?.height ?? 0;
  const wrapped = await header.evaluate((element) =>
    [...element.querySelectorAll('a, button')]
      .filter((control) => control.getClientRects().length > 0)
      .filter((control) => control.getBoundingClientRect().height > 48)
      .map((control) => control.textContent?.trim()),
  );
  // From 1024 px the whole menu shows, clear of the search, language and contact buttons.
  const menu = await header.evaluate((element) => {
    const nav = element.querySelector('nav');
    const search = element.querySelector('form[role="search"]');
    if (!nav || nav.getClientRects().length === 0) return 'hidden';
    return search && nav.getBoundingClientRect().right > search.getBoundingClientRect().left ? 'overlapping' : 'ok';
  });
  return [
    ...(height > 65 ? [`header is ${height} px tall at ${width} px`] : []),
    ...wrapped.map((label) => `header control "${label}" wraps at ${width} px`),
    ...(menu === 'ok' ? [] : [`the main menu is ${menu} at ${width} px`]),
  ];
}

/**
 * The hero picture at 1440 × 900: right of the h1 (a catalogue's row of products: below it),
 * inside the first screen, its drawings loaded.
 */
async function heroPictureProblems(page: Page, path: string): Promise<string[]> {
  const picture = page.locator(`[data-hero-art="${path}"]`);
  if (!(await picture.isVisible())) return ['hero picture not visible at 1440 px'];
  const problems: string[] = [];
  if ((await picture.getAttribute('aria-hidden')) !== 'true') problems.push('hero picture not aria-hidden');
  const lineup = lineupPaths.has(path);
  // One or two products on a stage, a drawn scene, or five products in a row.
  const parts = await picture.locator('img').count();
  const expected = lineup ? 5 : heroPictureParts(path as HeroScenePath);
  if (parts !== expected) problems.push(`hero picture has ${parts} images, not ${expected}`);
  if ((await page.locator('h1').count()) !== 1) return [...problems, 'no single h1 for the hero picture to sit beside'];
  const heading = await page.locator('h1').boundingBox();
  const box = await picture.boundingBox();
  if (!heading || !box) return [...problems, 'h1 or hero picture not laid out'];
  if (lineup ? box.y < heading.y + heading.height : box.x < heading.x + heading.width - 1) problems.push(`hero picture overlaps the heading instead of sitting ${lineup ? 'below' : 'right of'} it`);
  if (box.y + box.height > 900) problems.push('hero picture ends below the first screen');
  // Decorative drawings carry an empty alt and have loaded (no broken image in the hero).
  for (const image of await picture.locator('img').all()) {
    if ((await image.getAttribute('alt')) !== '') problems.push('a hero drawing has a non-empty alt');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete), { message: 'hero drawing loads' }).toBe(true);
    if (!(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0))) problems.push(`hero drawing ${await image.getAttribute('src')} is broken`);
  }
  return problems;
}

/**
 * On a phone a hero's picture follows its text (so the page shows what it is about), except a
 * stage of products, which leads it as a shop's page does; a banner's picture gives way to the page.
 */
async function phoneHeroProblems(page: Page, path: string): Promise<string[]> {
  const picture = page.locator(`[data-hero-art="${path}"]`);
  const banner = (await picture.getAttribute('data-hero-size')) === 'banner';
  if (banner) return (await picture.isVisible()) ? ['banner picture shown on a phone'] : [];
  if (!(await picture.isVisible())) return ['hero picture hidden on a phone'];
  const heading = await page.locator('h1').boundingBox();
  const box = await picture.boundingBox();
  if (!heading || !box) return ['h1 or hero picture not laid out on a phone'];
  if (stagePaths.has(path)) return box.y + box.height <= heading.y ? [] : ['products picture not above the heading on a phone'];
  return box.y >= heading.y + heading.height ? [] : ['hero picture not below the heading on a phone'];
}

/** The 404 page in both languages, visited like any page (the browser logs its own 404 status). */
const notFoundPages: SitePage[] = locales.map((locale) => ({ url: localizedPath('/no-such-page', locale), path: '/no-such-page', locale, kind: 'route' }));

test('every page: no console errors, no axe violations, nothing overflows; the header and hero pictures keep their layout @mobile', async ({ page }, testInfo) => {
  const pages = [...browserSample(), ...notFoundPages];
  // About two seconds a page in the browser (axe most of it).
  test.setTimeout(pages.length * 10_000);
  const phone = testInfo.project.use.isMobile === true;
  const errors = collectConsoleErrors(page);
  const problems: string[] = [];

  for (const entry of pages) {
    const notFound = entry.path === '/no-such-page';
    errors.length = 0;
    const problem = (text: string) => problems.push(`${entry.url}: ${text}`);
    if (!phone) await page.setViewportSize({ width: 1280, height: 800 });
    const response = await page.goto(entry.url);
    if (response?.status() !== (notFound ? 404 : 200)) problem(`status ${response?.status()}`);

    // Axe takes long enough for hydration and client effects to report their errors first.
    for (const violation of await findA11yViolations(page)) problem(`axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`);
    const overflow = await horizontalOverflow(page);
    if (overflow > 0) problem(`${overflow} px wider than the ${phone ? 390 : 1280} px viewport`);

    if (phone) {
      if (heroPaths.has(entry.path)) for (const text of await phoneHeroProblems(page, entry.path)) problem(text);
    } else {
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: width === 1440 ? 900 : 800 });
        for (const text of await headerProblems(page, width)) problem(text);
        const wider = await horizontalOverflow(page);
        if (wider > 0) problem(`${wider} px wider than the ${width} px viewport`);
      }
      if (heroPaths.has(entry.path)) for (const text of await heroPictureProblems(page, entry.path)) problem(text);
    }

    // The browser reports the document's own 404 as a failed resource; anything else is a fault.
    for (const error of errors) if (!(notFound && error.includes('status of 404'))) problem(error);
  }
  expect(problems, `problems on ${pages.length} pages`).toEqual([]);
});
