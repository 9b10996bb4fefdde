/**
 * Writes the product illustrations in public/images/products/ from the catalogue's seed, so every
 * product has a distinct picture in one consistent style (cassette, cup, swab, strip, and each
 * self-test's own device before its box: midstream stick, dipstick, pH swab, finger-prick cassette,
 * stool tube, nasal swab) and the files always match the catalogue. Run after adding a product:
 *   npm run illustrations
 * The SVGs are committed; the site never runs this at build or request time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HealthcareFamily, SubstanceGroup } from '../src/content/catalogue';
import { seededCatalogue } from '../src/cms/seed/catalogue';
import { productPictures } from '../src/content/products';
import { cutoutOf } from '../src/content/hero-scenes';

const W = 480;
const H = 360;
const font = "font-family=\"'Inter','Segoe UI',Arial,sans-serif\"";

type Palette = { main: string; dark: string; light: string; mid: string };

const groupPalette: Record<SubstanceGroup, Palette> = {
  stimulants: { main: '#ea580c', dark: '#9a3412', light: '#fff4eb', mid: '#fed7aa' },
  opioids: { main: '#7c3aed', dark: '#4c1d95', light: '#f5f0ff', mid: '#ddd6fe' },
  sedatives: { main: '#2563eb', dark: '#1e3a8a', light: '#eef4ff', mid: '#bfdbfe' },
  others: { main: '#0d9488', dark: '#134e4a', light: '#ecfbf8', mid: '#99f6e4' },
};
const drugPalette: Palette = { main: '#0f766e', dark: '#134e4a', light: '#eefaf8', mid: '#99f6e4' };
const familyPalette: Record<HealthcareFamily['id'], Palette> = {
  instacare: { main: '#db2777', dark: '#831843', light: '#fff0f6', mid: '#fbcfe8' },
  instacheck: { main: '#059669', dark: '#064e3b', light: '#ecfdf5', mid: '#a7f3d0' },
  instafind: { main: '#4f46e5', dark: '#312e81', light: '#eef0ff', mid: '#c7d2fe' },
};

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One drawing as a 480 × 360 SVG: over its tinted card (the catalogue's pictures), or without it
 * (`cutout`, transparent around the objects) for a hero that stands the products on its own band.
 */
function frame(p: Palette, title: string, body: string, cutout = false): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escape(title)}">
<title>${escape(title)}</title>
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.mid}" stop-opacity="0.55"/></linearGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feDropShadow dx="0" dy="10" stdDeviation="12" flood-color="${p.dark}" flood-opacity="0.18"/></filter>
<linearGradient id="body" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="#f8fafb"/><stop offset="1" stop-color="#e4ebf0"/></linearGradient>
</defs>
${cutout ? '' : backdrop(p)}
${shaded(body)}
</svg>
`;
}

/** A pack or device's white body (the shape under the drop shadow) lit from above, as moulded plastic and card are. */
const shaded = (body: string) => body.replace(/(<g filter="url\(#shadow\)">\s*<(?:rect|path)\b[^>]*?)fill="#ffffff"/g, '$1fill="url(#body)"');

const backdrop = (p: Palette) => `<rect width="${W}" height="${H}" fill="url(#bg)"/>
<circle cx="420" cy="52" r="90" fill="${p.main}" opacity="0.07"/>
<circle cx="40" cy="330" r="70" fill="${p.main}" opacity="0.06"/>`;

/**
 * A label's small print (the CE mark) drawn as two short rules: as text it would be a few
 * pixels tall in a card, unreadable, and read as noise.
 */
const finePrint = (x: number, y: number, width: number, colour: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="4" rx="2" fill="${colour}" opacity="0.28"/>
<rect x="${x + width * 0.15}" y="${y + 9}" width="${width * 0.7}" height="4" rx="2" fill="${colour}" opacity="0.18"/>`;

