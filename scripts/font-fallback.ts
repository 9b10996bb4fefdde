/**
 * Prints the @font-face rules of Inter's fallbacks for src/app/globals.css, measured in Chromium
 * from the site's own text, so the text painted before Inter arrives wraps (nearly) where Inter's
 * will and the swap does not move the layout (CLS). Run after changing the font or when much new
 * copy lands (Roboto must be installed to measure it: apt-get install fonts-roboto-unhinted):
 *   npx tsx scripts/font-fallback.ts
 *
 * Two families, because a local() face carries one set of overrides and the phones differ:
 * 'Inter Metric Fallback' is Arial (Windows, macOS, iOS) or its metric twins Liberation Sans and
 * Arimo (Linux, ChromeOS); Android has none of them, only Roboto, so 'Inter Roboto Fallback' comes
 * next in the stack (without it Android painted unadjusted Roboto and every first screen moved at
 * the swap; bench/font-swap.ts --fonts android).
 *
 * One face per weight the site uses, because the fallback's regular and bold widths stand in a
 * different ratio to Inter's at each weight: one regular face synthesised to bold left bold Inter
 * 2 % wider than its fallback, enough to re-wrap a heading. size-adjust is total Inter width /
 * total fallback width over every sentence in messages/ and src/content/. The vertical overrides
 * give Inter's ascent and descent; the ascent is set a hair above Inter's (0.9695 em against
 * 0.96875) because at 16 px Inter's is exactly 15.5 px, and a fallback that lands a rounding error
 * below it rounds every line box 1 px shorter.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const interFile = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const interAscent = 0.9695;
const interDescent = 0.2412;

type Face = 'regular' | 'medium' | 'bold';

/** Full and PostScript names of each face, per family. Arial has no medium: weight 500 is regular. */
const arialRegular = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'];
const arial: Record<Face, string[]> = {
  regular: arialRegular,
  medium: arialRegular,
  bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
};
const roboto: Record<Face, string[]> = {
  regular: ['Roboto', 'Roboto-Regular', 'Roboto Regular'],
  medium: ['Roboto Medium', 'Roboto-Medium'],
  bold: ['Roboto Bold', 'Roboto-Bold'],
};
const families = [
  { name: 'Inter Metric Fallback', names: arial },
  { name: 'Inter Roboto Fallback', names: roboto },
];

/** Weight bands of the fallback faces: the weights used (400 to 800) each get their own face. */
const bands: { weights: string; measuredAt: number; face: Face }[] = [
  { weights: '100 450', measuredAt: 400, face: 'regular' },
  { weights: '451 550', measuredAt: 500, face: 'medium' },
  { weights: '551 650', measuredAt: 600, face: 'bold' },
  { weights: '651 750', measuredAt: 700, face: 'bold' },
  { weights: '751 900', measuredAt: 800, face: 'bold' },
];

const src = (names: string[]) => names.map((n) => `local('${n}')`).join(', ');

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

/** Every family's face for every band, named F<family>_<band> for measuring. */
const measured = families.flatMap((family, f) =>
  bands.map((band, b) => ({ id: `F${f}_${b}`, family, band })),
);
const faces = measured
  .map(({ id, family, band }) => `@font-face{font-family:${id};font-weight:${band.weights};src:${src(family.names[band.face])}}`)
  .join('');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  await page.setContent(`<style>${faces}</style>`);
  const ratios = await page.evaluate(
    async ({ font, texts, faces }) => {
      const bytes = Uint8Array.from(atob(font), (c) => c.charCodeAt(0));
      const inter = new FontFace('InterMeasured', bytes, { weight: '100 900' });
      await inter.load();
      document.fonts.add(inter);
      for (const { id, weight, name } of faces) {
        // Rejects when none of the face's local fonts is installed (measuring would otherwise
        // measure the browser's default font).
        await document.fonts.load(`${weight} 16px ${id}`).catch(() => {
          throw new Error(`${name}, weight ${weight}: none of its local fonts is installed`);
        });
      }
      const context = document.createElement('canvas').getContext('2d')!;
      return faces.map(({ id, weight }) => {
        let interWidth = 0;
        let fallbackWidth = 0;
        for (const text of texts) {
          context.font = `${weight} 100px InterMeasured`;
          interWidth += context.measureText(text).width;
          context.font = `${weight} 100px ${id}`;
          fallbackWidth += context.measureText(text).width;
        }
        return interWidth / fallbackWidth;
      });
    },
    {
      font: readFileSync(interFile).toString('base64'),
      texts: sentences(),
      faces: measured.map(({ id, band, family }) => ({ id, weight: band.measuredAt, name: family.name })),
    },
  );
  const percent = (n: number) => `${(n * 100).toFixed(2)}%`;
  for (const [i, { family, band }] of measured.entries()) {
    const sizeAdjust = ratios[i]!;
    console.log(`@font-face {
  font-family: '${family.name}';
  font-weight: ${band.weights};
  src: ${src(family.names[band.face])};
  size-adjust: ${percent(sizeAdjust)};
  ascent-override: ${percent(interAscent / sizeAdjust)};
  descent-override: ${percent(interDescent / sizeAdjust)};
  line-gap-override: 0%;
}`);
  }
} finally {
  await browser.close();
}
