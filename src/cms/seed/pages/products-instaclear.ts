import type { PageSeed } from './types';

export const instaclearPageSeed: PageSeed = {
  path: '/products/instaclear',
  title: {
    en: 'InstaCLEAR Rapid Saliva Drug Test',
    sv: 'InstaCLEAR – drogtest i saliv',
  },
  breadcrumb: {
    en: 'InstaCLEAR',
    sv: 'InstaCLEAR',
  },
  description: {
    en: 'CE-marked saliva drug test for the workplace: a screening result on site in under {resultMinutes}, {labAvoidancePercent} of tests settled without a laboratory. Download the whitepaper.',
    sv: 'CE-märkt drogtest i saliv för arbetsplatsen: screeningresultat på under {resultMinutes} direkt på plats, {labAvoidancePercent} av proven avgörs utan laboratorieanalys. Ladda ner vår rapport.',
  },
  layout: [
    {
      blockType: 'productHero',
      product: 'instaclear',
      badge: {
        en: 'CE-marked · made within an ISO\u00a013485-\u2060certified quality management system',
        sv: 'CE-\u2060märkt · tillverkat inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
      },
      actions: [
        {
          label: {
            en: 'Get the Whitepaper',
            sv: 'Ladda ner rapporten',
          },
          href: '#whitepaper-form',
          variant: 'accent',
        },
        {
          label: {
            en: 'Schedule a Demo',
            sv: 'Boka en demo',
          },
          href: '/contact?interest=instaclear',
          variant: 'inverse',
        },
      ],
      stats: [
        {
          value: {
            en: '<\u00a0{resultMinutes}',
            sv: '<\u00a0{resultMinutes}',
          },
          label: {
            en: 'to a screening result',
            sv: 'till screeningresultat',
          },
        },
        {
          value: {
            en: '{labAvoidancePercent}',
            sv: '{labAvoidancePercent}',
          },
          label: {
            en: 'settled without a laboratory',
            sv: 'avgörs utan laboratorieanalys',
          },
        },
        {
          value: {
            en: '{costPerTestUsd}',
            sv: '{costPerTestUsd}',
          },
          label: {
            en: 'per test',
            sv: 'per test',
          },
        },
      ],
      scene: '/products/instaclear',
      glow: 'top-right',
    },
    {
      blockType: 'leadForm',
      form: 'instaclear-whitepaper',
      title: {
        en: 'Download the InstaCLEAR whitepaper',
        sv: 'Ladda ner rapporten om InstaCLEAR',
      },
      intro: {
        en: 'Costs, workflow and the evidence behind saliva testing. Fill in your details and download it straight away.',
        sv: 'Kostnader, arbetsflöde och det vetenskapliga underlaget för salivtester. Fyll i era uppgifter och ladda ner den direkt.',
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      title: {
        en: 'Why employers choose InstaCLEAR',
        sv: 'Därför väljer arbetsgivare InstaCLEAR',
      },
      intro: {
        en: 'Fast enough to act on the same day, reliable enough to defend, simple enough for trained staff to run.',
        sv: 'Så snabbt att ni kan agera samma dag, så tillförlitligt att ni kan stå för resultatet och så enkelt att er egen personal kan genomföra testet efter en kort utbildning.',
      },
      columns: '4',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          icon: 'timer',
          title: {
            en: 'Results in minutes',
            sv: 'Svar på några minuter',
          },
          description: {
            en: 'A screening result in under {resultMinutes}, against {competitorResultMinutes} or more with other testing services.',
            sv: 'Screeningresultat på under {resultMinutes}, mot {competitorResultMinutes} eller mer hos andra testtjänster.',
          },
        },
        {
          icon: 'flask',
          title: {
            en: 'Fewer laboratory tests',
            sv: 'Färre laboratorietester',
          },
          description: {
            en: '{labAvoidancePercent} of tests are settled on site, against {competitorLabAvoidancePercent} with other rapid tests.',
            sv: 'På plats avgörs {labAvoidancePercent} av proven, mot {competitorLabAvoidancePercent} hos andra testtjänster.',
          },
        },
        {
          icon: 'shield',
          title: {
            en: 'Hard to cheat',
            sv: 'Svårt att fuska',
          },
          description: {
            en: 'The saliva sample is collected in front of the collector, so there is no private moment in which to swap or dilute it.',
            sv: 'Salivprovet tas inför provtagaren, så testpersonen är aldrig ensam med provet och kan inte byta ut eller späda ut det.',
          },
        },
        {
          icon: 'wallet',
          title: {
            en: 'Lower cost per test',
            sv: 'Lägre kostnad per test',
          },
          description: {
            en: '{costPerTestUsd} per test, against {traditionalCostPerTestUsd} for traditional laboratory testing.',
            sv: 'Ett test kostar {costPerTestUsd}, mot {traditionalCostPerTestUsd} för ett traditionellt laboratorietest.',
          },
        },
      ],
    },
    {
      blockType: 'proof',
      blockName: 'social-proof',
      tone: 'muted',
      title: {
        en: 'Trusted across the Nordics',
        sv: 'Används i hela Norden',
      },
      intro: {
        en: 'Employers in logistics, construction, energy and transport use InstaCLEAR in their drug and alcohol policy.',
        sv: 'Arbetsgivare inom logistik, bygg, energi och transport använder InstaCLEAR som en del av sin alkohol- och drogpolicy.',
      },
      logos: [
        {
          name: {
            en: 'Nordhavn Logistik',
            sv: 'Nordhavn Logistik',
          },
          kind: {
            en: 'Logistics',
            sv: 'Logistik',
          },
        },
        {
          name: {
            en: 'Fjällbygg',
            sv: 'Fjällbygg',
          },
          kind: {
            en: 'Construction',
            sv: 'Bygg',
          },
        },
        {
          name: {
            en: 'Strömvik Energiservice',
            sv: 'Strömvik Energiservice',
          },
          kind: {
            en: 'Energy',
            sv: 'Energi',
          },
        },
        {
          name: {
            en: 'Mälartrafik',
            sv: 'Mälartrafik',
          },
          kind: {
            en: 'Public transport',
            sv: 'Kollektivtrafik',
          },
        },
      ],
      testimonials: 'products-instaclear',
      badges: [
        {
          text: {
            en: 'ISO\u00a013485-certified quality management',
            sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
          },
        },
        {
          text: {
            en: 'GDPR-compliant data handling',
            sv: 'Personuppgifter hanteras enligt GDPR',
          },
        },
        {
          text: {
            en: 'CE-marked under IVDR',
            sv: 'CE-\u2060märkt enligt IVDR',
          },
        },
      ],
    },
    {
      blockType: 'whitepaperPromo',
      blockName: 'whitepaper-promo',
      tone: 'brand',
      eyebrow: {
        en: 'Free whitepaper',
        sv: 'Kostnadsfri rapport',
      },
      title: {
        en: 'The business case for saliva testing',
        sv: 'Affärsnyttan med salivtester',
      },
      intro: {
        en: 'How on-site saliva screening works, what it detects, how it fits a drug and alcohol policy, and what it saves compared with sending every sample to a laboratory.',
        sv: 'Hur salivscreening på plats fungerar, vad den påvisar, hur den passar in i en alkohol- och drogpolicy och vad ni sparar jämfört med att skicka varje prov till laboratorium.',
      },
      whitepaper: 'instaclear',
      action: {
        label: {
          en: 'Download Whitepaper',
          sv: 'Ladda ner rapporten',
        },
        href: '#whitepaper-form',
        variant: 'primary',
      },
    },
    {
      blockType: 'steps',
      blockName: 'how-it-works',
      tone: 'white',
      title: {
        en: 'How it works',
        sv: 'Så fungerar det',
      },
      intro: {
        en: 'Four steps from sample to decision, run by your own trained staff or by our collectors.',
        sv: 'Fyra steg från prov till beslut, som genomförs av er egen utbildade personal eller av våra provtagare.',
      },
      items: [
        {
          title: {
            en: 'Collect',
            sv: 'Ta provet',
          },
          description: {
            en: 'The employee draws the collector’s pad along the inside of the cheeks and over the tongue until it is soaked – in front of the person running the test.',
            sv: 'Medarbetaren drar provtagningspinnens dyna längs insidan av kinderna och över tungan tills den är genomblöt – inför den som genomför testet.',
          },
        },
        {
          title: {
            en: 'Insert',
            sv: 'Sätt i provtagningspinnen',
          },
          description: {
            en: 'The collector goes into the test cassette, which starts the analysis for the whole standard panel at once.',
            sv: 'Provtagningspinnen sätts i testkassetten, som analyserar hela standardpanelen på en gång.',
          },
        },
        {
          title: {
            en: 'Read',
            sv: 'Läs av',
          },
          description: {
            en: 'The screening result is read in under {resultMinutes} and recorded with the chain-of-custody form.',
            sv: 'Screeningresultatet läses av på under {resultMinutes} och dokumenteras i provtagningsprotokollet.',
          },
        },
        {
          title: {
            en: 'Confirm',
            sv: 'Bekräfta',
          },
          description: {
            en: 'A preliminary positive screen is sealed and sent to an accredited laboratory for confirmation where required.',
            sv: 'Ett preliminärt positivt prov förseglas och skickas till ett ackrediterat laboratorium för bekräftelse när det krävs.',
          },
        },
      ],
      action: {
        label: {
          en: 'Request a Demo',
          sv: 'Begär en demo',
        },
        href: '#whitepaper-form',
        variant: 'primary',
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
            en: 'Which substances does InstaCLEAR detect?',
            sv: 'Vilka substanser påvisar InstaCLEAR?',
          },
          answer: {
            en: 'The standard panel detects amphetamines, benzodiazepines, cannabis (THC), cocaine, opiates and methamphetamines. Other panels are available for specific policies.',
            sv: 'Standardpanelen påvisar amfetamin, bensodiazepiner, cannabis (THC), kokain, opiater och metamfetamin. Andra paneler finns för särskilda policyer.',
          },
        },
        {
          question: {
            en: 'How far back does a saliva test detect use?',
            sv: 'Hur långt bakåt visar ett salivtest intag?',
          },
          answer: {
            en: 'Saliva shows recent use, typically within the last {salivaWindowHours}, which makes it well suited to testing after an incident or on suspicion of being under the influence at work.',
            sv: 'Saliv visar om intag skett nyligen, normalt inom de senaste {salivaWindowHours}na. Därför passar salivtest bra efter ett tillbud eller vid misstanke om påverkan i arbetet.',
          },
        },
        {
          question: {
            en: 'Who can carry out the test?',
            sv: 'Vem kan genomföra testet?',
          },
          answer: {
            en: 'Staff trained by us, such as occupational health nurses or safety coordinators, or our own collectors. The training covers collection, reading and the chain of custody.',
            sv: 'Personal som vi har utbildat, till exempel företagssköterskor eller säkerhetssamordnare, eller våra egna provtagare. Utbildningen omfattar provtagning, avläsning och provkedjan.',
          },
        },
        {
          question: {
            en: 'Is the screening result enough to act on?',
            sv: 'Räcker screeningresultatet som beslutsunderlag?',
          },
          answer: {
            en: 'A negative screen is final. A preliminary positive screen is not a final result: it must be confirmed by a laboratory before any decision about the employee is made.',
            sv: 'Ett negativt screeningresultat är slutligt. Ett preliminärt positivt resultat är det inte: det ska bekräftas av laboratorium innan något beslut om medarbetaren fattas.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Ready to test smarter?',
        sv: 'Redo för enklare testning?',
      },
      description: {
        en: 'Read the whitepaper, or let one of our specialists show you InstaCLEAR on your own site.',
        sv: 'Läs vår rapport eller låt någon av våra specialister visa InstaCLEAR på er egen arbetsplats.',
      },
      actions: [
        {
          label: {
            en: 'Download Whitepaper',
            sv: 'Ladda ner rapporten',
          },
          href: '#whitepaper-form',
          variant: 'accent',
        },
        {
          label: {
            en: 'Schedule a Demo',
            sv: 'Boka en demo',
          },
          href: '/contact?interest=instaclear',
          variant: 'inverse',
        },
      ],
    },
  ],
};
