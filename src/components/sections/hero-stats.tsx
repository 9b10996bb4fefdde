import type { Stat } from './stat-strip';
import { FigureValue } from '@/components/ui/figure-value';

/**
 * Key figures inside a hero, on its dark band (a definition list: label, then value). Tiles from
 * `sm` up, figures on one top line however their labels wrap; on a phone one panel of compact
 * rows, figure before label, so the figures do not push the page's content a screen down.
 */
export function HeroStats({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="mt-8 grid max-w-3xl divide-y divide-white/15 rounded-xl bg-white/10 ring-1 ring-white/15 sm:mt-10 sm:grid-cols-3 sm:gap-4 sm:divide-y-0 sm:rounded-none sm:bg-transparent sm:ring-0">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-row-reverse items-baseline justify-end gap-3 px-4 py-2.5 sm:flex-col-reverse sm:items-stretch sm:gap-0 sm:rounded-xl sm:bg-white/10 sm:py-3 sm:ring-1 sm:ring-white/15"
        >
          <dt className="text-sm text-brand-100 sm:mt-0.5">{stat.label}</dt>
          {/* Beside the hero art at lg the tiles are narrow: a step smaller there, and a figure never breaks. */}
          <dd className="shrink-0 text-xl font-extrabold whitespace-nowrap text-white sm:text-2xl lg:text-xl xl:text-2xl"><FigureValue value={stat.value} /></dd>
        </div>
      ))}
    </dl>
  );
}
