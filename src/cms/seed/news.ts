import type { IconName } from '@/content/schema';
import type { Localized } from '@/i18n/localized';
import { routes } from '@/lib/routes';

/**
 * The news page's first cards (001 §2 News): two press articles on other sites (fictional trade
 * outlets, named as plain text, never with another publication's logo) and the company site and about page. What `seedCms` creates in
 * an empty CMS; editors add, change and remove cards there. `{foundedYear}` is filled in on the page.
 */
type NewsSeedBase = { key: string; icon: IconName; source: Localized; title: Localized; description: Localized; linkLabel: Localized };
export type NewsSeed = NewsSeedBase & ({ kind: 'press'; url: string; published: string } | { kind: 'site'; href: string });

export const newsSeeds: NewsSeed[] = [
  {
    kind: 'press',
    key: 'saliva-test-press',
    icon: 'clock',
    source: { en: 'Nordisk Hälsoteknik', sv: 'Nordisk Hälsoteknik' },
    published: '2023-09-14',
    title: {
      en: 'Stockholm start-up cuts drug-test results to under ten minutes',
      sv: 'Stockholmsbolag kortar väntan på drogtestsvar till under tio minuter',
    },
    description: {
      en: 'How a saliva test read on site is changing pre-employment and post-incident testing for Nordic employers.',
      sv: 'Så förändrar ett salivtest som avläses på plats drogtesterna inför anställning och efter tillbud hos nordiska arbetsgivare.',
    },
    linkLabel: { en: 'Read Article', sv: 'Läs artikeln' },
    url: 'https://www.nordiskhalsoteknik.se/2023/09/snabbt-salivtest-for-droger-stockholm',
  },
  {
    kind: 'press',
    key: 'circular-testing-press',
    icon: 'stethoscope',
    source: { en: 'Företagshälsa Norden', sv: 'Företagshälsa Norden' },
    published: '2024-03-12',
    title: {
      en: 'Hospital networks back testing that leads to support, not sanctions',
      sv: 'Sjukhus och regioner satsar på testning som leder till stöd, inte sanktioner',
    },
    description: {
      en: 'Circular Testing combines rapid screening, medical review and telehealth referral in one programme.',
      sv: 'Circular Testing samlar snabbscreening, läkarverifiering och hänvisning till digital vård i ett och samma program.',
    },
    linkLabel: { en: 'Read Article', sv: 'Läs artikeln' },
    url: 'https://www.foretagshalsanorden.se/artiklar/circular-testing-sjukhusnatverk',
  },
  {
    kind: 'site',
    key: 'company-site',
    icon: 'building',
    source: { en: 'Company', sv: 'Företaget' },
    title: { en: 'Rapid tests for workplaces, healthcare and the home', sv: 'Snabbtester för arbetsplatsen, vården och hemmet' },
    description: {
      en: 'CE-marked drug tests, testing programmes such as Circular Testing and self-tests sold at pharmacies – the whole range in one place.',
      sv: 'CE-\u2060märkta drogtester, testprogram som Circular Testing och självtester som säljs på apotek – hela sortimentet på ett ställe.',
    },
    linkLabel: { en: 'Visit Website', sv: 'Besök webbplatsen' },
    href: routes.home,
  },
  {
    kind: 'site',
    key: 'about-page',
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
];
