/**
 * The p-th percentile of ascending samples, as the benchmarks print it (p50, p95, p99): the sample
 * at index ⌊p/100 × n⌋ (the last for p = 100), never a value between two samples, so a figure is a
 * latency that was measured. NaN when there are no samples.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
