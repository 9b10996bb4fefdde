/**
 * `npm run bench:pages` — Lighthouse figures for every built page in both languages, next to a bare
 * Next.js page (the framework floor) built from the same installed next/react.
 *
 * It is a measurement, not a test: it builds nothing of the site. Start the production server
 * first (`npm run build && npm run start`), then:
 *
 *   npm run bench:pages [-- --url http://localhost:3000] [--runs 3] [--floor-port 3200] [--pages /,/sv]
 *                        [--throttling simulate|devtools] [--settle-load 1]
 *
 * Environment equivalents: BENCH_URL, BENCH_RUNS, BENCH_FLOOR_PORT, BENCH_PAGES, BENCH_THROTTLING,
 * BENCH_SETTLE_LOAD. `--settle-load` waits (up to two minutes) before each page until the load
 * average is under the figure.
 * Lighthouse 12 runs with its default (mobile) configuration in Debian's Chromium; each figure is
 * the median over the runs. `--throttling simulate` (the default) estimates the metrics from an
 * unthrottled load (Lantern); `--throttling devtools` applies the same slow-4G and 4× CPU throttling
 * in the browser and reports what it observed, so a simulated figure can be checked against a real
 * one. After the table it prints each page's LCP element and the LCP phases (TTFB, load delay, load
 * time, render delay) of its median-LCP run, with the observed (unthrottled in simulate mode) FCP
 * and LCP. Then, per page and for the floor, where the main thread's time goes (Lighthouse's
 * main-thread breakdown, medians), the DOM element count, the stylesheet inlined into the page and
 * the machine's load average before and after the page's runs, so a regression shows where it
 * comes from. Results are also written to bench/results/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { securityHeaders } from '../src/config/security-headers';
import { locales, type Locale } from '../src/i18n/locales';
import { builtRoutePaths } from '../src/lib/routes';
import { median } from './percentile';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const chromiumPath = '/usr/bin/chromium';
// The same flags the Playwright config gives Chromium, plus the new headless mode.
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKb: number;
  /** Lighthouse's main-thread breakdown (ms; simulated under `simulate`), by its groups. */
  styleLayoutMs: number;
  scriptEvaluationMs: number;
  scriptParseMs: number;
  parseHtmlMs: number;
  paintMs: number;
  /** 'Other' and garbage collection. */
  otherMs: number;
  domElements: number;
}

/** What the LCP consists of, in one run: the element and the four phases of its time. */
interface LcpBreakdown {
  lcpMs: number;
  /** The paints the browser actually reported in this run (unthrottled under `simulate`). */
  observedFcpMs: number;
  observedLcpMs: number;
  element: string;
  phases: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number } | null;
}

type Throttling = 'simulate' | 'devtools';

interface Target {
  label: string;
  url: string;
}

interface Measured extends Target {
  figures: Figures;
  runs: Figures[];
  /** The LCP breakdown of the run whose LCP is the median one. */
  lcp: LcpBreakdown | undefined;
  errors: string[];
  /** Audits that lost points in the accessibility, best-practices or SEO category, in any run. */
  failedAudits: string[];
  /** Bytes of the page's inlined `<style>` elements, in KB. */
  inlineCssKb: number;
  /** The 1-minute load average just before and just after the page's runs. */
  load: { before: number; after: number };
}

function options() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      runs: { type: 'string' },
      'floor-port': { type: 'string' },
      pages: { type: 'string' },
      throttling: { type: 'string' },
      'settle-load': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run bench:pages -- [--url URL] [--runs N] [--floor-port PORT] [--pages /,/sv] [--throttling simulate|devtools] [--settle-load 1]',
    );
    process.exit(0);
  }
  const url = (values.url ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
  const runs = Number(values.runs ?? process.env.BENCH_RUNS ?? 3);
  const floorPort = Number(values['floor-port'] ?? process.env.BENCH_FLOOR_PORT ?? 3200);
  const pages = (values.pages ?? process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((page) => page.trim())
    .filter(Boolean);
  const throttling = values.throttling ?? process.env.BENCH_THROTTLING ?? 'simulate';
  if (throttling !== 'simulate' && throttling !== 'devtools') {
    throw new Error(`--throttling must be simulate or devtools, got ${throttling}`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got ${runs}`);
  const settleLoad = Number(values['settle-load'] ?? process.env.BENCH_SETTLE_LOAD ?? Number.POSITIVE_INFINITY);
  if (!(settleLoad > 0)) throw new Error(`--settle-load must be a positive load average, got ${values['settle-load']}`);
  if (!Number.isInteger(floorPort) || floorPort < 1) throw new Error(`--floor-port must be a port, got ${floorPort}`);
  return { url, runs, floorPort, pages, throttling: throttling as Throttling, settleLoad };
}

function localizedPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

async function answers(url: string): Promise<number | null> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/** The floor serves the site's response headers (see bench/bare-next/next.config.mjs). */
const floorEnv = { NEXT_TELEMETRY_DISABLED: '1', BENCH_RESPONSE_HEADERS: JSON.stringify(securityHeaders) };

/** Runs a command to completion, showing its output only when it fails. */
function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...floorEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`));
    });
  });
}

