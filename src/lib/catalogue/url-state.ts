/**
 * The drug-test catalogue's view state in the URL query (`tab`, `q`, `group`), so a filtered view
 * can be shared and survives a reload. Defaults are left out of the query to keep URLs clean, and
 * anything unrecognised falls back to the default instead of failing.
 */
import { substanceGroups, type SubstanceGroup } from '@/content/catalogue/constants';
import type { GroupFilter } from './filter';

export const urineTabs = ['multi', 'single'] as const;
export type UrineTab = (typeof urineTabs)[number];

export type CatalogueViewState = {
  tab: UrineTab;
  query: string;
  group: GroupFilter;
};

export const defaultCatalogueViewState: CatalogueViewState = { tab: 'multi', query: '', group: 'all' };

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

function isGroup(value: string): value is SubstanceGroup {
  return (substanceGroups as readonly string[]).includes(value);
}

function isTab(value: string): value is UrineTab {
  return (urineTabs as readonly string[]).includes(value);
}

export function parseCatalogueViewState(params: ReadableParams): CatalogueViewState {
  const tab = params.get('tab') ?? '';
  const group = params.get('group') ?? '';
  const query = params.get('q') ?? '';
  const state: CatalogueViewState = {
    tab: isTab(tab) ? tab : defaultCatalogueViewState.tab,
    query,
    group: isGroup(group) ? group : 'all',
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
