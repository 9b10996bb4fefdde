import type { StatRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';

export type Stat = InLocale<StatRecord>;

/** A row of key figures, each a big value over its label (a definition list: label, then value). */
export function StatStrip({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="container-page grid grid-cols-2 gap-6 py-10 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse text-center">
          <dt className="mt-1 text-sm text-ink-muted">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-brand-700 sm:text-4xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
