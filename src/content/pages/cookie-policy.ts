import { z } from 'zod';
import { defineContent, documentSectionSchema, localizedSchema, pageMetaSchema } from '@/content/schema';
import type { Localized } from '@/i18n/localized';
import { localeCookieName } from '@/i18n/locales';
import { cookieNoticeStorageKey } from '@/lib/cookie-notice';
import { localeStorageKey } from '@/lib/locale-preference';
import { routes } from '@/lib/routes';

/**
 * The cookie policy (/cookie-policy): exactly what the site stores in the browser. The names come
 * from the constants the code writes with, and tests/unit/cookie-policy.test.ts compares `storage`
 * with every place in src/ that sets a cookie or a local-storage key, so a new one cannot be added
 * without this list (and the privacy policy's section on cookies) being updated too.
 */
const storageEntrySchema = z.object({
  name: z.string().min(1),
  /** A cookie is sent to the server with every request; local storage stays in the browser. */
  kind: z.enum(['cookie', 'local-storage']),
  purpose: localizedSchema,
  duration: localizedSchema,
});
export type StorageEntry = z.output<typeof storageEntrySchema>;

const cookiePolicySchema = z.object({
  meta: pageMetaSchema,
  title: localizedSchema,
  intro: localizedSchema,
  updated: z.iso.date(),
  storage: z.array(storageEntrySchema).min(1),
  sections: z.array(documentSectionSchema).min(1),
});


/** The table's type column: where it is stored, and that it is strictly necessary (functional). */
const typeLabels: Record<StorageEntry['kind'], Localized> = {
  cookie: { en: 'Strictly necessary (functional) first-party cookie', sv: 'Nödvändig (funktionell) förstapartskaka' },
  'local-storage': { en: 'Strictly necessary (functional), in local storage', sv: 'Nödvändig (funktionell), i lokal lagring' },
};
const untilDeleted: Localized = {
  en: 'Until you delete it (local storage has no expiry date)',
  sv: 'Tills du raderar den (lokal lagring har inget slutdatum)',
};

const storage: z.input<typeof storageEntrySchema>[] = [
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
];

