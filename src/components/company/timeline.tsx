import { cn } from '@/lib/cn';

export type TimelineItem = { year: number; status: 'achieved' | 'planned'; title: string; description: string };

/**
 * A timeline of years (001 §3 timeline item): an ordered list along a line, each year marked as
 * achieved or planned in words, not only by the filled or hollow dot.
 */
export function Timeline({ items, status }: { items: readonly TimelineItem[]; status: Record<TimelineItem['status'], string> }) {
  return (
    <ol className="relative grid gap-x-6 gap-y-8 border-l-2 border-brand-200 pl-6 sm:grid-cols-2 sm:border-l-0 sm:pl-0 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.year} className="relative sm:border-t-2 sm:border-brand-200 sm:pt-6">
          <span
            aria-hidden
            className={cn(
              'absolute top-1.5 -left-[2.05rem] size-4 rounded-full border-2 border-brand-700 sm:-top-[0.5625rem] sm:left-0',
              item.status === 'achieved' ? 'bg-brand-700' : 'bg-white',
            )}
          />
          <div className="flex items-baseline gap-3">
            <h3 className="text-2xl font-extrabold tracking-tight text-brand-700">{item.year}</h3>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                item.status === 'achieved' ? 'bg-accent-100 text-accent-700' : 'bg-brand-50 text-brand-800 ring-1 ring-brand-200',
              )}
            >
              {status[item.status]}
            </span>
          </div>
          <h4 className="mt-2 font-semibold text-brand-950">{item.title}</h4>
          <p className="mt-1 text-sm leading-relaxed text-ink-muted">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
