/**
 * Every page the build serves, in both languages, over plain HTTP (no browser): what the server's
 * HTML must hold whatever the viewport. Each test reads every page and reports every failing page
 * at once, naming the page. The browser's share (axe, console errors, layout) is
 * tests/e2e/crawl.spec.ts.
 */
import { seededCompany } from '../../src/cms/seed/site-settings';
import { siteOrigin } from '../../src/config/site';
import { pagePlaceholders } from '../../src/content/page-placeholders';
import { fillPlaceholdersIn } from '../../src/lib/placeholders';
import { pageSeeds } from '../../src/cms/seed/pages';
import { investorFiguresSeed } from '../../src/cms/seed/investor-figures';
import { marketingFiguresSeed } from '../../src/cms/seed/marketing-figures';
import { firstScreenEndId } from '../../src/components/layout/first-screen';
import { expect, localizedPath, securityHeaderProblems, test, type Locale } from '../e2e/fixtures';
import { sitePages, type SitePage } from '../e2e/site-pages';
import { seededCatalogue } from '../../src/cms/seed/catalogue';

const origin = siteOrigin;
const company = seededCompany();

/** HTML entities React writes in text and attributes. */
function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}

/** The attributes of the first tag matching `pattern` (names lower-cased), or undefined. */
function tagAttributes(html: string, pattern: RegExp): Record<string, string> | undefined {
  const tag = pattern.exec(html)?.[0];
  if (!tag) return undefined;
  return Object.fromEntries([...tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), decode(m[2]!)]));
}

function metaContent(html: string, key: string): string | undefined {
  return tagAttributes(html, new RegExp(`<meta[^>]+(?:property|name)="${key}"[^>]*>`))?.content;
}

/** The markup a visitor's browser renders before any script runs. */
const withoutScripts = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, '');

/** The text a visitor reads: the body without scripts, styles, drawings and templates (as textContent). */
function readableText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return decode(
    body
      .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, '')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ''),
  );
}

type Fetched = { page: SitePage; status: number; headers: Record<string, string>; html: string };

/** Fetches every page once per worker; the tests below read the same answers. */
let fetched: Promise<Fetched[]> | undefined;
function fetchAll(request: import('@playwright/test').APIRequestContext): Promise<Fetched[]> {
  fetched ??= (async () => {
    const results: Fetched[] = [];
    for (const page of sitePages) {
      const response = await request.get(page.url, { maxRedirects: 0 });
      results.push({ page, status: response.status(), headers: response.headers(), html: await response.text() });
    }
    return results;
  })();
  return fetched;
}

/** The problems of one page's document: status, headers, language, headings, metadata. */
function documentProblems({ page, status, headers, html }: Fetched): string[] {
  const problems: string[] = [];
  if (status !== 200) return [`status ${status}`];
  problems.push(...securityHeaderProblems(headers));
  const markup = withoutScripts(html);
  if (!markup.includes(`<html lang="${page.locale}"`)) problems.push(`<html lang> is not ${page.locale}`);
  const title = /<title>([^<]*)<\/title>/.exec(markup)?.[1]?.trim();
  if (!title) problems.push('no <title>');
  if (!metaContent(markup, 'description')?.trim()) problems.push('no meta description');
  const h1s = markup.match(/<h1\b/g)?.length ?? 0;
  if (h1s !== 1) problems.push(`${h1s} <h1> elements, not one`);

  // The first frame waits for exactly one marker, after the h1 (components/layout/first-screen.tsx).
  const markers = [...markup.matchAll(new RegExp(`id="${firstScreenEndId}"`, 'g'))];
  if (markers.length !== 1) problems.push(`${markers.length} first-screen markers, not one`);
  else if (markup.indexOf('<h1') > (markers[0]?.index ?? 0)) problems.push('the first-screen marker comes before the h1');

  // URLs compared as the browser resolves them (the home page's is the origin with or without '/').
  const url = new URL(origin + page.url).href;
  const href = (value: string | undefined) => (value ? new URL(value).href : value);
  if (page.kind === 'edition') {
    // An earlier edition stays reachable for old packages but out of search engines.
    if (!/noindex/.test(metaContent(markup, 'robots') ?? '')) problems.push('an earlier edition without robots noindex');
  } else {
    const canonical = href(tagAttributes(markup, /<link rel="canonical"[^>]*>/)?.href);
    if (canonical !== url) problems.push(`canonical is ${canonical}, not ${url}`);
    const alternates = Object.fromEntries(
      [...markup.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => {
        const attributes = tagAttributes(m[0], /<link[^>]*>/) ?? {};
        return [attributes.hreflang, href(attributes.href)];
      }),
    );
    const [en, sv] = [href(origin + localizedPath(page.path, 'en')), href(origin + localizedPath(page.path, 'sv'))];
    const expected = { en, sv, 'x-default': en };
    if (JSON.stringify(alternates) !== JSON.stringify(expected)) problems.push(`hreflang alternates ${JSON.stringify(alternates)}, not ${JSON.stringify(expected)}`);
  }

  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    try {
      const data = JSON.parse(json!) as { '@context'?: string; '@type'?: string };
      if (data['@context'] !== 'https://schema.org' || !data['@type']) problems.push(`JSON-LD without schema.org @context or @type: ${json!.slice(0, 80)}`);
    } catch (error) {
      problems.push(`JSON-LD does not parse (${(error as Error).message}): ${json!.slice(0, 80)}`);
    }
  }
  return problems;
}

