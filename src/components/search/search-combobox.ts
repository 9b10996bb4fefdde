import { localizedPath } from '@/i18n/paths';
import { minSuggestionLength, suggestionLimit } from '@/lib/search/query';
import { routes } from '@/lib/routes';
import type { SearchBoxTexts } from './search-box-texts';
import type { ExcerptPart, SearchResultType } from '@/lib/search/engine';

/** What the suggestions API answers (src/app/api/site/search/route.ts). */
type Suggestion = { id: string; type: SearchResultType; url: string; title: string; context?: string; articleNumber?: string; titleParts: ExcerptPart[] };

const typingPause = 120;
let boxes = 0;

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/gu, (match, name: string) => (name in values ? String(values[name]) : match));

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Turns a search form into a combobox with a list of suggestions (the WAI-ARIA combobox pattern
 * with list autocomplete): results appear as the visitor types, ArrowDown/ArrowUp move through
 * them, Enter opens the one chosen (or the results page when none is), Escape closes the list and
 * then clears the box, and a status line tells screen readers how many results there are. No
 * React: the form is server-rendered, this only adds to it.
 */
export function enhanceSearchForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const texts = JSON.parse(form.dataset.searchTexts ?? 'null') as SearchBoxTexts | null;
  if (!input || !texts) return;
  form.dataset.enhanced = 'true';
  const id = `search-suggestions-${++boxes}`;
  const plural = new Intl.PluralRules(texts.locale);
  const resultsPage = localizedPath(routes.search, texts.locale);

  // As wide as the box; the header's, which widens on focus beside the full menu, as wide as it then is.
  const width = form.dataset.searchInHeader === undefined ? 'right-0 left-0' : 'right-0 left-0 lg:left-auto lg:w-[26rem]';
  const listbox = element('ul', `absolute top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line bg-white p-1.5 shadow-pop ${width}`);
  listbox.id = id;
  listbox.setAttribute('role', 'listbox');
  listbox.setAttribute('aria-label', texts.suggestions);
  listbox.hidden = true;
  const status = element('p', 'sr-only');
  status.setAttribute('role', 'status');
  form.append(listbox, status);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', id);
  input.setAttribute('aria-expanded', 'false');

  let options: { node: HTMLLIElement; url: string }[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;
  let shownFor = '';

  const setActive = (index: number) => {
    options[active]?.node.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.node.setAttribute('aria-selected', 'true');
      option.node.scrollIntoView({ block: 'nearest' });
      input.setAttribute('aria-activedescendant', option.node.id);
    } else input.removeAttribute('aria-activedescendant');
  };

  const close = () => {
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };

  const open = () => {
    if (options.length === 0) return;
    listbox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const option = (url: string, build: (node: HTMLLIElement) => void) => {
    const node = element('li', 'flex cursor-pointer flex-col rounded-xl px-3 py-2 text-sm hover:bg-surface-muted aria-selected:bg-brand-100 aria-selected:shadow-[inset_3px_0_0_var(--color-brand-600)]');
    node.id = `${id}-${options.length}`;
    node.setAttribute('role', 'option');
    node.setAttribute('aria-selected', 'false');
    build(node);
    // Mousedown keeps the focus in the box; the click then follows the suggestion.
    node.addEventListener('mousedown', (event) => event.preventDefault());
    node.addEventListener('click', () => window.location.assign(url));
    options.push({ node, url });
    return node;
  };

  const render = (query: string, total: number, results: Suggestion[]) => {
    listbox.replaceChildren();
    options = [];
    active = -1;
    input.removeAttribute('aria-activedescendant');
    for (const result of results) {
      listbox.append(
        option(result.url, (node) => {
          const title = element('span', 'font-semibold text-brand-950');
          for (const part of result.titleParts) title.append(part.match ? element('mark', 'bg-transparent font-extrabold text-inherit', part.text) : document.createTextNode(part.text));
          const meta = [texts.types[result.type], ...(result.context ? [result.context] : []), ...(result.articleNumber ? [fill(texts.articleNumber, { number: result.articleNumber })] : [])].join(' · ');
          node.append(title, element('span', 'text-xs text-ink-muted', meta));
        }),
      );
    }
    if (total > 0) {
      const all = `${resultsPage}?${new URLSearchParams({ q: query })}`;
      listbox.append(option(all, (node) => node.append(element('span', 'font-medium text-brand-700', fill(texts.seeAll, { query })))));
    }
    status.textContent = total === 0 ? texts.none : plural.select(total) === 'one' ? texts.one : fill(texts.other, { count: total });
    shownFor = query;
    if (options.length > 0 && document.activeElement === input && input.value.trim() === query) open();
    else close();
  };

  const suggest = async () => {
    const query = input.value.trim();
    if (query === shownFor && options.length > 0) return open();
    pending?.abort();
    if (query.length < minSuggestionLength) {
      shownFor = '';
      options = [];
      listbox.replaceChildren();
      status.textContent = '';
      return close();
    }
    pending = new AbortController();
    try {
      const response = await fetch(`/api/site/search?${new URLSearchParams({ q: query, locale: texts.locale })}`, { signal: pending.signal });
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      const body = (await response.json()) as { total: number; results: Suggestion[] };
      render(query, body.total, body.results.slice(0, suggestionLimit));
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      options = [];
      listbox.replaceChildren();
      close();
      status.textContent = texts.unavailable;
    }
  };

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void suggest(), typingPause);
  });
  input.addEventListener('focus', () => void suggest());
  input.addEventListener('blur', close);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      if (listbox.hidden) return open();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(active === -1 ? (step === 1 ? 0 : options.length - 1) : (active + step + options.length) % options.length);
    } else if (event.key === 'Enter' && !listbox.hidden && active !== -1) {
      event.preventDefault();
      window.location.assign(options[active]!.url);
    } else if (event.key === 'Escape') {
      // Suggestions still on their way must not open the list again.
      clearTimeout(timer);
      pending?.abort();
      if (!listbox.hidden) {
        event.preventDefault();
        close();
      } else if (input.value) {
        event.preventDefault();
        input.value = '';
        shownFor = '';
      }
    }
  });
  // The box was focused to load this: show suggestions for what it already holds.
  if (document.activeElement === input) void suggest();
}
