/**
 * Writes the pharmacy chains' logo files in public/images/retailers/ from the same designs the
 * site's logotype strips draw (src/lib/logotype.ts), so a chain looks the same on every page. The
 * name is outlined from Inter, so the file needs no font where it is shown. Run after adding a
 * retailer:
 *   npm run logotypes
 * The SVGs are committed; the site never runs this at build or request time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSync, type Font } from 'fontkit';
import { retailers } from '../src/content/retailers';
import { emblemShapes, withLogotypes, type LogotypeDesign } from '../src/lib/logotype';

const W = 240;
const H = 72;
const textX = 66;
const maxTextWidth = W - textX - 14;

const fonts = new Map<number, Font>();
function inter(weight: number): Font {
  if (!fonts.has(weight)) fonts.set(weight, openSync(join(process.cwd(), 'node_modules/@fontsource/inter/files', `inter-latin-${weight}-normal.woff`)));
  return fonts.get(weight)!;
}

type Run = { text: string; weight: number; size: number; tracking: number; baseline: number };

function runWidth(run: Run): number {
  const font = inter(run.weight);
  const { positions } = font.layout(run.text);
  const scale = run.size / font.unitsPerEm;
  return positions.reduce((sum, position) => sum + position.xAdvance * scale, 0) + run.tracking * run.size * (run.text.length - 1);
}

/** A run of text as one outlined path, from x. */
function outline(run: Run, x: number): string {
  const font = inter(run.weight);
  const { glyphs, positions } = font.layout(run.text);
  const scale = run.size / font.unitsPerEm;
  let pen = x;
  return glyphs
    .map((glyph, index) => {
      const position = positions[index]!;
      const d = glyph.path.scale(scale, -scale).translate(pen + position.xOffset * scale, run.baseline).toSVG();
      pen += position.xAdvance * scale + run.tracking * run.size;
      return d;
    })
    .join('');
}

/** The runs of a name in a design's type, fitted to the logo's width on one line or two. */
function runs(name: string, design: LogotypeDesign): Run[][] {
  const [first = name, ...others] = name.split(' ');
  const rest = others.join(' ');
  switch (design.type) {
    case 'caps':
      return [[{ text: name.toUpperCase(), weight: 600, size: 15, tracking: 0.14, baseline: 42 }]];
    case 'bold':
      return [[{ text: name, weight: 800, size: 21, tracking: -0.02, baseline: 43 }]];
    case 'split':
      return [[{ text: first, weight: 800, size: 21, tracking: -0.02, baseline: 43 }, ...(rest ? [{ text: ` ${rest}`, weight: 300, size: 21, tracking: -0.02, baseline: 43 }] : [])]];
    case 'stacked':
      return [[{ text: first, weight: 800, size: 22, tracking: -0.02, baseline: 37 }], ...(rest ? [[{ text: rest.toUpperCase(), weight: 600, size: 10.5, tracking: 0.18, baseline: 53 }]] : [])];
  }
}

function logo(name: string, design: LogotypeDesign): string {
  const lines = runs(name, design).map((line) => {
    const width = line.reduce((sum, run) => sum + runWidth(run), 0);
    const fit = Math.min(1, maxTextWidth / width);
    return line.map((run) => ({ ...run, size: run.size * fit }));
  });
  const paths = lines.map((line) => {
    let x = textX;
    return line
      .map((run) => {
        const d = outline(run, x);
        x += runWidth(run);
        return d;
      })
      .join('');
  });
  const shape = emblemShapes[design.emblem];
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escape(name)}">
  <title>${escape(name)}</title>
  <rect width="${W}" height="${H}" rx="12" fill="#ffffff"/>
  <g transform="translate(16 16)">
    <path d="${shape.m}" fill="${design.palette.main}"/>${shape.a ? `\n    <path d="${shape.a}" fill="${design.palette.accent}"/>` : ''}
  </g>
  <path d="${paths.join('')}" fill="${design.palette.main}"/>
</svg>
`;
}

for (const retailer of withLogotypes(retailers)) {
  writeFileSync(join(process.cwd(), 'public/images/retailers', `${retailer.id}.svg`), logo(retailer.name, retailer.design));
}
console.log(`wrote ${retailers.length} retailer logos to public/images/retailers/`);