/** Builds and starts the bare Next.js app with the repo's own `next` binary. */
async function startFloor(port: number): Promise<ChildProcess> {
  const floorUrl = `http://localhost:${port}/`;
  if ((await answers(floorUrl)) !== null) {
    throw new Error(`port ${port} is already in use; pass --floor-port with a free port`);
  }
  const next = `${repoRoot}node_modules/.bin/next`;
  console.log('floor: building bench/bare-next with the installed next …');
  await run(next, ['build', 'bench/bare-next']);
  const server = spawn(next, ['start', 'bench/bare-next', '-p', String(port)], {
    cwd: repoRoot,
    env: { ...process.env, ...floorEnv, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the floor server exited with ${server.exitCode}`);
    if ((await answers(floorUrl)) === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGTERM');
  throw new Error(`the floor server did not answer on ${floorUrl} within 60 s`);
}

function score(lhr: Result, id: (typeof categories)[number]): number {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
}

function numeric(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : Number.NaN;
}

/** Transferred (compressed, as served) script bytes, from the resource-summary audit, in KB. */
function scriptKb(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details;
  if (!details || details.type !== 'table') return Number.NaN;
  const row = details.items.find((item) => item.resourceType === 'script');
  // No script row means no script was loaded at all.
  if (!row) return 0;
  return typeof row.transferSize === 'number' ? row.transferSize / 1024 : Number.NaN;
}

/** The scored audits below 100 in the non-performance categories: why a score is not 100. */
function failedAuditsOf(lhr: Result): string[] {
  const failed: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo'] as const) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) {
        failed.push(`${id}: ${ref.id} — ${audit.title}`);
      }
    }
  }
  return failed;
}

/** Milliseconds per group of the mainthread-work-breakdown audit. */
function mainThreadOf(lhr: Result): Record<string, number> {
  const details = lhr.audits['mainthread-work-breakdown']?.details;
  const groups: Record<string, number> = {};
  if (!details || details.type !== 'table') return groups;
  for (const item of details.items) {
    if (typeof item.group === 'string' && typeof item.duration === 'number') groups[item.group] = (groups[item.group] ?? 0) + item.duration;
  }
  return groups;
}

function figuresOf(lhr: Result): Figures {
  const work = mainThreadOf(lhr);
  const ms = (group: string) => work[group] ?? 0;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKb: scriptKb(lhr),
    styleLayoutMs: ms('styleLayout'),
    scriptEvaluationMs: ms('scriptEvaluation'),
    scriptParseMs: ms('scriptParseCompile'),
    parseHtmlMs: ms('parseHTML'),
    paintMs: ms('paintCompositeRender'),
    otherMs: ms('other') + ms('garbageCollection'),
    domElements: numeric(lhr, 'dom-size'),
  };
}

/** The LCP element and phases (largest-contentful-paint-element) and the observed paints (metrics). */
function lcpBreakdownOf(lhr: Result): LcpBreakdown {
  const metrics = lhr.audits['metrics']?.details;
  const observed = (key: string): number => {
    if (!metrics || metrics.type !== 'debugdata') return Number.NaN;
    const item = (metrics.items as Record<string, unknown>[] | undefined)?.[0];
    const value = item?.[key];
    return typeof value === 'number' ? value : Number.NaN;
  };
  let element = '–';
  let phases: LcpBreakdown['phases'] = null;
  const details = lhr.audits['largest-contentful-paint-element']?.details;
  if (details && details.type === 'list') {
    const [elementTable, phaseTable] = details.items;
    if (elementTable?.type === 'table') {
      const node = elementTable.items[0]?.node;
      if (node && typeof node === 'object' && 'snippet' in node && typeof node.snippet === 'string') {
        element = node.snippet.length > 110 ? `${node.snippet.slice(0, 107)}…` : node.snippet;
      }
    }
    // The phases come in a fixed order: TTFB, load delay, load time, render delay.
    if (phaseTable?.type === 'table' && phaseTable.items.length === 4) {
      const [ttfb, loadDelay, loadTime, renderDelay] = phaseTable.items.map((item) =>
        typeof item.timing === 'number' ? item.timing : Number.NaN,
      ) as [number, number, number, number];
      phases = { ttfb, loadDelay, loadTime, renderDelay };
    }
  }
  return {
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    observedFcpMs: observed('observedFirstContentfulPaint'),
    observedLcpMs: observed('observedLargestContentfulPaint'),
    element,
    phases,
  };
}

function medianFigures(runs: Figures[]): Figures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures;
}

/** The bytes of the `<style>` elements the server inlines into the page, in KB. */
async function inlineCssKb(url: string): Promise<number> {
  try {
    const html = await (await fetch(url, { signal: AbortSignal.timeout(10_000) })).text();
    const bytes = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gu)].reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0);
    return bytes / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The breakdown of the run whose LCP is the median (the lower middle one for an even count). */
function medianBreakdown(breakdowns: LcpBreakdown[]): LcpBreakdown | undefined {
  const sorted = breakdowns.filter((item) => Number.isFinite(item.lcpMs)).sort((a, b) => a.lcpMs - b.lcpMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Waits (at most two minutes) until the 1-minute load average is under `limit`. */
async function settle(limit: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  while ((loadavg()[0] ?? 0) >= limit && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5000));
}

async function measure(chrome: LaunchedChrome, target: Target, runs: number, throttling: Throttling, settleLoad: number): Promise<Measured> {
  if (Number.isFinite(settleLoad)) await settle(settleLoad);
  // One plain request first, so the first Lighthouse run does not pay for a cold server.
  const cssKb = await inlineCssKb(target.url);
  const loadBefore = loadavg()[0] ?? Number.NaN;
  const results: Figures[] = [];
  const breakdowns: LcpBreakdown[] = [];
  const errors: string[] = [];
  const failedAudits = new Set<string>();
  // A transient Lighthouse failure (e.g. NO_NAVSTART on a busy machine) is retried, at most twice
  // per page; a page that does not load (404, 500) is not run again.
  let retries = 2;
  let attempt = 0;
  while (results.length < runs) {
    attempt += 1;
    const result = await lighthouse(target.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
      // The mobile preset's throttling figures stay; only how they are applied changes.
      throttlingMethod: throttling,
    });
    const lhr = result?.lhr;
    const problem = !lhr
      ? 'Lighthouse returned no result'
      : lhr.runtimeError
        ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
        : undefined;
    if (lhr && !problem) {
      results.push(figuresOf(lhr));
      breakdowns.push(lcpBreakdownOf(lhr));
      for (const audit of failedAuditsOf(lhr)) failedAudits.add(audit);
      process.stdout.write(`  ${target.label}: run ${results.length}/${runs}\n`);
      continue;
    }
    errors.push(`attempt ${attempt}: ${problem}`);
    process.stdout.write(`  ${target.label}: attempt ${attempt} failed\n`);
    if (lhr?.runtimeError?.code === 'ERRORED_DOCUMENT_REQUEST' || retries === 0) break;
    retries -= 1;
  }
  return {
    ...target,
    figures: medianFigures(results),
    runs: results,
    lcp: medianBreakdown(breakdowns),
    errors,
    failedAudits: [...failedAudits],
    inlineCssKb: cssKb,
    load: { before: loadBefore, after: loadavg()[0] ?? Number.NaN },
  };
}

const workColumns = ['Page', 'Style+layout', 'vs floor', 'Script eval', '× floor', 'Script parse', 'Parse HTML', 'Paint', 'Other', 'DOM elements', 'Inline CSS (KB)', 'Load before/after'];

/** Where the main thread's time goes (medians, ms) and what the page makes it work on. */
function workRow(measured: Measured, floor: Measured | undefined): string[] {
  const f = measured.figures;
  const versusFloor = floor && measured !== floor;
  return [
    measured.label,
    fixed(f.styleLayoutMs, 0),
    versusFloor ? signed(f.styleLayoutMs - floor.figures.styleLayoutMs).replace(/\.\d$/u, '') : '–',
    fixed(f.scriptEvaluationMs, 0),
    versusFloor ? `${fixed(f.scriptEvaluationMs / floor.figures.scriptEvaluationMs, 2)}×` : '–',
    fixed(f.scriptParseMs, 0),
    fixed(f.parseHtmlMs, 0),
    fixed(f.paintMs, 0),
    fixed(f.otherMs, 0),
    fixed(f.domElements, 0),
    fixed(measured.inlineCssKb, 1),
    `${fixed(measured.load.before, 1)} / ${fixed(measured.load.after, 1)}`,
  ];
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const signed = (value: number) => (Number.isFinite(value) ? `${value >= 0 ? '+' : ''}${value.toFixed(1)}` : '–');

const columns = ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'LCP (s)', 'TBT (ms)', 'CLS', 'JS (KB gz)', 'JS added vs floor (KB)'];

function row(measured: Measured, floor: Measured | undefined): string[] {
  const f = measured.figures;
  const added = floor && measured !== floor ? signed(f.jsKb - floor.figures.jsKb) : '–';
  return [
    measured.label,
    fixed(f.performance, 0),
    fixed(f.accessibility, 0),
    fixed(f.bestPractices, 0),
    fixed(f.seo, 0),
    fixed(f.lcpMs / 1000, 2),
    fixed(f.tbtMs, 0),
    fixed(f.cls, 3),
    fixed(f.jsKb, 1),
    added,
  ];
}

const lcpColumns = ['Page', 'LCP (ms)', 'TTFB', 'Load delay', 'Load time', 'Render delay', 'Observed FCP', 'Observed LCP', 'LCP element'];

function lcpRow(measured: Measured): string[] {
  const lcp = measured.lcp;
  if (!lcp) return [measured.label, ...lcpColumns.slice(1).map(() => '–')];
  const ms = (value: number | undefined) => fixed(value ?? Number.NaN, 0);
  return [
    measured.label,
    ms(lcp.lcpMs),
    ms(lcp.phases?.ttfb),
    ms(lcp.phases?.loadDelay),
    ms(lcp.phases?.loadTime),
    ms(lcp.phases?.renderDelay),
    ms(lcp.observedFcpMs),
    ms(lcp.observedLcpMs),
    // Backticks keep the snippet's markup literal in Markdown.
    lcp.element === '–' ? '–' : `\`${lcp.element.replaceAll('|', '\\|')}\``,
  ];
}

function textTable(rows: string[][], header: string[] = columns): string {
  const widths = header.map((column, index) => Math.max(column.length, ...rows.map((cells) => (cells[index] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, index) =>
        index === 0 || (header === lcpColumns && index === header.length - 1)
          ? cell.padEnd(widths[index] ?? 0)
          : cell.padStart(widths[index] ?? 0),
      )
      .join('  ');
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

function markdownTable(rows: string[][], header: string[] = columns): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const align = header.map((_, index) => (index === 0 || (header === lcpColumns && index === header.length - 1) ? ':---' : '---:'));
  return [line(header), line(align), ...rows.map(line)].join('\n');
}

async function main(): Promise<void> {
  const { url, runs, floorPort, pages, throttling, settleLoad } = options();

  const homeStatus = await answers(`${url}/`);
  if (homeStatus !== 200) {
    console.error(
      `No production server answers at ${url}/ (status: ${homeStatus ?? 'no answer'}).\n` +
        'Start it first: npm run build && npm run start   (or pass --url / BENCH_URL)',
    );
    process.exit(1);
  }

  if (!existsSync(chromiumPath)) {
    console.error(`Lighthouse needs Debian's Chromium at ${chromiumPath}: bash scripts/ensure-chromium.sh`);
    process.exit(1);
  }

  let targets: Target[] = locales.flatMap((locale) =>
    builtRoutePaths.map((path) => {
      const localized = localizedPath(path, locale);
      return { label: localized, url: `${url}${localized}` };
    }),
  );
  if (pages.length > 0) targets = targets.filter((target) => pages.includes(target.label));
  if (targets.length === 0) throw new Error(`no built page matches --pages ${pages.join(',')}`);

  const floorServer = await startFloor(floorPort);
  const stopFloor = () => {
    if (floorServer.exitCode === null) floorServer.kill('SIGTERM');
  };
  process.on('exit', stopFloor);

  // Lighthouse simulates a slow phone from the measured trace, so a busy machine inflates TBT/LCP.
  const [load = 0] = loadavg();
  if (load > availableParallelism()) {
    console.warn(`warning: load average ${load.toFixed(1)} exceeds ${availableParallelism()} cores; figures will be pessimistic`);
  }

  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags, logLevel: 'error' });
  const measured: Measured[] = [];
  let floor: Measured | undefined;
  try {
    console.log(`lighthouse: ${runs} run(s) each, mobile preset, ${throttling} throttling, ${targets.length} page(s) + floor`);
    floor = await measure(chrome, { label: 'bare Next.js (floor)', url: `http://localhost:${floorPort}/` }, runs, throttling, settleLoad);
    for (const target of targets) measured.push(await measure(chrome, target, runs, throttling, settleLoad));
  } finally {
    chrome.kill();
    stopFloor();
  }

  const all = [floor, ...measured];
  const rows = all.map((item) => row(item, floor));
  const versions = `Lighthouse ${packageVersion('lighthouse')}, next ${packageVersion('next')}, react ${packageVersion('react')}`;
  const heading =
    `Lighthouse mobile preset (${throttling === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling), median of ${runs} run(s) — ${versions} — ${url}` +
    ` — load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;

  console.log(`\n${heading}\n`);
  console.log(textTable(rows));
  // Figures only, never asserted: which element is the LCP and where its time goes.
  const lcpRows = all.map(lcpRow);
  const lcpNote =
    throttling === 'simulate'
      ? 'LCP phases of the median-LCP run (simulated, ms); observed FCP/LCP are the unthrottled paints the simulation starts from'
      : 'LCP phases of the median-LCP run (observed under applied throttling, ms)';
  console.log(`\n${lcpNote}\n`);
  console.log(textTable(lcpRows, lcpColumns));
  const workRows = all.map((item) => workRow(item, floor));
  const workNote = `Main thread by Lighthouse's groups (${throttling === 'simulate' ? 'simulated' : 'observed'}, ms, medians), DOM elements, inlined stylesheet, 1-minute load average`;
  console.log(`\n${workNote}\n`);
  console.log(textTable(workRows, workColumns));
  const markdown = `**${heading}**\n\n${markdownTable(rows)}\n\n${lcpNote}:\n\n${markdownTable(lcpRows, lcpColumns)}\n\n${workNote}:\n\n${markdownTable(workRows, workColumns)}\n`;
  console.log(`\nMarkdown:\n\n${markdown}`);

  for (const item of all) {
    if (item.failedAudits.length === 0) continue;
    console.log(`audits below 100 on ${item.label}:\n  ${item.failedAudits.join('\n  ')}`);
  }

  const failures = all.filter((item) => item.runs.length < runs);
  for (const item of all.filter((entry) => entry.errors.length > 0)) {
    console.error(`errors for ${item.label}:\n  ${item.errors.join('\n  ')}`);
  }

  const resultsDir = `${repoRoot}bench/results`;
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(`${resultsDir}/pages-${stamp}.json`, JSON.stringify({ url, runs, throttling, versions, results: all }, null, 2));
  writeFileSync(`${resultsDir}/pages-${stamp}.md`, markdown);
  console.log(`written: bench/results/pages-${stamp}.{json,md}`);

  if (failures.length > 0) process.exitCode = 1;
}

function packageVersion(name: string): string {
  try {
    const manifest = JSON.parse(readFileSync(`${repoRoot}node_modules/${name}/package.json`, 'utf8')) as {
      version?: string;
    };
    return manifest.version ?? '?';
  } catch {
    return '?';
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
