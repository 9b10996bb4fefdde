import { getFigureSources, getPagePlaceholders } from '@/cms/content';
import { figureSourcesHeading } from '@/content/figure-sources';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { fillPlaceholders } from '@/lib/placeholders';

/**
 * Under a page that quotes marketing figures: each claim as the page states it, and what it rests
 * on (the figures' sources in the CMS), numbered as the marks on the page's figures
 * (`markFirstMentions`). Nothing when the page quotes none.
 */
export async function FigureSources({ notes, locale }: { notes: readonly string[]; locale: Locale }) {
  if (notes.length === 0) return null;
  const values = await getPagePlaceholders(locale);
  const sources: Record<string, { claim: string; basis: string }> = await getFigureSources(locale);
  return (
    <section aria-labelledby="figure-sources-heading" data-figure-sources className="border-t border-line bg-surface-muted print:bg-white">
      <div className="container-page py-8">
        <h2 id="figure-sources-heading" className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
          {figureSourcesHeading[locale]}
        </h2>
        {/* Columns, not a grid: a one-line source leaves no gap beside a longer one; three only for a long list. */}
        {/* Set as footnotes, numbered and small, so the list reads as the page's notes, not as a section. */}
        <ol className={cn('mt-3 list-decimal gap-x-10 pl-5 text-sm leading-relaxed text-ink-muted marker:text-ink-muted md:columns-2', notes.length > 4 && 'xl:columns-3')}>
          {notes.map((name) => (
            <li key={name} data-figure={name} className="mb-1.5 break-inside-avoid pl-1">
              <span className="font-medium text-ink">{fillPlaceholders(sources[name]!.claim, values)}:</span> {sources[name]!.basis}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
