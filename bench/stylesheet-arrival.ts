/**
 * `npx tsx bench/stylesheet-arrival.ts [URL] [--pages /,/drug-tests,/contact] [--runs 3]` — whether
 * the whole stylesheet arrives before hydration. A prerendered page carries only its own rules
 * (scripts/inline-stylesheets.ts); a client-side navigation to a page with other rules needs the
 * whole stylesheet, and React cannot wait for it (it finds the link and counts it as loaded). Each
 * page is loaded under CDP throttling (150 ms latency, 1.6 Mbit/s, CPU 4×, 390 px) and the script
 * prints, in ms from navigation start: first contentful paint, when the stylesheet was requested and
 * arrived (and whether it was render-blocking), `load`, and hydration, taken as the first moment a
 * header element carries React's fiber, the first moment a link can navigate client-side. Expects
 * the production server (`npm run build && npm run start`).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { pages: { type: 'string', default: '/,/drug-tests,/contact' }, runs: { type: 'string', default: '3' } },
});
const base = (positionals[0] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(values.runs);

interface Load {
  painted: number;
  requested: number | null;
  arrived: number | null;
  blocking: string | null;
  loaded: number;
  hydrated: number;
}

/** What the probe below leaves on `window`. */
type Probed = { __hydration: { at: number } };

/**
 * Records when a header element first carries React's fiber. A string, not a function: tsx would
 * add its name helpers to a function's source, which the page does not have.
 */
const hydrationProbe = `
  window.__hydration = { at: 0 };
  (function check() {
    var element = document.querySelector('header button, header a');
    if (element && Object.keys(element).some(function (key) { return key.indexOf('__reactFiber') === 0; })) window.__hydration.at = performance.now();
    else requestAnimationFrame(check);
  })();
`;

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
let before = 0;
let total = 0;
try {
  console.log('page\tFCP\trequested\tarrived\tblocking\tload\thydrated\tarrived before hydration');
  for (const path of values.pages.split(',')) {
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(hydrationProbe);
      await page.goto(base + path, { waitUntil: 'load' });
      await page.waitForFunction(() => (window as unknown as Probed).__hydration.at > 0, null, { timeout: 60_000 });
      // The stylesheet's resource entry appears once it has arrived.
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('.css')), null, { timeout: 30_000 }).catch(() => undefined);
      const load: Load = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const [stylesheet] = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.css')) as (PerformanceResourceTiming & { renderBlockingStatus?: string })[];
        return {
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
          requested: stylesheet?.startTime ?? null,
          arrived: stylesheet?.responseEnd ?? null,
          blocking: stylesheet?.renderBlockingStatus ?? null,
          loaded: navigation!.loadEventStart,
          hydrated: (window as unknown as Probed).__hydration.at,
        };
      });
      const inTime = load.arrived !== null && load.arrived < load.hydrated;
      before += inTime ? 1 : 0;
      total += 1;
      const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
      console.log([path, ms(load.painted), ms(load.requested), ms(load.arrived), load.blocking ?? '–', ms(load.loaded), ms(load.hydrated), inTime ? 'yes' : 'no'].join('\t'));
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(`\nThe whole stylesheet arrived before hydration in ${before} of ${total} loads.`);
