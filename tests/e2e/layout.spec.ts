/**
 * Layout and typography checks over every built page (from the route registry), in both
 * languages: the header fits on one line at every desktop width from 1024 px, nothing overflows
 * sideways, and Swedish pages never let a line break separate a number from its unit.
 */
import { builtRoutePaths } from '../../src/lib/routes';
import { expect, localizedPath, locales, test } from './fixtures';

const widths = [1024, 1280, 1440];

for (const locale of locales) {
  for (const path of builtRoutePaths) {
    const url = localizedPath(path, locale);

    test(`header of ${url} fits on one line at ${widths.join(', ')} px and nothing overflows`, { tag: '@desktop-only' }, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(url);
        const header = page.getByRole('banner');
        // One row of 64 px; a wrapped logo or menu label would make it taller.
        expect.soft((await header.boundingBox())?.height, `header height at ${width} px`).toBeLessThanOrEqual(65);
        const wrapped = await header.evaluate((element) =>
          [...element.querySelectorAll('a, button')]
            .filter((control) => control.getClientRects().length > 0)
            .filter((control) => control.getBoundingClientRect().height > 48)
            .map((control) => control.textContent?.trim()),
        );
        expect.soft(wrapped, `header controls taller than one line at ${width} px`).toEqual([]);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect.soft(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      }
    });

    if (locale === 'sv') {
      test(`${url} keeps numbers and their units together (non-breaking spaces, decimal comma)`, async ({ page }) => {
        await page.goto(url);
        // textContent keeps U+00A0, so a plain space here is a place where a line may break. Scripts
        // (flight data) and drawings are not text a visitor reads.
        const text = await page.evaluate(() => {
          const body = document.body.cloneNode(true) as HTMLElement;
          body.querySelectorAll('script, style, svg, template').forEach((element) => element.remove());
          return body.textContent ?? '';
        });
        const problems = [
          ...text.matchAll(/\d (?:%|ng\/ml|ng\/mL|min\b|st\b|kr\b|mnkr\b|MSEK\b)/g),
          ...text.matchAll(/ISO 13485/g),
          ...text.matchAll(/\b\d{3} \d{2}\b(?! \d)/g),
          ...text.matchAll(/\+46(?: \d+)+/g),
          ...text.matchAll(/\b\d+\.\d+ ?%/g),
        ].map((match) => JSON.stringify(text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10)));
        expect(problems).toEqual([]);
      });
    }
  }
}
