import { Quote } from '@/components/ui/lucide';
import type { TestimonialRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

export type Testimonial = InLocale<TestimonialRecord>;

/** Customer quotes: the quote, then who said it, their role and the kind of organisation. */
export function Testimonials({ items, className }: { items: readonly Testimonial[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6', items.length >= 3 ? 'lg:grid-cols-3' : items.length === 2 && 'md:grid-cols-2', className)}>
      {items.map((item) => (
        // Cards share their rows (subgrid), so the rule above each author lines up across a row.
        <li key={item.author} className="row-span-3 grid grid-rows-subgrid">
          <figure className="row-span-3 grid grid-rows-subgrid gap-y-0 rounded-card border border-line bg-white p-6 shadow-card">
            <Quote aria-hidden className="size-8 text-brand-200" />
            <blockquote className="mt-4 leading-relaxed text-ink">{item.quote}</blockquote>
            <figcaption className="mt-6 flex items-start gap-4 border-t border-line pt-4">
              {/* Initials instead of a portrait: the site uses no stock photos of people. */}
              <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-800 text-base font-bold tracking-wide text-white ring-4 ring-brand-50">
                {initialsOf(item.author)}
              </span>
              <span>
                <span className="block font-semibold text-brand-950">{item.author}</span>
                <span className="block text-sm text-ink-muted">
                  {item.position}, {item.organisation}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
