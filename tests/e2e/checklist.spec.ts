/**
 * The compliance checklist (001 §2): sections of tickable items in both languages, the 'not legal
 * advice' statement, the download of the PDF in the page's language, and the print view. The PDF
 * itself is checked over HTTP (tests/http/checklist.spec.ts).
 */
import { seededPage } from '../../src/cms/seed/pages';
import type { Locale } from '../../src/i18n/locales';
import { expect, localizedPath, locales, test } from './fixtures';

type Checklist = {
  title: string;
  download: { label: string };
  disclaimer: { text: string };
  sections: { anchor: string; title: string; items: { text: string }[] }[];
};
const checklist = (locale: Locale) => seededPage<Checklist>('/resources/compliance-checklist', locale).layout[0]!;

for (const locale of locales) {
  const url = localizedPath('/resources/compliance-checklist', locale);

  test(`${url} shows every section with tickable items, says it is not legal advice and downloads the ${locale} PDF`, async ({ page, consoleErrors }) => {
    const texts = checklist(locale);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.title);
    await expect(page.getByRole('note')).toContainText(texts.disclaimer.text);
    for (const [index, section] of texts.sections.entries()) {
      await expect(page.locator(`#${section.anchor}`).getByRole('heading', { level: 2 })).toHaveText(`${index + 1}.${section.title}`);
    }
    const boxes = page.getByRole('checkbox');
    await expect(boxes).toHaveCount(texts.sections.reduce((count, section) => count + section.items.length, 0));
    // Each box is named by its item, so ticking the text ticks the box.
    const first = texts.sections[0]!.items[0]!;
    const box = page.getByRole('checkbox', { name: first.text });
    await page.getByText(first.text).click();
    await expect(box).toBeChecked();
    // The cut-off table comes from the catalogue.
    await expect(page.locator('#methods').getByRole('table')).toContainText(locale === 'sv' ? 'Metamfetamin' : 'Methamphetamine');

    const link = page.getByRole('link', { name: texts.download.label });
    await expect(link).toHaveAttribute('href', `/downloads/${locale}/compliance-checklist.pdf`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`compliance-checklist-${locale}.pdf`);
    expect(consoleErrors).toEqual([]);
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
  await expect(page.locator('section[aria-labelledby="cta-heading"]')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The title is dark on white (the banner's background is not printed).
  expect(await page.getByRole('heading', { level: 1 }).evaluate((element) => getComputedStyle(element).color)).not.toBe('rgb(255, 255, 255)');
  // Every section starts at the same left edge as the disclaimer: one column.
  const lefts = await page.locator('main section[id], [role="note"]').evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(1);
  await expect(page.getByRole('checkbox').first()).toBeVisible();
});
