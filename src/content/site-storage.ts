import { z } from 'zod';
import type { DocumentTable } from '@/components/sections/legal-document';
import { defineContent, localizedSchema } from '@/content/schema';
import { inLocale, type Localized } from '@/i18n/localized';
import { localeCookieName, type Locale } from '@/i18n/locales';
import { cookieNoticeStorageKey } from '@/lib/cookie-notice';
import { localeStorageKey } from '@/lib/locale-preference';

/**
 * What the site stores in a visitor's browser: the names come from the constants the code writes
 * with, and tests/unit/cookie-policy.test.ts compares this list with every place in src/ that sets
 * a cookie or a local-storage key. The cookie policy's table is drawn from it (a legal section's
 * table 'siteStorage'), so the page cannot list something else than the code does.
 */
const storageEntrySchema = z.object({
  name: z.string().min(1),
  /** A cookie is sent to the server with every request; local storage stays in the browser. */
  kind: z.enum(['cookie', 'local-storage']),
  purpose: localizedSchema,
  duration: localizedSchema,
});
export type StorageEntry = z.output<typeof storageEntrySchema>;

const untilDeleted: Localized = {
  en: 'Until you delete it (local storage has no expiry date)',
  sv: 'Tills du raderar den (lokal lagring har inget slutdatum)',
};

export const siteStorage = defineContent('site-storage', z.array(storageEntrySchema).min(1), [
  {
    name: localeCookieName,
    kind: 'cookie',
    purpose: {
      en: 'Remembers the language you chose with the language button (or by opening an address under /en), so that the server opens the site in that language next time. Contains only "en" or "sv".',
      sv: 'Kommer ihåg det språk du valt med språkknappen (eller genom att öppna en adress under /en), så att servern öppnar webbplatsen på det språket nästa gång. Innehåller bara ”en” eller ”sv”.',
    },
    duration: { en: 'One year from your latest choice', sv: 'Ett år från ditt senaste val' },
  },
  {
    name: localeStorageKey,
    kind: 'local-storage',
    purpose: {
      en: 'The same language choice, kept in the browser. If the cookie has been deleted, the site uses it to restore the cookie so you still get your language.',
      sv: 'Samma språkval, sparat i webbläsaren. Om kakan har raderats använder webbplatsen det här värdet för att återställa kakan, så att du ändå får ditt språk.',
    },
    duration: untilDeleted,
  },
  {
    name: cookieNoticeStorageKey,
    kind: 'local-storage',
    purpose: {
      en: 'Remembers that you have closed the notice about cookies, so that it is not shown again. Contains only the value "1".',
      sv: 'Kommer ihåg att du har stängt informationen om kakor, så att den inte visas igen. Innehåller bara värdet ”1”.',
    },
    duration: untilDeleted,
  },
]);

/** The table's texts; its type column says where an entry is stored, and that it is strictly necessary (functional). */
const tableTexts = {
  caption: { en: 'Cookies and local storage used by the site', sv: 'Kakor och lokal lagring på webbplatsen' },
  columns: [
    { en: 'Name', sv: 'Namn' },
    { en: 'Type', sv: 'Typ' },
    { en: 'Purpose', sv: 'Syfte' },
    { en: 'Duration', sv: 'Lagringstid' },
  ],
  kinds: {
    cookie: { en: 'Strictly necessary (functional) first-party cookie', sv: 'Nödvändig (funktionell) förstapartskaka' },
    'local-storage': { en: 'Strictly necessary (functional), in local storage', sv: 'Nödvändig (funktionell), i lokal lagring' },
  },
} satisfies { caption: Localized; columns: Localized[]; kinds: Record<StorageEntry['kind'], Localized> };

/** The cookie policy's table of what the site stores, in one language. */
export function siteStorageTable(locale: Locale): DocumentTable {
  const texts = inLocale(tableTexts, locale);
  return {
    caption: texts.caption,
    columns: texts.columns,
    rowHeader: 'code',
    rows: siteStorage.map((entry) => [entry.name, texts.kinds[entry.kind], entry.purpose[locale], entry.duration[locale]]),
  };
}
