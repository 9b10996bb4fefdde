import { donutSegments } from '@/lib/charts/donut';

export type UseOfFundsRow = { key: string; label: string; description: string; percent: number; percentText: string };

/** Segment fills from the theme, dark to light, with a label colour that keeps its contrast. */
const tones = [
  { fill: 'fill-brand-900', text: 'fill-white' },
  { fill: 'fill-brand-600', text: 'fill-white' },
  { fill: 'fill-accent-600', text: 'fill-brand-950' },
  // The light segment gets an outline, so its edge stands out from the white card.
  { fill: 'fill-accent-200 stroke-accent-700', text: 'fill-brand-950' },
] as const;

const size = 232;
const outerRadius = size / 2;
const innerRadius = 64;

/**
 * Use of funds as a donut drawn on the server with d3-shape arcs (lib/charts/donut), clockwise from
 * twelve o'clock in the legend's order. Every segment carries its percentage and the legend repeats
 * it next to the category, so the two are matched by number, not only by colour. Screen readers
 * get the caption and a table instead of the drawing.
 */
export function UseOfFundsChart({
  id,
  title,
  rows,
  total,
  caption,
  columns,
}: {
  id: string;
  /** The chart's heading, inside its card. */
  title: string;
  rows: readonly UseOfFundsRow[];
  /** The amount in the middle of the ring (the raise). */
  total: string;
  caption: string;
  columns: { category: string; share: string };
}) {
  const segments = donutSegments(
    rows.map((row) => ({ key: row.key, value: row.percent })),
    { outerRadius, innerRadius },
  );
  return (
    <figure aria-labelledby={`${id}-caption`} className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
      <h3 className="mb-5 text-xl font-bold text-brand-950">{title}</h3>
      <div aria-hidden className="flex flex-col items-center gap-6 sm:flex-row sm:items-start">
        <svg viewBox={`0 0 ${size} ${size}`} width={size} height={size} className="shrink-0">
          <g transform={`translate(${outerRadius} ${outerRadius})`}>
            {segments.map((segment, index) => (
              <path key={segment.key} d={segment.path} strokeWidth="1.5" className={tones[index % tones.length]!.fill} />
            ))}
            {segments.map((segment, index) => (
              <text
                key={segment.key}
                x={segment.label.x}
                y={segment.label.y}
                textAnchor="middle"
                dominantBaseline="central"
                className={`${tones[index % tones.length]!.text} text-[13px] font-bold`}
              >
                {rows[index]?.percentText}
              </text>
            ))}
            <text textAnchor="middle" dominantBaseline="central" className="fill-brand-950 text-base font-extrabold">
              {total}
            </text>
          </g>
        </svg>
        <ol className="w-full space-y-3">
          {rows.map((row, index) => (
            <li key={row.key} className="flex gap-3">
              <svg viewBox="0 0 16 16" className="mt-1 size-4 shrink-0">
                <rect x="0.75" y="0.75" width="14.5" height="14.5" rx="3" strokeWidth="1.5" className={tones[index % tones.length]!.fill} />
              </svg>
              <div>
                <p className="font-semibold text-brand-950">
                  {row.label} <span className="tabular-nums">{row.percentText}</span>
                </p>
                <p className="text-sm leading-relaxed text-ink-muted">{row.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <figcaption id={`${id}-caption`} className="mt-auto pt-5 text-sm text-ink-muted">
        {caption}
      </figcaption>
      {/* A table ignores sr-only's 1px box, so the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.category}</th>
              <th scope="col">{columns.share}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>
                  {row.percentText} – {row.description}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
