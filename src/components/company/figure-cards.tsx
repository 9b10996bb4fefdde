import { cn } from '@/lib/cn';
import { FigureValue } from '@/components/ui/figure-value';

export type FigureCard = { value: string; label: string; detail?: string };

/**
 * Key figures as a definition list of cards: `dark` on a hero's gradient (a step smaller at 1024 px,
 * where the hero's text column is narrow), `light` on a page
 * section. The label comes first in the markup (term, then value) and is shown beneath the value;
 * on a phone beside it, so three figures take a third of the height.
 */
export function FigureCards({ items, tone = 'light', className }: { items: readonly FigureCard[]; tone?: 'light' | 'dark'; className?: string }) {
  return (
    // On a phone each figure is a row, its value in a column of its own width so the labels line up.
    <dl className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'flex flex-row-reverse items-center justify-end gap-4 rounded-card px-4 py-3 sm:flex-col-reverse sm:items-stretch sm:gap-0 sm:p-5',
            tone === 'dark' ? 'bg-white/10 ring-1 ring-white/20' : 'border border-line bg-white shadow-card',
          )}
        >
          <dt className={cn('text-sm sm:mt-1', tone === 'dark' ? 'text-brand-100' : 'text-ink-muted')}>
            {item.label}
            {item.detail && <span className={cn('mt-0.5 block text-xs', tone === 'dark' ? 'text-brand-200' : 'text-ink-muted')}>{item.detail}</span>}
          </dt>
          <dd className={cn('shrink-0 text-2xl font-extrabold tracking-tight tabular-nums [overflow-wrap:anywhere] max-sm:min-w-[7.5rem] sm:shrink sm:text-3xl', tone === 'dark' ? 'text-white lg:text-2xl xl:text-3xl' : 'text-brand-700')}><FigureValue value={item.value} /></dd>
        </div>
      ))}
    </dl>
  );
}
