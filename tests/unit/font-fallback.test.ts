import { readFileSync } from 'node:fs';
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
  it('the stack puts Arial-based, then Roboto-based fallbacks right after Inter', () => {
    expect(fontSans.slice(0, 3)).toEqual(['var(--font-inter)', 'Inter Metric Fallback', 'Inter Roboto Fallback']);
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
