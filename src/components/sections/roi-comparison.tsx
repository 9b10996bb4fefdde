/**
 * A static cost comparison of two approaches (the hair analysis page's ROI, 001 §9): rows of
 * figures per column, a total row and the saving below. The figures arrive computed and formatted.
 */
export function RoiComparison({
  caption,
  columns,
  rows,
  total,
  savings,
  note,
}: {
  caption: string;
  columns: readonly [string, string, string];
  rows: readonly (readonly [string, string, string])[];
  total: readonly [string, string, string];
  savings: { label: string; value: string };
  note: string;
}) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      {/* Three short columns fit a phone, so the table wraps its labels instead of scrolling. */}
      <div>
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-brand-50 text-brand-950">
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" className={index === 0 ? 'px-3 py-3 sm:px-5 font-semibold' : 'px-3 py-3 sm:px-5 text-right font-semibold'}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map(([label, traditional, hair]) => (
              <tr key={label}>
                <th scope="row" className="px-3 py-3 sm:px-5 font-medium text-ink-muted">
                  {label}
                </th>
                <td className="px-3 py-3 sm:px-5 text-right text-ink tabular-nums">{traditional}</td>
                <td className="px-3 py-3 sm:px-5 text-right text-ink tabular-nums">{hair}</td>
              </tr>
            ))}
            <tr className="bg-surface-muted">
              <th scope="row" className="px-3 py-3 sm:px-5 font-bold text-brand-950">
                {total[0]}
              </th>
              <td data-result="traditionalTotal" className="px-3 py-3 sm:px-5 text-right font-bold text-brand-950 tabular-nums">
                {total[1]}
              </td>
              <td data-result="hairTotal" className="px-3 py-3 sm:px-5 text-right font-bold text-brand-950 tabular-nums">
                {total[2]}
              </td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="flex flex-col gap-1 border-t border-line bg-accent-50 px-5 py-4 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-semibold text-brand-950">{savings.label}</p>
        <p data-result="savings" className="text-3xl font-extrabold text-accent-700 tabular-nums">
          {savings.value}
        </p>
      </div>
      <p className="px-5 py-4 text-sm leading-relaxed text-ink-muted">{note}</p>
    </div>
  );
}
