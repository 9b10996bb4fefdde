import type { PageSeed } from './types';

export const newsPageSeed: PageSeed = {
  path: '/news',
  title: {
    en: 'News and press',
    sv: 'Nyheter och press',
  },
  description: {
    en: 'Press coverage and news about Nordic Rapid Diagnostics: rapid saliva drug tests, Circular Testing and our work with Nordic healthcare and employers.',
    sv: 'Pressbevakning och nyheter om Nordic Rapid Diagnostics: snabba drogtester i saliv, Circular Testing och vårt arbete med vården och arbetsgivare i hela Norden.',
  },
  layout: [
    {
      blockType: 'banner',
      title: {
        en: 'News and press',
        sv: 'Nyheter och press',
      },
      intro: {
        en: 'What the press has written about us, and where to read more about our company.',
        sv: 'Det här har pressen skrivit om oss – och här kan ni läsa mer om bolaget.',
      },
      scene: '/news',
    },
    {
      blockType: 'newsCards',
      blockName: 'articles',
      title: {
        en: 'Articles and links',
        sv: 'Artiklar och länkar',
      },
    },
    {
      blockType: 'downloads',
      blockName: 'press-kit',
      tone: 'muted',
      title: {
        en: 'Press kit',
        sv: 'Pressmaterial',
      },
      intro: {
        en: 'Free to use in articles about {companyName} and our products. Please credit {companyName}.',
        sv: 'Fritt att använda i artiklar om {companyName} och våra produkter. Ange {companyName} som källa.',
      },
      files: [
        {
          icon: 'award',
          title: {
            en: 'Logo',
            sv: 'Logotyp',
          },
          description: {
            en: 'Our symbol and name as a vector file, for print and screen.',
            sv: 'Vår symbol och vårt namn som vektorfil, för tryck och skärm.',
          },
          format: 'SVG',
          href: {
            en: '/images/press/nordic-rapid-diagnostics-logo.svg',
            sv: '/images/press/nordic-rapid-diagnostics-logo.svg',
          },
        },
        {
          icon: 'droplet',
          title: {
            en: 'Product drawing: InstaCLEAR saliva test',
            sv: 'Produktbild: salivtestet InstaCLEAR',
          },
          description: {
            en: 'The saliva multi-test with its collector, as a vector drawing.',
            sv: 'Salivmultitestet med provtagningspinne, som vektorteckning.',
          },
          format: 'SVG',
          href: {
            en: '/images/products/saliva-multi-7.svg',
            sv: '/images/products/saliva-multi-7.svg',
          },
        },
        {
          icon: 'beaker',
          title: {
            en: 'Product drawing: 17-panel urine cup',
            sv: 'Produktbild: urinkopp med 17 paneler',
          },
          description: {
            en: 'Our widest urine multi-test, as a vector drawing.',
            sv: 'Vår bredaste urinkopp, som vektorteckning.',
          },
          format: 'SVG',
          href: {
            en: '/images/products/multi-17.svg',
            sv: '/images/products/multi-17.svg',
          },
        },
        {
          icon: 'file-text',
          title: {
            en: 'Company fact sheet',
            sv: 'Faktablad om företaget',
          },
          description: {
            en: 'Key figures, markets, products and milestones on a few pages – the deck we also give investors.',
            sv: 'Nyckeltal, marknader, produkter och milstolpar på några sidor – samma underlag som vi ger investerare.',
          },
          format: 'PDF',
          href: {
            en: '/downloads/en/investor-summary.pdf',
            sv: '/downloads/sv/investor-summary.pdf',
          },
        },
        {
          icon: 'clipboard-check',
          title: {
            en: 'Background: drug testing at work',
            sv: 'Bakgrund: drogtester i arbetslivet',
          },
          description: {
            en: 'Our checklist of good practice for drug and alcohol testing at work – background for articles on workplace testing.',
            sv: 'Vår checklista över god praxis för drog- och alkoholtester i arbetslivet – bakgrund för artiklar om drogtester på arbetsplatser.',
          },
          format: 'PDF',
          href: {
            en: '/downloads/en/compliance-checklist.pdf',
            sv: '/downloads/sv/compliance-checklist.pdf',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Press enquiries',
        sv: 'Pressfrågor',
      },
      description: {
        en: 'Journalists are welcome to contact us for interviews, images and background on rapid testing.',
        sv: 'Journalister är välkomna att kontakta oss för intervjuer, bilder och bakgrund om snabbtester.',
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
