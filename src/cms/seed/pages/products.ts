import type { PageSeed } from './types';

export const productsPageSeed: PageSeed = {
  path: '/products',
  title: {
    en: 'Our Products',
    sv: 'Våra produkter',
  },
  description: {
    en: 'Workplace drug testing and consumer self-tests: InstaCLEAR saliva tests, the Circular Testing programme, VDT, hair analysis, InstaCHECK and InstaFIND. Compare them and find the right fit.',
    sv: 'Drogtester för arbetsplatser och självtester för konsumenter: salivtestet InstaCLEAR, programmet Circular Testing, VDT, håranalys, InstaCHECK och InstaFIND. Jämför dem och hitta rätt.',
  },
  breadcrumb: {
    en: 'Products',
    sv: 'Produkter',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'CE-marked · IVDR · Made in the Nordics',
        sv: 'CE-\u2060märkt · IVDR · utvecklat i Norden',
      },
      title: {
        en: 'Testing that fits how you work',
        sv: 'Tester som passar er verksamhet',
      },
      description: {
        en: 'From an on-site saliva test with a result in under {resultMinutes} to complete testing programmes and self-tests sold at pharmacies: every product is built for reliable answers without the wait for a laboratory.',
        sv: 'Från salivtest på plats med svar på under {resultMinutes} till kompletta testprogram och självtester som säljs på apotek: de flesta produkterna ger tillförlitliga svar direkt, utan att ni behöver vänta på laboratoriet.',
      },
      actions: [
        {
          label: {
            en: 'Explore Products',
            sv: 'Utforska produkterna',
          },
          href: '#product-details',
          variant: 'accent',
        },
        {
          label: {
            en: 'Schedule a Demo',
            sv: 'Boka en demo',
          },
          href: '/contact',
          variant: 'inverse',
        },
      ],
      scene: '/products',
      glow: 'top-right',
    },
    {
      blockType: 'productCards',
      blockName: 'product-details',
      anchor: 'product-details',
      tone: 'white',
      title: {
        en: 'Our product range',
        sv: 'Vårt sortiment',
      },
      intro: {
        en: 'Four solutions for employers and self-tests that consumers take at home. Products marked coming soon are in development; ask us about pilots.',
        sv: 'Fyra lösningar för arbetsgivare och självtester som konsumenter gör hemma. Produkter märkta ”Kommer snart” är under utveckling – fråga oss om pilotprojekt.',
      },
      groups: [
        {
          audience: 'workplace',
          title: {
            en: 'Workplace solutions',
            sv: 'Lösningar för arbetsplatser',
          },
          intro: {
            en: 'For HR, safety and procurement teams that need fair, fast and defensible drug and alcohol testing.',
            sv: 'För HR-, säkerhets- och inköpsavdelningar som behöver rättvisa, snabba och rättssäkra alkohol- och drogtester.',
          },
        },
        {
          audience: 'consumer',
          title: {
            en: 'Consumer products',
            sv: 'Produkter för konsumenter',
          },
          intro: {
            en: 'Self-tests you can buy at the pharmacy and use at home, with clear instructions and results in minutes.',
            sv: 'Självtester som du köper på apoteket och gör hemma, med tydliga instruktioner och svar på några minuter.',
          },
        },
      ],
      featuresLabel: {
        en: 'Key features',
        sv: 'I korthet',
      },
      learnMore: {
        en: 'Learn More',
        sv: 'Läs mer',
      },
      comingSoon: {
        en: 'Coming Soon',
        sv: 'Kommer snart',
      },
      listName: {
        en: 'Products',
        sv: 'Produkter',
      },
    },
    {
      blockType: 'productFit',
      blockName: 'fit',
      tone: 'muted',
      title: {
        en: 'Find the right fit',
        sv: 'Hitta rätt lösning',
      },
      intro: {
        en: 'Each product answers a different question. Start from the situation you need to handle.',
        sv: 'Varje produkt svarar på en egen fråga. Utgå från situationen som ska hanteras.',
      },
      groups: [
        {
          audience: 'workplace',
          label: {
            en: 'For employers',
            sv: 'För arbetsgivare',
          },
        },
        {
          audience: 'consumer',
          label: {
            en: 'For consumers',
            sv: 'För konsumenter',
          },
        },
      ],
      bestFor: [
        {
          product: 'instaclear',
          text: {
            en: 'Pre-employment checks, random testing and testing after an incident, on site and the same day.',
            sv: 'Kontroller vid anställning, slumpvisa tester och tester efter tillbud – på plats och samma dag.',
          },
        },
        {
          product: 'circular-testing',
          text: {
            en: 'Organisations that want a full programme: screening, MRO verification and support for employees who test positive.',
            sv: 'Organisationer som vill ha ett komplett program: screening, läkarverifiering (MRO) och stöd till medarbetare som får ett preliminärt positivt resultat.',
          },
        },
        {
          product: 'vdt',
          text: {
            en: 'Distributed teams, field staff and remote sites where supervised testing on location is impractical.',
            sv: 'Utspridda team, fältpersonal och avlägsna arbetsplatser där övervakade tester på plats är svåra att ordna.',
          },
        },
        {
          product: 'hair-analysis',
          text: {
            en: 'Safety-critical roles that call for a longer look back: drug use over the past {hairDetectionDays}.',
            sv: 'Säkerhetskritiska roller där man behöver se längre bakåt i tiden: drogbruk under de senaste {hairDetectionDays}na.',
          },
        },
        {
          product: 'instacheck',
          text: {
            en: 'Anyone who feels tired or short of breath and wants to know whether low iron stores could be the reason.',
            sv: 'Den som känner sig trött eller andfådd och vill veta om låga järnförråd kan vara orsaken.',
          },
        },
        {
          product: 'instafind',
          text: {
            en: 'Households that want a molecular test at home, with the result explained and stored in an app.',
            sv: 'Hushåll som vill kunna göra ett molekylärt test hemma, med resultatet förklarat och sparat i en app.',
          },
        },
      ],
      learnMore: {
        en: 'Learn More',
        sv: 'Läs mer',
      },
    },
    {
      blockType: 'comparison',
      blockName: 'comparison',
      tone: 'white',
      title: {
        en: 'Compare the workplace solutions',
        sv: 'Jämför lösningarna för arbetsplatser',
      },
      intro: {
        en: 'What each workplace product does, side by side. Rapid tests give a screening result that is confirmed by a laboratory where required.',
        sv: 'Så skiljer sig lösningarna för arbetsplatser åt, sida vid sida. Snabbtester ger ett screeningresultat som bekräftas av laboratorium när det krävs.',
      },
      badges: [

      ],
      wide: true,
      caption: {
        en: 'Comparison of the workplace solutions',
        sv: 'Jämförelse av lösningarna för arbetsplatser',
      },
      columns: [
        {
          label: {
            en: 'Capability',
            sv: 'Egenskap',
          },
        },
        {
          label: {
            en: 'InstaCLEAR',
            sv: 'InstaCLEAR',
          },
        },
        {
          label: {
            en: 'Circular Testing',
            sv: 'Circular Testing',
          },
        },
        {
          label: {
            en: 'VDT',
            sv: 'VDT',
          },
        },
        {
          label: {
            en: 'Hair analysis',
            sv: 'Håranalys',
          },
        },
      ],
      rows: [
        {
          label: {
            en: 'Detection window',
            sv: 'Påvisningstid',
          },
          cells: [
            {
              value: 'text',
              text: {
                en: '{salivaWindowHours}',
                sv: '{salivaWindowHours}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{salivaWindowHours}',
                sv: '{salivaWindowHours}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{salivaWindowHours}',
                sv: '{salivaWindowHours}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{hairDetectionDays}',
                sv: '{hairDetectionDays}',
              },
            },
          ],
        },
        {
          label: {
            en: 'Screening result on site',
            sv: 'Screeningresultat på plats',
          },
          cells: [
            {
              value: 'yes',
            },
            {
              value: 'yes',
            },
            {
              value: 'yes',
            },
            {
              value: 'no',
            },
          ],
        },
        {
          label: {
            en: 'Verification by a medical review officer (MRO)',
            sv: 'Läkarverifiering (MRO)',
          },
          cells: [
            {
              value: 'no',
            },
            {
              value: 'yes',
            },
            {
              value: 'yes',
            },
            {
              value: 'yes',
            },
          ],
        },
        {
          label: {
            en: 'Telehealth referral and support',
            sv: 'Hänvisning och stöd via digital vård',
          },
          cells: [
            {
              value: 'no',
            },
            {
              value: 'yes',
            },
            {
              value: 'yes',
            },
            {
              value: 'no',
            },
          ],
        },
        {
          label: {
            en: 'Remote testing without a collector',
            sv: 'Tester på distans utan provtagare',
          },
          cells: [
            {
              value: 'no',
            },
            {
              value: 'no',
            },
            {
              value: 'yes',
            },
            {
              value: 'no',
            },
          ],
        },
        {
          label: {
            en: 'Available now',
            sv: 'Tillgänglig nu',
          },
          cells: [
            {
              value: 'yes',
            },
            {
              value: 'yes',
            },
            {
              value: 'no',
            },
            {
              value: 'no',
            },
          ],
        },
      ],
    },
    {
      blockType: 'faq',
      blockName: 'faq',
      tone: 'brand',
      title: {
        en: 'Frequently asked questions',
        sv: 'Vanliga frågor',
      },
      items: [
        {
          question: {
            en: 'Which product should we start with?',
            sv: 'Vilken produkt ska vi börja med?',
          },
          answer: {
            en: 'Most employers start with InstaCLEAR for on-site testing and add Circular Testing when they want verification and employee support in one programme. Tell us about your sites and policy, and we will suggest a set-up.',
            sv: 'De flesta arbetsgivare börjar med InstaCLEAR för tester på plats och lägger till Circular Testing när de vill ha verifiering och stöd till medarbetarna i ett och samma program. Berätta om era arbetsplatser och er policy, så föreslår vi ett upplägg.',
          },
        },
        {
          question: {
            en: 'Are the tests CE-marked?',
            sv: 'Är testerna CE-\u2060märkta?',
          },
          answer: {
            en: 'Yes. Our rapid tests are CE-marked under the EU regulation on in vitro diagnostic medical devices (IVDR) and made under ISO\u00a013485-certified quality management.',
            sv: 'Ja. Våra snabbtester är CE-\u2060märkta enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR) och tillverkas inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem.',
          },
        },
        {
          question: {
            en: 'Is a rapid test result final?',
            sv: 'Är resultatet från ett snabbtest slutgiltigt?',
          },
          answer: {
            en: 'A rapid test gives a screening result. A preliminary positive result is confirmed by a laboratory where required, and in Circular Testing it is reviewed by a medical review officer before anyone acts on it.',
            sv: 'Ett snabbtest ger ett screeningresultat. Ett preliminärt positivt resultat bekräftas av laboratorium när det krävs, och inom Circular Testing granskas det genom läkarverifiering (MRO) innan några åtgärder vidtas.',
          },
        },
        {
          question: {
            en: 'When will VDT and hair analysis be available?',
            sv: 'När blir VDT och håranalys tillgängliga?',
          },
          answer: {
            en: 'VDT is piloted in {vdtPilotYear} and launches in {vdtLaunchYear}; hair analysis follows. Contact us if you would like to take part in a pilot.',
            sv: 'VDT-piloten genomförs {vdtPilotYear} och tjänsten lanseras {vdtLaunchYear}; håranalysen följer därefter. Kontakta oss om ni vill delta i ett pilotprojekt.',
          },
        },
        {
          question: {
            en: 'Where can I buy InstaCHECK and InstaFIND?',
            sv: 'Var kan jag köpa InstaCHECK och InstaFIND?',
          },
          answer: {
            en: 'Both self-tests are sold at pharmacies across Sweden, in store and online. Each product page lists where to buy them.',
            sv: 'Båda serierna säljs på apotek i hela Sverige, i butik och på nätet. På varje produktsida står var de finns att köpa.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'See the products in action',
        sv: 'Se produkterna i praktiken',
      },
      description: {
        en: 'Book a demo with one of our specialists, or read the whitepapers first.',
        sv: 'Boka en demo med någon av våra specialister eller läs våra rapporter först.',
      },
      actions: [
        {
          label: {
            en: 'Schedule a Demo',
            sv: 'Boka en demo',
          },
          href: '/contact',
          variant: 'accent',
        },
        {
          label: {
            en: 'Read the Whitepapers',
            sv: 'Läs våra rapporter',
          },
          href: '/resources/whitepapers',
          variant: 'inverse',
        },
      ],
    },
  ],
};
