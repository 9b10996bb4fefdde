/**
 * The site's languages, free of any library so browser code can read them without pulling in
 * next-intl: English is the default and unprefixed, Swedish lives under /sv.
 */
export const locales = ['en', 'sv'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** The cookie the language toggle writes so the server (proxy) can honour the visitor's choice. */
export const localeCookieName = 'NEXT_LOCALE';

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}
