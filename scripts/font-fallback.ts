/**
 * Prints the 'Inter Metric Fallback' @font-face rules for src/app/globals.css, measured in
 * Chromium from the site's own text, so the text painted before Inter arrives wraps (nearly)
 * where Inter's will and the swap does not move the layout (CLS). Run after changing the font or
 * when much new copy lands:
 *   npx tsx scripts/font-fallback.ts
 *
 * One face per weight the site uses, because Arial's (and its metric twin Liberation Sans's)
 * regular and bold widths stand in a different ratio to Inter's at each weight: one regular face
 * synthesised to bold left bold Inter 2 % wider than its fallback, enough to re-wrap a heading.
 * size-adjust is total Inter width / total fallback width over every sentence in messages/ and
 * src/content/. The vertical overrides give Inter's ascent and descent; the ascent is set a hair
 * above Inter's (0.9695 em against 0.96875) because at 16 px Inter's is exactly 15.5 px, and a
 * fallback that lands a rounding error below it rounds every line box 1 px shorter.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const interFile = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const interAscent = 0.9695;
const interDescent = 0.2412;

// Full and PostScript names: Arial, else its metric twins (Linux, Android).
const regular = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'];
const bold = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'];

/** Weight bands of the fallback faces: the weights used (400 to 800) each get their own face. */
const bands = [
  { weights: '100 450', measuredAt: 400, local: regular },
  { weights: '451 550', measuredAt: 500, local: regular },
  { weights: '551 650', measuredAt: 600, local: bold },
  { weights: '651 750', measuredAt: 700, local: bold },
  { weights: '751 900', measuredAt: 800, local: bold },
];

function sentences(): string[] {
  const files = ['src/content', 'messages'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|json)$/.test(name))
      .map((name) => join(dir, name)),
  );
  const found: string[] = [];
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(/'([^'\\]{12,})'|"([^"\\]{12,})"/g)) {
      const text = match[1] ?? match[2] ?? '';
      if (/ \S+ /.test(text) && !/[{}<>]/.test(text)) found.push(text);
    }
  }
  return found;
}

const faces = bands
  .map((band, i) => `@font-face{font-family:F${i};font-weight:${band.weights};src:${band.local.map((n) => `local('${n}')`).join(',')}}`)
  .join('');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.setContent(`<style>${faces}</style>`);
  const ratios = await page.evaluate(
    async ({ font, texts, weights }) => {
      const bytes = Uint8Array.from(atob(font), (c) => c.charCodeAt(0));
      const inter = new FontFace('InterMeasured', bytes, { weight: '100 900' });
      await inter.load();
      document.fonts.add(inter);
      await Promise.all(weights.map((w, i) => document.fonts.load(`${w} 16px F${i}`)));
      const context = document.createElement('canvas').getContext('2d')!;
      return weights.map((w, i) => {
        let interWidth = 0;
        let fallbackWidth = 0;
        for (const text of texts) {
          context.font = `${w} 100px InterMeasured`;
          interWidth += context.measureText(text).width;
          context.font = `${w} 100px F${i}`;
          fallbackWidth += context.measureText(text).width;
        }
        return interWidth / fallbackWidth;
      });
    },
    { font: readFileSync(interFile).toString('base64'), texts: sentences(), weights: bands.map((b) => b.measuredAt) },
  );
  const percent = (n: number) => `${(n * 100).toFixed(2)}%`;
  for (const [i, band] of bands.entries()) {
    const sizeAdjust = ratios[i]!;
    console.log(`@font-face {
  font-family: 'Inter Metric Fallback';
  font-weight: ${band.weights};
  src: ${band.local.map((n) => `local('${n}')`).join(', ')};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(interAscent / sizeAdjust)};
  descent-override: ${percent(interDescent / sizeAdjust)};
  line-gap-override: 0%;
}`);
  }
} finally {
  await browser.close();
}
