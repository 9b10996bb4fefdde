import type { Locale } from '@/i18n/locales';
import { formatSigned } from '@/lib/format-number';
import { revenueEbitdaLayout } from '@/lib/charts/revenue-ebitda';

export type RevenueEbitdaRow = {
  year: number;
  revenue: number;
  ebitda: number;
  /** The values as the page's table writes them (with unit), for the screen-reader table. */
  revenueText: string;
  ebitdaText: string;
};

const percent = (value: number, total: number) => `${(value / total) * 100}%`;

/**
 * Revenue and EBITDA per year as a grouped bar chart, drawn as SVG on the server from the scales
 * of lib/charts/revenue-ebitda. Revenue bars are solid, EBITDA bars striped (so the two series
 * differ without colour), and a negative EBITDA hangs below the zero line. Texts are HTML laid
 * over the drawing at the scales' positions, so they keep a readable size on a phone; the drawing
 * is hidden from screen readers, which get the caption and the same data as a table.
 */
export function RevenueEbitdaChart({
  id,
  locale,
  rows,
  caption,
  tableCaption,
  labels,
}: {
  id: string;
  locale: Locale;
  rows: readonly RevenueEbitdaRow[];
  caption: string;
  tableCaption: string;
  labels: { year: string; revenue: string; ebitda: string };
}) {
  const layout = revenueEbitdaLayout(rows);
  const { width, height } = layout;
  const hatch = `${id}-hatch`;

  return (
    <figure aria-labelledby={`${id}-caption`} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <div aria-hidden className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
        <span className="inline-flex items-center gap-2">
          <svg viewBox="0 0 16 16" className="size-4">
            <rect width="16" height="16" rx="2" className="fill-brand-700" />
          </svg>
          {labels.revenue}
        </span>
        <span className="inline-flex items-center gap-2">
          <svg viewBox="0 0 16 16" className="size-4">
            <rect x="0.75" y="0.75" width="14.5" height="14.5" rx="2" fill={`url(#${hatch})`} className="stroke-accent-700" strokeWidth="1.5" />
          </svg>
          {labels.ebitda}
        </span>
      </div>

      <div aria-hidden className="relative mt-4 w-full text-[11px] text-ink-muted sm:text-xs" style={{ aspectRatio: `${width} / ${height}` }}>
        <svg viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 size-full overflow-visible">
          <defs>
            <pattern id={hatch} width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <rect width="7" height="7" className="fill-accent-100" />
              <rect width="3" height="7" className="fill-accent-600" />
            </pattern>
          </defs>
          {layout.ticks.map((tick) => (
            <line key={tick.value} x1={layout.plot.left} x2={layout.plot.right} y1={tick.y} y2={tick.y} className="stroke-line" strokeWidth="1" />
          ))}
          {layout.bars.map((bar) =>
            bar.series === 'revenue' ? (
              <rect key={`${bar.year}-${bar.series}`} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="fill-brand-700" />
            ) : (
              <rect
                key={`${bar.year}-${bar.series}`}
                x={bar.x + 0.75}
                y={bar.y}
                width={bar.width - 1.5}
                height={bar.height}
                fill={`url(#${hatch})`}
                className="stroke-accent-700"
                strokeWidth="1.5"
              />
            ),
          )}
          <line x1={layout.plot.left} x2={layout.plot.right} y1={layout.zeroY} y2={layout.zeroY} className="stroke-ink" strokeWidth="1.5" />
        </svg>

        {layout.ticks.map((tick) => (
          <span
            key={tick.value}
            className="absolute -translate-y-1/2 pr-2 text-right tabular-nums"
            style={{ left: 0, width: percent(layout.plot.left, width), top: percent(tick.y, height) }}
          >
            {formatSigned(tick.value, locale, 1)}
          </span>
        ))}
        {layout.bars.map((bar) => (
          <span
            key={`${bar.year}-${bar.series}`}
            className={`absolute -translate-x-1/2 font-semibold text-ink tabular-nums ${bar.value >= 0 ? '-translate-y-full' : ''}`}
            style={{ left: percent(bar.x + bar.width / 2, width), top: percent(bar.labelY, height) }}
          >
            {formatSigned(bar.value, locale, 1)}
          </span>
        ))}
        {layout.years.map((year) => (
          <span
            key={year.year}
            className="absolute -translate-x-1/2 pt-2 text-sm font-semibold text-brand-950"
            style={{ left: percent(year.x, width), top: percent(layout.plot.bottom, height) }}
          >
            {year.year}
          </span>
        ))}
      </div>

      {/* The year labels hang below the drawing's box. */}
      <figcaption id={`${id}-caption`} className="mt-9 text-sm text-ink-muted">
        {caption}
      </figcaption>
      {/* A table ignores sr-only's 1px box, so the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>{tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.year}</th>
              <th scope="col">{labels.revenue}</th>
              <th scope="col">{labels.ebitda}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                <td>{row.revenueText}</td>
                <td>{row.ebitdaText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
