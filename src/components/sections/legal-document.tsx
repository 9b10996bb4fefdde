/**
 * A long document (privacy policy, terms, cookie policy): a table of contents that stays in view on
 * wide screens, then one section per heading, each a link target.
 */
export type DocumentSection = { id: string; heading: string; paragraphs: readonly string[]; items?: readonly string[] };

export function LegalDocument({ contentsLabel, sections }: { contentsLabel: string; sections: readonly DocumentSection[] }) {
  return (
    <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <nav aria-labelledby="document-contents" className="h-fit lg:sticky lg:top-24">
        <h2 id="document-contents" className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
          {contentsLabel}
        </h2>
        <ol className="mt-4 space-y-2 border-l border-line text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-ink-muted hover:border-brand-500 hover:text-brand-800">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <article className="max-w-3xl space-y-12">
        {sections.map((section) => {
          const [first, ...rest] = section.paragraphs;
          return (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-brand-950">
                {section.heading}
              </h2>
              {first && <p className="mt-4 leading-relaxed text-ink">{first}</p>}
              {section.items && (
                <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink marker:text-brand-500">
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {rest.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink">
                  {paragraph}
                </p>
              ))}
            </section>
          );
        })}
      </article>
    </div>
  );
}
