/**
 * Single-panel search and group filter (000 §2.5, §5): a case-insensitive substring match on the
 * product name in the page's language, which also matches the substance code (AMP, 6-MAM …) and
 * the article number; an empty query shows every card; the group filter narrows the result
 * further. Pure, so the browser leaf and the unit tests share it.
 */
import type { Locale } from '@/i18n/locales';

/**
 * The fields the filter reads; the browser only needs these, never the whole catalogue entry.
 * `G` is the catalogue's substance group (the content module owns that list, lib stays free of it).
 */
export type FilterablePanel<G extends string = string> = {
  id: string;
  group: G;
  abbreviation: string;
  articleNr: string;
  name: Readonly<Record<Locale, string>>;
};

export type GroupFilter<G extends string = string> = G | 'all';

export type SinglePanelFilter<G extends string = string> = {
  query: string;
  group: GroupFilter<G>;
  locale: Locale;
};

export function matchesSinglePanel<T extends FilterablePanel>(
  panel: T,
  { query, group, locale }: SinglePanelFilter<T['group']>,
): boolean {
  if (group !== 'all' && panel.group !== group) return false;
  const needle = query.trim().toLocaleLowerCase(locale);
  if (needle === '') return true;
  return [panel.name[locale], panel.abbreviation, panel.articleNr].some((field) =>
    field.toLocaleLowerCase(locale).includes(needle),
  );
}

export function filterSinglePanels<T extends FilterablePanel>(panels: readonly T[], filter: SinglePanelFilter<T['group']>): T[] {
  return panels.filter((panel) => matchesSinglePanel(panel, filter));
}
