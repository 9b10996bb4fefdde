import { CheckCircle2 } from '@/components/ui/lucide';
import type { ReactNode } from 'react';

/**
 * A whitepaper form's section: heading and what the whitepaper covers on the left, the
 * form (a client leaf, given as children) in a card on the right. `id="whitepaper"` is where the
 * hero's download button scrolls to.
 */
export function WhitepaperSection({
  eyebrow,
  title,
  intro,
  contents,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  contents: readonly string[];
  children: ReactNode;
}) {
  return (
    <section id="whitepaper" aria-labelledby="whitepaper-heading" className="scroll-mt-20 bg-surface-muted py-16 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div>
          {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>}
          <h2 id="whitepaper-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-4xl">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{intro}</p>}
          <ul className="mt-6 space-y-3">
            {contents.map((item) => (
              <li key={item} className="flex gap-3 text-ink">
                <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative rounded-card border border-line bg-white p-6 shadow-card sm:p-8">{children}</div>
      </div>
    </section>
  );
}
