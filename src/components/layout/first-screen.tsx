/**
 * Where the first frame may be painted. Chromium paints whenever its HTML parser yields (it does at
 * the first sprite <use>), so a first frame could hold half a header, or a hero without its text or
 * its last column, which then moves. SiteDocument's `<link rel=expect blocking=render>` holds the
 * first frame until the parser reaches this empty element, placed right after each page's first
 * screen (the hero band): the whole first screen, and not the rest of <main>, which on a slow link
 * would hold the paint for every byte of a long page. It is empty because Chromium releases
 * rel=expect at its target's start tag (the spec says once fully parsed; here that is one moment).
 * Browsers without rel=expect ignore the link. scripts/check-next-internals.ts fails the build if
 * React stops rendering the link in the head of every page; delete both when browsers hold the
 * first paint for the first screen by themselves.
 */
export const firstScreenEndId = 'first-screen-end';

export function FirstScreenEnd() {
  return <div id={firstScreenEndId} hidden />;
}
