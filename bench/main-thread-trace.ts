/**
 * `npx tsx bench/main-thread-trace.ts [URL] [--pages /,/products/vdt] [--runs 3] [--selectors 1]` —
 * where a page's main-thread time goes. Each page is loaded in Chromium as Lighthouse's phone (412 px,
 * CPU slowed 4×) with a performance trace, and the script prints for the page's main frame, median
 * of the runs in ms: style recalculation, layout, script evaluation and calls, HTML parsing and
 * paint; the tasks over 15 ms with when they started; and how many elements each cause of style and
 * layout invalidation touched (a font swap, a stylesheet added, `@property` registrations, nodes
 * inserted). `--selectors 1` adds Chromium's selector statistics (the costliest selectors by match
 * time; this slows the load, so its times are not comparable with a run without it). Expects the
 * production server (`npm run build && npm run start`).
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { median } from './percentile';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { pages: { type: 'string', default: '/,/products/vdt' }, runs: { type: 'string', default: '3' }, selectors: { type: 'string', default: '0' } },
});
const base = (positionals[0] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const runs = Number(values.runs);
const withSelectors = values.selectors === '1';

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown>; selector_stats?: { selector_timings: SelectorTiming[] } } };
type SelectorTiming = { selector: string; 'elapsed (us)': number; match_attempts: number; match_count: number };

const kinds = ['UpdateLayoutTree', 'Layout', 'EvaluateScript', 'FunctionCall', 'ParseHTML', 'Paint'] as const;

async function trace(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const categories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking', 'v8.execute', 'loading'];
    if (withSelectors) categories.push('disabled-by-default-blink.debug');
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
    await page.goto(url, { waitUntil: 'load' });
    // What runs after `load` (hydration's tail, the stylesheet for later navigations) counts too.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 2500)));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await browser.close();
  }
}

/** The renderer main thread that did the most work, and the frame whose document is the page. */
function mainThread(events: TraceEvent[], url: string) {
  const threads = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busy = (thread: TraceEvent) => events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).reduce((sum, event) => sum + (event.dur ?? 0), 0);
  const thread = threads.sort((a, b) => busy(b) - busy(a))[0];
  if (!thread) throw new Error('no renderer main thread in the trace');
  const frame = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url)?.args?.beginData?.frame;
  const start = Math.min(...events.filter((event) => event.pid === thread.pid && event.ts > 0).map((event) => event.ts));
  return { pid: thread.pid, tid: thread.tid, frame, start };
}

function frameOf(event: TraceEvent): unknown {
  return event.args?.data?.frame ?? event.args?.beginData?.frame;
}

function summarise(events: TraceEvent[], url: string) {
  const { pid, tid, frame, start } = mainThread(events, url);
  const own = events.filter((event) => event.pid === pid && event.tid === tid);
  const totals = Object.fromEntries(kinds.map((kind) => [kind, 0])) as Record<(typeof kinds)[number], number>;
  const long: string[] = [];
  for (const event of own) {
    if (event.ph !== 'X' || !event.dur || !(kinds as readonly string[]).includes(event.name)) continue;
    // Style and layout of the page's own frame only (each SVG image is a document of its own).
    if ((event.name === 'UpdateLayoutTree' || event.name === 'Layout') && frameOf(event) !== frame) continue;
    totals[event.name as (typeof kinds)[number]] += event.dur / 1000;
    if (event.dur > 15_000) {
      const objects = event.name === 'Layout' ? ` (${String(event.args?.beginData?.dirtyObjects)} of ${String(event.args?.beginData?.totalObjects)} objects)` : '';
      long.push(`${((event.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${event.name} ${(event.dur / 1000).toFixed(1)} ms${objects}`);
    }
  }
  const causes = new Map<string, number>();
  for (const event of own) {
    if (!event.name.endsWith('InvalidationTracking') || frameOf(event) !== frame) continue;
    const data = event.args?.data ?? {};
    const cause = String(data.reason ?? (data.changedAttribute ? `attribute ${String(data.changedAttribute)}` : data.changedClass ? 'class' : 'other'));
    const key = `${event.name.replace('InvalidationTracking', '')}: ${cause}`;
    causes.set(key, (causes.get(key) ?? 0) + 1);
  }
  const selectors = new Map<string, { us: number; attempts: number; matches: number }>();
  for (const event of own) {
    for (const timing of event.args?.selector_stats?.selector_timings ?? []) {
      const entry = selectors.get(timing.selector) ?? { us: 0, attempts: 0, matches: 0 };
      entry.us += timing['elapsed (us)'];
      entry.attempts += timing.match_attempts;
      entry.matches += timing.match_count;
      selectors.set(timing.selector, entry);
    }
  }
  return { totals, long, causes, selectors };
}

for (const path of values.pages.split(',')) {
  const url = `${base}${path}`;
  const results = [];
  for (let run = 0; run < runs; run++) results.push(summarise(await trace(url), url));
  console.log(`\n${path} (${runs} runs, CPU 4×, 412 px; median ms)`);
  for (const kind of kinds) console.log(`  ${kind.padEnd(17)} ${median(results.map((result) => result.totals[kind])).toFixed(0).padStart(6)}`);
  const last = results.at(-1)!;
  console.log('  tasks over 15 ms (last run):');
  for (const line of last.long) console.log(`  ${line}`);
  console.log('  invalidations by cause (last run, elements):');
  for (const [cause, count] of [...last.causes].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(count).padStart(6)}  ${cause}`);
  if (withSelectors) {
    const total = [...last.selectors.values()].reduce((sum, entry) => sum + entry.us, 0);
    console.log(`  selector matching: ${(total / 1000).toFixed(1)} ms over ${last.selectors.size} selectors; costliest:`);
    for (const [selector, entry] of [...last.selectors].sort((a, b) => b[1].us - a[1].us).slice(0, 10)) {
      console.log(`  ${(entry.us / 1000).toFixed(2).padStart(7)} ms  ${String(entry.matches).padStart(5)}/${String(entry.attempts).padEnd(5)} ${selector.slice(0, 90)}`);
    }
  }
}
