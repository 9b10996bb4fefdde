import { defaultLocale, isLocale, localeCookieName, type Locale } from '@/i18n/locales';

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

function storedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(localeStorageKey);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The cookie is what the server reads, but it can be cleared or expire while localStorage keeps
 * `lang`. When the cookie is gone, this restores it from storage and returns the language the
 * visitor should be sent to: their stored choice, when the page is an unprefixed (English) URL,
 * exactly as the server would have done with the cookie. Otherwise it returns null.
 */
export function restoreStoredLocale(pageLocale: Locale): Locale | null {
  const hasCookie = document.cookie.split(';').some((part) => part.trim().startsWith(`${localeCookieName}=`));
  if (hasCookie) return null;
  const stored = storedLocale();
  if (!stored) return null;
  rememberLocale(stored);
  return pageLocale === defaultLocale && stored !== defaultLocale ? stored : null;
}
