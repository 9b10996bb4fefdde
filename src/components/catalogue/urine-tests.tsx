'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { substanceGroups, type SubstanceGroup } from '@/content/catalogue/constants';
import type { Locale } from '@/i18n/locales';
import { anchorRequestEvent, type AnchorRequestDetail } from '@/lib/anchor-navigation';
import { matchesFilterEntry, type CatalogueFilterEntry, type GroupFilter } from '@/lib/catalogue/filter';
import {
  defaultCatalogueViewState,
  parseCatalogueViewState,
  serializeCatalogueViewState,
  tabForAnchor,
  urineTabAnchors,
  urineTabs,
  type CatalogueViewState,
  type UrineTab,
} from '@/lib/catalogue/url-state';
import { cx } from '@/lib/cx';
import { tabIndexForKey } from '@/lib/tabs';

/**
 * One single-panel card: what the search and the group filter read (id, group, search keys in the
 * page's language) and the card itself, rendered on the server. The card is shown or hidden, never
 * re-created, so filtering costs no rendering and the card's data never travels as props.
 */
export type SinglePanelEntry = CatalogueFilterEntry<SubstanceGroup> & { card: ReactNode };

export type UrineTestsLabels = {
  tabsLabel: string;
  tabs: Record<UrineTab, string>;
  searchLabel: string;
  searchPlaceholder: string;
  groupLabel: string;
  groups: Record<GroupFilter<SubstanceGroup>, string>;
  noResults: string;
  clearSearch: string;
  /** `resultCounts[n]` is the translated "n products shown". */
  resultCounts: string[];
};

type UrineTestsProps = {
  locale: Locale;
  labels: UrineTestsLabels;
  multiPanels: ReactNode;
  singleIntro: ReactNode;
  entries: SinglePanelEntry[];
  /** Rendered by the server page, so no icon library reaches the browser. */
  searchIcon: ReactNode;
};

const groupFilters: GroupFilter<SubstanceGroup>[] = ['all', ...substanceGroups];

/**
 * The urine-test tabs (000 §2.5): multi-panels (default) and single panels with live search and a
 * substance-group filter. The state lives in the URL query so a view can be shared and survives a
 * reload. The static page is prerendered in the default state and the URL is read after mounting
 * (rather than with `useSearchParams`, whose Suspense fallback would send every card twice).
 */
