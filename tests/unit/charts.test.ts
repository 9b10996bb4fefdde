import { describe, expect, it } from 'vitest';
import { donutSegments } from '@/lib/charts/donut';
import { revenueEbitdaLayout } from '@/lib/charts/revenue-ebitda';
import { shareBars } from '@/lib/charts/share-bars';
import { investorFiguresSeed as investorFigures } from '@/cms/seed/investor-figures';

const data = investorFigures.financialYears.map((row) => ({ year: row.year, revenue: row.revenueMsek, ebitda: row.ebitdaMsek }));

describe('revenue and EBITDA chart layout', () => {
  const layout = revenueEbitdaLayout(data);
  const bar = (year: number, series: 'revenue' | 'ebitda') => layout.bars.find((item) => item.year === year && item.series === series)!;

  it('draws one revenue and one EBITDA bar per year, left to right', () => {
    expect(layout.bars).toHaveLength(8);
    expect(layout.years.map((year) => year.year)).toEqual([2025, 2026, 2027, 2028]);
    const xs = layout.years.map((year) => year.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    expect(bar(2025, 'revenue').x).toBeLessThan(bar(2025, 'ebitda').x);
  });

  it('makes the 2028 revenue bar the tallest', () => {
    const tallest = [...layout.bars].sort((a, b) => b.height - a.height)[0]!;
    expect(tallest).toMatchObject({ year: 2028, series: 'revenue' });
  });

  it('hangs the negative EBITDA of 2025 and 2026 below the zero line and stands the rest on it', () => {
    for (const year of [2025, 2026]) {
      expect(bar(year, 'ebitda').y).toBeCloseTo(layout.zeroY);
      expect(bar(year, 'ebitda').y + bar(year, 'ebitda').height).toBeGreaterThan(layout.zeroY);
      expect(bar(year, 'ebitda').labelY).toBeGreaterThan(layout.zeroY);
    }
    for (const item of layout.bars.filter((candidate) => candidate.value > 0)) {
      expect(item.y + item.height).toBeCloseTo(layout.zeroY);
      expect(item.labelY).toBeLessThan(layout.zeroY);
    }
  });

  it('keeps heights proportional to the values and the zero line inside the plot', () => {
    const perUnit = bar(2028, 'revenue').height / 28.9;
    expect(bar(2025, 'revenue').height / perUnit).toBeCloseTo(7.5);
    expect(bar(2025, 'ebitda').height / perUnit).toBeCloseTo(4.2);
    expect(layout.zeroY).toBeGreaterThan(layout.plot.top);
    expect(layout.zeroY).toBeLessThan(layout.plot.bottom);
    expect(layout.ticks.map((tick) => tick.value)).toContain(0);
    expect(Math.min(...layout.ticks.map((tick) => tick.value))).toBeLessThanOrEqual(-4.2);
    expect(Math.max(...layout.ticks.map((tick) => tick.value))).toBeGreaterThanOrEqual(28.9);
  });
});

describe('share bars', () => {
  it('gives the largest market the full track and the others in proportion', () => {
    const bars = shareBars([
      { key: 'nordic', value: 420 },
      { key: 'dach', value: 680 },
      { key: 'uk', value: 560 },
    ]);
    expect(bars.map((item) => Math.round(item.length * 10) / 10)).toEqual([61.8, 100, 82.4]);
  });
});

describe('use-of-funds donut', () => {
  const segments = donutSegments(
    investorFigures.useOfFunds.map((item) => ({ key: item.category, value: item.percent })),
    { outerRadius: 100, innerRadius: 60, padAngle: 0 },
  );

  it('keeps the record’s order clockwise from twelve o’clock and sizes arcs by share', () => {
    expect(segments.map((segment) => segment.key)).toEqual(['itDevelopment', 'nordicExpansion', 'researchDevelopment', 'regulatory']);
    expect(segments[0]!.startAngle).toBe(0);
    expect(segments.at(-1)!.endAngle).toBeCloseTo(2 * Math.PI);
    for (const segment of segments) expect((segment.endAngle - segment.startAngle) / (2 * Math.PI)).toBeCloseTo(segment.share);
    expect(segments.map((segment) => segment.share)).toEqual([0.45, 0.3, 0.15, 0.1]);
  });

  it('places each label inside the ring and draws a path for every segment', () => {
    for (const segment of segments) {
      expect(Math.hypot(segment.label.x, segment.label.y)).toBeCloseTo(80);
      expect(segment.path).toMatch(/^M/);
    }
  });
});
