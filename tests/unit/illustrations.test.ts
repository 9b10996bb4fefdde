import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productPictures } from '@/content/products';
import { seededCatalogue } from '@/cms/seed/catalogue';

/**
 * The product drawings (scripts/generate-illustrations.ts) serve Swedish and English pages alike, so
 * the text drawn in them must carry no words of either language: only codes, symbols and figures.
 */
const dir = join(process.cwd(), 'public', 'images', 'products');
const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));

/** What the drawings' <text> elements say, per file. */
function drawnTexts(file: string): string[] {
  const svg = readFileSync(join(dir, file), 'utf8');
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

/** Letter runs that are not words of a language: codes, symbols, units and brand names. */
const neutral = new Set([
  // cassette windows and marks
  'S', 'C', 'T', 'CE',
  // analytes, strip pads and the organism's Latin name
  'hCG', 'LH', 'FSH', 'TSH', 'Hb', 'Fe', 'D', 'pH', 'LEU', 'NIT', 'CREA', 'FERRITIN', 'H', 'pylori', 'THC',
  // units written the same in both languages
  'ng', 'ml', 'min',
  // article numbers
  'DRX', 'CE25', 'CE99',
  // product families (brand names stay as written)
  ...seededCatalogue().healthcareFamilies.map((family) => family.name),
  // the substance codes printed on the single-panel cassettes
  ...seededCatalogue().singlePanels.flatMap((panel) => panel.abbreviation.split(/[^A-Za-z]+/)),
]);

/** English words the drawings once carried on Swedish pages. */
const formerlyDrawn = ['PANEL', 'IN', 'VAGINAL', 'VIT', 'FOB', 'UTI', 'TEST', 'KIT'];

describe('product drawings are language-neutral', () => {
  it('there is one drawing per catalogue product and per product of the range, plus the placeholder', () => {
    const products = [
      ...seededCatalogue().singlePanels,
      ...seededCatalogue().multiPanels,
      seededCatalogue().saliva,
      seededCatalogue().manipulationControl,
      ...seededCatalogue().healthcareFamilies.flatMap((family) => family.products),
    ];
    const pictures = [...products.map((product) => product.image.src), ...Object.values(productPictures)];
    const expected = new Set([...pictures.map((src) => src.split('/').pop()), 'placeholder.svg']);
    expect(new Set(files)).toEqual(expected);
  });

  it.each(files)('%s draws only codes, symbols and figures', (file) => {
    for (const text of drawnTexts(file)) {
      for (const run of text.match(/[A-Za-z]+[0-9]*/g) ?? []) {
        expect(formerlyDrawn, `${file}: "${text}"`).not.toContain(run.toUpperCase());
        expect(neutral.has(run) || neutral.has(run.replace(/[0-9]+$/, '')) || /^CE[0-9]+$/.test(run), `${file}: "${run}" in "${text}"`).toBe(true);
      }
    }
  });

  it.each(files)('%s has a cutout: the same drawing without its tinted card', (file) => {
    const drawing = readFileSync(join(dir, file), 'utf8');
    const cutout = readFileSync(join(dir, 'cutouts', file), 'utf8');
    expect(drawing).toContain('fill="url(#bg)"');
    expect(cutout).not.toContain('fill="url(#bg)"');
    const withoutCard = (svg: string) => svg.replace(/<rect width="480" height="360" fill="url\(#bg\)"\/>\n(<circle [^>]*\/>\n){2}/u, '');
    expect(withoutCard(cutout)).toBe(withoutCard(drawing).replace(/<\/defs>\n/u, '</defs>\n\n'));
  });

  it('the multi-panel cups state the panel count as a figure', () => {
    for (const panel of seededCatalogue().multiPanels.filter((p) => p.id.startsWith('multi-'))) {
      const file = panel.image.src.split('/').pop()!;
      expect(drawnTexts(file)).toContain(String(panel.substances.length));
    }
  });
});
