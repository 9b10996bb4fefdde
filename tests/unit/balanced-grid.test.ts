import { describe, expect, it } from 'vitest';
import { balancedGrid } from '@/components/ui/balanced-grid';

describe('balancedGrid', () => {
  it('fills four cards as two rows of two, then one row of four', () => {
    expect(balancedGrid(4)).toBe('sm:grid-cols-2 xl:grid-cols-4');
  });

  it('keeps cards one width when the last row is centred: four go three and one, like five go three and two', () => {
    for (const count of [4, 5, 7]) {
      const classes = balancedGrid(count, 'centre');
      expect(classes).toContain('lg:grid-cols-6 lg:[&>*]:col-span-2');
      expect(classes).not.toMatch(/col-span-(3|4)\b/);
    }
    expect(balancedGrid(4, 'centre')).toContain('lg:[&>:nth-child(3n+1):last-child]:col-start-3');
  });

  it('gives the spare width to the first cards when filling', () => {
    expect(balancedGrid(5)).toContain('lg:[&>:nth-child(-n+2)]:col-span-3');
    expect(balancedGrid(7)).toContain('lg:[&>:nth-child(-n+4)]:col-span-3');
  });
});