/** Link previews and breadcrumbs of a registry page, from its content record. */
function previewProblems({ page, html }: Fetched): string[] {
  const problems: string[] = [];
  // Page texts may name the company's details ({companyName}); the page shows them filled in.
  const record = pageSeeds.find((seed) => seed.path === page.path);
  if (!record) return [`${page.path} has no CMS page seed`];
  const meta = fillPlaceholdersIn(
    { title: record.title, description: record.description, breadcrumb: record.breadcrumb },
    pagePlaceholders(page.locale, { company, investorFigures: investorFiguresSeed, marketingFigures: marketingFiguresSeed, catalogue: seededCatalogue() }),
  );
  const expectEqual = (what: string, actual: string | undefined, expected: string) => {
    if (actual !== expected) problems.push(`${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`);
  };
  expectEqual('og:title', metaContent(html, 'og:title'), meta.title[page.locale]);
  expectEqual('og:description', metaContent(html, 'og:description'), meta.description[page.locale]);
  expectEqual('og:locale', metaContent(html, 'og:locale'), page.locale === 'sv' ? 'sv_SE' : 'en_GB');
  expectEqual('twitter:card', metaContent(html, 'twitter:card'), 'summary_large_image');
  expectEqual('og:image:width', metaContent(html, 'og:image:width'), '1200');
  expectEqual('og:image:height', metaContent(html, 'og:image:height'), '630');
  const image = metaContent(html, 'og:image') ?? '';
  if (!new RegExp(`^${origin}/og/${page.locale}/.+\\.png$`).test(image)) problems.push(`og:image ${image} is not this language's preview image`);
  expectEqual('twitter:image', metaContent(html, 'twitter:image'), image);

  const breadcrumbs = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap((m) => {
      try {
        return [JSON.parse(m[1]!) as { '@type': string; itemListElement: { position: number; name: string; item: string }[] }];
      } catch {
        return [];
      }
    })
    .filter((data) => data['@type'] === 'BreadcrumbList');
  if (page.path === '/') {
    if (breadcrumbs.length > 0) problems.push('home has a BreadcrumbList');
    return problems;
  }
  if (breadcrumbs.length !== 1) return [...problems, `${breadcrumbs.length} BreadcrumbLists, not one`];
  const items = breadcrumbs[0]!.itemListElement;
  expectEqual('first breadcrumb', items[0]?.item, origin + localizedPath('/', page.locale));
  const last = items.at(-1);
  expectEqual('last breadcrumb', JSON.stringify(last), JSON.stringify({ '@type': 'ListItem', position: items.length, name: (meta.breadcrumb ?? meta.title)[page.locale], item: origin + page.url }));
  return problems;
}

/**
 * Swedish typography of the text a visitor reads: a number never breaks from its unit (a plain
 * space there is a place where a line may break), decimal commas, Swedish phone and postcode
 * spacing.
 */
function swedishTypographyProblems({ html }: Fetched): string[] {
  const text = readableText(html);
  return [
    ...text.matchAll(/\d (?:%|ng\/ml|ng\/mL|min\b|st\b|kr\b|mnkr\b|MSEK\b)/g),
    ...text.matchAll(/ISO 13485/g),
    ...text.matchAll(/\b\d{3} \d{2}\b(?! \d)/g),
    ...text.matchAll(/\+46(?: \d+)+/g),
    ...text.matchAll(/\b\d+\.\d+ ?%/g),
  ].map((match) => `breakable or English number typography: ${JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10))}`);
}

/**
 * Every URL a page's markup makes the visitor's browser follow or fetch: links, images (and their
 * srcset candidates), `<link>` targets (icons, canonical, alternates, stylesheets) and the link
 * preview images. Scripts are left out: the build's chunks are checked by the browser crawl.
 */
function referencedUrls(html: string): Set<string> {
  const markup = withoutScripts(html);
  const urls = [
    ...[...markup.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1]!),
    ...[...markup.matchAll(/<(?:img|source)\b[^>]*?\ssrc="([^"]*)"/g)].map((m) => m[1]!),
    ...[...markup.matchAll(/\ssrcset="([^"]*)"/g)].flatMap((m) => m[1]!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)),
    ...['og:image', 'twitter:image'].map((key) => metaContent(markup, key)).filter((url) => url !== undefined),
  ];
  return new Set(urls.filter((url) => url !== '').map(decode));
}

