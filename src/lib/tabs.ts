/**
 * The pure parts of the WAI-ARIA tabs pattern, shared by every tab set on the site: which tab a
 * key moves to, and how the chosen tab is kept in the URL so a view can be shared.
 */

/** The index a key moves the selection to (arrows wrap, Home/End jump), or undefined for other keys. */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowRight':
      return index >= last ? 0 : index + 1;
    case 'ArrowLeft':
      return index <= 0 ? last : index - 1;
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return undefined;
  }
}

export type TabUrlOptions = {
  /** The tab ids, in order. */
  ids: readonly string[];
  defaultId: string;
  /** The query parameter that holds the chosen tab; none means the tab set does not use the URL. */
  param?: string;
  /** The element id of a tab's panel, so a link to `#<panel id>` opens that tab. */
  panelId: (id: string) => string;
};

/**
 * The tab a URL asks for: a hash naming one of the panels wins (it is a link to that very panel),
 * then the query parameter. Anything unknown asks for nothing.
 */
export function tabFromUrl(url: URL, options: TabUrlOptions): string | undefined {
  const hash = decodeURIComponent(url.hash.slice(1));
  const byHash = options.ids.find((id) => options.panelId(id) === hash);
  if (byHash) return byHash;
  if (!options.param) return undefined;
  const value = url.searchParams.get(options.param);
  return value !== null && options.ids.includes(value) ? value : undefined;
}

/**
 * The URL after choosing `id`: the parameter set (left out for the default tab, so plain URLs stay
 * plain), other parameters kept, and a hash that pointed at another panel dropped so a reload shows
 * what was chosen. Returns a path with query and hash, as `history.replaceState` takes it.
 */
export function urlWithTab(url: URL, id: string, options: TabUrlOptions): string {
  const params = new URLSearchParams(url.search);
  if (options.param) {
    if (id === options.defaultId) params.delete(options.param);
    else params.set(options.param, id);
  }
  const hash = decodeURIComponent(url.hash.slice(1));
  const pointsAtOtherPanel = options.ids.some((other) => other !== id && options.panelId(other) === hash);
  const query = params.toString();
  return `${url.pathname}${query ? `?${query}` : ''}${pointsAtOtherPanel ? '' : url.hash}`;
}
