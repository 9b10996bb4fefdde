import { ArrowRight } from '@/components/ui/lucide';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

export type ChecklistItem = { id: string; text: string; detail?: string; link?: { label: string; href: string } };
export type ChecklistSection = { id: string; title: string; intro: string; items: readonly ChecklistItem[] };

/**
 * A checklist in numbered sections of tickable items (native checkboxes, no JavaScript; nothing is
 * stored), with a table of contents beside it on wide screens. `children` comes before the first
 * section (e.g. a disclaimer); `after` adds content to the end of a section by its id. Prints as
 * one column with empty boxes to tick on paper.
 */
export function Checklist({
  contentsLabel,
  sections,
  after = {},
  children,
}: {
  contentsLabel: string;
  sections: readonly ChecklistSection[];
  after?: Partial<Record<string, ReactNode>>;
  children?: ReactNode;
}) {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16 print:block print:py-4">
      <nav aria-labelledby="checklist-contents" className="h-fit lg:sticky lg:top-24 print:hidden">
        <h2 id="checklist-contents" className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {contentsLabel}
        </h2>
        <ol className="mt-4 space-y-2 border-l border-line text-sm">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="-ml-px flex gap-2 border-l-2 border-transparent py-1 pl-4 text-ink-muted hover:border-brand-500 hover:text-brand-800">
                <span aria-hidden className="tabular-nums">
                  {index + 1}.
                </span>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="max-w-3xl space-y-14 print:max-w-none print:space-y-8">
        {children}
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
            <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-bold tracking-tight text-brand-950 print:break-after-avoid">
              <span className="text-brand-500 tabular-nums">{index + 1}.</span>
              {section.title}
            </h2>
            <p className="mt-3 leading-relaxed text-ink-muted">{section.intro}</p>
            <ul className="mt-6 divide-y divide-line rounded-card border border-line print:rounded-none print:border-x-0">
              {section.items.map((item) => (
                <li key={item.id} className="flex gap-4 p-4 print:break-inside-avoid print:px-0 print:py-3">
                  <input
                    type="checkbox"
                    id={`item-${item.id}`}
                    aria-describedby={item.detail ? `item-${item.id}-detail` : undefined}
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-700"
                  />
                  <div className="min-w-0">
                    <label htmlFor={`item-${item.id}`} className="cursor-pointer leading-relaxed text-ink">
                      {item.text}
                    </label>
                    {item.detail && (
                      <p id={`item-${item.id}-detail`} className="mt-1 text-sm leading-relaxed text-ink-muted">
                        {item.detail}
                      </p>
                    )}
                    {item.link && (
                      <p className="mt-1.5 print:hidden">
                        <Link href={item.link.href} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
                          {item.link.label}
                          <ArrowRight aria-hidden className="size-3.5" />
                        </Link>
                      </p>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            {after[section.id]}
          </section>
        ))}
      </div>
    </div>
  );
}
