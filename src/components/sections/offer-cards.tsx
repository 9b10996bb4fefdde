import { ArrowRight, CheckCircle2 } from '@/components/ui/lucide';
import type { OfferCardRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

export type OfferCard = InLocale<OfferCardRecord>;

/**
 * Cards that each offer one thing: icon, title, description, an optional figure, a list of what
 * it brings, and one action at the foot (partnership options, use cases, product picks). Actions
 * with the same label stay distinct for screen readers: the card's title follows the label.
 */
export function OfferCards({
  items,
  itemsLabel,
  headingLevel = 'h3',
  className,
}: {
  items: readonly OfferCard[];
  itemsLabel?: string;
  /** The level of the card titles: h4 when the cards sit under a group heading (h3). */
  headingLevel?: 'h3' | 'h4';
  className?: string;
}) {
  const Title = headingLevel;
  const Label = headingLevel === 'h3' ? 'h4' : 'h5';
  return (
    <ul className={cn('grid gap-6', items.length % 3 === 0 ? 'lg:grid-cols-3' : 'md:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.title} className="flex">
          <article className="flex w-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
            {item.icon && (
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon name={item.icon} className="size-6" />
              </span>
            )}
            <Title className={cn('text-xl font-bold text-brand-950', item.icon && 'mt-5')}>{item.title}</Title>
            <p className="mt-2 leading-relaxed text-ink-muted">{item.description}</p>
            {item.stat && (
              <p className="mt-4 inline-flex w-fit rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-accent-100">{item.stat}</p>
            )}
            {itemsLabel && <Label className="mt-5 text-sm font-semibold tracking-wider text-brand-800 uppercase">{itemsLabel}</Label>}
            <ul className={cn('flex-1 space-y-2', itemsLabel ? 'mt-3' : 'mt-5')}>
              {item.items.map((entry) => (
                <li key={entry} className="flex gap-2.5 text-sm text-ink">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {entry}
                </li>
              ))}
            </ul>
            {item.action && (
              <Link href={item.action.href} className={buttonVariants({ variant: 'outline', size: 'md', className: 'mt-6 w-fit' })}>
                {/* One flex item, so the accessible name reads 'label: title' without a stray space. */}
                <span>
                  {item.action.label}
                  <span className="sr-only">: {item.title}</span>
                </span>
                <ArrowRight aria-hidden />
              </Link>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
