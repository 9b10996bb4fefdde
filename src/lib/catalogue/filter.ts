/**
 * Single-panel search and group filter (000 §2.5, §5): a case-insensitive substring match on the
 * product name in the page's language, which also matches the substance code (AMP, 6-MAM …) and
 * the article number; an empty query shows every card; the group filter narrows the result
 * further. Pure, so the browser leaf and the unit tests share it.
 */
import type { SubstanceGroup } from '@/content/catalogue/constants';
import type { LocalizedText } from '@/content/catalogue/schema';
import type { Locale } from '@/i18n/locales';

/** The fields the filter reads; the browser only needs these, never the whole catalogue entry. */
export type FilterablePanel = {
  id: string;
  group: SubstanceGroup;
  abbreviation: string;
  articleNr: string;
  name: LocalizedText;
};

export type GroupFilter = SubstanceGroup | 'all';

export type SinglePanelFilter = {
  query: string;
  group: GroupFilter;
  locale: Locale;
};

export function matchesSinglePanel(panel: FilterablePanel, { query, group, locale }: SinglePanelFilter): boolean {
  if (group !== 'all' && panel.group !== group) return false;
  const needle = query.trim().toLocaleLowerCase(locale);
  if (needle === '') return true;
  return [panel.name[locale], panel.abbreviation, panel.articleNr].some((field) =>
    field.toLocaleLowerCase(locale).includes(needle),
  );
}

export function filterSinglePanels<T extends FilterablePanel>(panels: readonly T[], filter: SinglePanelFilter): T[] {
  return panels.filter((panel) => matchesSinglePanel(panel, filter));
}
