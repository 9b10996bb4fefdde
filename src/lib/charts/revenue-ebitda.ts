import { scaleBand, scaleLinear } from 'd3-scale';

/**
 * Geometry of the grouped bar chart of revenue and EBITDA per year: one group per year, a revenue
 * and an EBITDA bar in each, measured from a zero line so a negative EBITDA hangs below it. Pure:
 * the server component draws the SVG from this, and unit tests check the scales against the data.
 */
export type RevenueEbitdaPoint = { year: number; revenue: number; ebitda: number };
export type ChartSeries = 'revenue' | 'ebitda';

export type ChartBox = { width: number; height: number; margin: { top: number; right: number; bottom: number; left: number } };

export type ChartBar = {
  series: ChartSeries;
  year: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
  /** Where the value label sits: above a positive bar, below a negative one. */
  labelY: number;
};

export type RevenueEbitdaLayout = {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  zeroY: number;
  ticks: { value: number; y: number }[];
  years: { year: number; x: number }[];
  bars: ChartBar[];
};

export const defaultChartBox: ChartBox = { width: 640, height: 340, margin: { top: 28, right: 8, bottom: 36, left: 44 } };

export function revenueEbitdaLayout(data: readonly RevenueEbitdaPoint[], box: ChartBox = defaultChartBox): RevenueEbitdaLayout {
  const plot = { left: box.margin.left, right: box.width - box.margin.right, top: box.margin.top, bottom: box.height - box.margin.bottom };
  const values = data.flatMap((point) => [point.revenue, point.ebitda]);
  const [low, high] = [Math.min(0, ...values), Math.max(0, ...values)];
  // Room below a negative bar for its value label, clear of the year labels under the plot.
  const y = scaleLinear()
    .domain([low < 0 ? low - (high - low) * 0.15 : 0, high])
    .nice()
    .range([plot.bottom, plot.top]);
  const x = scaleBand<number>()
    .domain(data.map((point) => point.year))
    .range([plot.left, plot.right])
    .paddingInner(0.3)
    .paddingOuter(0.15);
  const series = scaleBand<ChartSeries>().domain(['revenue', 'ebitda']).range([0, x.bandwidth()]).paddingInner(0.12);
  const zeroY = y(0);
  const labelGap = 6;

  const bars = data.flatMap((point) =>
    (['revenue', 'ebitda'] as const).map((name): ChartBar => {
      const value = point[name];
      const top = Math.min(y(value), zeroY);
      const height = Math.abs(y(value) - zeroY);
      return {
        series: name,
        year: point.year,
        value,
        x: (x(point.year) ?? 0) + (series(name) ?? 0),
        y: top,
        width: series.bandwidth(),
        height,
        labelY: value >= 0 ? top - labelGap : top + height + labelGap,
      };
    }),
  );

  return {
    width: box.width,
    height: box.height,
    plot,
    zeroY,
    ticks: y.ticks(5).map((value) => ({ value, y: y(value) })),
    years: data.map((point) => ({ year: point.year, x: (x(point.year) ?? 0) + x.bandwidth() / 2 })),
    bars,
  };
}
