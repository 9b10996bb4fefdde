import { describe, expect, it } from 'vitest';
import { balancedGrid } from '@/components/ui/balanced-grid';

describe('balancedGrid', () => {
  it('sets four cards as two rows of two, then one row of four', () => {
    expect(balancedGrid(4)).toBe('sm:grid-cols-2 xl:grid-cols-4');
  });

  it('gives the spare width to the first cards, so every row is full', () => {
    expect(balancedGrid(5)).toContain('sm:max-lg:[&>:first-child]:col-span-4');
    expect(balancedGrid(5)).toContain('lg:[&>:nth-child(-n+2)]:col-span-3');
    expect(balancedGrid(7)).toContain('lg:[&>:nth-child(-n+4)]:col-span-3');
    expect(balancedGrid(6)).not.toMatch(/col-span-(3|4)\b/);
  });
});
