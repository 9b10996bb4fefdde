'use client';

import { useEffect } from 'react';

/**
 * Loads the search box's suggestions the first time a visitor focuses a search box, so no page
 * ships their code before then. One listener serves every box (header and phone menu).
 */
export function SearchBoxLoader() {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const form = (event.target as Element | null)?.closest?.('form[data-search-texts]');
      if (!(form instanceof HTMLFormElement) || form.dataset.enhanced) return;
      form.dataset.enhanced = 'loading';
      void import('./search-combobox').then(({ enhanceSearchForm }) => enhanceSearchForm(form));
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  return null;
}
