import type { ReactNode } from 'react';
import { Info } from '@/components/ui/lucide';
import { Prose } from './text-section';

/** A framed notice with an information icon, in a section of its own: what a visitor must know before acting. */
export function Notice({ name, title, paragraphs, children }: { name: string; title: string; paragraphs: readonly string[]; children?: ReactNode }) {
  return (
    <section aria-labelledby={`${name}-heading`} className="border-b border-line bg-white">
      <div className="container-page py-12 sm:py-14">
        <div className="mx-auto flex max-w-4xl flex-col gap-6 rounded-card border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-start sm:p-8">
          <Info aria-hidden className="size-8 shrink-0 text-brand-700" />
          <div className="flex-1">
            <h2 id={`${name}-heading`} className="text-2xl font-bold tracking-tight text-brand-950">
              {title}
            </h2>
            <Prose paragraphs={paragraphs} className="mt-3" />
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
