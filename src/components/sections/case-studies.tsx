import { CheckCircle2, ChevronDown } from '@/components/ui/lucide';
import type { CaseStudyRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { cn } from '@/lib/cn';

export type CaseStudy = InLocale<CaseStudyRecord>;

/**
 * Success stories: the customer, title, summary and results on a card, and the full story behind
 * a native disclosure ('Read Full Case Study') that opens in place – readable in full without
 * JavaScript, and each story is a link target (`#case-<id>`).
 */
export function CaseStudies({
  items,
  labels,
  className,
}: {
  items: readonly CaseStudy[];
  labels: { results: string; readFull: string };
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6 lg:grid-cols-3', className)}>
      {items.map((item) => (
        <li key={item.id} className="flex">
          <article id={`case-${item.id}`} aria-labelledby={`case-${item.id}-title`} className="flex w-full scroll-mt-24 flex-col rounded-card border border-line bg-white p-6 shadow-card">
            <p className="text-sm font-semibold text-brand-700">{item.company}</p>
            <h3 id={`case-${item.id}-title`} className="mt-2 text-xl font-bold text-brand-950">
              {item.title}
            </h3>
            <p className="mt-3 leading-relaxed text-ink-muted">{item.description}</p>
            <h4 className="mt-5 text-sm font-semibold tracking-wider text-brand-800 uppercase">{labels.results}</h4>
            <ul className="mt-3 mb-6 space-y-2">
              {item.results.map((result) => (
                <li key={result} className="flex gap-2.5 text-sm text-ink">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {result}
                </li>
              ))}
            </ul>
            {/* At the card's foot, so the buttons of a row line up. */}
            <details className="group mt-auto border-t border-line pt-5">
              <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
                <span>
                  {labels.readFull}
                  <span className="sr-only">: {item.title}</span>
                </span>
                <ChevronDown aria-hidden className="size-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="mt-5 space-y-4">
                {item.story.map((part) => (
                  <section key={part.heading}>
                    <h4 className="font-semibold text-brand-950">{part.heading}</h4>
                    <p className="mt-1 text-sm leading-relaxed text-ink">{part.text}</p>
                  </section>
                ))}
              </div>
            </details>
          </article>
        </li>
      ))}
    </ul>
  );
}