/** Horizontal test cassette with sample well, C/T window and a label; used for single panels. */
function cassette(p: Palette, code: string, caption: string): string {
  const size = code.length > 4 ? 34 : 42;
  return `<g filter="url(#shadow)">
<rect x="50" y="112" width="380" height="136" rx="26" fill="#ffffff"/>
</g>
<rect x="50" y="112" width="380" height="136" rx="26" fill="none" stroke="${p.mid}" stroke-width="2"/>
<rect x="50" y="112" width="16" height="136" rx="8" fill="${p.main}"/>
<circle cx="112" cy="180" r="26" fill="${p.light}" stroke="${p.mid}" stroke-width="3"/>
<circle cx="112" cy="180" r="13" fill="${p.mid}"/>
<text x="112" y="228" text-anchor="middle" ${font} font-size="13" font-weight="700" fill="${p.dark}">S</text>
<rect x="162" y="160" width="110" height="40" rx="10" fill="${p.light}" stroke="${p.mid}" stroke-width="2"/>
<rect x="196" y="166" width="6" height="28" rx="2" fill="${p.main}"/>
<rect x="232" y="166" width="6" height="28" rx="2" fill="${p.main}" opacity="0.45"/>
<text x="199" y="222" text-anchor="middle" ${font} font-size="13" font-weight="700" fill="${p.dark}">C</text>
<text x="235" y="222" text-anchor="middle" ${font} font-size="13" font-weight="700" fill="${p.dark}">T</text>
<text x="350" y="${size > 40 ? 192 : 190}" text-anchor="middle" ${font} font-size="${size}" font-weight="800" fill="${p.main}">${escape(code)}</text>
<text x="350" y="220" text-anchor="middle" ${font} font-size="14" font-weight="600" fill="${p.dark}">${escape(caption)}</text>
${Array.from({ length: 4 }, (_, i) => `<rect x="${404 - i * 8}" y="128" width="3" height="18" rx="1.5" fill="${p.mid}"/>`).join('\n')}
<g transform="rotate(-6 300 292)">
<path d="M182 286 H336 L352 292 L336 298 H182 Z" fill="#ffffff" stroke="${p.mid}" stroke-width="2"/>
<rect x="150" y="280" width="40" height="24" rx="12" fill="${p.mid}" stroke="${p.main}" stroke-width="2"/>
<path d="M204 292 H300" stroke="${p.main}" stroke-width="2" stroke-dasharray="3 9" opacity="0.5"/>
</g>`;
}

// Images carry no words, only codes, symbols and numbers, so one file serves both languages on
// Swedish and English pages alike (tests/unit/illustrations.test.ts holds them to that).

/** Screw-cap urine cup with a strip panel on its front; used for multi-panels. */
function cup(p: Palette, strips: number, label: string, caption: string): string {
  const count = Math.min(strips, 17);
  const panelX = 168;
  const panelW = 144;
  const gap = panelW / count;
  const bars = Array.from({ length: count }, (_, i) => {
    const x = panelX + i * gap + gap * 0.22;
    return `<rect x="${x.toFixed(1)}" y="176" width="${(gap * 0.56).toFixed(1)}" height="70" rx="2" fill="${i % 2 === 0 ? p.main : p.dark}" opacity="${i % 3 === 0 ? 0.9 : 0.6}"/>`;
  }).join('\n');
  return `<g filter="url(#shadow)">
<path d="M140 104 H340 L322 318 Q320 330 306 330 H174 Q160 330 158 318 Z" fill="#ffffff"/>
</g>
<path d="M140 104 H340 L322 318 Q320 330 306 330 H174 Q160 330 158 318 Z" fill="none" stroke="${p.mid}" stroke-width="3"/>
<path d="M150 116 H162 L176 318 H168 Z" fill="${p.light}" opacity="0.9"/>
<rect x="128" y="62" width="224" height="48" rx="12" fill="${p.main}"/>
<rect x="128" y="96" width="224" height="14" rx="7" fill="${p.dark}" opacity="0.35"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${146 + i * 22}" y="70" width="8" height="32" rx="4" fill="#ffffff" opacity="0.25"/>`).join('\n')}
<rect x="${panelX - 10}" y="140" width="${panelW + 20}" height="120" rx="12" fill="${p.light}" stroke="${p.mid}" stroke-width="2"/>
<text x="240" y="164" text-anchor="middle" ${font} font-size="14" font-weight="700" fill="${p.dark}">${escape(caption)}</text>
${bars}
<text x="240" y="${label.length > 3 ? 300 : 306}" text-anchor="middle" ${font} font-size="${label.length > 3 ? 30 : 40}" font-weight="800" fill="${p.main}">${escape(label)}</text>`;
}

/** Oral fluid test: the pack behind, the cassette with its seven strips, the collector seated in its port. */
function salivaSwab(p: Palette): string {
  const strips = Array.from({ length: 7 }, (_, i) => {
    const x = 262 + i * 20;
    return `<rect x="${x}" y="124" width="12" height="84" rx="3" fill="${p.light}" stroke="${p.mid}" stroke-width="1.5"/><rect x="${x + 2}" y="140" width="8" height="4" rx="1" fill="${p.main}"/><rect x="${x + 2}" y="174" width="8" height="4" rx="1" fill="${p.main}" opacity="${i % 3 === 1 ? 0.25 : 0.6}"/>`;
  }).join('');
  return `<g filter="url(#shadow)"><rect x="70" y="58" width="150" height="214" rx="20" fill="#ffffff"/></g>