/** One list naming every page with a problem; an empty list passes. */
function report(pages: Fetched[], check: (page: Fetched) => string[]): string[] {
  return pages.flatMap((page) => check(page).map((problem) => `${page.page.url}: ${problem}`));
}

test('every page answers 200 with the security headers, its language, one h1, title, description, canonical, hreflang, valid JSON-LD and one first-screen marker after the h1', async ({ request }) => {
  const pages = await fetchAll(request);
  expect(pages.length, 'pages crawled').toBe(sitePages.length);
  expect(report(pages, documentProblems)).toEqual([]);
});

test('every registry page has its own link preview (Open Graph, Twitter) and a BreadcrumbList ending at itself; home has none', async ({ request }) => {
  const pages = (await fetchAll(request)).filter(({ page, status }) => page.kind === 'route' && status === 200);
  expect(report(pages, previewProblems)).toEqual([]);
  const images = new Set(pages.map(({ html }) => metaContent(html, 'og:image')));
  expect(images.size, 'one preview image per page and language').toBe(pages.length);
});

test('every Swedish page keeps numbers with their units (non-breaking spaces, decimal comma)', async ({ request }) => {
  const pages = (await fetchAll(request)).filter(({ page, status }) => page.locale === 'sv' && status === 200);
  expect(report(pages, swedishTypographyProblems)).toEqual([]);
});

test('every internal link and resource of every page (links, images, icons, alternates, preview images) answers 200, and every #fragment names an element of its page', async ({ request }) => {
  // Some 400 pages and every file they link, PDFs included, on two busy cores.
  test.setTimeout(150_000);
  const pages = await fetchAll(request);
  const known = new Map(pages.map(({ page, status, html }) => [page.url, { status, html }]));
  const others = new Map<string, number>();
  const problems: string[] = [];
  const checked = new Set<string>();
  let references = 0;
  for (const { page, html } of pages) {
    for (const href of referencedUrls(html)) {
      const target = new URL(href, origin + page.url);
      if (target.origin !== origin || !/^https?:$/.test(target.protocol)) continue;
      const path = target.pathname;
      references += 1;
      checked.add(target.pathname + target.hash);
      const answer = known.get(path);
      if (!answer) {
        if (!others.has(path)) others.set(path, (await request.get(path, { maxRedirects: 0 })).status());
        const status = others.get(path)!;
        if (status !== 200) problems.push(`${page.url}: link ${href} answers ${status}`);
        continue;
      }
      if (answer.status !== 200) problems.push(`${page.url}: link ${href} answers ${answer.status}`);
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment && !answer.html.includes(`id="${fragment}"`)) problems.push(`${page.url}: link ${href} names no element of its page`);
    }
  }
  console.log(`link crawl: ${pages.length} pages, ${references} internal references to ${checked.size} distinct URLs (with fragments), ${problems.length} problems`);
  expect(problems).toEqual([]);
});

test('the 404 page: unknown paths in both languages answer 404 with the headers, the language, a title, one h1 and the first-screen marker', async ({ request }) => {
  const problems: string[] = [];
  for (const locale of ['en', 'sv'] as Locale[]) {
    for (const url of [localizedPath('/no-such-page', locale), localizedPath('/drug-tests/no-such-test', locale), localizedPath('/old-brochure.pdf', locale)]) {
      const response = await request.get(url, { maxRedirects: 0 });
      const html = await response.text();
      const problem = (text: string) => problems.push(`${url}: ${text}`);
      if (response.status() !== 404) problem(`status ${response.status()}`);
      for (const header of securityHeaderProblems(response.headers())) problem(header);
      const markup = withoutScripts(html);
      if (!markup.includes(`<html lang="${locale}"`)) problem(`<html lang> is not ${locale}`);
      if (!/<title>[^<]*\S[^<]*<\/title>/.test(markup)) problem('no <title>');
      if ((markup.match(/<h1\b/g)?.length ?? 0) !== 1) problem('not exactly one <h1>');
      if (!markup.includes(`id="${firstScreenEndId}"`)) problem('no first-screen marker');
    }
  }
  expect(problems).toEqual([]);
});

test('static assets under /_next/static carry the security headers', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const src = /<script[^>]+src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1];
  expect(src, 'the home page loads a script from /_next/static').toBeTruthy();
  const asset = await request.get(src!);
  expect(asset.status(), `status of ${src}`).toBe(200);
  expect(securityHeaderProblems(asset.headers()), `security headers of ${src}`).toEqual([]);
});
