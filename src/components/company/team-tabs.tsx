'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

export type TeamTab = { id: string; label: string; panel: ReactNode };

/**
 * The team's tabs (001 §4: executive team by default), following the WAI-ARIA tabs pattern with
 * automatic activation: one tab stop, arrow keys, Home and End move between tabs and show their
 * panel. Panels are rendered by the server; inactive ones are `hidden`, so the prerendered page
 * already shows the default tab and nothing shifts when the script arrives.
 */
export function TeamTabs({ label, tabs }: { label: string; tabs: readonly TeamTab[] }) {
  const [selected, setSelected] = useState(tabs[0]?.id);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    setSelected(tab.id);
    tabRefs.current[next!]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="mx-auto flex w-fit gap-1 rounded-full bg-surface-muted p-1 ring-1 ring-line">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={cx(
                'min-h-11 rounded-full px-5 text-sm font-semibold transition-colors sm:px-6',
                active ? 'bg-brand-700 text-white shadow-card' : 'text-brand-800 hover:bg-white',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== selected}
          className="mt-10 rounded-card focus-visible:outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
