/**
 * The site search over HTTP: the table of queries and their first results, as the search box's
 * suggestions (JSON) and as the results page without JavaScript; what the results page shows and
 * how it refuses bad input.
 */
import { expect, test } from '@playwright/test';
import { firstResults } from './search-queries';

type Suggestions = { query: string; total: number; results: { id: string; url: string; title: string; articleNumber?: string; pdfUrl?: string }[] };

const suggestions = async (request: import('@playwright/test').APIRequestContext, q: string, locale: string) => {
  const response = await request.get(`/api/site/search?${new URLSearchParams({ q, locale })}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Suggestions;
};

const resultsPath = (locale: string, q: string) => `${locale === 'sv' ? '/sv' : ''}/search?${new URLSearchParams({ q })}`;

test('each query of the table gives its first result, in suggestions and on the results page', async ({ request }) => {
  const wrong: string[] = [];
  for (const { locale, query, first } of firstResults) {
    const { results } = await suggestions(request, query, locale);
    if (results[0]?.id !== first) wrong.push(`${locale} "${query}": first suggestion ${results[0]?.id ?? 'none'}, not ${first}`);
    // Without JavaScript: the first result of the page links where the first suggestion does.
    const html = await (await request.get(resultsPath(locale, query))).text();
    const firstLink = /<ol[^>]*>.*?<h2[^>]*><a[^>]*href="([^"]+)"/su.exec(html)?.[1]?.replaceAll('&amp;', '&');
    if (results[0] && firstLink !== results[0].url) wrong.push(`${locale} "${query}": the page's first result links ${firstLink}, not ${results[0].url}`);
  }
  expect(wrong).toEqual([]);
});

test('the results page is never indexed, names the count and offers the instructions PDF', async ({ request }) => {
  const response = await request.get(resultsPath('sv', 'DRX194'));
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toContain('no-store');
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  expect(html).toContain('<title>Sökresultat för ”DRX194” | Nordic Rapid Diagnostics</title>');
  expect(html).toMatch(/2 träffar för ”DRX194”/u);
  expect(html).toContain('href="/downloads/sv/ifu-drx194-ce25.pdf"');
  expect(html).toContain('Art.nr\u00a0DRX194-CE25');
  // The matched words are marked, and a visitor's text is escaped, never markup.
  expect(html).toMatch(/<mark[^>]*>DRX194-CE25<\/mark>|<mark[^>]*>DRX194<\/mark>/u);
  const hostile = await (await request.get(resultsPath('en', '<script>alert(1)</script>'))).text();
  expect(hostile).not.toContain('<script>alert(1)</script>');
  expect(hostile.includes(' for “&lt;script&gt;alert(1)&lt;/script&gt;”'), 'the query is shown escaped').toBe(true);
});

test('an empty query asks what to look for; a very long one is shortened and says so', async ({ request }) => {
  expect(await (await request.get('/search')).text()).toContain('Type what you are looking for');
  const long = await (await request.get(resultsPath('sv', `kokain ${'x'.repeat(300)}`))).text();
  expect(long).toContain('Sökningen har kortats till de 200 första tecknen.');
});

test('the suggestions API refuses what is not a query in a language of the site', async ({ request }) => {
  for (const query of ['q=kokain', 'q=kokain&locale=de', `q=${'x'.repeat(201)}&locale=en`]) {
    const response = await request.get(`/api/site/search?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid-query' });
  }
  const { total, results } = await suggestions(request, 'x', 'en');
  expect(results.length).toBeLessThanOrEqual(6);
  expect(total).toBeGreaterThanOrEqual(0);
});

test('results stay in the language of the page', async ({ request }) => {
  const english = await suggestions(request, 'cocaine', 'en');
  const swedish = await suggestions(request, 'kokain', 'sv');
  expect(english.results.every((result) => !result.url.startsWith('/sv'))).toBe(true);
  expect(swedish.results.filter((result) => result.url.startsWith('/')).every((result) => result.url.startsWith('/sv/'))).toBe(true);
});
