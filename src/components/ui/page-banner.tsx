import type { ReactNode } from 'react';

/** The plain banner that opens a text page (contact, legal): the page's h1, an intro, extras. */
export function PageBanner({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700">
      <div className="container-page py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{intro}</p>
        {children}
      </div>
    </section>
  );
}
