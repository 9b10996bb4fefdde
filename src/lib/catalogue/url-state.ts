/**
 * The drug-test catalogue's view state in the URL query (`tab`, `q`, `group`), so a filtered view
 * can be shared and survives a reload. Defaults are left out of the query to keep URLs clean, and
 * anything unrecognised falls back to the default instead of failing. The valid groups come from
 * the caller (the catalogue's substance groups), so this module holds no catalogue data.
 */
import type { GroupFilter } from './filter';

export const urineTabs = ['multi', 'single'] as const;
export type UrineTab = (typeof urineTabs)[number];

export type CatalogueViewState<G extends string = string> = {
  tab: UrineTab;
  query: string;
  group: GroupFilter<G>;
};

export const defaultCatalogueViewState: CatalogueViewState<never> = { tab: 'multi', query: '', group: 'all' };

/** The page anchor of each tab panel (000 §2.2). */
export const urineTabAnchors: Record<UrineTab, 'multipanels' | 'singlepanels'> = {
  multi: 'multipanels',
  single: 'singlepanels',
};

/** The tab whose anchor is `id`, if any. */
export function tabForAnchor(id: string): UrineTab | undefined {
  return urineTabs.find((tab) => urineTabAnchors[tab] === id);
}

type ReadableParams = { get(name: string): string | null };

function isTab(value: string): value is UrineTab {
  return (urineTabs as readonly string[]).includes(value);
}

/** The view state in `params`; a `group` outside `groups` falls back to all groups. */
export function parseCatalogueViewState<G extends string>(params: ReadableParams, groups: readonly G[]): CatalogueViewState<G> {
  const tab = params.get('tab') ?? '';
  const group = params.get('group') ?? '';
  const query = params.get('q') ?? '';
  const state: CatalogueViewState<G> = {
    tab: isTab(tab) ? tab : defaultCatalogueViewState.tab,
    query,
    group: groups.find((known) => known === group) ?? 'all',
  };
  // A search or group filter only exists on the single-panel tab; a shared link that carries one
  // should show it even when `tab` was left out.
  if (!params.get('tab') && (state.query !== '' || state.group !== 'all')) state.tab = 'single';
  return state;
}

/**
 * Writes the state into `base` (other query parameters are kept) and returns the query string
 * without the leading `?`, or '' when everything is at its default.
 */
export function serializeCatalogueViewState(state: CatalogueViewState, base?: URLSearchParams): string {
  const params = new URLSearchParams(base);
  params.delete('tab');
  params.delete('q');
  params.delete('group');
  if (state.tab !== defaultCatalogueViewState.tab) params.set('tab', state.tab);
  if (state.query !== '') params.set('q', state.query);
  if (state.group !== 'all') params.set('group', state.group);
  return params.toString();
}
