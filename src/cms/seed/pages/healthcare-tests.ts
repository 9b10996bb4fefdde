import type { PageSeed } from './types';

export const healthcareTestsPageSeed: PageSeed = {
  path: '/healthcare-tests',
  title: {
    en: 'Healthcare Tests – InstaCARE, InstaCHECK and InstaFIND',
    sv: 'Hälsotester – InstaCARE, InstaCHECK och InstaFIND',
  },
  description: {
    en: 'CE-marked self-tests for home use: women’s health, iron, vitamin D, thyroid, occult blood, H. pylori and a 4-in-1 virus test. Clear results in minutes.',
    sv: 'CE-märkta självtester för hemmabruk: kvinnohälsa, järn, D-vitamin, sköldkörtel, dolt blod, H. pylori och ett 4-i-1-virustest. Tydliga svar på några minuter.',
  },
  breadcrumb: {
    en: 'Healthcare tests',
    sv: 'Hälsotester',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'CE-marked self-tests for home use',
        sv: 'CE-\u2060märkta självtester för hemmabruk',
      },
      title: {
        en: 'Take charge of your health at home',
        sv: 'Ha koll på din hälsa – hemma',
      },
      description: {
        en: 'Reliable rapid tests from the InstaCARE, InstaCHECK and InstaFIND families – easy to use, discreet and with clear results in minutes.',
        sv: 'Pålitliga snabbtester från produktfamiljerna InstaCARE, InstaCHECK och InstaFIND – enkla att använda, diskreta och med tydliga svar på några minuter.',
      },
      actions: [
        {
          label: {
            en: 'Where to Buy',
            sv: 'Här kan du köpa',
          },
          href: '#where-to-buy',
          variant: 'accent',
        },
        {
          label: {
            en: 'View All Products',
            sv: 'Visa alla produkter',
          },
          href: '/products',
          variant: 'inverse',
        },
      ],
      badgeIcon: 'heart',
      scene: '/healthcare-tests',
      glow: 'bottom-left',
    },
    {
      blockType: 'catalogue',
      catalogue: 'healthcare',
      listName: {
        en: 'Healthcare tests',
        sv: 'Hälsotester',
      },
    },
    {
      blockType: 'retailers',
      blockName: 'where-to-buy',
      anchor: 'where-to-buy',
      tone: 'muted',
      look: 'names',
      title: {
        en: 'Where to buy',
        sv: 'Här kan du köpa',
      },
      intro: {
        en: 'InstaCARE, InstaCHECK and InstaFIND are sold by pharmacies across Sweden, in store and online. Ask for them by name at the counter, or search for them in the pharmacy’s web shop.',
        sv: 'InstaCARE, InstaCHECK och InstaFIND säljs på apotek i hela Sverige, i butik och på nätet. Fråga efter dem vid disken eller sök efter dem i apotekets webbutik.',
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'brand',
      title: {
        en: 'Why test at home',
        sv: 'Fördelar med att testa sig hemma',
      },
      columns: '3',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          icon: 'house',
          title: {
            en: 'Convenience',
            sv: 'Bekvämt',
          },
          description: {
            en: 'Test when it suits you, in the privacy of your own home, without booking an appointment.',
            sv: 'Testa dig när det passar dig, hemma i lugn och ro, utan att boka tid.',
          },
        },
        {
          icon: 'search-check',
          title: {
            en: 'Early detection',
            sv: 'Tidig upptäckt',
          },
          description: {
            en: 'Spot changes early and know when it is time to talk to a doctor.',
            sv: 'Upptäck förändringar i tid och få veta när det är dags att prata med en läkare.',
          },
        },
        {
          icon: 'shield',
          title: {
            en: 'Quality',
            sv: 'Kvalitet',
          },
          description: {
            en: 'CE-\u2060marked tests made under ISO\u00a013485-\u2060certified quality management.',
            sv: 'CE-\u2060märkta tester tillverkade inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Want to stock our self-tests?',
        sv: 'Vill ni sälja våra självtester?',
      },
      description: {
        en: 'Pharmacies, retailers and clinics are welcome to contact us about our healthcare range.',
        sv: 'Apotek, butiker och kliniker är välkomna att kontakta oss om vårt sortiment av hälsotester.',
      },
      actions: [
        {
          label: {
            en: 'Contact Us',
            sv: 'Kontakta oss',
          },
          href: '/contact',
          variant: 'accent',
        },
      ],
    },
  ],
};
