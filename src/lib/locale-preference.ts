import { localeCookieName, type Locale } from '@/i18n/routing';

/** localStorage key the spec names for the visitor's language (000 §3.6). */
export const localeStorageKey = 'lang';

const oneYearSeconds = 60 * 60 * 24 * 365;

/**
 * Remember the visitor's language: in localStorage (the spec's `lang`) for the browser, and in a
 * cookie so the server can send an unprefixed URL to the chosen language before any JS runs.
 */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(localeStorageKey, locale);
  } catch {
    // Storage can be unavailable (private mode, blocked); the cookie still carries the choice.
  }
  document.cookie = `${localeCookieName}=${locale}; path=/; max-age=${oneYearSeconds}; samesite=lax`;
}
