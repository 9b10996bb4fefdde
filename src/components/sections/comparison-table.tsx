import { Check, X } from '@/components/ui/lucide';
import type { ComparisonRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';

export type Comparison = InLocale<ComparisonRecord>;

/**
 * A comparison table. Yes/no cells show a check or a cross with the words `yes`/`no` for screen
 * readers (passed in the page's language); on narrow screens the table scrolls sideways inside a
 * focusable, labelled region, with a shadow on the side that has more.
 */
export function ComparisonTable({ table, yes, no }: { table: Comparison; yes: string; no: string }) {
  const [corner, ...columns] = table.columns;
  return (
    <div role="region" aria-label={table.caption} tabIndex={0} className="relative scroll-shadows overflow-x-auto rounded-card border border-line shadow-card">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{table.caption}</caption>
        <thead className="bg-brand-50 text-brand-950">
          <tr>
            <th scope="col" className="px-5 py-3 font-semibold">
              {corner}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 text-center font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="px-5 py-3 font-medium text-ink">
                {row.label}
              </th>
              {row.cells.map((cell, index) =>
                typeof cell === 'boolean' ? (
                  <td key={index} className="px-5 py-3 text-center">
                    {cell ? (
                      <Check aria-hidden className="mx-auto size-5 text-accent-600" />
                    ) : (
                      <X aria-hidden className="mx-auto size-5 text-ink-muted" />
                    )}
                    <span className="sr-only">{cell ? yes : no}</span>
                  </td>
                ) : (
                  <td key={index} className="px-5 py-3 text-center text-ink">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
