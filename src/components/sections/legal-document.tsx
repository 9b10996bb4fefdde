import { ArrowRight } from '@/components/ui/lucide';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

/**
 * A long document (privacy policy, terms, cookie policy): a table of contents that stays in view on
 * wide screens, then one section per heading, each a link target.
 */
export type DocumentTable = { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[]; rowHeader: 'text' | 'code' };

export type DocumentSection = {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  table?: DocumentTable;
  /** A related page, e.g. the cookie policy from the privacy policy's section on cookies. */
  link?: { label: string; href: string };
};

/**
 * A table with a caption and row headers. Wide tables scroll sideways on narrow screens; the scroll
 * box is then a named, focusable region so keyboards can scroll it.
 */
export function DocumentTableView({ id, table }: { id: string; table: DocumentTable }) {
  const wide = table.columns.length > 3;
  return (
    <>
      {wide && <DocumentTableCards id={`${id}-cards`} table={table} />}
      <DocumentTableGrid id={id} table={table} wide={wide} />
    </>
  );
}

/**
 * A wide table on a phone: one card per row, every column's value beside its name, so nothing is
 * out of sight or cut. From 640 px, and in print, the table itself is shown.
 */
function DocumentTableCards({ id, table }: { id: string; table: DocumentTable }) {
  const [, ...columns] = table.columns;
  return (
    <div role="group" aria-labelledby={id} data-comparison-cards className="mt-6 space-y-3 sm:hidden print:hidden">
      <p id={id} className="font-semibold text-brand-950">
        {table.caption}
      </p>
      {table.rows.map(([name, ...cells]) => (
        <div key={[name, ...cells].join('|')} className="rounded-card border border-line bg-white p-4">
          <p className="font-semibold text-brand-950">{name}</p>
          <dl className="mt-2 divide-y divide-line text-sm">
            {cells.map((cell, index) => (
              <div key={columns[index]} className="flex items-baseline justify-between gap-4 py-2">
                <dt className="text-ink-muted">{columns[index]}</dt>
                <dd className="text-right font-medium text-ink">{cell}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

function DocumentTableGrid({ id, table, wide }: { id: string; table: DocumentTable; wide: boolean }) {
  return (
    <div
      role="region"
      aria-labelledby={id}
      tabIndex={0}
      className={cn('mt-6 scroll-shadows overflow-x-auto rounded-card border border-line print:overflow-visible', wide && 'max-sm:hidden print:block')}
    >
      <table className={cn('w-full border-collapse text-left text-sm print:min-w-0', wide && 'min-w-[40rem]')}>
        <caption id={id} className="border-b border-line bg-surface-muted px-4 py-3 text-left font-semibold text-brand-950">
          {/* Held in view while a wide table scrolls, and wrapped to the screen's width, so it is read whole. */}
          <span className="sticky left-4 block max-w-[calc(100vw-4rem)]">{table.caption}</span>
        </caption>
        <thead>
          <tr className="border-b border-line">
            {table.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold text-brand-900">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.join('|')} className="border-b border-line align-top last:border-b-0">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className={cn(
                      'px-4 py-3 font-semibold text-brand-950',
                      table.rowHeader === 'code' && 'font-mono text-[0.8125rem] whitespace-nowrap',
                      // A wide table scrolls under its row names, so each row stays labelled.
                      wide && 'sticky left-0 bg-white print:static',
                    )}
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-4 py-3 leading-relaxed text-ink">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

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
              {section.table && <DocumentTableView id={`${section.id}-table`} table={section.table} />}
              {rest.map((paragraph) => (
                <p key={paragraph} className="mt-4 leading-relaxed text-ink">
                  {paragraph}
                </p>
              ))}
              {section.link && (
                <p className="mt-4">
                  <Link
                    href={section.link.href}
                    className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {section.link.label}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                </p>
              )}
            </section>
          );
        })}
      </article>
    </div>
  );
}
