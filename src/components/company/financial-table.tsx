export type FinancialTableRow = {
  year: number;
  revenue: string;
  growth: string;
  ebitda: string;
  negative: boolean;
  /** Null when EBITDA is negative (no margin given). */
  margin: string | null;
};

/** The year column: frozen at the left edge while the figures scroll, with a rule marking the edge. */
const yearCell = 'sticky left-0 z-10 bg-white px-5 py-3 shadow-[1px_0_0_var(--color-line)] sm:static sm:shadow-none';

/**
 * The financial plan as a table (001 §3 financial year): year, revenue, growth, EBITDA and margin.
 * A loss year's EBITDA is marked in words for screen readers and with a minus sign for everyone.
 * On phones each year is a card with its four figures, so none is out of sight or cut; from 640 px
 * it is a table, which scrolls inside a focusable, labelled region with its year column held in
 * place where it is still too narrow.
 */
export function FinancialTable({
  caption,
  columns,
  rows,
  noMargin,
}: {
  caption: string;
  columns: { year: string; revenue: string; growth: string; ebitda: string; margin: string };
  rows: readonly FinancialTableRow[];
  noMargin: string;
}) {
  return (
    <>
      <div role="group" aria-label={caption} data-comparison-cards className="space-y-3 sm:hidden">
        <p className="text-base font-semibold text-brand-950">{caption}</p>
        {rows.map((row) => (
          <div key={row.year} className="rounded-card border border-line bg-white p-4 shadow-card">
            <p className="font-semibold text-brand-950">{row.year}</p>
            <dl className="mt-2 divide-y divide-line text-sm">
              {(
                [
                  [columns.revenue, row.revenue, 'text-ink'],
                  [columns.growth, row.growth, 'text-ink'],
                  [columns.ebitda, row.ebitda, ebitdaTone(row)],
                  [columns.margin, <Margin key="margin" row={row} noMargin={noMargin} />, 'text-ink'],
                ] as const
              ).map(([term, value, tone]) => (
                <div key={term} className="flex items-center justify-between gap-4 py-2">
                  <dt className="text-ink-muted">{term}</dt>
                  <dd className={`text-right tabular-nums ${tone}`}>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <FinancialGrid caption={caption} columns={columns} rows={rows} noMargin={noMargin} />
    </>
  );
}

/** A profit in green, a loss in red (its minus sign and the screen-reader words say it too). */
const ebitdaTone = (row: FinancialTableRow) => (row.negative ? 'font-semibold text-danger' : 'font-semibold text-success');

/** The EBITDA margin, or a dash that reads as 'negative EBITDA' where there is none. */
function Margin({ row, noMargin }: { row: FinancialTableRow; noMargin: string }) {
  return (
    row.margin ?? (
      <>
        <span aria-hidden>–</span>
        <span className="sr-only">{noMargin}</span>
      </>
    )
  );
}

function FinancialGrid({
  caption,
  columns,
  rows,
  noMargin,
}: {
  caption: string;
  columns: { year: string; revenue: string; growth: string; ebitda: string; margin: string };
  rows: readonly FinancialTableRow[];
  noMargin: string;
}) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="relative hidden scroll-shadows overflow-x-auto rounded-card border border-line bg-white shadow-card sm:block sm:self-start">
      <table className="w-full min-w-[30rem] text-right text-sm">
        <caption className="px-5 pt-4 text-left text-base font-semibold text-brand-950">{caption}</caption>
        {/* Inter's tabular forms widen hyphens too ('EBITDA-marginal'): only the figures take them. */}
        <thead className="text-brand-950">
          <tr className="border-b border-line">
            <th scope="col" className={`${yearCell} text-left font-semibold`}>
              {columns.year}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {columns.revenue}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {columns.growth}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {columns.ebitda}
            </th>
            <th scope="col" className="px-5 py-3 font-semibold">
              {columns.margin}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line tabular-nums">
          {rows.map((row) => (
            <tr key={row.year}>
              <th scope="row" className={`${yearCell} text-left font-semibold text-brand-950`}>
                {row.year}
              </th>
              <td className="px-5 py-3 text-ink">{row.revenue}</td>
              <td className="px-5 py-3 text-ink">{row.growth}</td>
              <td className={`px-5 py-3 ${ebitdaTone(row)}`}>{row.ebitda}</td>
              <td className="px-5 py-3 text-ink">
                <Margin row={row} noMargin={noMargin} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
