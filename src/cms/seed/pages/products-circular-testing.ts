import type { PageSeed } from './types';

export const circularTestingPageSeed: PageSeed = {
  path: '/products/circular-testing',
  title: {
    en: 'Circular Testing: screening, MRO review and telehealth support',
    sv: 'Circular Testing: screening, läkarverifiering och stöd via digital vård',
  },
  breadcrumb: {
    en: 'Circular Testing',
    sv: 'Circular Testing',
  },
  description: {
    en: 'A workplace drug-testing programme that links rapid screening, medical review officer verification and telehealth referral: results in under {circularResultHours} and {costReductionPercent} lower testing costs.',
    sv: 'Ett program för drogtester på arbetsplatsen som knyter ihop snabb screening, läkarverifiering (MRO) och hänvisning till digital vård: resultat inom {circularResultHours} och {costReductionPercent} lägre testkostnader.',
  },
  layout: [
    {
      blockType: 'productHero',
      product: 'circular-testing',
      badge: {
        en: 'Workplace testing programme · available now',
        sv: 'Testprogram för arbetsplatser · tillgängligt nu',
      },
      actions: [
        {
          label: {
            en: 'Download Whitepaper',
            sv: 'Ladda ner rapporten',
          },
          href: '#whitepaper',
          variant: 'accent',
        },
        {
          label: {
            en: 'Talk to Safety Expert',
            sv: 'Prata med en säkerhetsexpert',
          },
          href: '/contact?interest=circular',
          variant: 'inverse',
        },
      ],
      scene: '/products/circular-testing',
      glow: 'top-right',
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      eyebrow: {
        en: 'Why Circular Testing',
        sv: 'Därför Circular Testing',
      },
      title: {
        en: 'One loop from test result to recovery',
        sv: 'En sammanhållen kedja från provsvar till återhämtning',
      },
      intro: {
        en: 'Traditional testing ends with a result. Circular Testing continues until the case is resolved: verified, followed up and, where needed, handed over to care.',
        sv: 'Traditionell testning slutar med ett provsvar. Circular Testing fortsätter tills ärendet är avslutat: verifierat, uppföljt och vid behov överlämnat till vården.',
      },
      columns: '4',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          icon: 'timer',
          title: {
            en: 'Results in under {circularResultHours}',
            sv: 'Resultat inom {circularResultHours}',
          },
          description: {
            en: 'A negative screening is final on the spot; a preliminary positive one is reviewed and answered in under {circularResultHours}, not after a week of waiting for the laboratory.',
            sv: 'Ett negativt screeningresultat gäller direkt på plats; ett preliminärt positivt resultat verifieras inom {circularResultHours}, inte efter en veckas väntan på laboratoriet.',
          },
        },
        {
          icon: 'stethoscope',
          title: {
            en: 'Medical review officer verification',
            sv: 'Läkarverifiering (MRO)',
          },
          description: {
            en: 'A medical review officer checks every preliminary positive screening result against prescriptions and medical history before anyone acts on it.',
            sv: 'En MRO-läkare granskar varje preliminärt positivt screeningresultat mot recept och sjukhistoria innan några åtgärder vidtas.',
          },
        },
        {
          icon: 'video',
          title: {
            en: 'Telehealth within {circularTelehealthHours}',
            sv: 'Digital vård inom {circularTelehealthHours}',
          },
          description: {
            en: 'An employee who needs support talks to a clinician by video the same day – prevention and help instead of a file note.',
            sv: 'En medarbetare som behöver stöd får ett videosamtal med vårdpersonal samma dag – förebyggande hjälp i stället för en anteckning i personalakten.',
          },
        },
        {
          icon: 'piggy-bank',
          title: {
            en: '{costReductionPercent} lower testing costs',
            sv: '{costReductionPercent} lägre testkostnader',
          },
          description: {
            en: 'Fewer laboratory samples, less administration and {circularFasterResolutionPercent} faster resolution of cases bring the cost of a testing programme down by {costReductionPercent}.',
            sv: 'Färre laboratorieprov, mindre administration och {circularFasterResolutionPercent} snabbare avslutade ärenden sänker kostnaden för ett testprogram med {costReductionPercent}.',
          },
        },
      ],
      comparison: {
        caption: {
          en: 'Circular Testing compared with a traditional laboratory testing programme',
          sv: 'Circular Testing jämfört med ett traditionellt testprogram via laboratorium',
        },
        columns: [
          {
            label: {
              en: 'Feature',
              sv: 'Egenskap',
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
              en: 'Traditional testing',
              sv: 'Traditionell testning',
            },
          },
        ],
        rows: [
          {
            label: {
              en: 'Time to a verified result',
              sv: 'Tid till verifierat resultat',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: 'Under {circularResultHours}',
                  sv: 'Inom {circularResultHours}',
                },
              },
              {
                value: 'text',
                text: {
                  en: 'Several days (laboratory)',
                  sv: 'Flera dagar (laboratorium)',
                },
              },
            ],
          },
          {
            label: {
              en: 'Cost per screening',
              sv: 'Kostnad per screening',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: '{circularCostPerTestUsd}',
                  sv: '{circularCostPerTestUsd}',
                },
              },
              {
                value: 'text',
                text: {
                  en: '{circularTraditionalCostPerTestUsd} on average',
                  sv: '{circularTraditionalCostPerTestUsd} i genomsnitt',
                },
              },
            ],
          },
          {
            label: {
              en: 'Medical review officer verification included',
              sv: 'Läkarverifiering (MRO) ingår',
            },
            cells: [
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
              en: 'Telehealth referral for the employee',
              sv: 'Hänvisning till digital vård för medarbetaren',
            },
            cells: [
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
              en: 'One report from screening to follow-up',
              sv: 'En rapport från screening till uppföljning',
            },
            cells: [
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
              en: 'Time to launch',
              sv: 'Tid till start',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: '{circularImplementationWeeks}',
                  sv: '{circularImplementationWeeks}',
                },
              },
              {
                value: 'text',
                text: {
                  en: 'Depends on the laboratory contract',
                  sv: 'Beror på laboratorieavtalet',
                },
              },
            ],
          },
        ],
      },
    },
    {
      blockType: 'steps',
      blockName: 'process',
      tone: 'muted',
      eyebrow: {
        en: 'How it works',
        sv: 'Så fungerar det',
      },
      title: {
        en: 'Four steps, one accountable partner',
        sv: 'Fyra steg, en ansvarig partner',
      },
      intro: {
        en: 'Every step is documented in one case record that your HR and safety teams can follow – with the employee’s medical details kept with the clinicians.',
        sv: 'Varje steg dokumenteras i ett ärende som HR- och arbetsmiljöansvariga kan följa – medan medarbetarens medicinska uppgifter stannar hos vårdpersonalen.',
      },
      items: [
        {
          title: {
            en: 'Screen on site',
            sv: 'Screening på plats',
          },
          description: {
            en: 'A CE-marked saliva test screens for the standard panel in under {resultMinutes}.',
            sv: 'Ett CE-\u2060märkt salivtest påvisar standardpanelens substanser på under {resultMinutes}.',
          },
        },
        {
          title: {
            en: 'Verify',
            sv: 'Verifiering',
          },
          description: {
            en: 'A preliminary positive screening goes to a laboratory for confirmation and to a medical review officer for verification.',
            sv: 'Ett preliminärt positivt screeningresultat bekräftas av laboratorium och granskas av en MRO-läkare.',
          },
        },
        {
          title: {
            en: 'Refer',
            sv: 'Hänvisning',
          },
          description: {
            en: 'An employee who needs support is offered a telehealth consultation within {circularTelehealthHours}.',
            sv: 'En medarbetare som behöver stöd erbjuds ett samtal via digital vård inom {circularTelehealthHours}.',
          },
        },
        {
          title: {
            en: 'Close the loop',
            sv: 'Uppföljning',
          },
          description: {
            en: 'Follow-up tests and a return-to-work plan complete the case; you receive one report.',
            sv: 'Uppföljande tester och en plan för återgång i arbete avslutar ärendet; ni får en samlad rapport.',
          },
        },
      ],
    },
    {
      blockType: 'proof',
      blockName: 'trusted-by',
      tone: 'white',
      eyebrow: {
        en: 'Trusted by',
        sv: 'De litar på oss',
      },
      title: {
        en: 'Used by employers in safety-critical industries across the Nordics',
        sv: 'Används av arbetsgivare med säkerhetskritisk verksamhet i hela Norden',
      },
      intro: {
        en: 'Logistics, mining and transport companies run Circular Testing as their standard programme.',
        sv: 'Företag inom logistik, gruvdrift och transport använder Circular Testing som sitt ordinarie testprogram.',
      },
      logos: [
        {
          name: {
            en: 'Kantola Logistics',
            sv: 'Kantola Logistics',
          },
          kind: {
            en: 'Logistics, Finland',
            sv: 'Logistik, Finland',
          },
        },
        {
          name: {
            en: 'Norrberg Mineral',
            sv: 'Norrberg Mineral',
          },
          kind: {
            en: 'Mining, Sweden',
            sv: 'Gruvdrift, Sverige',
          },
        },
        {
          name: {
            en: 'Vesterhav Shipping',
            sv: 'Vesterhav Shipping',
          },
          kind: {
            en: 'Shipping, Norway',
            sv: 'Sjöfart, Norge',
          },
        },
        {
          name: {
            en: 'Ljungdal Bygg',
            sv: 'Ljungdal Bygg',
          },
          kind: {
            en: 'Construction, Sweden',
            sv: 'Bygg, Sverige',
          },
        },
      ],
      testimonials: 'products-circular-testing',
      badges: [
        {
          text: {
            en: 'ISO\u00a013485-certified quality management',
            sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
          },
        },
        {
          text: {
            en: 'CE-marked tests (IVDR)',
            sv: 'CE-\u2060märkta tester enligt IVDR',
          },
        },
        {
          text: {
            en: 'GDPR-compliant data handling',
            sv: 'Personuppgifter hanteras enligt GDPR',
          },
        },
      ],
    },
    {
      blockType: 'calculator',
      blockName: 'savings-calculator',
      anchor: 'savings-calculator',
      tone: 'brand',
      eyebrow: {
        en: 'Savings calculator',
        sv: 'Besparingskalkylator',
      },
      title: {
        en: 'What would Circular Testing save you?',
        sv: 'Hur mycket kan ni spara med Circular Testing?',
      },
      intro: {
        en: 'Enter your workforce, how many of them you test in a year and what a test costs you today.',
        sv: 'Ange antalet anställda, hur stor andel ni testar per år och vad ett test kostar er i dag.',
      },
      calculator: 'circular',
    },
    {
      blockType: 'leadForm',
      form: 'circular-whitepaper',
      eyebrow: {
        en: 'Free whitepaper',
        sv: 'Kostnadsfri rapport',
      },
      title: {
        en: 'Download the Circular Testing whitepaper',
        sv: 'Ladda ner vår rapport om Circular Testing',
      },
      intro: {
        en: 'How a closed testing loop lowers costs and incidents – with the figures, the process and a rollout plan you can take to your management team.',
        sv: 'Så sänker en sluten testkedja både kostnader och olyckor – med siffror, arbetssätt och en införandeplan ni kan ta med till ledningsgruppen.',
      },
      contents: [
        {
          text: {
            en: 'The cost of traditional testing, and where the savings come from',
            sv: 'Vad traditionell testning kostar och var besparingarna uppstår',
          },
        },
        {
          text: {
            en: 'The four steps of the programme, from screening to follow-up',
            sv: 'Programmets fyra steg, från screening till uppföljning',
          },
        },
        {
          text: {
            en: 'Rollout in two to four weeks: a week-by-week plan',
            sv: 'Införande på {circularImplementationWeeks}: en plan vecka för vecka',
          },
        },
        {
          text: {
            en: 'Data protection and the employee’s rights',
            sv: 'Dataskydd och medarbetarens rättigheter',
          },
        },
      ],
    },
    {
      blockType: 'faq',
      blockName: 'faq',
      tone: 'white',
      title: {
        en: 'Frequently asked questions',
        sv: 'Vanliga frågor',
      },
      items: [
        {
          question: {
            en: 'What makes the programme “circular”?',
            sv: 'Varför kallas programmet ”cirkulärt”?',
          },
          answer: {
            en: 'It does not stop at a test result. Screening, verification, support and follow-up testing form one loop that ends when the case is resolved and the employee is safely back at work.',
            sv: 'Det slutar inte vid ett provsvar. Screening, verifiering, stöd och uppföljande tester bildar en kedja som avslutas först när ärendet är löst och medarbetaren är tillbaka i arbete på ett säkert sätt.',
          },
        },
        {
          question: {
            en: 'Who sees an employee’s results?',
            sv: 'Vem ser en medarbetares resultat?',
          },
          answer: {
            en: 'The employer sees whether a result is negative or verified positive. Medical details stay with the medical review officer and the clinicians, in line with the GDPR.',
            sv: 'Arbetsgivaren ser om resultatet är negativt eller verifierat positivt. Medicinska uppgifter stannar hos MRO-läkaren och vårdpersonalen, i enlighet med GDPR.',
          },
        },
        {
          question: {
            en: 'How long does it take to start?',
            sv: 'Hur lång tid tar det att komma i gång?',
          },
          answer: {
            en: 'Most employers run their first tests {circularImplementationWeeks} after signing: policy review, training of your testing staff and the first delivery of tests.',
            sv: 'De flesta arbetsgivare gör sina första tester {circularImplementationWeeks} efter avtalet: genomgång av policyn, utbildning av era testansvariga och första leveransen av tester.',
          },
        },
        {
          question: {
            en: 'Which substances does the screening cover?',
            sv: 'Vilka substanser ingår i screeningen?',
          },
          answer: {
            en: 'The standard panel: amphetamines, benzodiazepines, cannabis (THC), cocaine, opiates and methamphetamines. Further substances can be added for your risk profile.',
            sv: 'Standardpanelen: amfetamin, bensodiazepiner, cannabis (THC), kokain, opiater och metamfetamin. Fler substanser kan läggas till utifrån er riskprofil.',
          },
        },
        {
          question: {
            en: 'How is the saving calculated?',
            sv: 'Hur räknas besparingen ut?',
          },
          answer: {
            en: 'The calculator compares your current cost per test with the {circularCostPerTestUsd} a Circular Testing screening costs, for the number of tests you run in a year. It is an estimate for planning; your offer is based on your actual volumes.',
            sv: 'Kalkylatorn jämför er nuvarande kostnad per test med de {circularCostPerTestUsd} som en screening i Circular Testing kostar, för det antal tester ni gör per år. Det är en uppskattning för planering; offerten utgår från era faktiska volymer.',
          },
        },
      ],
    },
    {
      blockType: 'floatingAction',
      label: {
        en: 'Talk to Safety Expert',
        sv: 'Prata med en säkerhetsexpert',
      },
      href: '/contact?interest=circular',
    },
  ],
};
