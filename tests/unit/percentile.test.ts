import { describe, expect, it } from 'vitest';
import { percentile } from '../../bench/percentile';

describe('the benchmarks\' percentile', () => {
  it('is a measured sample, the one at ⌊p/100 × n⌋, never a value between two', () => {
    const samples = [10, 20, 30, 40];
    expect(percentile(samples, 50)).toBe(30);
    expect(percentile(samples, 95)).toBe(40);
    expect(percentile(samples, 100)).toBe(40);
    expect(percentile(samples, 0)).toBe(10);
    expect(percentile([7], 99)).toBe(7);
  });

  it('is NaN without samples', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});
