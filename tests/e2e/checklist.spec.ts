/**
 * The compliance checklist (issue 17, 001 §2): sections of tickable items in both languages, the
 * 'not legal advice' statement, the PDF in the page's language, and the print view.
 */
import { PDFDocument } from 'pdf-lib';
import { complianceChecklistPage } from '../../src/content/pages/resources-compliance-checklist';
import { expect, expectSecurityHeaders, localizedPath, locales, test } from './fixtures';

const checklist = complianceChecklistPage;
const itemCount = checklist.sections.reduce((count, section) => count + section.items.length, 0);

for (const locale of locales) {
  const url = localizedPath('/resources/compliance-checklist', locale);

  test(`${url} shows every section with tickable items and says it is not legal advice`, async ({ page, consoleErrors }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(checklist.title[locale]);
    await expect(page.getByRole('note')).toContainText(checklist.disclaimer.text[locale]);
    for (const [index, section] of checklist.sections.entries()) {
      await expect(page.locator(`#${section.id}`).getByRole('heading', { level: 2 })).toHaveText(`${index + 1}.${section.title[locale]}`);
    }
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(itemCount);
    // Each box is named by its item, so ticking the text ticks the box.
    const first = checklist.sections[0]!.items[0]!;
    const box = page.getByRole('checkbox', { name: first.text[locale] });
    await page.getByText(first.text[locale]).click();
    await expect(box).toBeChecked();
    // The cut-off table comes from the catalogue.
    await expect(page.locator('#methods').getByRole('table')).toContainText(locale === 'sv' ? 'Metamfetamin' : 'Methamphetamine');
    expect(consoleErrors).toEqual([]);
  });

  test(`${url} downloads the ${locale} PDF with its title and pages`, async ({ page, request }) => {
    await page.goto(url);
    const link = page.getByRole('link', { name: checklist.download.label[locale] });
    const href = `/downloads/${locale}/compliance-checklist.pdf`;
    await expect(link).toHaveAttribute('href', href);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`compliance-checklist-${locale}.pdf`);

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expectSecurityHeaders(response.headers(), href);
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getTitle()).toBe(checklist.title[locale]);
    // A cover and the sections with their boxes: 40-odd items need at least four content pages.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(12);
  });
}

test('printing gives one clean column: no header, footer, notice, contents or buttons', async ({ page }) => {
  await page.goto('/resources/compliance-checklist');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > header')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'In this checklist' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The title is dark on white (the banner's background is not printed).
  expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 255, 255)');
  // Every section starts at the same left edge as the disclaimer: one column.
  const lefts = await page.locator('main section[id], [role="note"]').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
});
