import { Quote } from 'lucide-react';
import type { TestimonialRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { cn } from '@/lib/cn';

export type Testimonial = InLocale<TestimonialRecord>;

/** Customer quotes: the quote, then who said it, their role and the kind of organisation. */
export function Testimonials({ items, className }: { items: readonly Testimonial[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6', items.length >= 3 ? 'lg:grid-cols-3' : items.length === 2 && 'md:grid-cols-2', className)}>
      {items.map((item) => (
        <li key={item.author}>
          <figure className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card">
            <Quote aria-hidden className="size-8 text-brand-200" />
            <blockquote className="mt-4 flex-1 leading-relaxed text-ink">{item.quote}</blockquote>
            <figcaption className="mt-6 border-t border-line pt-4">
              <p className="font-semibold text-brand-950">{item.author}</p>
              <p className="text-sm text-ink-muted">
                {item.position}, {item.organisation}
              </p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
