import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from './locales';

export const routing = defineRouting({
  locales,
  defaultLocale,
  // English at the spec's paths, Swedish under /sv.
  localePrefix: 'as-needed',
  // Pages are static; the proxy decides redirects from the stored choice only (see proxy.ts),
  // never from Accept-Language, so an explicit English URL stays English.
  localeDetection: false,
  // Only the language toggle records a choice (see language-toggle.tsx); merely visiting a /sv
  // page must not, or an English link shared later would turn Swedish.
  localeCookie: false,
  // hreflang alternates are in each page's metadata, with the canonical origin from site config.
  alternateLinks: false,
});
