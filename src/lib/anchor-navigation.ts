/**
 * In-page anchors reached from the header's mega-menus (000 §2.2): the menu navigates, then after
 * 100 ms smoothly scrolls to the element whose id is the item's anchor. Components that hide an
 * anchor until it is chosen (the urine-test tabs) listen for `anchorRequestEvent` and reveal it
 * synchronously, before the scroll.
 */
export const anchorScrollDelayMs = 100;
export const anchorRequestEvent = 'site:anchor-request';

export type AnchorRequestDetail = { id: string };

/** Tell listeners an anchor is about to be scrolled to, then scroll to it after the spec's delay. */
export function requestAnchor(id: string, delayMs: number = anchorScrollDelayMs): void {
  window.dispatchEvent(new CustomEvent<AnchorRequestDetail>(anchorRequestEvent, { detail: { id } }));
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Move focus for keyboard and screen-reader users without a second jump.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, delayMs);
}
