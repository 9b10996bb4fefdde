/**
 * `npm run capture:pages` — what a visitor and a search engine get from every page, in a file, so a
 * change meant to be invisible (content moving into the CMS, a new renderer) can be shown to be so.
 *
 *   npm run capture:pages -- --url http://localhost:3000 --out /tmp/after.json
 *   npm run capture:pages -- --compare docs/capture/pages-before.json.gz /tmp/after.json
 *
 * For every page of the sitemap, every earlier edition its instructions-for-use pages link, and
 * every PDF a page links: the text of `<main>` as the browser lays it out (`innerText`, so hidden
 * text stays out), the title, meta description, canonical, hreflang alternates and JSON-LD, and
 * each PDF's text (`pdftotext`). `--compare` prints each difference, and exits 1 if there is one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

type PageCapture = { main: string; title: string; description: string; canonical: string; alternates: string[]; jsonLd: string[] };
type Capture = { pages: Record<string, PageCapture>; pdfs: Record<string, string> };

const { values, positionals } = parseArgs({
  options: { url: { type: 'string', default: 'http://localhost:3000' }, out: { type: 'string' }, compare: { type: 'boolean', default: false } },
  allowPositionals: true,
});

function read(file: string): Capture {
  const bytes = readFileSync(file);
  return JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8')) as Capture;
}

function compare(beforeFile: string, afterFile: string): number {
  const [before, after] = [read(beforeFile), read(afterFile)];
  let differences = 0;
  const report = (where: string, what: string, was: unknown, now: unknown) => {
    differences += 1;
    console.log(`${where} ${what}\n  before: ${JSON.stringify(was)}\n  after:  ${JSON.stringify(now)}`);
  };
  for (const kind of ['pages', 'pdfs'] as const) {
    const keys = new Set([...Object.keys(before[kind]), ...Object.keys(after[kind])]);
    for (const key of [...keys].sort()) {
      const [was, now] = [before[kind][key], after[kind][key]];
      if (was === undefined || now === undefined) report(key, was === undefined ? 'is new' : 'is gone', !!was, !!now);
      else if (kind === 'pdfs') {
        if (was !== now) report(key, 'text', was, now);
      } else {
        for (const field of Object.keys(was) as (keyof PageCapture)[]) {
          const [a, b] = [(was as PageCapture)[field], (now as PageCapture)[field]];
          if (JSON.stringify(a) === JSON.stringify(b)) continue;
          if (field === 'main') {
            // The first differing line, so a long text's change is readable.
            const [linesA, linesB] = [String(a).split('\n'), String(b).split('\n')];
            const line = linesA.findIndex((text, index) => text !== linesB[index]);
            report(key, `main, line ${line + 1}`, linesA[line], linesB[line]);
          } else report(key, field, a, b);
        }
      }
    }
  }
  console.log(differences ? `${differences} difference(s)` : 'identical');
  return differences ? 1 : 0;
}

async function capture(base: string): Promise<Capture> {
  const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text();
  const queue = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const seen = new Set(queue);
  const pdfLinks = new Set<string>();
  const result: Capture = { pages: {}, pdfs: {} };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  for (let index = 0; index < queue.length; index += 1) {
    const path = queue[index]!;
    await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    // No named helpers inside: tsx would wrap them in a __name() call the page does not have.
    const found = await page.evaluate(() => {
      return {
        main: (document.querySelector('main') as HTMLElement | null)?.innerText ?? '',
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '',
        alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
        jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.stringify(JSON.parse(script.textContent ?? 'null'))),
        links: [...document.querySelectorAll('a[href]')].map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      };
    });
    const { links, ...pageCapture } = found;
    result.pages[path] = pageCapture;
    for (const link of links) {
      if (link.endsWith('.pdf')) pdfLinks.add(link);
      // Earlier editions of the instructions for use are not in the sitemap; their pages link them.
      else if (/^(\/sv)?\/documents\/[^/]+\/v\/\d+$/.test(link) && !seen.has(link)) {
        seen.add(link);
        queue.push(link);
      }
    }
  }
  await browser.close();

  const directory = mkdtempSync(join(tmpdir(), 'capture-'));
  try {
    for (const link of [...pdfLinks].sort()) {
      const response = await fetch(new URL(link, base));
      if (!response.ok) {
        result.pdfs[link] = `HTTP ${response.status}`;
        continue;
      }
      const file = join(directory, 'document.pdf');
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      result.pdfs[link] = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
  return result;
}

if (values.compare) {
  if (positionals.length !== 2) throw new Error('--compare takes two files: --compare before.json after.json');
  process.exitCode = compare(positionals[0]!, positionals[1]!);
} else {
  if (!values.out) throw new Error('--out <file> is required (a .gz name compresses it)');
  const result = await capture(values.url);
  const json = JSON.stringify(result, null, 1);
  writeFileSync(values.out, values.out.endsWith('.gz') ? gzipSync(json) : json);
  console.log(`${Object.keys(result.pages).length} pages, ${Object.keys(result.pdfs).length} PDFs → ${values.out}`);
}