<rect x="70" y="58" width="150" height="214" rx="20" fill="none" stroke="${p.mid}" stroke-width="2"/>
<path d="M70 78 a20 20 0 0 1 20 -20 h110 a20 20 0 0 1 20 20 v30 h-150z" fill="${p.main}"/>
<g transform="translate(145 170)"><path d="M0 -34 C16 -12 24 0 24 12 A24 24 0 0 1 -24 12 C-24 0 -16 -12 0 -34Z" fill="${p.mid}" stroke="${p.main}" stroke-width="5"/></g>
<text x="145" y="244" text-anchor="middle" ${font} font-size="26" font-weight="800" fill="${p.dark}">7</text>
<g filter="url(#shadow)"><rect x="238" y="92" width="188" height="176" rx="26" fill="#ffffff"/></g>
<rect x="238" y="92" width="188" height="176" rx="26" fill="none" stroke="${p.mid}" stroke-width="2"/>
${strips}
<rect x="300" y="226" width="64" height="26" rx="13" fill="${p.light}" stroke="${p.mid}" stroke-width="2"/>
<g transform="rotate(-62 332 262)"><rect x="326" y="262" width="14" height="96" rx="7" fill="${p.dark}"/><rect x="318" y="344" width="30" height="42" rx="12" fill="${p.mid}" stroke="${p.main}" stroke-width="3"/><path d="M324 356 h18 M324 364 h18 M324 372 h18" stroke="${p.main}" stroke-width="2" opacity="0.6"/></g>`;
}

/** Manipulation control: the strip dipped in the sample cup, beside its tube with the colour chart to read it against. */
function manipulationStrip(p: Palette): string {
  const chart = [
    ['#fef3c7', '#fde68a', '#fbbf24'],
    ['#fed7aa', '#bbf7d0', '#4ade80'],
  ];
  return `<g filter="url(#shadow)"><rect x="64" y="84" width="128" height="222" rx="20" fill="#ffffff"/></g>
