/**
 * The compliance checklist's PDF in each language, as served: a PDF with the security headers, the
 * checklist's title and a plausible number of pages.
 */
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { seededPage } from '../../src/cms/seed/pages';
import { expectSecurityHeaders, locales } from '../e2e/fixtures';

for (const locale of locales) {
  const href = `/downloads/${locale}/compliance-checklist.pdf`;

  test(`${href} is the ${locale} checklist with its title and pages`, async ({ request }) => {
    const response = await request.get(href);
    expect(response.status(), `status of ${href}`).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expectSecurityHeaders(response.headers(), href);
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getTitle()).toBe(seededPage<{ title: string }>('/resources/compliance-checklist', locale).layout[0]!.title);
    // A cover and the sections with their boxes: 40-odd items need at least four content pages.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(12);
  });
}
