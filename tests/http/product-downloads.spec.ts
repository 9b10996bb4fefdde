/**
 * The PDFs the product pages and their lead forms link to are served as PDFs, in both languages:
 * every whitepaper (the forms and the whitepaper hub hand these out) and InstaCHECK's instructions
 * for use. The links themselves are checked in tests/e2e/products-a.spec.ts and products-b.spec.ts.
 */
import { whitepaperDocuments } from '../../src/content/whitepapers';
import { expect, locales, test } from '../e2e/fixtures';

test('every whitepaper and the InstaCHECK instructions are served as application/pdf in both languages', async ({ request }) => {
  for (const locale of locales) {
    for (const name of [...Object.values(whitepaperDocuments), 'instacheck-instructions']) {
      const url = `/downloads/${locale}/${name}.pdf`;
      const response = await request.get(url);
      expect.soft(response.status(), url).toBe(200);
      expect.soft(response.headers()['content-type'], url).toBe('application/pdf');
      expect.soft((await response.body()).subarray(0, 5).toString(), url).toBe('%PDF-');
    }
  }
});
