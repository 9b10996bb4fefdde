'use client';

import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { tabFromUrl, tabIndexForKey, urlWithTab, type TabUrlOptions } from '@/lib/tabs';

export type TabItem = {
  id: string;
  label: string;
  /** Rendered on the server (a lucide icon, say), so no icon library reaches the browser. */
  icon?: ReactNode;
  /** The panel, rendered on the server. Start it with its own heading: without JavaScript every panel shows, one after another. */
  panel: ReactNode;
};

type TabsProps = {
  /** The accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** Defaults to the first tab. */
  defaultId?: string;
  /** Element ids: panels are `<idPrefix>-<tab id>`, tabs `<idPrefix>-<tab id>-tab`. A link to a panel's id opens that tab. */
  idPrefix: string;
  /** A query parameter that keeps the chosen tab in the URL (shareable, survives a reload); none leaves the URL alone. */
  param?: string;
  className?: string;
};

/**
 * WAI-ARIA tabs (automatic activation): arrows move and select, wrapping at the ends, Home and
 * End jump, only the selected tab is in the tab order. The panels arrive as server-rendered
 * children; this leaf only switches which one shows and writes the choice to the URL with
 * `history.replaceState`. The static HTML shows the default tab; the URL is read after mounting.
 * Without JavaScript (`noscript:` is `@media (scripting: none)`) the tab list is hidden and every
 * panel shows, so nothing is out of reach.
 */
export function Tabs({ label, items, defaultId, idPrefix, param, className }: TabsProps) {
  const ids = items.map((item) => item.id);
  const fallback = defaultId ?? ids[0] ?? '';
  const [selected, setSelected] = useState(fallback);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const panelId = (id: string) => `${idPrefix}-${id}`;
  const tabId = (id: string) => `${idPrefix}-${id}-tab`;

  const idList = ids.join(' ');
  // Built from primitives, so the effect below runs again only when the tabs really change.
  const optionsFor = (list: string): TabUrlOptions => ({ ids: list.split(' '), defaultId: fallback, param, panelId });

  useEffect(() => {
    const urlOptions: TabUrlOptions = { ids: idList.split(' '), defaultId: fallback, param, panelId: (id) => `${idPrefix}-${id}` };
    const fromUrl = () => tabFromUrl(new URL(window.location.href), urlOptions);
    const initial = fromUrl();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the prerendered HTML is the default tab; the URL exists only in the browser
    if (initial) setSelected(initial);
    const onHashChange = () => {
      const id = fromUrl();
      if (id) setSelected(id);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [idList, fallback, param, idPrefix]);

  function select(id: string, focus: boolean) {
    setSelected(id);
    if (focus) tabRefs.current.get(id)?.focus();
    if (param) window.history.replaceState(window.history.state, '', urlWithTab(new URL(window.location.href), id, optionsFor(idList)));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(event.key, ids.indexOf(selected), ids.length);
    const id = next === undefined ? undefined : ids[next];
    if (id === undefined) return;
    event.preventDefault();
    select(id, true);
  }

  return (
    <div className={className}>
      {/* On a phone the tabs sit two to a row, each as wide as its column (three in one row; another
          odd number one to a row, so no tab is wider than the rest), every tab in sight without
          scrolling sideways. */}
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cx('grid gap-2 noscript:hidden sm:flex sm:flex-wrap sm:justify-center', items.length === 3 ? 'grid-cols-3' : items.length % 2 === 0 ? 'grid-cols-2' : 'grid-cols-1')}
      >
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                if (element) tabRefs.current.set(item.id, element);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(item.id, false)}
              className={cx(
                // Two a row on a phone: the label alone, a step smaller, so 'Hälso- och sjukvård' keeps to one line.
                'inline-flex h-11 shrink-0 items-center justify-center gap-2 rounded-full border px-3 text-center text-[0.8125rem] leading-tight font-semibold whitespace-nowrap transition-colors max-sm:[&_svg]:hidden sm:px-5 sm:text-sm [&_svg]:size-4 [&_svg]:shrink-0',
                isSelected ? 'border-brand-700 bg-brand-700 text-white shadow-card' : 'border-line bg-white text-brand-900 hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          );
        })}
      </div>

      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          tabIndex={0}
          className={cx('mt-8 scroll-mt-24 rounded-card focus-visible:outline-offset-4 noscript:block', item.id !== selected && 'hidden')}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
