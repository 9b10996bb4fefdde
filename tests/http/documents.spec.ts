/**
 * Instructions for use as served: an article's PDF in each language (a PDF with the security headers,
 * the article number, its title and its page's address in the text), an earlier edition's own PDF,
 * no page or PDF for an edition or an article that does not exist, and the performance study behind
 * the figure a catalogue card and a product page quote.
 */
import { expect, test } from '@playwright/test';
import { siteOrigin } from '../../src/config/site';
import { sharedSectionSeeds } from '../../src/content/documents/blocks';
import { findDocumentArticle, instructionsContent } from '../../src/content/documents';
import { performanceHeading, performanceHeadline } from '../../src/content/documents/performance';
import { expectSecurityHeaders, localizedPath, locales } from '../e2e/fixtures';
import { pdfText } from '../e2e/pdf-text';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { documentArticles } from '../../src/content/documents/articles';

const articleNr = 'DRX192-CE25';
const title = instructionsContent(findDocumentArticle(documentArticles(seededCatalogue()), articleNr)!, { resultPictures: true, latestReadingTime: true, performance: true }, sharedSectionSeeds()).title;

for (const locale of locales) {
  const href = `/downloads/${locale}/ifu-drx192-ce25.pdf`;
  const page = localizedPath(`/documents/${articleNr}`, locale);

  test(`${href} is a PDF with the article number, its ${locale} title and the address of ${page}`, async ({ request }) => {
    const response = await request.get(href);
    expect(response.status(), `status of ${href}`).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expectSecurityHeaders(response.headers(), href);
    const body = await response.body();
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const textOfPdf = await pdfText(body);
    expect(textOfPdf).toContain(articleNr);
    expect(textOfPdf).toContain(title[locale]);
    expect(textOfPdf).toContain(`${siteOrigin.replace('https://', '')}${page}`);
  });
}

test('an earlier edition has its own PDF, which never changes; the current one is revalidated', async ({ request }) => {
  const current = await request.get('/downloads/sv/ifu-drx192-ce25.pdf');
  expect(current.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const etag = current.headers().etag!;
  expect((await request.get('/downloads/sv/ifu-drx192-ce25.pdf', { headers: { 'if-none-match': etag } })).status()).toBe(304);

  const earlier = await request.get('/downloads/sv/ifu-drx192-ce25-v1.0.pdf');
  expect(earlier.status()).toBe(200);
  expect(earlier.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const text = await pdfText(await earlier.body());
  expect(text).toContain('Version 1.0');
  expect(text).not.toContain('Version 2.0');
});

test('the current edition also answers at its permanent address, with the article page as canonical', async ({ request }) => {
  const response = await request.get(`/sv/documents/${articleNr}/v/3.0`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<link rel="canonical" href="${siteOrigin}/sv/documents/${articleNr}"/>`);
  expect(html).not.toContain('Tidigare version 3.0');
});

test('an edition or an article that does not exist answers 404, as a page and as a PDF', async ({ request }) => {
  for (const path of [`/documents/${articleNr}/v/9.9`, '/documents/DRX000-CE25', '/downloads/en/ifu-drx192-ce25-v9.9.pdf', '/downloads/en/ifu-drx000-ce25.pdf', '/downloads/de/ifu-drx192-ce25.pdf']) {
    expect.soft((await request.get(path)).status(), `status of ${path}`).toBe(404);
  }
});

test('the current edition states the performance study that the catalogue card and the product page quote; earlier editions do not', async ({ request }) => {
  const headline = performanceHeadline(findDocumentArticle(documentArticles(seededCatalogue()), 'HCX311')!);
  for (const locale of locales) {
    const ifu = localizedPath('/documents/HCX311', locale);
    const html = await (await request.get(ifu)).text();
    expect(html).toContain('id="performance"');
    expect(html).toContain(performanceHeading[locale]);
    for (const [path, marker] of [['/products/instacheck', 'HCX311'], ['/healthcare-tests', 'HCX311'], ['/drug-tests', articleNr]] as const) {
      const page = await (await request.get(localizedPath(path, locale))).text();
      const note = new RegExp(`data-performance-note="${marker}"[^>]*><a [^>]*href="${localizedPath(`/documents/${marker}`, locale)}#performance"`, 'u');
      expect(page, `${path} (${locale}) links its figure to the study`).toMatch(note);
      if (marker === 'HCX311') {
        const noteText = page.match(/data-performance-note="HCX311"[^>]*>(.*?)<\/p>/su)?.[1]?.replace(/<[^>]+>/gu, '');
        expect(noteText).toContain(`${headline.value[locale]} ${headline.claim[locale]}`);
      }
    }
    expect(await pdfText(await (await request.get(`/downloads/${locale}/ifu-hcx311.pdf`)).body())).toContain(performanceHeading[locale]);
  }
  expect(await (await request.get('/documents/HCX311/v/1.1')).text()).not.toContain('id="performance"');
});
