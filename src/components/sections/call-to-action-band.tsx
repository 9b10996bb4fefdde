import type { ReactNode } from 'react';
import { ActionLinks, type Action } from './action-links';

/**
 * The closing call-to-action band most pages end with: heading, one line of text and the actions.
 * The heading's id is `cta-heading` so the section is named. Not printed: its buttons mean
 * nothing on paper.
 */
export function CallToActionBand({
  heading,
  description,
  actions = [],
  children,
}: {
  heading: string;
  description: string;
  actions?: readonly Action[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-gradient-to-r from-brand-800 to-brand-700 print:hidden">
      <div className="container-page flex flex-col items-center py-16 text-center sm:py-20">
        <h2 id="cta-heading" className="max-w-2xl text-3xl font-bold tracking-tight text-white sm:text-4xl">
          {heading}
        </h2>
        <p className="mt-4 max-w-xl text-lg text-brand-100">{description}</p>
        {/* Full-width buttons on a phone, as in the hero. */}
        <ActionLinks actions={actions} className="mt-8 max-sm:self-stretch" />
        {children}
      </div>
    </section>
  );
}
