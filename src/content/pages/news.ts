import { z } from 'zod';
import { siteConfig } from '@/config/site';
import { actionSchema, defineContent, hrefSchema, iconNameSchema, localizedSchema, pageMetaSchema } from '@/content/schema';
import { complianceChecklistDocumentName } from '@/content/pages/resources-compliance-checklist';
import type { Locale } from '@/i18n/locales';
import { routes } from '@/lib/routes';

/**
 * The news page (001 §2 News, §3 news item): four article cards – two press articles on other
 * sites, the company site and the about page, as the spec lists them – each with a translated
 * title, subtitle and read-more label. Press articles carry their outlet and publication date;
 * outlets and addresses come from the site config (siteConfig.press) and are the only external
 * links of the page. Site pages are ordinary links. Below the cards, a press kit of files that
 * exist on this site (documents built at build time, the product drawings, the logo mark).
 *
 * Placeholders in texts: `{foundedYear}`.
 */
const externalUrlSchema = z.url({ protocol: /^https$/ });

/** A publication date as data, shown in the page's language ('14 September 2023', '14 september 2023'). */
function publishedOn(isoDate: string) {
  const format = (locale: Locale) =>
    new Intl.DateTimeFormat(locale === 'sv' ? 'sv-SE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
  return { iso: isoDate, label: { en: format('en'), sv: format('sv') } };
}

/** A press-kit file: a PDF built from src/documents (per language) or a file under public/. */
const pressKitFileSchema = z.object({
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  icon: iconNameSchema,
  title: localizedSchema,
  description: localizedSchema,
  /** Format and size hint read after the link, e.g. 'PDF' or 'SVG'. */
  format: z.enum(['PDF', 'SVG']),
  /** A document name (built as /downloads/<locale>/<name>.pdf) or a path of a file under public/. */
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('document'), name: z.string().regex(/^[a-z0-9-]+$/) }),
    z.object({ kind: z.literal('file'), path: z.string().regex(/^\/[\w/.-]+\.svg$/) }),
  ]),
});

const newsItemBase = {
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  icon: iconNameSchema,
  /** The publication or page type shown above the title. */
  source: localizedSchema,
  title: localizedSchema,
  description: localizedSchema,
  linkLabel: localizedSchema,
};

const newsItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('press'),
    ...newsItemBase,
    url: externalUrlSchema,
    published: z.object({ iso: z.iso.date(), label: localizedSchema }),
  }),
  z.object({ kind: z.literal('site'), ...newsItemBase, href: hrefSchema }),
]);

const newsPageSchema = z.object({
  meta: pageMetaSchema,
  title: localizedSchema,
  intro: localizedSchema,
  listTitle: localizedSchema,
  items: z
    .array(newsItemSchema)
    .length(4)
    .refine((items) => items.filter((item) => item.kind === 'press').length === 2, 'two press articles'),
  pressKit: z.object({ title: localizedSchema, intro: localizedSchema, files: z.array(pressKitFileSchema).min(3) }),
  press: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).min(1) }),
});

