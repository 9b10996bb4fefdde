import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type AtRule } from 'postcss';
import { describe, expect, it } from 'vitest';

/*
 * The fallback faces in globals.css are written by scripts/font-fallback.ts (which needs Chromium
 * and the fallback fonts installed, so it is not run here). These are the invariants a hand edit
 * could break: every fallback family in the stack covers every weight, and each face has Inter's
 * vertical metrics once scaled by its size-adjust.
 */
const css = postcss.parse(readFileSync('src/app/globals.css', 'utf8'));

const fontSans = (() => {
  let value = '';
  css.walkDecls('--font-sans', (decl) => {
    value = decl.value;
  });
  return value.split(',').map((name) => name.trim().replace(/^'|'$/g, ''));
})();
const fallbackFamilies = fontSans.filter((name) => name.startsWith('Inter ') && name.endsWith(' Fallback'));

function facesOf(family: string) {
  const faces: Record<string, string>[] = [];
  css.walkAtRules('font-face', (rule: AtRule) => {
    const descriptors: Record<string, string> = {};
    rule.walkDecls((decl) => {
      descriptors[decl.prop] = decl.value;
    });
    if (descriptors['font-family'] === `'${family}'`) faces.push(descriptors);
  });
  return faces;
}

const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN') / 100;

describe('Inter fallback faces (globals.css)', () => {
  it('the stack puts the superscript digits Inter lacks, then Arial-based and Roboto-based fallbacks right after Inter', () => {
    expect(fontSans.slice(0, 4)).toEqual(['var(--font-inter)', 'Inter Superscripts', 'Inter Metric Fallback', 'Inter Roboto Fallback']);
  });

  it('the superscript faces cover weights 100 to 900 with files of their own, for those digits only', () => {
    const faces = facesOf('Inter Superscripts');
    expect(faces.map((face) => face['font-weight'])).toEqual(['100 450', '451 550', '551 650', '651 750', '751 900']);
    for (const face of faces) {
      expect(face['unicode-range']).toBe('U+2070, U+2074-2079');
      const file = /^url\('(\/fonts\/[\w-]+\.woff2)'\)/u.exec(face.src ?? '')?.[1];
      expect(file && existsSync(join('public', file)), face.src).toBe(true);
    }
  });

  it.each(fallbackFamilies)('%s covers weights 100 to 900 without a gap, each band with local fonts', (family) => {
    const bands = facesOf(family)
      .map((face) => ({ range: face['font-weight']!.split(' ').map(Number), src: face.src ?? '' }))
      .sort((a, b) => a.range[0]! - b.range[0]!);
    expect(bands.length).toBeGreaterThan(1);
    expect(bands[0]!.range[0]).toBe(100);
    expect(bands.at(-1)!.range[1]).toBe(900);
    for (const [i, band] of bands.entries()) {
      if (i > 0) expect(band.range[0]).toBe(bands[i - 1]!.range[1]! + 1);
      expect(band.src).toMatch(/^local\('[^']+'\)(, local\('[^']+'\))*$/);
    }
  });

  it.each(fallbackFamilies)("%s has Inter's ascent and descent once scaled, and no line gap", (family) => {
    for (const face of facesOf(family)) {
      const size = percent(face['size-adjust']);
      expect(size).toBeGreaterThan(0.9);
      expect(size).toBeLessThan(1.2);
      expect(percent(face['ascent-override']) * size).toBeCloseTo(0.9695, 3);
      expect(percent(face['descent-override']) * size).toBeCloseTo(0.2412, 3);
      expect(face['line-gap-override']).toBe('0%');
    }
  });
});
