/**
 * The p-th percentile of ascending samples, as the benchmarks print it (p50, p95, p99): the sample
 * at index ⌊p/100 × n⌋ (the last for p = 100), never a value between two samples, so a figure is a
 * latency that was measured. NaN when there are no samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The median of the finite values, the mean of the middle two for an even count; NaN when there are none. */
export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  const lower = sorted[middle - 1] ?? upper;
  return sorted.length % 2 === 1 ? upper : (lower + upper) / 2;
}
