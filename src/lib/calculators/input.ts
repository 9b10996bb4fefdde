/**
 * Calculator inputs (001 §5): only whole numbers of 0 or greater are accepted; anything else
 * (a fraction, a negative number, text, an empty field) is ignored and the previous value stays.
 * An accepted number is clamped to the input's range.
 */
export type WholeNumberRange = { readonly min: number; readonly max: number };

export function acceptWholeNumber(raw: unknown, range: WholeNumberRange, previous: number): number {
  const value = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return previous;
  return Math.min(range.max, Math.max(range.min, value));
}