<rect x="64" y="84" width="128" height="222" rx="20" fill="none" stroke="${p.mid}" stroke-width="2"/>
<rect x="56" y="62" width="144" height="36" rx="10" fill="${p.main}"/>
${chart.map((row, r) => row.map((colour, c) => `<rect x="${88 + c * 28}" y="${150 + r * 40}" width="22" height="26" rx="5" fill="${colour}" stroke="${p.dark}" stroke-opacity="0.15"/>`).join('')).join('\n')}
<rect x="88" y="244" width="78" height="8" rx="4" fill="${p.mid}"/>
<rect x="88" y="262" width="54" height="8" rx="4" fill="${p.mid}"/>
<g filter="url(#shadow)"><path d="M258 150 h150 l-12 156 a16 16 0 0 1 -16 14 h-94 a16 16 0 0 1 -16 -14z" fill="#ffffff"/></g>
<path d="M258 150 h150 l-12 156 a16 16 0 0 1 -16 14 h-94 a16 16 0 0 1 -16 -14z" fill="none" stroke="${p.mid}" stroke-width="2"/>
<path d="M266 214 h134 l-7 92 a12 12 0 0 1 -12 10 h-96 a12 12 0 0 1 -12 -10z" fill="#fef3c7"/>
<g transform="rotate(16 330 150)"><g filter="url(#shadow)"><rect x="320" y="64" width="22" height="236" rx="4" fill="#ffffff"/></g><rect x="320" y="64" width="22" height="236" rx="4" fill="none" stroke="${p.mid}" stroke-width="2"/><rect x="324" y="244" width="14" height="18" rx="2" fill="#fde68a"/><rect x="324" y="268" width="14" height="18" rx="2" fill="#86efac"/></g>`;
}

/** Small product pictograms drawn on the healthcare kit boxes. */
const glyphs: Record<string, (p: Palette) => string> = {
  pregnancy: (p) => `<circle cx="0" cy="-6" r="16" fill="none" stroke="${p.main}" stroke-width="6"/><path d="M-16 24 q16 -22 32 0" fill="none" stroke="${p.main}" stroke-width="6" stroke-linecap="round"/>`,
  ovulation: (p) => `<circle cx="0" cy="0" r="14" fill="${p.main}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="-3" y="-32" width="6" height="10" rx="3" fill="${p.main}" transform="rotate(${i * 45})"/>`).join('')}`,
  utitest: (p) => `<path d="M0 -30 C14 -10 22 2 22 12 A22 22 0 0 1 -22 12 C-22 2 -14 -10 0 -30Z" fill="${p.mid}" stroke="${p.main}" stroke-width="5"/>`,
  vaginalph: () =>
    ['#f59e0b', '#eab308', '#84cc16', '#22c55e', '#0d9488']
      .map((c, i) => `<rect x="${-36 + i * 15}" y="-14" width="12" height="28" rx="3" fill="${c}"/>`)
      .join(''),
  // A hormone level falling over time on a small chart (FSH rises as oestrogen falls): reads as a
  // measurement, not as an object.
  menopause: (p) =>
    `<rect x="-28" y="-26" width="56" height="52" rx="10" fill="${p.light}" stroke="${p.main}" stroke-width="4"/><path d="M-18 14 h36 M-18 14 v-30" stroke="${p.mid}" stroke-width="3" stroke-linecap="round"/><path d="M-16 -10 C-10 -22 -4 4 2 -6 S12 8 18 6" fill="none" stroke="${p.main}" stroke-width="5" stroke-linecap="round"/><circle cx="18" cy="6" r="4" fill="${p.main}"/>`,
  ferritin: () => `<path d="M0 -30 C14 -10 22 2 22 12 A22 22 0 0 1 -22 12 C-22 2 -14 -10 0 -30Z" fill="#dc2626"/><text x="0" y="20" text-anchor="middle" ${font} font-size="16" font-weight="800" fill="#ffffff">Fe</text>`,
  // The sun (vitamin D); the label under it names the vitamin by its letter.
  dvitamin: () => `<circle cx="0" cy="0" r="16" fill="#f59e0b"/>${Array.from({ length: 8 }, (_, i) => `<rect x="-3" y="-32" width="6" height="10" rx="3" fill="#f59e0b" transform="rotate(${i * 45})"/>`).join('')}`,
  // The thyroid: two lobes joined by the isthmus, in front of the windpipe's rings (so it reads as
  // the gland in the neck, not as a tooth).
  tsh: (p) =>
    `<rect x="-7" y="-34" width="14" height="66" rx="6" fill="${p.light}" stroke="${p.main}" stroke-width="3" opacity="0.9"/>${[-28, -19, -10, 28]
      .map((y) => `<path d="M-7 ${y} h14" stroke="${p.main}" stroke-width="3" opacity="0.9"/>`)
      .join('')}<ellipse cx="-16" cy="9" rx="11" ry="18" transform="rotate(18 -16 9)" fill="${p.mid}" stroke="${p.main}" stroke-width="5"/><ellipse cx="16" cy="9" rx="11" ry="18" transform="rotate(-18 16 9)" fill="${p.mid}" stroke="${p.main}" stroke-width="5"/><rect x="-10" y="12" width="20" height="10" rx="5" fill="${p.mid}" stroke="${p.main}" stroke-width="4"/><path d="M-7 14 v6 M7 14 v6" stroke="${p.mid}" stroke-width="6"/>`,
  // The sample tube and a drop of blood beside it: the test looks for blood (haemoglobin) in stool.
  fob: (p) =>
    `<rect x="-26" y="-30" width="24" height="58" rx="10" fill="${p.mid}" stroke="${p.main}" stroke-width="5"/><rect x="-30" y="-36" width="32" height="12" rx="4" fill="${p.main}"/><path d="M22 -14 C31 -2 36 6 36 13 A14 14 0 0 1 8 13 C8 6 13 -2 22 -14Z" fill="#dc2626"/>`,
  hpylori: (p) => `<path d="M-26 0 c8 -14 18 14 26 0 s18 14 26 0" fill="none" stroke="${p.main}" stroke-width="8" stroke-linecap="round"/><path d="M26 0 l12 -10 M26 0 l12 10" stroke="${p.main}" stroke-width="4" stroke-linecap="round"/>`,
  // Four virus particles: one swab, four viruses told apart.
  virustest: (p) =>
    [
      [-20, -22],
      [20, -22],
      [-20, 16],
      [20, 16],
    ]
      .map(
        ([x, y]) =>
          `<g transform="translate(${x} ${y})"><circle cx="0" cy="0" r="9" fill="${p.mid}" stroke="${p.main}" stroke-width="3"/>${Array.from({ length: 6 }, (_, i) => `<g transform="rotate(${i * 60})"><rect x="-1.5" y="-16" width="3" height="7" fill="${p.main}"/><circle cx="0" cy="-16" r="2.5" fill="${p.main}"/></g>`).join('')}</g>`,
      )
      .join(''),
};