export function UrineTests({ locale, labels, multiPanels, singleIntro, entries, searchIcon }: UrineTestsProps) {
  const [state, setState] = useState<CatalogueViewState<SubstanceGroup>>(defaultCatalogueViewState);
  const baseId = useId();
  const tabRefs = useRef<Record<UrineTab, HTMLButtonElement | null>>({ multi: null, single: null });
  const mounted = useRef(false);
  const searchRef = useRef<HTMLInputElement>(null);
  // A tab chosen through its anchor (menu, hash) keeps the hash; a tab chosen by hand drops it,
  // so a reload shows what the visitor chose rather than the old anchor.
  const keepHash = useRef(false);
  // The tab whose anchor the URL named on arrival (a link from another page, a direct load). The
  // browser and Next scroll to the anchor before it is shown, so the panel is scrolled to once its
  // tab is rendered.
  const scrollOnShow = useRef<UrineTab | null>(null);

  useEffect(() => {
    function select(id: string) {
      const tab = tabForAnchor(id);
      if (!tab) return;
      keepHash.current = true;
      // The header scrolls 100 ms after the request: render the panel now so the scroll target is visible.
      flushSync(() => setState((s) => ({ ...s, tab })));
    }
    const onRequest = (event: Event) => select((event as CustomEvent<AnchorRequestDetail>).detail.id);
    const onHashChange = () => select(window.location.hash.slice(1));
    // Restore a shared or reloaded view; an anchor in the hash (menu link) picks the tab. Only
    // when the URL asks for something, so a click made right after hydration is never undone.
    const fromUrl = parseCatalogueViewState(new URLSearchParams(window.location.search), substanceGroups);
    const hashTab = tabForAnchor(window.location.hash.slice(1));
    if (hashTab || serializeCatalogueViewState(fromUrl) !== '') {
      keepHash.current = true;
      scrollOnShow.current = hashTab ?? null;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the prerendered HTML is the default view; the URL exists only after hydration (see above)
      setState({ ...fromUrl, tab: hashTab ?? fromUrl.tab });
    }
    window.addEventListener(anchorRequestEvent, onRequest);
    window.addEventListener('hashchange', onHashChange);
    return () => {
      window.removeEventListener(anchorRequestEvent, onRequest);
      window.removeEventListener('hashchange', onHashChange);
    };
  }, []);

  useEffect(() => {
    if (scrollOnShow.current !== state.tab) return;
    scrollOnShow.current = null;
    document.getElementById(urineTabAnchors[state.tab])?.scrollIntoView({ block: 'start' });
  }, [state.tab]);

  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const url = new URL(window.location.href);
    const query = serializeCatalogueViewState(state, url.searchParams);
    const hash = keepHash.current || !tabForAnchor(url.hash.slice(1)) ? url.hash : '';
    keepHash.current = false;
    window.history.replaceState(window.history.state, '', `${url.pathname}${query ? `?${query}` : ''}${hash}`);
  }, [state]);

  function selectTab(tab: UrineTab, focus: boolean) {
    setState((s) => ({ ...s, tab }));
    if (focus) tabRefs.current[tab]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, urineTabs.indexOf(state.tab), urineTabs.length);
    if (next === undefined) return;
    event.preventDefault();
    const tab = urineTabs[next];
    if (tab) selectTab(tab, true);
  }

  const visibleIds = new Set(
    entries.filter((entry) => matchesFilterEntry(entry, { query: state.query, group: state.group, locale })).map((entry) => entry.id),
  );
  const visibleCount = visibleIds.size;
  const tabId = (tab: UrineTab) => `${baseId}-tab-${tab}`;

  return (
    <div>
      <div
        role="tablist"
        aria-label={labels.tabsLabel}
        onKeyDown={onTabKeyDown}
        className="mx-auto flex w-full max-w-md rounded-full border border-line bg-surface-muted p-1"
      >
        {urineTabs.map((tab) => {
          const selected = state.tab === tab;
          return (
            <button
              key={tab}
              ref={(el) => {
                tabRefs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={urineTabAnchors[tab]}
              tabIndex={selected ? 0 : -1}
              onClick={() => selectTab(tab, false)}
              className={cx(
                'h-11 flex-1 rounded-full px-4 text-sm font-semibold transition-colors',
                selected ? 'bg-brand-700 text-white shadow-card' : 'text-brand-900 hover:bg-white',
              )}
            >
              {labels.tabs[tab]}
            </button>
          );
        })}
      </div>

      <div
        role="tabpanel"
        id={urineTabAnchors.multi}
        aria-labelledby={tabId('multi')}
        hidden={state.tab !== 'multi'}
        tabIndex={0}
        className="mt-10 scroll-mt-24 focus-visible:outline-offset-8"
      >
        {multiPanels}
      </div>

      <div
        role="tabpanel"
        id={urineTabAnchors.single}
        aria-labelledby={tabId('single')}
        hidden={state.tab !== 'single'}
        tabIndex={0}
        className="mt-10 scroll-mt-24 focus-visible:outline-offset-8"
      >
        {singleIntro}
        <div className="mt-8 flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="relative w-full max-w-sm">
            <label htmlFor={`${baseId}-search`} className="sr-only">
              {labels.searchLabel}
            </label>
            <span aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 flex -translate-y-1/2 text-ink-muted">
              {searchIcon}
            </span>
            <input
              ref={searchRef}
              id={`${baseId}-search`}
              type="search"
              value={state.query}
              onChange={(event) => setState((s) => ({ ...s, query: event.target.value }))}
              placeholder={labels.searchPlaceholder}
              autoComplete="off"
              className="h-11 w-full rounded-full border border-line bg-white pr-4 pl-10 text-sm text-ink placeholder:text-ink-muted focus-visible:border-brand-500"
            />
          </div>
          <div role="group" aria-label={labels.groupLabel} className="flex flex-wrap gap-2">
            {groupFilters.map((group) => (
              <button
                key={group}
                type="button"
                aria-pressed={state.group === group}
                onClick={() => setState((s) => ({ ...s, group }))}
                className={cx(
                  'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors',
                  state.group === group
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
                )}
              >
                {labels.groups[group]}
              </button>
            ))}
          </div>
        </div>
        <div className={cx(visibleCount === 0 && 'mt-6 rounded-card border border-dashed border-brand-200 bg-surface-muted px-6 py-10 text-center')}>
          <p role="status" className={cx('text-sm', visibleCount === 0 ? 'font-medium text-ink' : 'sr-only')}>
            {visibleCount === 0 ? labels.noResults : labels.resultCounts[visibleCount]}
          </p>
          {visibleCount === 0 && (
            <button
              type="button"
              onClick={() => {
                setState((s) => ({ ...s, query: '', group: 'all' }));
                searchRef.current?.focus();
              }}
              className="mt-4 inline-flex h-10 items-center rounded-full border border-brand-700 bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              {labels.clearSearch}
            </button>
          )}
        </div>
        <ul hidden={visibleCount === 0} className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {entries.map((entry) => (
            <li key={entry.id} hidden={!visibleIds.has(entry.id)} className="flex">
              {entry.card}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
