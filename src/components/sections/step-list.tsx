import type { StepRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { balancedGrid } from '@/components/ui/balanced-grid';
import { cn } from '@/lib/cn';

export type Step = InLocale<StepRecord>;

/** Numbered steps (how it works, a process): an ordered list, so the order is announced too. */
export function StepList({ steps, className }: { steps: readonly Step[]; className?: string }) {
  return (
    <ol className={cn('grid gap-6', steps.length === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : balancedGrid(steps.length), className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-card border border-line bg-white p-6 shadow-card">
          <span aria-hidden className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-bold text-brand-950">{step.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
