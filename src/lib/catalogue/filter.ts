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

/**
 * What the browser leaf gets per server-rendered card: its id, its group and the texts the search
 * reads, already in the page's language and lower-cased, so neither the other language nor the
 * card's content travels as props.
 */
export type CatalogueFilterEntry<G extends string = string> = {
  id: string;
  group: G;
  searchKeys: string[];
};

export function filterEntryFor<T extends FilterablePanel>(panel: T, locale: Locale): CatalogueFilterEntry<T['group']> {
  return {
    id: panel.id,
    group: panel.group,
    searchKeys: [panel.name[locale], panel.abbreviation, panel.articleNr].map((key) => key.toLocaleLowerCase(locale)),
  };
}

/** The same rule as `matchesSinglePanel`, over the keys `filterEntryFor` prepared. */
export function matchesFilterEntry<G extends string>(
  entry: CatalogueFilterEntry<G>,
  { query, group, locale }: SinglePanelFilter<G>,
): boolean {
  if (group !== 'all' && entry.group !== group) return false;
  const needle = query.trim().toLocaleLowerCase(locale);
  if (needle === '') return true;
  return entry.searchKeys.some((key) => key.includes(needle));
}
