/** The investor summary PDF that Download Investor Deck links, in each language, as served. */
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { investorSummaryPdf } from '../../src/content/investor-summary-text';
import { locales } from '../e2e/fixtures';

for (const locale of locales) {
  const href = `/downloads/${locale}/investor-summary.pdf`;

  test(`${href} is the ${locale} investor summary with its title and at least four pages`, async ({ request }) => {
    const response = await request.get(href);
    expect(response.status(), `status of ${href}`).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getTitle()).toBe(investorSummaryPdf.title[locale]);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(4);
  });
}
