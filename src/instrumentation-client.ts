/**
 * Applies the whole stylesheet to the screen at the first client-side navigation. A prerendered page
 * carries only its own rules and loads the whole stylesheet for print after its first paint
 * (scripts/inline-stylesheets.ts), so it is not restyled by rules it does not use; the next page may
 * need them, and it is shown only after this hook has run.
 */
export function onRouterTransitionStart(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')) {
    link.media = 'all';
    link.disabled = false;
  }
}