export const newsPage = defineContent('pages/news', newsPageSchema, {
  meta: {
    title: { en: 'News and press', sv: 'Nyheter och press' },
    description: {
      en: 'Press coverage and news about Nordic Rapid Diagnostics: rapid saliva drug tests, Circular Testing and our work with Nordic healthcare and employers.',
      sv: 'Pressbevakning och nyheter om Nordic Rapid Diagnostics: snabba salivtester för droger, Circular Testing och vårt arbete med nordisk vård och arbetsgivare.',
    },
  },
  title: { en: 'News and press', sv: 'Nyheter och press' },
  intro: {
    en: 'What the press has written about us, and where to read more about our company.',
    sv: 'Det här har pressen skrivit om oss – och här kan ni läsa mer om bolaget.',
  },
  listTitle: { en: 'Articles and links', sv: 'Artiklar och länkar' },
  items: [
    {
      kind: 'press',
      id: 'saliva-test-press',
      icon: 'clock',
      source: siteConfig.press.healthTechnology.name,
      published: publishedOn('2023-09-14'),
      title: {
        en: 'Stockholm start-up cuts drug-test results to under ten minutes',
        sv: 'Stockholmsbolag kortar väntan på drogtestsvar till under tio minuter',
      },
      description: {
        en: 'How a saliva test read on site is changing pre-employment and post-incident testing for Nordic employers.',
        sv: 'Så förändrar ett salivtest som avläses på plats drogtesterna inför anställning och efter tillbud hos nordiska arbetsgivare.',
      },
      linkLabel: { en: 'Read Article', sv: 'Läs artikeln' },
      url: siteConfig.press.healthTechnology.url,
    },
    {
      kind: 'press',
      id: 'circular-testing-press',
      icon: 'stethoscope',
      source: siteConfig.press.occupationalHealth.name,
      published: publishedOn('2024-03-12'),
      title: {
        en: 'Hospital networks back testing that leads to support, not sanctions',
        sv: 'Sjukhusnätverk satsar på testning som leder till stöd, inte sanktioner',
      },
      description: {
        en: 'Circular Testing combines rapid screening, medical review and telehealth referral in one programme.',
        sv: 'Circular Testing samlar snabbscreening, läkarverifiering och remiss via digital vård i ett och samma program.',
      },
      linkLabel: { en: 'Read Article', sv: 'Läs artikeln' },
      url: siteConfig.press.occupationalHealth.url,
    },
    {
      kind: 'site',
      id: 'company-site',
      icon: 'building',
      source: { en: 'Company', sv: 'Företaget' },
      title: { en: 'Rapid tests for workplaces, healthcare and the home', sv: 'Snabbtester för arbetsplatser, vård och hemmet' },
      description: {
        en: 'CE-marked drug tests, testing programmes such as Circular Testing and self-tests sold at pharmacies – the whole range in one place.',
        sv: 'CE-\u2060märkta drogtester, testprogram som Circular Testing och självtester som säljs på apotek – hela sortimentet på ett ställe.',
      },
      linkLabel: { en: 'Visit Website', sv: 'Besök webbplatsen' },
      href: routes.home,
    },
    {
      kind: 'site',
      id: 'about-page',
      icon: 'users',
      source: { en: 'About us', sv: 'Om oss' },
      title: { en: 'Our story, values and team', sv: 'Vår historia, våra värderingar och vårt team' },
      description: {
        en: 'Who we are, why we started the company in {foundedYear} and the milestones since.',
        sv: 'Vilka vi är, varför vi startade bolaget {foundedYear} och vilka milstolpar vi har nått sedan dess.',
      },
      linkLabel: { en: 'Learn More', sv: 'Läs mer' },
      href: routes.about,
    },
  ],
  pressKit: {
    title: { en: 'Press kit', sv: 'Pressmaterial' },
    intro: {
      en: 'Free to use in articles about Nordic Rapid Diagnostics and our products. Please credit Nordic Rapid Diagnostics.',
      sv: 'Fritt att använda i artiklar om Nordic Rapid Diagnostics och våra produkter. Ange Nordic Rapid Diagnostics som källa.',
    },
    files: [
      {
        id: 'logo',
        icon: 'award',
        title: { en: 'Logo', sv: 'Logotyp' },
        description: { en: 'Our symbol and name as a vector file, for print and screen.', sv: 'Vår symbol och vårt namn som vektorfil, för tryck och skärm.' },
        format: 'SVG',
        target: { kind: 'file', path: '/images/press/nordic-rapid-diagnostics-logo.svg' },
      },
      {
        id: 'drawing-saliva',
        icon: 'droplet',
        title: { en: 'Product drawing: InstaCLEAR saliva test', sv: 'Produktbild: salivtestet InstaCLEAR' },
        description: { en: 'The saliva multi-test with its collector, as a vector drawing.', sv: 'Salivmultitestet med provtagare, som vektorteckning.' },
        format: 'SVG',
        target: { kind: 'file', path: '/images/products/saliva-multi-7.svg' },
      },
      {
        id: 'drawing-cup',
        icon: 'beaker',
        title: { en: 'Product drawing: 17-panel urine cup', sv: 'Produktbild: urinkopp med 17 paneler' },
        description: { en: 'Our widest urine multi-test, as a vector drawing.', sv: 'Vårt bredaste multitest för urin, som vektorteckning.' },
        format: 'SVG',
        target: { kind: 'file', path: '/images/products/multi-17.svg' },
      },
      {
        id: 'fact-sheet',
        icon: 'file-text',
        title: { en: 'Company fact sheet', sv: 'Faktablad om företaget' },
        description: {
          en: 'Key figures, markets, products and milestones on a few pages – the summary we also give investors.',
          sv: 'Nyckeltal, marknader, produkter och milstolpar på några sidor – samma sammanfattning som vi ger investerare.',
        },
        format: 'PDF',
        target: { kind: 'document', name: 'investor-summary' },
      },
      {
        id: 'compliance-checklist',
        icon: 'clipboard-check',
        title: { en: 'Background: drug testing at work', sv: 'Bakgrund: drogtester i arbetslivet' },
        description: {
          en: 'Our checklist of good practice for drug and alcohol testing at work – background for articles on workplace testing.',
          sv: 'Vår checklista över god praxis för drog- och alkoholtester i arbetslivet – bakgrund för artiklar om drogtester på arbetsplatser.',
        },
        format: 'PDF',
        target: { kind: 'document', name: complianceChecklistDocumentName },
      },
    ],
  },
  press: {
    heading: { en: 'Press enquiries', sv: 'Pressfrågor' },
    description: {
      en: 'Journalists are welcome to contact us for interviews, images and background on rapid testing.',
      sv: 'Journalister är välkomna att kontakta oss för intervjuer, bilder och bakgrund om snabbtester.',
    },
    actions: [{ label: { en: 'Contact Us', sv: 'Kontakta oss' }, href: routes.contact, variant: 'accent' }],
  },
});
