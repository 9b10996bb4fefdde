/**
 * The drawing of a test's result window (instructions for use, 'interpretation'): the lines of a
 * lateral-flow test or the colour pads of a reagent strip, as plain shapes in a 220 × 110 box. Pure,
 * so the page (SVG) and the PDF (react-pdf's Svg) draw the same picture from one layout.
 */
export type WindowLine = { label: string; state: 'on' | 'faint' | 'off' };
export type WindowPad = { label: string; tone: 'unchanged' | 'changed' | 'discoloured' };

export type ResultWindowSpec = { type: 'lines'; lines: readonly WindowLine[] } | { type: 'pads'; pads: readonly WindowPad[] };

export type WindowRect = { x: number; y: number; width: number; height: number; rx: number; fill: string; stroke?: string; opacity?: number };
export type WindowText = { x: number; y: number; text: string; fontSize: number };
export type ResultWindowLayout = { width: number; height: number; rects: WindowRect[]; texts: WindowText[] };

export const resultWindowColours = {
  body: '#ffffff',
  outline: '#8aa0ad',
  window: '#f4f6f7',
  line: '#b4235a',
  padUnchanged: '#f1e4a6',
  padChanged: '#7b3f98',
  padDiscoloured: '#9c8f6b',
  strip: '#eef1f3',
} as const;

const box = { width: 220, height: 110 };

export function resultWindowLayout(spec: ResultWindowSpec): ResultWindowLayout {
  const rects: WindowRect[] = [];
  const texts: WindowText[] = [];
  if (spec.type === 'lines') {
    rects.push({ x: 2, y: 2, width: 216, height: 106, rx: 16, fill: resultWindowColours.body, stroke: resultWindowColours.outline });
    // Five lines (the 4-in-1 test) need the whole width and smaller labels, or 'RSV' meets 'COV'.
    const many = spec.lines.length > 3;
    const window = many ? { x: 14, y: 22, width: 192, height: 48 } : { x: 36, y: 22, width: 148, height: 48 };
    rects.push({ ...window, rx: 6, fill: resultWindowColours.window, stroke: resultWindowColours.outline });
    const step = window.width / (spec.lines.length + 1);
    spec.lines.forEach((line, index) => {
      const x = window.x + step * (index + 1);
      if (line.state !== 'off') {
        rects.push({ x: x - 3, y: window.y + 6, width: 6, height: window.height - 12, rx: 1, fill: resultWindowColours.line, opacity: line.state === 'faint' ? 0.3 : 1 });
      }
      texts.push({ x, y: 90, text: line.label, fontSize: many ? 12 : 15 });
    });
  } else {
    rects.push({ x: 6, y: 34, width: 208, height: 34, rx: 4, fill: resultWindowColours.strip, stroke: resultWindowColours.outline });
    const size = 24;
    const step = 160 / spec.pads.length;
    spec.pads.forEach((pad, index) => {
      const x = 44 + step * index + (step - size) / 2;
      const fill =
        pad.tone === 'changed' ? resultWindowColours.padChanged : pad.tone === 'discoloured' ? resultWindowColours.padDiscoloured : resultWindowColours.padUnchanged;
      rects.push({ x, y: 39, width: size, height: size, rx: 2, fill, stroke: resultWindowColours.outline });
      texts.push({ x: x + size / 2, y: 90, text: pad.label, fontSize: 15 });
    });
  }
  return { ...box, rects, texts };
}
