/**
 * `npx tsx bench/font-swap.ts [URL] [--widths 412,390] [--pages /,/sv] [--fonts android]` — where
 * the font swap would shift the first screen. For every page in the sitemap (or each of `--pages`),
 * at each width, it lays the page out twice in Chromium: once with Inter blocked (the fallback's
 * paint) and once with Inter loaded, and lists the first-screen elements (823 px tall, Lighthouse's mobile
 * viewport) that start at another place, with the text whose wrapping moved them. A page listed here
 * shows CLS whenever Inter arrives after the first paint. Expects the production server
 * (`npm run build && npm run start`).
 *
 * The fallback matches Inter's width over all our text (scripts/font-fallback.ts), not every
 * string's: single strings still differ by up to ±2 %, so a line near its wrapping point can break
 * differently. What is left is listed, not asserted. Only moves down or up are listed: sideways
 * moves (a flex item beside text that got wider) happen on every page, are scored near zero by
 * Lighthouse, and would bury the rest.
 *
 * `--fonts android` gives Chromium only Roboto (Debian's fonts-roboto-unhinted, which must be
 * installed), as on an Android phone, which has neither Arial nor its metric twins: the fallback
 * is then 'Inter Roboto Fallback', or, without it, unadjusted Roboto.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { widths: { type: 'string', default: '412' }, pages: { type: 'string' }, fonts: { type: 'string' } },
});
const base = (positionals[0] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const widths = values.widths.split(',').map(Number);
const viewportHeight = 823;

type Box = { tag: string; top: number; height: number; text: string };

const onScreen = (box: Box) => box.height > 0 && box.top < viewportHeight;

async function layout(browser: Browser, path: string, width: number, fallbackOnly: boolean): Promise<Box[]> {
  const page = await browser.newPage({ viewport: { width, height: viewportHeight } });
  try {
    if (fallbackOnly) await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(base + path, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    return await page.evaluate(() =>
      [...document.querySelectorAll('body *')].map((element) => {
        const box = element.getBoundingClientRect();
        const text = element.childElementCount === 0 ? (element.textContent ?? '').trim().slice(0, 70) : '';
        return { tag: element.tagName.toLowerCase(), top: Math.round(box.top), height: Math.round(box.height), text };
      }),
    );
  } finally {
    await page.close();
  }
}

async function sitemapPaths(): Promise<string[]> {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** A fontconfig set-up with Roboto as the only font, for `--fonts android`. */
function androidFontConfig(): string {
  const roboto = '/usr/share/fonts/truetype/roboto';
  if (!existsSync(roboto)) throw new Error(`--fonts android needs Roboto in ${roboto} (apt-get install fonts-roboto-unhinted)`);
  const dir = mkdtempSync(join(tmpdir(), 'fonts-'));
  const file = join(dir, 'fonts.conf');
  // Android draws text unhinted and antialiased; fontconfig's defaults alone would hint it fully,
  // which rounds every glyph advance to a whole pixel.
  const unhinted = '<match target="pattern"><edit name="hintstyle" mode="assign"><const>hintnone</const></edit><edit name="antialias" mode="assign"><bool>true</bool></edit></match>';
  writeFileSync(file, `<?xml version="1.0"?><fontconfig><dir>${roboto}</dir><cachedir>${dir}</cachedir>${unhinted}</fontconfig>`);
  return file;
}

const paths = values.pages?.split(',') ?? (await sitemapPaths());
if (values.fonts !== undefined && values.fonts !== 'android') throw new Error('--fonts takes only "android"');
const env = values.fonts === 'android' ? { ...process.env, FONTCONFIG_FILE: androidFontConfig() } : undefined;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', env });
let shifted = 0;
try {
  for (const path of paths) {
    for (const width of widths) {
      const fallback = await layout(browser, path, width, true);
      const inter = await layout(browser, path, width, false);
      const moved = fallback.filter((box, i) => onScreen(box) && inter[i] && box.top !== inter[i]!.top);
      if (moved.length === 0) continue;
      shifted += 1;
      const rewrapped = fallback
        .map((box, i) => ({ box, after: inter[i]! }))
        .filter(({ box, after }) => onScreen(box) && box.text && after && box.height !== after.height);
      console.log(`${path} at ${width} px: ${moved.length} elements move`);
      for (const { box, after } of rewrapped.slice(0, 3)) {
        console.log(`  <${box.tag}> ${box.height} → ${after.height} px: "${box.text}"`);
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`${shifted} of ${paths.length * widths.length} page layouts move on the first screen when Inter replaces the fallback`);
