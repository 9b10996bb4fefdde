import { defaultLocale, isLocale, type Locale } from './locales';

/**
 * The route segment the pages made in the CMS render under (src/app/cms-page/[locale]); the proxy
 * rewrites their addresses there, so it is never an address of its own.
 */
export const cmsPageSegment = 'cms-page';

/**
 * Locale-aware paths without a library, for server and browser alike. A path may carry a query
 * and a hash: `/contact?product=DRX192-CE25` in Swedish is `/sv/contact?product=DRX192-CE25`.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  const rest = path.replace(/^\/(?=[?#]|$)/u, '');
  return `/${locale}${rest}`;
}

/**
 * The language and the language-free path of a pathname: `/sv/drug-tests` → sv and
 * `/drug-tests`. Both `/drug-tests` (as the browser shows it) and `/en/drug-tests` (as Next
 * renders it behind the proxy's rewrite) are English.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  // A CMS page's route, as Next names it while rendering: /cms-page/<locale>/<address>.
  if (first === cmsPageSegment && isLocale(rest[0] ?? '')) return { locale: rest[0] as Locale, path: `/${rest.slice(1).join('/')}` };
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The same page in another language. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizedPath(splitLocale(pathname).path, target);
}
