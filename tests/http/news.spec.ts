/** Every file of the news page's press kit, in each language, answers with its format. */
import { expect, test } from '@playwright/test';
import { newsPage } from '../../src/content/pages/news';
import { locales } from '../e2e/fixtures';

for (const locale of locales) {
  test(`the ${locale} press kit's files download`, async ({ request }) => {
    for (const file of newsPage.pressKit.files) {
      const href = file.target.kind === 'document' ? `/downloads/${locale}/${file.target.name}.pdf` : file.target.path;
      const response = await request.get(href);
      expect.soft(response.status(), `status of ${href}`).toBe(200);
      expect.soft(response.headers()['content-type'], `content type of ${href}`).toContain(file.format === 'PDF' ? 'application/pdf' : 'image/svg+xml');
    }
  });
}
