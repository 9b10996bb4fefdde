import { z } from 'zod';
import { actionSchema, defineContent, hrefSchema, iconNameSchema, localizedSchema, pageMetaSchema } from '@/content/schema';
import { routes } from '@/lib/routes';

/**
 * The news page (001 §2 News, §3 news item): four article cards – two press articles on other
 * sites, our home page and the about page – each with a translated title, subtitle and read-more
 * label. Press articles open in a new tab; their addresses live here (fictional, on example.com)
 * and are the only external links of the page. Site pages are ordinary links.
 *
 * Placeholders in texts: `{foundedYear}`.
 */
const externalUrlSchema = z.url({ protocol: /^https$/ });

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
  z.object({ kind: z.literal('press'), ...newsItemBase, url: externalUrlSchema }),
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
      source: { en: 'Nordic Health Technology Review', sv: 'Nordisk Hälsoteknik' },
      title: {
        en: 'Stockholm start-up cuts drug-test results to under ten minutes',
        sv: 'Stockholmsbolag kortar väntan på drogtestsvar till under tio minuter',
      },
      description: {
        en: 'How a saliva test read on site is changing pre-employment and post-incident testing for Nordic employers.',
        sv: 'Så förändrar ett salivtest som avläses på plats drogtesterna inför anställning och efter tillbud hos nordiska arbetsgivare.',
      },
      linkLabel: { en: 'Read Article', sv: 'Läs artikeln' },
      url: 'https://news.example.com/2023/rapid-saliva-drug-test-stockholm',
    },
    {
      kind: 'press',
      id: 'circular-testing-press',
      icon: 'stethoscope',
      source: { en: 'Occupational Health Scandinavia', sv: 'Företagshälsa Norden' },
      title: {
        en: 'Hospital networks back testing that leads to support, not sanctions',
        sv: 'Sjukhusnätverk satsar på testning som leder till stöd, inte sanktioner',
      },
      description: {
        en: 'Circular Testing combines rapid screening, medical review and telehealth referral in one programme.',
        sv: 'Circular Testing samlar snabbscreening, läkarverifiering och remiss via digital vård i ett och samma program.',
      },
      linkLabel: { en: 'Read Article', sv: 'Läs artikeln' },
      url: 'https://press.example.com/articles/circular-testing-hospital-networks',
    },
    {
      kind: 'site',
      id: 'company-site',
      icon: 'building',
      source: { en: 'Our website', sv: 'Vår webbplats' },
      title: { en: 'Nordic Rapid Diagnostics', sv: 'Nordic Rapid Diagnostics' },
      description: {
        en: 'Our rapid tests, testing programmes and solutions for workplaces, healthcare and home use.',
        sv: 'Våra snabbtester, testprogram och lösningar för arbetsplatser, vård och hemmabruk.',
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
  press: {
    heading: { en: 'Press enquiries', sv: 'Pressfrågor' },
    description: {
      en: 'Journalists are welcome to contact us for interviews, images and background on rapid testing.',
      sv: 'Journalister är välkomna att kontakta oss för intervjuer, bilder och bakgrund om snabbtester.',
    },
    actions: [{ label: { en: 'Contact Us', sv: 'Kontakta oss' }, href: routes.contact, variant: 'accent' }],
  },
});
