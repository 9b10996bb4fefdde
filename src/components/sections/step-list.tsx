import type { StepRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { balancedGrid } from '@/components/ui/balanced-grid';
import { cn } from '@/lib/cn';

export type Step = InLocale<StepRecord>;

/**
 * Numbered steps (how it works, a process): an ordered list, so the order is announced too. Cards
 * in a grid, or `stacked` one under another (beside a picture), each number beside its title.
 */
export function StepList({ steps, stacked = false, className }: { steps: readonly Step[]; stacked?: boolean; className?: string }) {
  return (
    <ol className={cn('grid', stacked ? 'gap-4' : ['gap-6', steps.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : balancedGrid(steps.length)], className)}>
      {steps.map((step, index) => (
        // On a phone the number stands beside the title, not above it.
        <li key={step.title} className={cn('relative grid grid-cols-[auto_1fr] items-center gap-x-4 rounded-card border border-line bg-white p-5 shadow-card', !stacked && 'sm:block sm:p-6')}>
          <span aria-hidden className={cn('flex size-9 items-center justify-center rounded-full bg-brand-700 text-base font-bold text-white', !stacked && 'sm:size-10 sm:text-lg')}>
            {index + 1}
          </span>
          <h3 className={cn('text-lg font-bold text-brand-950', !stacked && 'sm:mt-4')}>{step.title}</h3>
          <p className={cn('mt-3 text-sm leading-relaxed text-ink-muted', stacked ? 'col-start-2 sm:mt-1' : 'col-span-2 sm:mt-2')}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
