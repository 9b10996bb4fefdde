/** Every file of the news page's press kit, in each language, answers with its format. */
import { expect, test } from '@playwright/test';
import { seededPage } from '../../src/cms/seed/pages';
import { locales } from '../e2e/fixtures';

for (const locale of locales) {
  test(`the ${locale} press kit's files download`, async ({ request }) => {
    const kit = seededPage<{ blockName?: string; files: { href: string; format: string }[] }>('/news', locale).layout.find((block) => block.blockName === 'press-kit')!;
    for (const { href, format } of kit.files) {
      const response = await request.get(href);
      expect.soft(response.status(), `status of ${href}`).toBe(200);
      expect.soft(response.headers()['content-type'], `content type of ${href}`).toContain(format === 'PDF' ? 'application/pdf' : 'image/svg+xml');
    }
  });
}
