/**
 * A page that quotes a marketing figure lists, under its sections, each claim as the page states
 * it and what it rests on (the marketing figures' sources in the CMS), numbered as the marks on the
 * figures' first mentions; a page that quotes none lists nothing.
 */
import { expect, test } from '@playwright/test';
import { figureSourcesHeading } from '../../src/content/figure-sources';
import { marketingFigureSourcesSeed as figureSources } from '../../src/cms/seed/marketing-figures';
import { noteMark } from '../../src/lib/placeholders';

const escapeHtml = (text: string) => text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/'/gu, '&#x27;');

for (const [path, locale, accuracy] of [
  ['/drug-tests', 'en', '99%'],
  ['/sv/drug-tests', 'sv', '99\u00a0%'],
] as const) {
  test(`${path} names the source of its accuracy figure`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const section = /<section aria-labelledby="figure-sources-heading" data-figure-sources[\s\S]*?<\/section>/u.exec(html)?.[0] ?? '';
    expect(section).toContain(escapeHtml(figureSourcesHeading[locale]));
    const item = /<li data-figure="drugTestAccuracyPercent"[^>]*>([\s\S]*?)<\/li>/u.exec(section)?.[1] ?? '';
    expect(item).toContain(accuracy);
    expect(item).toContain(escapeHtml(figureSources.drugTestAccuracyPercent.basis[locale]));
    // The page's first mention of the figure carries the number of its note in the list.
    const notes = [...section.matchAll(/<li data-figure="(\w+)"/gu)].map((match) => match[1]);
    const number = notes.indexOf('drugTestAccuracyPercent') + 1;
    expect(html.slice(0, html.indexOf('data-figure-sources'))).toContain(accuracy + noteMark(number));
  });
}

test('a page without marketing figures has no list of sources', async ({ request }) => {
  expect(await (await request.get('/privacy-policy')).text()).not.toContain('data-figure-sources');
});

test('the product cards mark the figures they quote and the page lists their sources, each marked', async ({ request }) => {
  const html = await (await request.get('/products')).text();
  const section = /<section aria-labelledby="figure-sources-heading" data-figure-sources[\s\S]*?<\/section>/u.exec(html)?.[0] ?? '';
  const notes = [...section.matchAll(/<li data-figure="(\w+)"/gu)].map((match) => match[1]);
  expect(notes).toContain('labAvoidancePercent');
  const cards = html.slice(html.indexOf('id="product-details"'), html.indexOf('data-figure-sources'));
  expect(cards).toContain('90%' + noteMark(notes.indexOf('labAvoidancePercent') + 1));
  // Every note is marked on the page: none went to a product text the cards leave out.
  const page = html.slice(html.indexOf('<main'), html.indexOf('data-figure-sources'));
  for (const [index, name] of notes.entries()) expect(page, name).toMatch(new RegExp(`(?<![⁰¹²³⁴⁵⁶⁷⁸⁹])${noteMark(index + 1)}(?![⁰¹²³⁴⁵⁶⁷⁸⁹])`, 'u'));
});
