import { ArrowRight, CheckCircle2 } from '@/components/ui/lucide';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

/**
 * A panel that explains one option in depth – a tab panel, typically: its own h3, a description,
 * a list of points and one action, with anything else (a code sample, a figure) beside it on
 * wide screens.
 */
export function DetailPanel({
  title,
  description,
  points,
  action,
  children,
}: {
  title: string;
  description: string;
  points: readonly string[];
  action?: { label: string; href: string };
  children?: ReactNode;
}) {
  // A code sample needs width more than the text does: below 1280 px it goes under the text, whole.
  return (
    <div className={cn('grid gap-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8', children && 'xl:grid-cols-[2fr_3fr] xl:gap-12')}>
      <div className={cn(!children && 'max-w-3xl')}>
        <h3 className="text-2xl font-bold tracking-tight text-brand-950">{title}</h3>
        <p className="mt-3 leading-relaxed text-ink-muted">{description}</p>
        <ul className="mt-6 space-y-3">
          {points.map((point) => (
            <li key={point} className="flex gap-3 text-ink">
              <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
              {point}
            </li>
          ))}
        </ul>
        {action && (
          <Link href={action.href} className={buttonVariants({ variant: 'primary', size: 'md', className: 'mt-8 w-fit' })}>
            {action.label}
            <ArrowRight aria-hidden />
          </Link>
        )}
      </div>
      {children && <div className="min-w-0">{children}</div>}
    </div>
  );
}
