import { cn } from '@/lib/cn';

export type FigureCard = { value: string; label: string; detail?: string };

/**
 * Key figures as a definition list of cards: `dark` on a hero's gradient, `light` on a page
 * section. The label comes first in the markup (term, then value) and is shown beneath the value.
 */
export function FigureCards({ items, tone = 'light', className }: { items: readonly FigureCard[]; tone?: 'light' | 'dark'; className?: string }) {
  return (
    <dl className={cn('grid gap-4 sm:grid-cols-3', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            'flex flex-col-reverse justify-end rounded-card p-5',
            tone === 'dark' ? 'bg-white/10 ring-1 ring-white/20' : 'border border-line bg-white shadow-card',
          )}
        >
          <dt className={cn('mt-1 text-sm', tone === 'dark' ? 'text-brand-100' : 'text-ink-muted')}>
            {item.label}
            {item.detail && <span className={cn('mt-0.5 block text-xs', tone === 'dark' ? 'text-brand-200' : 'text-ink-muted')}>{item.detail}</span>}
          </dt>
          <dd className={cn('text-3xl font-extrabold tracking-tight tabular-nums [overflow-wrap:anywhere]', tone === 'dark' ? 'text-white' : 'text-brand-700')}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
