/**
 * Hero pictures (issue 12, review A4): every page of the scene record shows its picture beside
 * the hero text at 1440 px — right of the h1, in the first screen, its drawings loaded — and
 * hides it on phones, where the text comes first. The list of pages is the scene record itself.
 */
import { heroScenes } from '../../src/content/hero-scenes';
import { expect, localizedPath, locales, test } from './fixtures';

const paths = Object.keys(heroScenes) as (keyof typeof heroScenes)[];

for (const locale of locales) {
  for (const path of paths) {
    const url = localizedPath(path, locale);
    const art = (page: import('@playwright/test').Page) => page.locator(`[data-hero-art="${path}"]`);

    test(`${url} shows its hero picture beside the text at 1440 px`, { tag: '@desktop-only' }, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(url);
      const picture = art(page);
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute('aria-hidden', 'true');
      // Two tilted tiles behind and one in front, each a product drawing or a glyph card.
      await expect(picture.locator(':scope > img, :scope > div')).toHaveCount(3);

      const heading = await page.locator('h1').boundingBox();
      const box = await picture.boundingBox();
      expect(heading && box, 'h1 and picture are laid out').toBeTruthy();
      expect(box!.x, 'the picture sits right of the heading').toBeGreaterThanOrEqual(heading!.x + heading!.width - 1);
      expect(box!.y + box!.height, 'the picture fits in the first screen').toBeLessThanOrEqual(900);

      // Decorative drawings carry an empty alt and have loaded (no broken image in the hero).
      for (const image of await picture.locator('img').all()) {
        await expect(image).toHaveAttribute('alt', '');
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      }
    });

    test(`${url} hides its hero picture on a phone`, { tag: '@mobile-only' }, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('h1')).toBeVisible();
      await expect(art(page)).toBeAttached();
      await expect(art(page)).toBeHidden();
    });
  }
}
