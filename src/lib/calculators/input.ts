/**
 * Calculator inputs (001 §5). Two readings of what a visitor enters:
 * - `readWholeNumber`, for typed fields: a whole number within the input's range, or nothing. The
 *   field shows what was typed, so a value the calculator cannot use must be flagged, not silently
 *   replaced by a clamped or previous one.
 * - `acceptWholeNumber`, for sliders and values from code: only whole numbers of 0 or greater are
 *   accepted and clamped to the range; anything else (a fraction, a negative number, text, an empty
 *   value) is ignored and the previous value stays. A slider's value is always in range, so the
 *   clamp only matters for values from code.
 */
export type WholeNumberRange = { readonly min: number; readonly max: number };

function wholeNumber(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The whole number typed, if it lies within the range; otherwise undefined (the field is invalid). */
export function readWholeNumber(raw: unknown, range: WholeNumberRange): number | undefined {
  const value = wholeNumber(raw);
  return value !== undefined && value >= range.min && value <= range.max ? value : undefined;
}

export function acceptWholeNumber(raw: unknown, range: WholeNumberRange, previous: number): number {
  const value = wholeNumber(raw);
  if (value === undefined) return previous;
  return Math.min(range.max, Math.max(range.min, value));
}
