import { expect, recordLayoutShifts, test } from './fixtures';
import type { Page } from '@playwright/test';
import { manufacturerSrn } from '../../src/content/documents/conformity';

/**
 * The shared shell (000 §2.2–2.3): language toggle, mega-menus, the phone's menu panel, footer, route
 * changes, icons and stylesheets. The explicit /sv and /en URLs are checked over HTTP
 * (tests/http/shell.spec.ts); the mega-menus' items and the anchors they land on in both languages,
 * and choosing an item while on its page, in catalogue.spec.ts.
 */

test.describe('language toggle', () => {
  test('switches to the same page in the other language, keeps the hash and remembers the choice', async ({ page, context, consoleErrors }) => {
    await page.goto('/#main');
    // The page's client leaves load in chunks of their own; a click before they hydrate is lost.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: /Svenska/ }).click();
    await expect(page).toHaveURL(/\/sv#main$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('link', { name: 'Boka en demo' }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sv');
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('sv');

    // The choice survives a reload, and an unprefixed English URL now leads to Swedish.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await page.goto('/no-such-page-either');
    await expect(page).toHaveURL(/\/sv\/no-such-page-either$/);

    // Back to English: the toggle records English, and unprefixed URLs stay English.
    await page.goto('/sv');
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('a stored `lang` of sv without the cookie still leads to Swedish, and the cookie is restored', async ({ page, context }) => {
    // Stored before any page script runs: setting it on a loaded page races that page's own check.
    await context.addInitScript(() => localStorage.setItem('lang', 'sv'));
    await context.clearCookies();
    await page.goto('/drug-tests#saliva-tests');
    await expect(page).toHaveURL(/\/sv\/drug-tests#saliva-tests$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    expect((await context.cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('sv');
  });

  test('works without JavaScript as a plain link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: /Svenska/ }).click();
    await expect(page).toHaveURL(/\/sv$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await context.close();
  });
});

test.describe('mega-menus', () => {
  test('open on hover with three columns of the spec items, 800 px wide', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const drugButton = nav.getByRole('button', { name: 'Drug Tests' });
    await drugButton.hover();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await drugButton.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())?.width).toBe(800);
    for (const name of ['Amphetamine', 'Benzodiazepines', 'Buprenorphine', 'Cocaine', 'Methamphetamine', '17-panel drug test', '12-panel drug test', '10-panel drug test', 'Saliva multi-test']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Each item carries one line from its catalogue record, read as the link's description.
    await expect(panel.getByRole('link', { name: 'Amphetamine', exact: true })).toHaveAccessibleDescription(/^Cut-off [\d,]+ ng\/mL$/);
    await expect(panel.getByRole('link', { name: '17-panel drug test', exact: true })).toHaveAccessibleDescription('17 substances in one cup');
    await page.mouse.move(5, 700);
    await expect(drugButton).toHaveAttribute('aria-expanded', 'false');

    const healthButton = nav.getByRole('button', { name: 'Healthcare Tests' });
    await healthButton.hover();
    const healthPanel = page.locator(`#${await healthButton.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    await expect(healthPanel.getByRole('link', { name: 'InstaCARE', exact: true })).toBeVisible();
    await expect(healthPanel.getByRole('link')).toHaveCount(3 + 11 + 1);
  });

  test('keyboard only: Tab to the button, Enter and ArrowDown open, arrows move, Escape closes, Enter on an item lands on its anchor', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const drugButton = nav.getByRole('button', { name: 'Drug Tests' });
    // From the top of the page, as a keyboard user arrives: skip link, logo, Solutions, Drug Tests.
    for (let presses = 0; presses < 10 && !(await drugButton.evaluate((button) => button === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(drugButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(drugButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Single Panels', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Amphetamine', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drugButton).toHaveAttribute('aria-expanded', 'false');
    await expect(drugButton).toBeFocused();
    // Tabbing away closes it too.
    await page.keyboard.press('ArrowDown');
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(drugButton).toHaveAttribute('aria-expanded', 'false');

    // Enter on an item navigates and scrolls to its section.
    await drugButton.focus();
    await page.keyboard.press('ArrowDown');
    // The first item takes focus on the next frame; a visitor presses End after seeing it move.
    await expect(page.getByRole('link', { name: 'Single Panels', exact: true })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.locator(':focus')).toHaveText(/^All Drug Tests/);
    await page.keyboard.press('Home');
    for (let presses = 0; presses < 3; presses += 1) await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('link', { name: 'Buprenorphine', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/drug-tests(\?[^#]*)?#singlepanels$/);
    await expect(page.locator('#singlepanels')).toBeInViewport();
  });

  test('a click on a label whose menu the same pointer just opened keeps it open; a second click closes it', async ({ page }) => {
    await page.goto('/');
    const drugButton = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Drug Tests' });
    await drugButton.hover();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await drugButton.click();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await drugButton.click();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu opened by hover closes on Escape wherever focus is, and on a click elsewhere', async ({ page }) => {
    await page.goto('/');
    const drugButton = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Drug Tests' });
    await drugButton.hover();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(drugButton).toHaveAttribute('aria-expanded', 'false');

    await drugButton.click();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(640, 600);
    await page.mouse.down();
    await page.mouse.up();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('a tap on a wide touch screen opens the menu (hover is for the mouse only)', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    // The menu hydrates once its chunk has loaded; a tap before that is lost.
    await page.waitForLoadState('networkidle');
    const drugButton = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Drug Tests' });
    await drugButton.tap();
    await expect(drugButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('link', { name: 'Saliva multi-test', exact: true }).tap();
    await expect(page).toHaveURL(/\/drug-tests(\?[^#]*)?#saliva-tests$/);
    await context.close();
  });
});

test.describe('mobile menu @mobile-only', () => {
  test('opens a full-height panel, locks scrolling, closes on Escape, backdrop and link; the language toggle is in reach', async ({ page }) => {
    await page.goto('/');
    // The page hydrates once its client leaves' chunks have loaded; a click before that is lost.
    await page.waitForLoadState('networkidle');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.height).toBe(844);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (const name of ['Solutions', 'Drug Tests', 'Healthcare Tests', 'For Employers', 'For Healthcare', 'About Us', 'Contact']) {
      await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Instructions for Use', exact: true })).toHaveAttribute('href', '/documents');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(openButton).toBeFocused();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

    // Backdrop: the area left of the panel.
    await openButton.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(panel).toBeHidden();

    // Focus stays inside while it is open.
    await openButton.click();
    for (let i = 0; i < 25; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')) || document.activeElement === document.body)).toBe(true);
    }

    await panel.getByRole('link', { name: 'For Employers', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/for-employers$/);

    // The language toggle stays in the phone's header, within reach of a tap.
    await page.getByRole('link', { name: /Svenska/ }).tap();
    await expect(page).toHaveURL(/\/sv\/for-employers$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  });
});

test.describe('footer', () => {
  test('shows the three link columns, legal links and the current year; its links open their page at the top', async ({ page }) => {
    await page.goto('/sv');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Produkter', 'Lösningar', 'Företaget', 'Juridisk information']) {
      await expect(footer.getByRole('navigation', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Integritetspolicy' })).toHaveAttribute('href', '/sv/privacy-policy');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer).toContainText('ISO 13485');
    // The manufacturer's registration, and a way to report a problem with a device.
    await expect(footer).toContainText(`SRN ${manufacturerSrn}`);
    await expect(footer.getByRole('link', { name: 'Rapportera ett problem med en produkt' })).toHaveAttribute('href', /^mailto:[^?]+\?subject=Problem%20med%20en%20produkt$/u);

    // The instructions for use are one click away, and a route change starts at the top of the new page.
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole('link', { name: 'Bruksanvisningar' }).click();
    await expect(page).toHaveURL(/\/sv\/documents$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on a phone each link column folds under its heading @mobile-only', async ({ page }) => {
    await page.goto('/sv');
    const footer = page.getByRole('contentinfo');
    const products = footer.getByRole('navigation', { name: 'Produkter' });
    await expect(products.getByRole('link')).toHaveCount(0);
    const height = (await footer.boundingBox())!.height;
    expect(height).toBeLessThan(1_000);
    await products.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(products.getByRole('link').first()).toBeVisible();
    expect((await footer.boundingBox())!.height).toBeGreaterThan(height);
    // The legal links stay in sight.
    await expect(footer.getByRole('navigation', { name: 'Juridisk information' }).getByRole('link', { name: 'Integritetspolicy' })).toBeVisible();
  });
});

test('icons point into one cached sprite that holds every symbol the page uses, and are drawn', async ({ page, request }) => {
  await page.goto('/drug-tests');
  const hrefs = await page.locator('svg.lucide use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(20);
  const urls = new Set(hrefs.map((href) => href.split('#')[0]));
  expect(urls.size, 'one sprite URL').toBe(1);
  const [spriteUrl] = [...urls];
  expect(spriteUrl).toMatch(/^\/icons\.svg\?v=\w+$/);

  const sprite = await request.get(spriteUrl!);
  expect(sprite.ok()).toBe(true);
  expect(sprite.headers()['content-type']).toContain('image/svg+xml');
  expect(sprite.headers()['cache-control']).toContain('immutable');
  const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="(\w+)"/g)].map((match) => match[1]));
  for (const id of new Set(hrefs.map((href) => href.split('#')[1]))) expect(symbols, `symbol ${id}`).toContain(id);

  // The first visible icon has its shapes: <use> drew the symbol, stroked by the svg's rule.
  const drawn = page.locator('main svg.lucide:visible').first();
  await expect(drawn).toBeVisible();
  await expect.poll(() => drawn.evaluate((svg: SVGSVGElement) => svg.getBBox().width)).toBeGreaterThan(0);
});

/**
 * Chromium paints whenever its parser yields. Serves `path` with a parser-blocking script that
 * answers after a second, placed at the index `at` finds in the HTML (the page unchanged when it
 * finds none), and returns whether the script was requested.
 */
async function pauseParser(page: Page, path: string, at: (html: string) => number | undefined): Promise<() => boolean> {
  let paused = false;
  await page.route('**/parser-pause.js', async (route) => {
    paused = true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const index = at(html);
    const body = index === undefined ? html : `${html.slice(0, index)}<script src="/parser-pause.js"></script>${html.slice(index)}`;
    await route.fulfill({ response, body });
  });
  return () => paused;
}

/** The index right after the first `marker` at or after `from`, if there is one. */
function afterFirst(html: string, marker: string, from = 0): number | undefined {
  const index = from < 0 ? -1 : html.indexOf(marker, from);
  return index < 0 ? undefined : index + marker.length;
}

// rel=expect in this Chromium releases the first frame at its target's start tag: with <main> as the
// target, a yield after the hero's badge painted the badge alone, and the rest then grew the band
// under its bottom-anchored glow and re-centred the text beside the art.
const parserPauses = [
  {
    where: 'header',
    path: '/drug-tests',
    at: (html: string) => afterFirst(html, '</svg></span></button>'), // the first mega-menu button
    drawn: (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'About Us' }),
  },
  {
    where: 'hero',
    path: '/solutions/healthcare',
    at: (html: string) => afterFirst(html, '</p>', html.indexOf('id="main"')), // the hero's badge
    drawn: (page: Page) => page.getByRole('contentinfo'),
  },
];

for (const { where, path, at, drawn } of parserPauses) {
  test(`a pause of the HTML parser inside the ${where} paints no half ${where} that then moves`, async ({ page }) => {
    const paused = await pauseParser(page, path, at);
    const layoutShifts = await recordLayoutShifts(page);
    await page.goto(path);
    await expect(drawn(page)).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await layoutShifts()).toBe(0);
    expect(paused(), `the pause was injected into the ${where} (its markup changed?)`).toBe(true);
  });
}

/** The body's font stack: it names the fallback face only when the site's rules apply. */
const bodyFont = (page: Page) => page.evaluate(() => getComputedStyle(document.body).fontFamily);

test('the first paint needs no stylesheet request: a page carries the rules it uses, the whole stylesheet follows after the first paint', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await expect(page.locator('head style[data-inlined-from]')).toHaveCount(1);
  // React finds the link in its list of the page's stylesheets; a script enables it for print once
  // the first paint is reported, so it loads without restyling this page.
  const wholeStylesheet = () => page.locator('head link[rel="stylesheet"]').evaluate((link: HTMLLinkElement) => ({ disabled: link.disabled, media: link.media }));
  await expect.poll(wholeStylesheet).toEqual({ disabled: false, media: 'print' });
  // The whole stylesheet arrives without blocking rendering (renderBlockingStatus: Chromium's resource
  // timing field, not yet in TypeScript's DOM types). Not compared with the first contentful paint's
  // time: on a loaded machine the request started before it once (`load`, the fallback, or an earlier
  // `first-paint` entry can come first); the next test shows the paint does not need the stylesheet.
  const stylesheetStatus = () =>
    page.evaluate(() => {
      const [stylesheet] = performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css'));
      return (stylesheet as (PerformanceResourceTiming & { renderBlockingStatus?: string }) | undefined)?.renderBlockingStatus ?? 'not arrived';
    });
  await expect.poll(stylesheetStatus).toBe('non-blocking');
  expect(await bodyFont(page)).toContain('Inter Metric Fallback');

  // A client-side navigation applies it to the screen, lands on a styled page and fetches no stylesheet again.
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.css')) stylesheetRequests.push(request.url());
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Drug Tests' }).click();
  await expect(page).toHaveURL(/\/drug-tests$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await wholeStylesheet()).toEqual({ disabled: false, media: 'all' });
  expect(await bodyFont(page)).toContain('Inter Metric Fallback');
  expect(stylesheetRequests).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('a page paints while its whole stylesheet has not arrived', async ({ page }) => {
  // Never answered: a linked, render-blocking stylesheet would hold the first paint for good.
  await page.route('**/_next/static/**/*.css', () => {});
  await page.goto('/drug-tests', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  expect(await bodyFont(page)).toContain('Inter Metric Fallback');
});

test('a page rendered on request (the 404) links the stylesheet as usual', async ({ page }) => {
  test.skip(process.env.E2E_INLINED_RULES_ONLY === '1', 'the stylesheet is answered empty in this mode');
  await page.goto('/no-such-page');
  await expect(page.locator('head style[data-inlined-from]')).toHaveCount(0);
  expect(await bodyFont(page)).toContain('Inter Metric Fallback');
});

test('without JavaScript a page is styled by the rules it carries', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.route('**/*.css', (route) => route.abort());
  await page.goto('/drug-tests');
  expect(await bodyFont(page)).toContain('Inter Metric Fallback');
  // A utility the hero uses (text-lg: 1.125rem against the browser's 1rem).
  expect(await page.locator('main p.text-lg').first().evaluate((p) => getComputedStyle(p).fontSize)).toBe('18px');
  await context.close();
});
