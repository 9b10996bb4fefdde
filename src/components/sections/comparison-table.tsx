import { Check, X } from '@/components/ui/lucide';
import type { ComparisonRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';

export type Comparison = InLocale<ComparisonRecord>;

type Cell = Comparison['rows'][number]['cells'][number];

function CellValue({ cell, yes, no, centred }: { cell: Cell; yes: string; no: string; centred: boolean }) {
  if (typeof cell !== 'boolean') return cell;
  const icon = cell ? <Check aria-hidden className={`${centred ? 'mx-auto ' : ''}size-5 text-accent-600`} /> : <X aria-hidden className={`${centred ? 'mx-auto ' : ''}size-5 text-ink-muted`} />;
  return (
    <>
      {icon}
      <span className="sr-only">{cell ? yes : no}</span>
    </>
  );
}

/**
 * A comparison table. Yes/no cells show a check or a cross with the words `yes`/`no` for screen
 * readers (passed in the page's language). On phones each row becomes a card listing every
 * column's value, so no column is out of sight and no cell is cut; from 640 px it is a table.
 */
export function ComparisonTable({ table, yes, no }: { table: Comparison; yes: string; no: string }) {
  const columns = table.columns.slice(1);
  return (
    <>
      <div role="group" aria-label={table.caption} data-comparison-cards className="space-y-3 sm:hidden">
        {table.rows.map((row) => (
          <div key={row.label} className="rounded-card border border-line bg-white p-4 shadow-card">
            <p className="font-semibold text-brand-950">{row.label}</p>
            <dl className="mt-2 divide-y divide-line text-sm">
              {row.cells.map((cell, index) => (
                <div key={columns[index]} className="flex items-center justify-between gap-4 py-2">
                  <dt className="text-ink-muted">{columns[index]}</dt>
                  <dd className="text-right font-medium text-ink">
                    <CellValue cell={cell} yes={yes} no={no} centred={false} />
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <ComparisonGrid table={table} yes={yes} no={no} />
    </>
  );
}

function ComparisonGrid({ table, yes, no }: { table: Comparison; yes: string; no: string }) {
  const [corner, ...columns] = table.columns;
  return (
    <div role="region" aria-label={table.caption} tabIndex={0} className="relative hidden scroll-shadows overflow-x-auto rounded-card border border-line shadow-card sm:block">
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
              {row.cells.map((cell, index) => (
                <td key={index} className="px-5 py-3 text-center text-ink">
                  <CellValue cell={cell} yes={yes} no={no} centred />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
