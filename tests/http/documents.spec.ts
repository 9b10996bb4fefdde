/**
 * Instructions for use as served: an article's PDF in each language (a PDF with the security headers,
 * the article number, its title and its page's address in the text), and no page for an edition or
 * an article that does not exist.
 */
import { expect, test } from '@playwright/test';
import { siteConfig } from '../../src/config/site';
import { findInstructions } from '../../src/content/documents';
import { expectSecurityHeaders, localizedPath, locales } from '../e2e/fixtures';
import { pdfText } from '../e2e/pdf-text';

const articleNr = 'DRX192-CE25';

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
    expect(textOfPdf).toContain(findInstructions(articleNr)!.title[locale]);
    expect(textOfPdf).toContain(`${siteConfig.url.replace('https://', '')}${page}`);
  });
}

test('an edition or an article that does not exist answers 404', async ({ request }) => {
  for (const path of [`/documents/${articleNr}/v/2.0`, '/documents/DRX000-CE25']) {
    expect.soft((await request.get(path)).status(), `status of ${path}`).toBe(404);
  }
});