/**
 * The word-free label on each kit box: the analyte's international symbol (hCG, LH, FSH, TSH, Hb),
 * the urine strip's pad codes (LEU, NIT), the organism's Latin name, or a figure.
 */
const kitLabels: Record<string, string> = {
  pregnancy: 'hCG',
  ovulation: 'LH',
  utitest: 'LEU · NIT',
  vaginalph: 'pH',
  menopause: 'FSH',
  ferritin: 'FERRITIN',
  dvitamin: 'D',
  tsh: 'TSH',
  fob: 'Hb',
  hpylori: 'H. pylori',
  virustest: '4×',
};

/** The self-test's device as it is used, in front of its box: its real form factor. */
function device(p: Palette, productId: string): string {
  const form = deviceForms[productId];
  if (!form) throw new Error(`illustrations: no device form for ${productId}`);
  return form(p);
}

/** A result window with a control and a test line. */
const resultWindow = (p: Palette, x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="7" fill="${p.light}" stroke="${p.mid}" stroke-width="2"/><rect x="${x + 6}" y="${y + h * 0.28}" width="${w - 12}" height="4" rx="2" fill="${p.main}"/><rect x="${x + 6}" y="${y + h * 0.64}" width="${w - 12}" height="4" rx="2" fill="${p.main}" opacity="0.45"/>`;

/** Cassette with its sample well, as the finger-prick, stool and swab tests use. */
const smallCassette = (p: Palette, x: number, y: number) =>
  `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="84" height="150" rx="26" fill="#ffffff"/></g><rect x="${x}" y="${y}" width="84" height="150" rx="26" fill="none" stroke="${p.mid}" stroke-width="2"/>${resultWindow(p, x + 24, y + 28, 36, 56)}<circle cx="${x + 42}" cy="${y + 118}" r="11" fill="${p.light}" stroke="${p.mid}" stroke-width="3"/>`;

const deviceForms: Record<string, (p: Palette) => string> = {
  // Midstream stick: absorbent tip below, result window in the grip.
  pregnancy: (p) => midstream(p),
  ovulation: (p) => midstream(p),
  menopause: (p) => midstream(p),
  // Dipstick with its reagent pads, leaning out of its tube.
  utitest: (p) =>
    `<g filter="url(#shadow)"><rect x="304" y="150" width="52" height="170" rx="14" fill="#ffffff"/></g><rect x="304" y="150" width="52" height="170" rx="14" fill="none" stroke="${p.mid}" stroke-width="2"/><rect x="298" y="134" width="64" height="24" rx="8" fill="${p.main}"/>
<g transform="rotate(14 372 210)"><g filter="url(#shadow)"><rect x="362" y="96" width="22" height="226" rx="4" fill="#ffffff"/></g><rect x="362" y="96" width="22" height="226" rx="4" fill="none" stroke="${p.mid}" stroke-width="2"/>${['#fde68a', '#fbcfe8', '#c4b5fd', '#bbf7d0', '#fed7aa'].map((colour, i) => `<rect x="366" y="${212 + i * 21}" width="14" height="14" rx="2" fill="${colour}"/>`).join('')}</g>`,
  // pH swab beside the colour scale it is read against.
  vaginalph: (p) =>
    `<g filter="url(#shadow)"><rect x="300" y="214" width="100" height="106" rx="16" fill="#ffffff"/></g><rect x="300" y="214" width="100" height="106" rx="16" fill="none" stroke="${p.mid}" stroke-width="2"/>${['#f59e0b', '#eab308', '#84cc16', '#22c55e', '#0d9488'].map((colour, i) => `<rect x="${312 + i * 16}" y="236" width="12" height="62" rx="3" fill="${colour}"/>`).join('')}
<g transform="rotate(-24 350 140)"><rect x="344" y="60" width="10" height="170" rx="5" fill="#ffffff" stroke="${p.mid}" stroke-width="2"/><rect x="340" y="52" width="18" height="40" rx="9" fill="${p.mid}" stroke="${p.main}" stroke-width="2"/></g>`,
  // Cassette, with the lancet and a drop of blood from the fingertip.
  ferritin: (p) => fingerPrick(p),
  dvitamin: (p) => fingerPrick(p),
  tsh: (p) => fingerPrick(p),
  // Stool sampling tube with its rod, beside the cassette.
  fob: (p) => stoolTube(p),
  hpylori: (p) => stoolTube(p),
  // Nasal swab across the cassette.
  virustest: (p) =>
    `${smallCassette(p, 312, 170)}<g transform="rotate(-32 330 150)"><rect x="326" y="58" width="8" height="190" rx="4" fill="#ffffff" stroke="${p.mid}" stroke-width="2"/><ellipse cx="330" cy="62" rx="9" ry="16" fill="${p.light}" stroke="${p.main}" stroke-width="2"/></g>`,
};

function midstream(p: Palette): string {
  return `<g transform="rotate(12 348 214)"><g filter="url(#shadow)"><rect x="322" y="90" width="52" height="240" rx="26" fill="#ffffff"/></g><rect x="322" y="90" width="52" height="240" rx="26" fill="none" stroke="${p.mid}" stroke-width="2"/><path d="M322 270 h52 v34 a26 26 0 0 1 -52 0z" fill="${p.mid}"/><rect x="322" y="262" width="52" height="10" fill="${p.main}" opacity="0.35"/>${resultWindow(p, 334, 126, 28, 72)}${[214, 224, 234].map((y) => `<rect x="336" y="${y}" width="24" height="3" rx="1.5" fill="${p.mid}"/>`).join('')}</g>`;
}

function fingerPrick(p: Palette): string {
  return `${smallCassette(p, 316, 168)}<g transform="rotate(-28 322 140)"><rect x="300" y="116" width="46" height="26" rx="9" fill="#ffffff" stroke="${p.mid}" stroke-width="2"/><rect x="346" y="124" width="14" height="10" rx="3" fill="${p.main}"/></g><path d="M390 112 C398 124 402 131 402 137 A12 12 0 0 1 378 137 C378 131 382 124 390 112Z" fill="#dc2626"/>`;
}

function stoolTube(p: Palette): string {
  return `${smallCassette(p, 334, 176)}<g filter="url(#shadow)"><rect x="300" y="128" width="40" height="186" rx="18" fill="#ffffff"/></g><rect x="300" y="128" width="40" height="186" rx="18" fill="none" stroke="${p.mid}" stroke-width="2"/><path d="M300 232 h40 v64 a18 18 0 0 1 -40 0z" fill="${p.light}"/><rect x="318" y="120" width="4" height="150" rx="2" fill="${p.main}" opacity="0.6"/><rect x="294" y="108" width="52" height="26" rx="8" fill="${p.main}"/>`;
}

/** Retail self-test box with the product's pictogram, plus the test device in front of it. */
function selfTestKit(p: Palette, familyName: string, productId: string): string {
  const glyph = glyphs[productId]?.(p) ?? '';
  const label = kitLabels[productId];
  if (!label) throw new Error(`illustrations: no kit label for ${productId}`);
  return `<g filter="url(#shadow)">
<rect x="96" y="52" width="200" height="250" rx="20" fill="#ffffff"/>
</g>
<rect x="96" y="52" width="200" height="250" rx="20" fill="none" stroke="${p.mid}" stroke-width="2"/>
<path d="M96 72 a20 20 0 0 1 20 -20 h160 a20 20 0 0 1 20 20 v40 h-200z" fill="${p.main}"/>
<text x="196" y="91" text-anchor="middle" ${font} font-size="20" font-weight="800" fill="#ffffff">${escape(familyName)}</text>
<g transform="translate(196 172)">${glyph}</g>
<text x="196" y="246" text-anchor="middle" ${font} font-size="${label.length > 6 ? 20 : 26}" font-weight="800" fill="${p.dark}">${escape(label)}</text>
${finePrint(152, 268, 88, p.dark)}
${device(p, productId)}`;
}

const platformPalette: Palette = drugPalette;
const hairPalette: Palette = { main: '#b45309', dark: '#78350f', light: '#fff8eb', mid: '#fde4b8' };

/** VDT: a phone filming the test under the proctor's frame, the forecast it feeds, and the cassette. */
function remoteTesting(p: Palette): string {
  return `<g filter="url(#shadow)">
<rect x="112" y="40" width="156" height="290" rx="28" fill="#ffffff"/>
</g>
<rect x="112" y="40" width="156" height="290" rx="28" fill="none" stroke="${p.mid}" stroke-width="2"/>
<rect x="170" y="52" width="40" height="8" rx="4" fill="${p.mid}"/>
<rect x="126" y="72" width="128" height="206" rx="12" fill="${p.light}"/>
<circle cx="190" cy="138" r="28" fill="${p.mid}"/>
<path d="M146 232 q44 -58 88 0 v14 h-88 z" fill="${p.mid}"/>
<path d="M152 100 v-14 h16 M212 86 h16 v14 M228 182 v14 h-16 M168 196 h-16 v-14" fill="none" stroke="${p.main}" stroke-width="4" stroke-linecap="round"/>
<circle cx="240" cy="86" r="5" fill="#ef4444"/>
<rect x="146" y="256" width="88" height="8" rx="4" fill="${p.mid}"/>
<rect x="146" y="256" width="58" height="8" rx="4" fill="${p.main}"/>
<circle cx="190" cy="304" r="10" fill="none" stroke="${p.mid}" stroke-width="3"/>
<g filter="url(#shadow)"><rect x="296" y="72" width="140" height="100" rx="16" fill="#ffffff"/></g>
<rect x="296" y="72" width="140" height="100" rx="16" fill="none" stroke="${p.mid}" stroke-width="2"/>
<polyline points="314,146 340,130 362,138 388,108 418,96" fill="none" stroke="${p.main}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<circle cx="418" cy="96" r="6" fill="${p.main}"/>
${Array.from({ length: 5 }, (_, i) => `<rect x="${314 + i * 26}" y="156" width="14" height="4" rx="2" fill="${p.mid}"/>`).join('\n')}
<g filter="url(#shadow)"><rect x="296" y="196" width="140" height="112" rx="18" fill="#ffffff"/></g>
<rect x="296" y="196" width="140" height="112" rx="18" fill="none" stroke="${p.mid}" stroke-width="2"/>
<rect x="296" y="196" width="14" height="112" rx="7" fill="${p.main}"/>
<circle cx="344" cy="252" r="16" fill="${p.light}" stroke="${p.mid}" stroke-width="3"/>
<rect x="374" y="232" width="44" height="40" rx="8" fill="${p.light}" stroke="${p.mid}" stroke-width="2"/>
<rect x="386" y="238" width="5" height="28" rx="2" fill="${p.main}"/>
<rect x="402" y="238" width="5" height="28" rx="2" fill="${p.main}" opacity="0.45"/>
<text x="388" y="292" text-anchor="middle" ${font} font-size="12" font-weight="700" fill="${p.dark}">C</text>
<text x="405" y="292" text-anchor="middle" ${font} font-size="12" font-weight="700" fill="${p.dark}">T</text>`;
}

/** Hair analysis: a lock of hair in its folded foil on the collection card, and the 90-day window. */
function hairCollection(p: Palette): string {
  // A lock of hair: fine strands gathered in the clip, fanning out to uneven ends.
  const strands = Array.from({ length: 15 }, (_, i) => {
    const y0 = 140 + i * 2.4;
    const y1 = 124 + i * 5.6 + (i % 3) * 2;
    const x1 = 262 + ((i * 7) % 20);
    const wave = i % 2 ? 10 : -8;
    return `<path d="M154 ${y0.toFixed(1)} C196 ${(y0 + wave).toFixed(1)} 222 ${(y1 - wave).toFixed(1)} ${x1} ${y1.toFixed(1)}" fill="none" stroke="${['#3b2416', '#5a3a22', '#2a1a10'][i % 3]}" stroke-width="${i % 4 === 0 ? 2 : 1.4}" stroke-linecap="round" opacity="${i % 2 ? 0.8 : 1}"/>`;
  }).join('\n');
  return `<g filter="url(#shadow)">
<rect x="96" y="52" width="220" height="262" rx="20" fill="#ffffff"/>
</g>
<rect x="96" y="52" width="220" height="262" rx="20" fill="none" stroke="${p.mid}" stroke-width="2"/>
<path d="M96 72 a20 20 0 0 1 20 -20 h180 a20 20 0 0 1 20 20 v18 h-220z" fill="${p.main}"/>
<rect x="126" y="106" width="160" height="120" rx="10" fill="#eef1f4" stroke="#cbd5e1" stroke-width="2"/>
<path d="M126 166 L286 146" stroke="#cbd5e1" stroke-width="2"/>
${strands}
<rect x="140" y="134" width="16" height="44" rx="5" fill="${p.main}"/>
${Array.from({ length: 22 }, (_, i) => `<rect x="${130 + i * 7}" y="248" width="${i % 3 === 0 ? 4 : 2}" height="36" fill="${p.dark}" opacity="0.8"/>`).join('\n')}
<g filter="url(#shadow)"><rect x="322" y="120" width="118" height="140" rx="20" fill="#ffffff"/></g>
<rect x="322" y="120" width="118" height="140" rx="20" fill="none" stroke="${p.mid}" stroke-width="2"/>
<rect x="322" y="120" width="118" height="30" rx="15" fill="${p.main}"/>
<rect x="322" y="136" width="118" height="14" fill="${p.main}"/>
<rect x="350" y="110" width="8" height="22" rx="4" fill="${p.dark}"/>
<rect x="404" y="110" width="8" height="22" rx="4" fill="${p.dark}"/>
<text x="381" y="214" text-anchor="middle" ${font} font-size="46" font-weight="800" fill="${p.main}">90</text>
${Array.from({ length: 5 }, (_, i) => `<circle cx="${349 + i * 16}" cy="236" r="3" fill="${p.mid}"/>`).join('\n')}`;
}

function placeholder(): Parameters<typeof frame> {
  const p: Palette = { main: '#94a3b8', dark: '#475569', light: '#f8fafc', mid: '#e2e8f0' };
  return [
    p,
    'Product image',
    `<rect x="150" y="100" width="180" height="140" rx="18" fill="#ffffff" stroke="${p.mid}" stroke-width="3"/>
<circle cx="200" cy="145" r="16" fill="${p.mid}"/>
<path d="M166 222 l46 -46 l30 30 l20 -20 l52 36z" fill="${p.mid}"/>
<rect x="190" y="266" width="100" height="10" rx="5" fill="${p.mid}"/>`,
  ];
}

const outDir = join(process.cwd(), 'public', 'images', 'products');
mkdirSync(outDir, { recursive: true });
/** Each drawing's palette, title and body, by the file it is written to. */
const files = new Map<string, Parameters<typeof frame>>();

const catalogue = seededCatalogue();
for (const panel of catalogue.singlePanels) {
  files.set(panel.image.src, [groupPalette[panel.group], `${panel.name.en} urine test`, cassette(groupPalette[panel.group], panel.abbreviation, `${panel.cutOffNgMl} ng/ml`)]);
}
for (const panel of catalogue.multiPanels) {
  // The panel count as a figure (the strips on the cup show it too): no word on the label.
  const label = panel.id === 'thc-3' ? 'THC ×3' : String(panel.substances.length);
  const caption = panel.id === 'thc-3' ? '25 · 150 · 600' : panel.articleNr;
  const palette = panel.id === 'thc-3' ? groupPalette.others : drugPalette;
  files.set(panel.image.src, [palette, panel.name.en, cup(palette, panel.substances.length, label, caption)]);
}
const saliva = catalogue.saliva;
files.set(saliva.image.src, [groupPalette.sedatives, saliva.name.en, salivaSwab(groupPalette.sedatives)]);
const mc = catalogue.manipulationControl;
files.set(mc.image.src, [groupPalette.stimulants, mc.name.en, manipulationStrip(groupPalette.stimulants)]);
for (const family of catalogue.healthcareFamilies) {
  const palette = familyPalette[family.id];
  for (const product of family.products) {
    files.set(product.image.src, [palette, `${family.name} ${product.name.en}`, selfTestKit(palette, family.name, product.id)]);
  }
}
// The product range's pictures of the two products without a catalogue article.
files.set(productPictures.vdt, [platformPalette, 'VDT virtual drug testing', remoteTesting(platformPalette)]);
files.set(productPictures['hair-analysis'], [hairPalette, 'Hair analysis sample collection', hairCollection(hairPalette)]);
files.set('/images/products/placeholder.svg', placeholder());

mkdirSync(join(process.cwd(), 'public', cutoutOf('/images/products/x.svg'), '..'), { recursive: true });
for (const [src, [palette, title, body]] of files) {
  writeFileSync(join(process.cwd(), 'public', src), frame(palette, title, body));
  writeFileSync(join(process.cwd(), 'public', cutoutOf(src)), frame(palette, title, body, true));
}
console.log(`wrote ${files.size} illustrations and their cutouts to ${outDir}`);
