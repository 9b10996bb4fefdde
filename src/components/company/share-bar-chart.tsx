import { shareBars } from '@/lib/charts/share-bars';

export type ShareBarRow = { key: string; label: string; value: number; valueText: string };

/**
 * Amounts as horizontal bars (the target markets), lengths from lib/charts/share-bars. Each row
 * names its bar and prints its value, so nothing depends on colour; the drawing is hidden from
 * screen readers, which get the caption and the data as a table.
 */
export function ShareBarChart({
  id,
  rows,
  caption,
  columns,
}: {
  id: string;
  rows: readonly ShareBarRow[];
  caption: string;
  columns: { label: string; value: string };
}) {
  const bars = shareBars(rows.map((row) => ({ key: row.key, value: row.value })));
  return (
    <figure aria-labelledby={`${id}-caption`} className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6">
      <ul aria-hidden className="space-y-4">
        {rows.map((row, index) => (
          <li key={row.key} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 sm:grid-cols-[8rem_minmax(0,1fr)_auto]">
            <span className="text-sm font-semibold text-brand-950">{row.label}</span>
            <svg viewBox="0 0 100 10" preserveAspectRatio="none" className="h-5 w-full">
              <rect width="100" height="10" className="fill-surface-muted" />
              <rect width={bars[index]?.length ?? 0} height="10" className="fill-brand-600" />
            </svg>
            <span className="col-start-2 text-sm font-semibold text-ink tabular-nums sm:col-start-auto sm:text-right">{row.valueText}</span>
          </li>
        ))}
      </ul>
      <figcaption id={`${id}-caption`} className="mt-5 text-sm text-ink-muted">
        {caption}
      </figcaption>
      {/* A table ignores sr-only's 1px box, so the wrapper hides it. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.label}</th>
              <th scope="col">{columns.value}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{row.valueText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
