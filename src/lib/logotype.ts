/**
 * How an organisation's logotype is drawn: its emblem, colours and type treatment, chosen from its
 * name. The partners and customers on the site are fictional, so we draw their marks ourselves, and
 * a name an editor adds gets a mark of its own without anyone drawing one. Within one strip no two
 * marks share an emblem or a colour.
 */
export const emblems = ['peaks', 'waves', 'chevrons', 'hexagon', 'leaf', 'orbit', 'blocks', 'star', 'shield', 'horizon'] as const;
export const palettes = [
  { main: '#1e3a5f', accent: '#5fa8d3' },
  { main: '#1f513f', accent: '#7cc49a' },
  { main: '#7a1f3d', accent: '#ee8aa6' },
  { main: '#2f3640', accent: '#f0a830' },
  { main: '#0e5e6f', accent: '#6fcabf' },
  { main: '#6b4a00', accent: '#e8b838' },
  { main: '#3b3486', accent: '#9d97ee' },
] as const;
export const typeStyles = ['caps', 'bold', 'stacked', 'split'] as const;

export type Emblem = (typeof emblems)[number];
export type LogotypeDesign = { emblem: Emblem; palette: (typeof palettes)[number]; type: (typeof typeStyles)[number] };

/** Each emblem in a 40 × 40 box: `m` is drawn in the main colour, `a` in the accent. */
export const emblemShapes: Record<Emblem, { m: string; a?: string }> = {
  peaks: { m: 'M2 34L15 12L24 26L29 18L38 34Z', a: 'M15 12L19 19L15 17L11 19Z' },
  waves: { m: 'M4 15Q9 10 14 15T24 15T34 15T39 15V20Q34 15 29 20T19 20T9 20T4 20Z', a: 'M4 26Q9 21 14 26T24 26T34 26T39 26V31Q34 26 29 31T19 31T9 31T4 31Z' },
  chevrons: { m: 'M4 6H14L26 20L14 34H4L16 20Z', a: 'M18 6H26L38 20L26 34H18L30 20Z' },
  hexagon: { m: 'M20 2L36 11V29L20 38L4 29V11ZM20 8L9 14.5V25.5L20 32L31 25.5V14.5Z', a: 'M20 14L25 17V23L20 26L15 23V17Z' },
  leaf: { m: 'M6 34C6 14 18 5 36 4C35 22 26 34 6 34Z', a: 'M8 32C14 24 21 17 30 10L31 11C23 18 16 25 10 33Z' },
  orbit: { m: 'M20 3A17 17 0 1 1 5.3 28.5L9.6 26A12 12 0 1 0 20 8Z', a: 'M9 30m-5 0a5 5 0 1 0 10 0a5 5 0 1 0-10 0' },
  blocks: { m: 'M3 3H18V18H3ZM22 22H37V37H22ZM3 22H18V37H3Z', a: 'M29.5 2L38 10.5L29.5 19L21 10.5Z' },
  star: { m: 'M20 1L24.5 15.5L39 20L24.5 24.5L20 39L15.5 24.5L1 20L15.5 15.5Z', a: 'M20 14L26 20L20 26L14 20Z' },
  shield: { m: 'M20 2L36 8V19C36 29 29 35 20 38C11 35 4 29 4 19V8Z', a: 'M10 18H30V23H10Z' },
  horizon: { m: 'M2 28H38V33H2Z', a: 'M8 24A12 12 0 0 1 32 24Z' },
};

/** FNV-1a: a small, stable hash, so a name keeps its mark from build to build. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const character of text) {
    value ^= character.codePointAt(0)!;
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** A strip's organisations with their designs, in order: each from its own name, moved on where an earlier one took its emblem or colour. */
export function withLogotypes<T extends { name: string }>(items: readonly T[]): (T & { design: LogotypeDesign })[] {
  const usedEmblems = new Set<number>();
  const usedPalettes = new Set<number>();
  const pick = <V>(list: readonly V[], start: number, used: Set<number>): V => {
    let index = start % list.length;
    for (let step = 0; step < list.length && used.has(index); step++) index = (index + 1) % list.length;
    used.add(index);
    return list[index]!;
  };
  return items.map((item) => {
    const value = hash(item.name.trim().toLowerCase());
    const design = { emblem: pick(emblems, value, usedEmblems), palette: pick(palettes, value >>> 8, usedPalettes), type: typeStyles[(value >>> 16) % typeStyles.length]! };
    return { ...item, design };
  });
}
