import type { StatRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { cn } from '@/lib/cn';
import { FigureValue } from '@/components/ui/figure-value';

export type Stat = InLocale<StatRecord>;

/**
 * A row of key figures, each a big value over its label (a definition list: label, then value).
 * Four to a row on wide screens, or three with `columns={3}`. Figures share a top line however
 * their labels wrap (column-reverse would otherwise push them to the bottom).
 */
export function StatStrip({ stats, columns = 4 }: { stats: readonly Stat[]; columns?: 3 | 4 }) {
  return (
    <dl className={cn('container-page grid gap-6 py-10', columns === 3 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4')}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse justify-end text-center">
          <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl"><FigureValue value={stat.value} /></dd>
        </div>
      ))}
    </dl>
  );
}
