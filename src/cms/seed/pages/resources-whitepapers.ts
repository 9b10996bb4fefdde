import type { PageSeed } from './types';

export const whitepapersPageSeed: PageSeed = {
  path: '/resources/whitepapers',
  title: {
    en: 'Whitepapers on workplace drug testing',
    sv: 'Rapporter (whitepapers) om drogtester i arbetslivet',
  },
  breadcrumb: {
    en: 'Whitepapers',
    sv: 'Rapporter',
  },
  description: {
    en: 'Free whitepapers on rapid saliva testing, the Circular Testing programme, virtual drug testing and hair analysis. Choose the ones you need and download them as PDF.',
    sv: 'Kostnadsfria rapporter om snabba salivtester, programmet Circular Testing, virtuell drogtestning och håranalys. Välj dem ni behöver och ladda ner dem som PDF.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Free resources',
        sv: 'Kostnadsfritt material',
      },
      title: {
        en: 'Whitepapers for safer workplaces',
        sv: 'Rapporter för säkrare arbetsplatser',
      },
      description: {
        en: 'Practical guides for HR, safety and procurement teams: how each testing method works, where it fits in a drug and alcohol policy, and what it costs.',
        sv: 'Praktiska guider för HR-, säkerhets- och inköpsavdelningar: hur varje testmetod fungerar, var den passar in i en alkohol- och drogpolicy och vad den kostar.',
      },
      actions: [
        {
          label: {
            en: 'Download Whitepaper',
            sv: 'Välj rapporter',
          },
          href: '#download-whitepapers',
          variant: 'accent',
        },
      ],
      scene: '/resources/whitepapers',
      glow: 'top-right',
    },
    {
      blockType: 'whitepaperList',
      blockName: 'whitepaper-list',
      tone: 'white',
      title: {
        en: 'Four whitepapers, one for each solution',
        sv: 'Fyra rapporter – en för varje lösning',
      },
      intro: {
        en: 'Each whitepaper covers one product: how it works, the figures behind it and how to introduce it.',
        sv: 'Varje rapport handlar om en produkt: hur den fungerar, siffrorna bakom den och hur ni inför den.',
      },
      highlightsLabel: {
        en: 'Inside',
        sv: 'Innehåll i urval',
      },
      productLink: {
        en: 'About the product',
        sv: 'Läs mer om produkten',
      },
    },
    {
      blockType: 'leadForm',
      form: 'whitepapers',
      title: {
        en: 'Get the whitepapers you need',
        sv: 'Ladda ner de rapporter ni behöver',
      },
      intro: {
        en: 'Tick at least one whitepaper and fill in your details once. Your download links appear here as soon as you send the form.',
        sv: 'Kryssa för minst en rapport och fyll i uppgifterna en gång. Nedladdningslänkarna visas här så snart ni har skickat formuläret.',
      },
    },
  ],
};
