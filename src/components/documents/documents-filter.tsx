'use client';

import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { matchesSinglePanel, type FilterablePanel } from '@/lib/catalogue/filter';
import type { Locale } from '@/i18n/locales';

/**
 * The document library's search and family filter. The list itself is rendered on the server
 * (every document, so it works as a plain list without JavaScript, where this form is hidden);
 * this leaf only gets each row's search keys and hides the rows that do not match, with the
 * catalogue's search logic (lib/catalogue/filter). The state lives in the URL (`q`, `family`) so a
 * filtered view can be shared; the form is a GET form to the same page for the Enter key.
 */
export type DocumentsFilterLabels = {
  search: string;
  placeholder: string;
  family: string;
  allFamilies: string;
  reset: string;
  /** "{count} documents shown", singular and plural. */
  countOne: string;
  countOther: string;
  noResults: string;
};

type Props = {
  locale: Locale;
  action: string;
  labels: DocumentsFilterLabels;
  families: readonly { id: string; label: string }[];
  entries: readonly FilterablePanel[];
  /** The id prefix of the server-rendered rows: `${rowIdPrefix}${articleNr}`. */
  rowIdPrefix: string;
  searchIcon: ReactNode;
};

type FilterState = { query: string; family: string };

export function DocumentsFilter({ locale, action, labels, families, entries, rowIdPrefix, searchIcon }: Props) {
  const id = useId();
  const [state, setState] = useState<FilterState>({ query: '', family: 'all' });
  const mounted = useRef(false);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const family = params.get('family') ?? 'all';
    const fromUrl = { query: params.get('q') ?? '', family: families.some((f) => f.id === family) ? family : 'all' };
    if (fromUrl.query !== '' || fromUrl.family !== 'all') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the prerendered HTML is the full list; the URL exists only after hydration
      setState(fromUrl);
    }
  }, [families]);

  const matching = useMemo(
    () => new Set(entries.filter((entry) => matchesSinglePanel(entry, { query: state.query, group: state.family, locale })).map((entry) => entry.articleNr)),
    [entries, state, locale],
  );

  useEffect(() => {
    for (const entry of entries) document.getElementById(`${rowIdPrefix}${entry.articleNr}`)?.toggleAttribute('hidden', !matching.has(entry.articleNr));
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const url = new URL(window.location.href);
    url.searchParams.delete('q');
    url.searchParams.delete('family');
    if (state.query.trim() !== '') url.searchParams.set('q', state.query);
    if (state.family !== 'all') url.searchParams.set('family', state.family);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [entries, matching, rowIdPrefix, state]);

  const count = matching.size;
  return (
    <form
      role="search"
      action={action}
      method="get"
      onSubmit={(event) => event.preventDefault()}
      className="noscript:hidden flex flex-col gap-4 rounded-card border border-line bg-white p-4 shadow-card sm:p-5 print:hidden"
    >
      <div className="grid gap-4 md:grid-cols-[1fr_16rem_auto] md:items-end">
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-semibold text-brand-950">
            {labels.search}
          </label>
          <div className="relative mt-1.5">
            <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-ink-muted">{searchIcon}</span>
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              value={state.query}
              onChange={(event) => setState((s) => ({ ...s, query: event.target.value }))}
              placeholder={labels.placeholder}
              autoComplete="off"
              className="h-11 w-full rounded-full border border-line bg-white pr-4 pl-10 text-sm text-ink placeholder:text-ink-muted focus-visible:border-brand-500"
            />
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-family`} className="block text-sm font-semibold text-brand-950">
            {labels.family}
          </label>
          <select
            id={`${id}-family`}
            name="family"
            value={state.family}
            onChange={(event) => setState((s) => ({ ...s, family: event.target.value }))}
            className="mt-1.5 h-11 w-full rounded-full border border-line bg-white pr-10 pl-4 text-sm text-ink focus-visible:border-brand-500"
          >
            <option value="all">{labels.allFamilies}</option>
            {families.map((family) => (
              <option key={family.id} value={family.id}>
                {family.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          onClick={() => setState({ query: '', family: 'all' })}
          disabled={state.query === '' && state.family === 'all'}
          className="h-11 rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted"
        >
          {labels.reset}
        </button>
      </div>
      <p role="status" className="text-sm text-ink-muted">
        {count === 0 ? labels.noResults : (count === 1 ? labels.countOne : labels.countOther).replace('{count}', String(count))}
      </p>
    </form>
  );
}
