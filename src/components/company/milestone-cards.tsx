export type Milestone = { year: number; title: string; description: string };

/** Milestones grouped into one card per year (001 §2 About), in year order. */
export function MilestoneCards({ items }: { items: readonly Milestone[] }) {
  const years = [...new Set(items.map((item) => item.year))];
  return (
    <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {years.map((year) => (
        <li key={year} className="relative flex flex-col rounded-card border border-line bg-white p-6 shadow-card">
          <h3 className="text-3xl font-extrabold tracking-tight text-brand-700">{year}</h3>
          <ul className="mt-4 space-y-4">
            {items
              .filter((item) => item.year === year)
              .map((item) => (
                <li key={item.title} className="border-t border-line pt-4 first:border-t-0 first:pt-0">
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
