import type { PageSeed } from './types';

export const instafindPageSeed: PageSeed = {
  path: '/products/instafind',
  title: {
    en: 'InstaFIND Molecular Self-Test with App',
    sv: 'InstaFIND – molekylärt självtest med app',
  },
  description: {
    en: 'A molecular self-test for home use with {molecularConcordancePercent} concordance with laboratory methods. Register, test and read your result in the InstaFIND app.',
    sv: 'Ett molekylärt självtest för hemmabruk med {molecularConcordancePercent} överensstämmelse med laboratoriemetoder. Registrera, testa och läs av svaret i InstaFIND-appen.',
  },
  breadcrumb: {
    en: 'InstaFIND',
    sv: 'InstaFIND',
  },
  layout: [
    {
      blockType: 'productHero',
      product: 'instafind',
      badge: {
        en: 'CE-marked self-test with app',
        sv: 'CE-\u2060märkt självtest med app',
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
            en: 'See How It Works',
            sv: 'Se hur det fungerar',
          },
          href: '#how-it-works',
          variant: 'inverse',
        },
      ],
      stats: [
        {
          value: {
            en: '{molecularConcordancePercent}',
            sv: '{molecularConcordancePercent}',
          },
          label: {
            en: 'concordance with laboratory methods',
            sv: 'överensstämmelse med laboratoriemetoder',
          },
        },
        {
          value: {
            en: '4 viruses',
            sv: '4 virus',
          },
          label: {
            en: 'from one nasal swab',
            sv: 'med ett enda näsprov',
          },
        },
        {
          value: {
            en: '4 steps',
            sv: '4 steg',
          },
          label: {
            en: 'guided by the app',
            sv: 'med guide i appen',
          },
        },
      ],
      scene: '/products/instafind',
      glow: 'bottom-left',
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      title: {
        en: 'Why InstaFIND',
        sv: 'Därför InstaFIND',
      },
      columns: '3',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          icon: 'microscope',
          title: {
            en: 'Molecular accuracy',
            sv: 'Molekylär precision',
          },
          description: {
            en: '{molecularConcordancePercent} concordance with laboratory methods, without leaving home.',
            sv: 'Svaret stämmer med laboratoriemetoder i {molecularConcordancePercent} av fallen – utan att du behöver lämna hemmet.',
          },
        },
        {
          icon: 'smartphone',
          title: {
            en: 'Read by the app',
            sv: 'Avläses i appen',
          },
          description: {
            en: 'No squinting at faint lines: the app reads the cassette with your phone camera and explains the result.',
            sv: 'Inget kisande efter svaga linjer: appen läser av kassetten med mobilkameran och förklarar svaret.',
          },
        },
        {
          icon: 'stethoscope',
          title: {
            en: 'Care when you need it',
            sv: 'Vård när du behöver den',
          },
          description: {
            en: 'Book a telehealth appointment from the app and share your result with the clinician in one tap.',
            sv: 'Boka ett digitalt vårdmöte i appen och dela ditt resultat med vårdpersonalen med ett tryck.',
          },
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'how-it-works',
      anchor: 'how-it-works',
      tone: 'muted',
      title: {
        en: 'How it works',
        sv: 'Så fungerar det',
      },
      intro: {
        en: 'The app leads you through each step with short videos and a timer.',
        sv: 'Appen leder dig genom varje steg med korta filmer och en timer.',
      },
      items: [
        {
          title: {
            en: 'Register your kit',
            sv: 'Registrera testet',
          },
          description: {
            en: 'Open the InstaFIND app and scan the QR code on the pack. This links the test to you and starts the guide.',
            sv: 'Öppna InstaFIND-appen och skanna QR-koden på förpackningen. Då kopplas testet till dig och guiden startar.',
          },
        },
        {
          title: {
            en: 'Collect a sample',
            sv: 'Ta provet',
          },
          description: {
            en: 'Swab both nostrils with the soft swab as the app shows you.',
            sv: 'För in provtagningspinnen i båda näsborrarna och rulla den några varv, så som appen visar.',
          },
        },
        {
          title: {
            en: 'Process the sample',
            sv: 'Behandla provet',
          },
          description: {
            en: 'Put the swab in the reaction tube, snap the cap and place the tube in the cassette. The app times the reaction.',
            sv: 'Sätt provtagningspinnen i reaktionsröret, knäpp fast locket och placera röret i kassetten. Appen tar tid på reaktionen.',
          },
        },
        {
          title: {
            en: 'Scan your result',
            sv: 'Skanna svaret',
          },
          description: {
            en: 'When the timer ends, scan the cassette. The app shows your result, stores it securely and suggests what to do next.',
            sv: 'När tiden har gått ut skannar du kassetten. Appen visar svaret, sparar det säkert och föreslår vad du ska göra härnäst.',
          },
        },
      ],
    },
    {
      blockType: 'specs',
      blockName: 'specifications',
      tone: 'white',
      title: {
        en: 'Technical specifications',
        sv: 'Teknisk specifikation',
      },
      intro: {
        en: 'The facts behind the result.',
        sv: 'Fakta bakom svaret.',
      },
      rows: [
        {
          label: {
            en: 'Method',
            sv: 'Metod',
          },
          value: {
            en: 'Molecular (isothermal nucleic acid amplification)',
            sv: 'Molekylär (isoterm nukleinsyraamplifiering)',
          },
        },
        {
          label: {
            en: 'Detects',
            sv: 'Påvisar',
          },
          value: {
            en: 'Influenza A, influenza B, RSV and SARS-CoV-2 (COVID-19)',
            sv: 'Influensa A, influensa B, RSV och SARS-CoV-2 (covid-19)',
          },
        },
        {
          label: {
            en: 'Sample',
            sv: 'Prov',
          },
          value: {
            en: 'Nasal swab, taken by yourself',
            sv: 'Näsprov som du tar själv',
          },
        },
        {
          label: {
            en: 'Concordance with laboratory methods',
            sv: 'Överensstämmelse med laboratoriemetoder',
          },
          value: {
            en: '{molecularConcordancePercent}',
            sv: '{molecularConcordancePercent}',
          },
        },
        {
          label: {
            en: 'Result reading',
            sv: 'Avläsning',
          },
          value: {
            en: 'In the InstaFIND app for iOS and Android',
            sv: 'I InstaFIND-appen för iOS och Android',
          },
        },
        {
          label: {
            en: 'Regulation',
            sv: 'Regelverk',
          },
          value: {
            en: 'CE-\u2060marked under IVDR',
            sv: 'CE-\u2060märkt enligt IVDR',
          },
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'app-features',
      tone: 'brand',
      title: {
        en: 'The InstaFIND app',
        sv: 'InstaFIND-appen',
      },
      intro: {
        en: 'More than a result: the app helps you understand it and act on it.',
        sv: 'Mer än ett svar: appen hjälper dig att förstå det och gå vidare.',
      },
      columns: '3',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          icon: 'lock',
          title: {
            en: 'Secure result storage',
            sv: 'Säker lagring av resultat',
          },
          description: {
            en: 'Results are encrypted and stored in the EU; only you decide who sees them.',
            sv: 'Resultaten krypteras och lagras inom EU; bara du bestämmer vem som får se dem.',
          },
        },
        {
          icon: 'lightbulb',
          title: {
            en: 'Personal insights',
            sv: 'Personliga insikter',
          },
          description: {
            en: 'Plain-language explanations of what your result means for you.',
            sv: 'Förklaringar på vanlig svenska av vad ditt resultat betyder för dig.',
          },
        },
        {
          icon: 'network',
          title: {
            en: 'Health-platform integration',
            sv: 'Koppling till hälsoappar',
          },
          description: {
            en: 'Share results with Apple Health, Google Health Connect or your care provider.',
            sv: 'Dela resultat med Apple Hälsa, Google Health Connect eller din vårdgivare.',
          },
        },
        {
          icon: 'activity',
          title: {
            en: 'Trend alerts',
            sv: 'Trendbevakning',
          },
          description: {
            en: 'See your results over time and get a notice when something changes.',
            sv: 'Följ dina resultat över tid och få en avisering när något förändras.',
          },
        },
        {
          icon: 'video',
          title: {
            en: 'Telehealth booking',
            sv: 'Boka vårdmöte',
          },
          description: {
            en: 'Book a video appointment with a clinician straight from your result.',
            sv: 'Boka ett videomöte med vårdpersonal direkt från ditt resultat.',
          },
        },
        {
          icon: 'book',
          title: {
            en: 'Health education',
            sv: 'Kunskap om hälsa',
          },
          description: {
            en: 'Short, reviewed articles about infections, symptoms and when to seek care.',
            sv: 'Korta, granskade artiklar om infektioner, symtom och när du bör söka vård.',
          },
        },
      ],
    },
    {
      blockType: 'retailers',
      blockName: 'where-to-buy',
      anchor: 'where-to-buy',
      tone: 'white',
      title: {
        en: 'Where to buy',
        sv: 'Här kan du köpa',
      },
      intro: {
        en: 'InstaFIND is sold at pharmacies across Sweden, among them the ones below, in store and online. The app is free in the App Store and on Google Play.',
        sv: 'InstaFIND säljs på apotek i hela Sverige – i butik och på nätet, bland annat hos apoteken nedan. Appen är gratis i App Store och på Google Play.',
      },
    },
    {
      blockType: 'faq',
      blockName: 'faq',
      tone: 'muted',
      title: {
        en: 'Frequently asked questions',
        sv: 'Vanliga frågor',
      },
      items: [
        {
          question: {
            en: 'Do I need the app to use InstaFIND?',
            sv: 'Behöver jag appen för att använda InstaFIND?',
          },
          answer: {
            en: 'Yes. The app registers your kit, times the reaction and reads the result, so it is part of the test.',
            sv: 'Ja. Appen registrerar testet, tar tid på reaktionen och läser av svaret, så den är en del av testet.',
          },
        },
        {
          question: {
            en: 'How is a molecular test different from a rapid antigen test?',
            sv: 'Hur skiljer sig ett molekylärt test från ett antigentest?',
          },
          answer: {
            en: 'A molecular test detects the virus’s genetic material, the way laboratory tests do, so it can find an infection earlier and more reliably than a test that looks for proteins.',
            sv: 'Ett molekylärt test påvisar virusets arvsmassa, på samma sätt som laboratorietester, och kan därför upptäcka en infektion tidigare och säkrare än ett test som letar efter proteiner.',
          },
        },
        {
          question: {
            en: 'Who can see my results?',
            sv: 'Vem kan se mina resultat?',
          },
          answer: {
            en: 'Only you, unless you choose to share them. Results are encrypted, stored in the EU and handled according to the GDPR.',
            sv: 'Bara du, om du inte själv väljer att dela dem. Resultaten krypteras, lagras inom EU och hanteras enligt GDPR.',
          },
        },
      ],
    },
  ],
};
