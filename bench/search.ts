/**
 * `npm run bench:search [-- --url http://localhost:3000] [--queries 1000]`, against a running
 * production server (`npm run serve` or `npm start`): the server time of the site search (its
 * `Server-Timing`, so network and JSON do not count) over a mix of whole queries, the prefixes a
 * visitor types on the way and words that find nothing, in both languages; p50, p95 and max. Then
 * the JavaScript the search box loads on first focus (Chromium: the scripts requested after the
 * focus, gzip -9), which no page loads before.
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { firstResults } from '../tests/http/search-queries';
import { percentile } from './percentile';

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://localhost:3000' }, queries: { type: 'string', default: '1000' } } });
const base = values.url!.replace(/\/$/u, '');
const count = Number(values.queries);

/** The table's queries, each also as typed letter by letter (from two letters), and misses with a typo's worth of noise. */
function queryMix(): { q: string; locale: string }[] {
  const mix: { q: string; locale: string }[] = [];
  for (const { query, locale } of firstResults) {
    for (let length = 2; length < query.length; length++) mix.push({ q: query.slice(0, length), locale });
    mix.push({ q: query, locale });
    mix.push({ q: `${query}x${mix.length}`, locale });
  }
  return mix;
}

const mix = queryMix();
const serverTimes: number[] = [];
const roundTrips: number[] = [];
let withoutTiming = 0;
// Warm-up: the first query builds the index.
await fetch(`${base}/api/site/search?q=warm&locale=en`);
for (let index = 0; index < count; index++) {
  const { q, locale } = mix[index % mix.length]!;
  const started = performance.now();
  const response = await fetch(`${base}/api/site/search?${new URLSearchParams({ q, locale })}`);
  await response.arrayBuffer();
  roundTrips.push(performance.now() - started);
  const duration = /search;dur=([\d.]+)/u.exec(response.headers.get('server-timing') ?? '')?.[1];
  if (response.status !== 200 || duration === undefined) withoutTiming++;
  else serverTimes.push(Number(duration));
}
serverTimes.sort((a, b) => a - b);
roundTrips.sort((a, b) => a - b);
const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(`Site search, ${count} queries (${mix.length} distinct, both languages)${withoutTiming ? `, ${withoutTiming} failed` : ''}`);
console.log(`  server time  p50 ${ms(percentile(serverTimes, 50))}  p95 ${ms(percentile(serverTimes, 95))}  max ${ms(serverTimes.at(-1) ?? Number.NaN)}`);
console.log(`  round trip   p50 ${ms(percentile(roundTrips, 50))}  p95 ${ms(percentile(roundTrips, 95))}`);

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const scripts: { url: string; body: Promise<Buffer>; afterFocus: boolean }[] = [];
  let focused = false;
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: response.body(), afterFocus: focused });
  });
  await page.goto(base, { waitUntil: 'networkidle' });
  focused = true;
  await page.locator('#header-search').focus();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('#header-search')?.getAttribute('role') === 'combobox');
  const size = async (list: typeof scripts) => (await Promise.all(list.map(async (script) => gzipSync(await script.body, { level: 9 }).length))).reduce((a, b) => a + b, 0);
  const before = scripts.filter((script) => !script.afterFocus);
  const after = scripts.filter((script) => script.afterFocus);
  console.log(`Browser JavaScript on / (gzip -9): ${(await size(before) / 1024).toFixed(1)} KB before the search box is focused; on first focus +${(await size(after) / 1024).toFixed(1)} KB in ${after.length} script(s)`);
} finally {
  await browser.close();
}