export const cookiePolicyPage = defineContent('pages/cookie-policy', cookiePolicySchema, {
  meta: {
    title: { en: 'Cookie Policy', sv: 'Cookiepolicy' },
    description: {
      en: 'Exactly what our website stores in your browser and why: one language cookie and two local-storage entries, all strictly necessary. No analytics or advertising cookies.',
      sv: 'Exakt vad vår webbplats sparar i din webbläsare och varför: en språkkaka och två värden i den lokala lagringen, alla nödvändiga. Inga kakor för statistik eller annonsering.',
    },
  },
  title: { en: 'Cookie policy', sv: 'Cookiepolicy' },
  intro: {
    en: 'What our website stores in your browser, why, for how long – and why none of it tracks you.',
    sv: 'Vad vår webbplats sparar i din webbläsare, varför och hur länge – och varför inget av det spårar dig.',
  },
  updated: '2026-11-23',
  storage,
  sections: [
    {
      id: 'in-short',
      heading: { en: 'In short', sv: 'I korthet' },
      paragraphs: [
        {
          en: `The {companyName} website uses no analytics, advertising or social media cookies, and it loads nothing from other websites – not even fonts. It stores ${storage.length} small items in your browser, and only to remember choices you have made yourself:`,
          sv: `Webbplatsen använder inga kakor för statistik, annonsering eller sociala medier, och den hämtar ingenting från andra webbplatser – inte ens typsnitt. Den sparar ${storage.length} små uppgifter i din webbläsare, och bara för att komma ihåg val som du själv har gjort:`,
        },
        {
          en: 'Because this storage is strictly necessary for functions you ask for, the law does not require your consent for it, which is why the site shows a short notice rather than asking you to accept or refuse cookies.',
          sv: 'Eftersom lagringen är nödvändig för funktioner som du själv efterfrågar krävs enligt lag inget samtycke till den. Därför visar webbplatsen en kort information i stället för att be dig godkänna eller neka kakor.',
        },
      ],
      items: [
        { en: 'the language you chose', sv: 'vilket språk du har valt' },
        { en: 'that you have closed the notice about cookies', sv: 'att du har stängt informationen om kakor' },
      ],
    },
    {
      id: 'cookies-and-local-storage',
      heading: { en: 'What cookies and local storage are', sv: 'Vad kakor och lokal lagring är' },
      paragraphs: [
        {
          en: 'A cookie is a small text file that a website saves in your browser and that the browser sends back to the same website with every visit. Local storage is a similar store inside your browser that only the website\u2019s own pages can read; it is never sent to the server.',
          sv: 'En kaka (cookie) är en liten textfil som en webbplats sparar i din webbläsare och som webbläsaren skickar tillbaka till samma webbplats vid varje besök. Lokal lagring (local storage) fungerar på liknande sätt, men värdena stannar i webbläsaren och kan bara läsas av webbplatsens egna sidor – de skickas aldrig till servern.',
        },
        {
          en: 'The Swedish Electronic Communications Act (chapter 9, section 28) covers both: storing information in a visitor\u2019s browser requires consent, unless it is necessary to provide a service the visitor has asked for. Everything listed below is of that necessary kind.',
          sv: 'Lagen om elektronisk kommunikation (9\u00a0kap. 28\u00a0§) gäller båda: att lagra uppgifter i en besökares webbläsare kräver samtycke, om det inte är nödvändigt för att leverera en tjänst som besökaren har efterfrågat. Allt som anges nedan är av det nödvändiga slaget.',
        },
      ],
    },
    {
      id: 'what-we-store',
      heading: { en: 'What we store', sv: 'Vad vi sparar' },
      paragraphs: [
        {
          en: 'This is the complete list. Nothing is stored until you use the function in question: a first visit where you only read leaves nothing behind in your browser.',
          sv: 'Det här är den fullständiga listan. Ingenting sparas förrän du använder funktionen i fråga – ett första besök där du bara läser lämnar inga spår i din webbläsare.',
        },
        {
          en: 'None of these entries identifies you, is shared with anyone or is used to follow you across pages or websites.',
          sv: 'Ingen av uppgifterna identifierar dig, delas med någon eller används för att följa dig mellan sidor eller webbplatser.',
        },
      ],
      table: {
        caption: { en: 'Cookies and local storage used by the site', sv: 'Kakor och lokal lagring på webbplatsen' },
        columns: [
          { en: 'Name', sv: 'Namn' },
          { en: 'Type', sv: 'Typ' },
          { en: 'Purpose', sv: 'Syfte' },
          { en: 'Duration', sv: 'Lagringstid' },
        ],
        rowHeader: 'code',
        rows: storage.map((entry) => [{ en: entry.name, sv: entry.name }, typeLabels[entry.kind], entry.purpose, entry.duration]),
      },
    },
    {
      id: 'what-we-do-not-use',
      heading: { en: 'What we do not use', sv: 'Vad vi inte använder' },
      paragraphs: [
        {
          en: 'The site has no:',
          sv: 'Webbplatsen har inga:',
        },
        {
          en: 'When you send the contact form, the details you enter are stored on our servers – not in your browser. How we handle them is described in the privacy policy.',
          sv: 'När du skickar kontaktformuläret sparas uppgifterna du fyller i på våra servrar – inte i din webbläsare. Hur vi hanterar dem beskrivs i integritetspolicyn.',
        },
      ],
      items: [
        { en: 'analytics or statistics cookies, and no visitor tracking of any other kind', sv: 'kakor för statistik eller besöksanalys, och ingen annan form av spårning av besökare' },
        { en: 'advertising or retargeting cookies', sv: 'kakor för annonsering eller riktad marknadsföring' },
        { en: 'social media buttons, embedded videos or maps that set cookies of their own', sv: 'knappar till sociala medier, inbäddade videoklipp eller kartor som sätter egna kakor' },
        { en: 'fonts, scripts or images loaded from other companies\u2019 servers', sv: 'typsnitt, skript eller bilder som hämtas från andra företags servrar' },
      ],
      link: { label: { en: 'Read the privacy policy', sv: 'Läs integritetspolicyn' }, href: routes.privacyPolicy },
    },
    {
      id: 'your-choices',
      heading: { en: 'Deleting or blocking them', sv: 'Så raderar eller blockerar du dem' },
      paragraphs: [
        {
          en: 'You can delete cookies and local storage for this site at any time in your browser\u2019s settings (usually under privacy or site data), and you can block them altogether. The site still works: it will simply open in English on unprefixed addresses and show the notice about cookies again.',
          sv: 'Du kan när som helst radera kakor och lokal lagring för webbplatsen i webbläsarens inställningar (oftast under sekretess eller webbplatsdata), och du kan blockera dem helt. Webbplatsen fungerar ändå – den öppnas bara på engelska på adresser utan språkprefix och visar informationen om kakor igen.',
        },
      ],
    },
    {
      id: 'changes',
      heading: { en: 'Changes to this policy', sv: 'Ändringar i policyn' },
      paragraphs: [
        {
          en: 'If we ever want to use a cookie that is not strictly necessary – for example for statistics – we will add it here first and ask for your consent before it is set. The date at the top shows when this policy last changed.',
          sv: 'Om vi någon gång vill använda en kaka som inte är nödvändig – till exempel för statistik – lägger vi först till den här och ber om ditt samtycke innan den sätts. Datumet högst upp visar när policyn senast ändrades.',
        },
      ],
    },
    {
      id: 'contact',
      heading: { en: 'Questions', sv: 'Frågor' },
      paragraphs: [
        {
          en: `If you have questions about cookies on the site, write to {email} or call {phone}.`,
          sv: `Har du frågor om kakor på webbplatsen är du välkommen att mejla {email} eller ringa {phone}.`,
        },
      ],
    },
  ],
});
