// The part of fontkit's API the logotype script and the PDF kit (src/documents/pdf-kit.tsx) use;
// the package ships no types.
declare module 'fontkit' {
  export type Path = { scale(x: number, y: number): Path; translate(x: number, y: number): Path; toSVG(): string };
  export type Glyph = { path: Path; advanceWidth: number };
  export type Font = { unitsPerEm: number; characterSet: number[]; glyphForCodePoint(codePoint: number): Glyph; layout(text: string): { glyphs: Glyph[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] } };
  export function openSync(path: string): Font;
}
