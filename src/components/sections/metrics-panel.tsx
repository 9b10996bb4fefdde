import type { Stat } from './stat-strip';
import { cn } from '@/lib/cn';
import { FigureValue } from '@/components/ui/figure-value';

/**
 * Key figures in a card: each a big value over its label, with an optional line of context (a
 * definition list: label, then value). For a panel of figures inside a section, where StatStrip
 * is the full-width band.
 */
export function MetricsPanel({ stats, className }: { stats: readonly (Stat & { note?: string })[]; className?: string }) {
  return (
    <dl className={cn('grid gap-px overflow-hidden rounded-card border border-line bg-line shadow-card sm:grid-cols-2 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col bg-white p-6 text-center">
          {/* Read as label, value, note; shown as value, label, note. */}
          <dt className="order-2 mt-2 font-semibold text-brand-950">{stat.label}</dt>
          <dd className="order-1 text-4xl font-extrabold tracking-tight text-brand-700"><FigureValue value={stat.value} /></dd>
          {stat.note && <dd className="order-3 mt-2 text-sm text-ink-muted">{stat.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
