export type Milestone = { year: number; title: string; description: string };

/**
 * Milestones grouped by year (001 §2 About), in year order, on an open timeline: a line with a dot
 * per year (down the side on a phone, across from 1024 px), so a year with one milestone leaves no
 * half-empty box.
 */
export function MilestoneCards({ items }: { items: readonly Milestone[] }) {
  const years = [...new Set(items.map((item) => item.year))];
  return (
    <ol className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
      {years.map((year) => (
        <li key={year} className="relative border-l-2 border-brand-200 pl-6 lg:border-t-2 lg:border-l-0 lg:pt-6 lg:pl-0">
          <span aria-hidden className="absolute top-2.5 -left-[7px] size-3 rounded-full bg-brand-700 lg:-top-[7px] lg:left-0" />
          <h3 className="text-3xl font-extrabold tracking-tight text-brand-700">{year}</h3>
          <ul className="mt-3 space-y-4">
            {items
              .filter((item) => item.year === year)
              .map((item) => (
                <li key={item.title}>
                  <h4 className="font-semibold text-brand-950">{item.title}</h4>
                  <p className="mt-1 text-sm leading-relaxed text-ink-muted">{item.description}</p>
                </li>
              ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
