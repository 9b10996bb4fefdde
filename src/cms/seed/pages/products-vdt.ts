import type { PageSeed } from './types';

export const vdtPageSeed: PageSeed = {
  path: '/products/vdt',
  title: {
    en: 'VDT virtual drug testing: coming {vdtPilotYear}',
    sv: 'VDT – virtuell drogtestning: lanseras {vdtPilotYear}',
  },
  breadcrumb: {
    en: 'VDT',
    sv: 'VDT',
  },
  description: {
    en: 'VDT is our virtual drug-testing platform: AI-proctored remote tests, a {vdtForecastDayCompound} risk forecast and health-record integration, by subscription. Pilot and launch in {vdtPilotYear}.',
    sv: 'VDT är vår plattform för virtuell drogtestning: AI-övervakade tester på distans, en riskprognos för {vdtForecastDays} och koppling till journalsystem, som abonnemang. Pilot och lansering {vdtPilotYear}.',
  },
  layout: [
    {
      blockType: 'productHero',
      product: 'vdt',
      badge: {
        en: 'Coming soon · pilot and launch {vdtPilotYear}',
        sv: 'Kommer snart · pilot och lansering {vdtPilotYear}',
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
            en: 'Request a Demo',
            sv: 'Boka en demo',
          },
          href: '/contact?interest=vdt',
          variant: 'inverse',
        },
      ],
      comingSoon: {
        label: {
          en: 'Coming soon',
          sv: 'Kommer snart',
        },
        note: {
          en: 'VDT cannot be ordered yet. The pilot runs in {vdtPilotYear}; register for the whitepaper or a demo to hear first.',
          sv: 'VDT går ännu inte att beställa. Piloten genomförs {vdtPilotYear}; ladda ner vår rapport eller boka en demo, så är ni bland de första som får veta när VDT lanseras.',
        },
      },
      scene: '/products/vdt',
      glow: 'top-right',
    },
    {
      blockType: 'statStrip',
      blockName: 'figures',
      title: {
        en: 'VDT in figures',
        sv: 'VDT i siffror',
      },
      columns: '4',
      tone: 'brand',
      items: [
        {
          value: {
            en: '{vdtForecastDays}',
            sv: '{vdtForecastDays}',
          },
          label: {
            en: 'risk forecast per site',
            sv: 'riskprognos per arbetsplats',
          },
        },
        {
          value: {
            en: '{vdtForecastAccuracyPercent}',
            sv: '{vdtForecastAccuracyPercent}',
          },
          label: {
            en: 'forecast accuracy',
            sv: 'träffsäkerhet i prognosen',
          },
        },
        {
          value: {
            en: '{adminTimeReductionPercent}',
            sv: '{adminTimeReductionPercent}',
          },
          label: {
            en: 'less administration time',
            sv: 'mindre administrationstid',
          },
        },
        {
          value: {
            en: '{vdtPricePerUserMonthUsd}',
            sv: '{vdtPricePerUserMonthUsd}',
          },
          label: {
            en: 'per user and month',
            sv: 'per användare och månad',
          },
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      eyebrow: {
        en: 'What VDT does',
        sv: 'Det här gör VDT',
      },
      title: {
        en: 'Testing that comes to the employee',
        sv: 'Testning som kommer till medarbetaren',
      },
      intro: {
        en: 'VDT moves the whole test – instruction, observation, reading and reporting – onto a phone, without losing the chain of custody.',
        sv: 'VDT flyttar hela testet – instruktion, övervakning, avläsning och rapportering – till mobilen, utan att den obrutna provkedjan (chain of custody) går förlorad.',
      },
      columns: '3',
      iconTone: 'accent',
      layout: 'ruled',
      items: [
        {
          icon: 'video',
          title: {
            en: 'AI-proctored remote tests',
            sv: 'AI-övervakade tester på distans',
          },
          description: {
            en: 'The employee takes a CE-marked saliva test on camera; the AI proctor checks identity, every step and the reading, and flags anything unusual for a person to review.',
            sv: 'Medarbetaren tar ett CE-\u2060märkt salivtest framför kameran; AI-övervakningen kontrollerar identitet, varje moment och avläsningen och flaggar avvikelser som sedan granskas av en person.',
          },
        },
        {
          icon: 'trending',
          title: {
            en: '{vdtForecastDayCompound} risk forecast',
            sv: 'Riskprognos för {vdtForecastDays}',
          },
          description: {
            en: 'Test history, shift patterns and incident reports give each site a forecast for the next {vdtForecastDays}, with {vdtForecastAccuracyPercent} accuracy in our models, so you test where the risk is.',
            sv: 'Testhistorik, skiftmönster och tillbudsrapporter ger varje arbetsplats en prognos för de kommande {vdtForecastDays}na, med {vdtForecastAccuracyPercent} träffsäkerhet i våra modeller, så att ni testar där risken finns.',
          },
        },
        {
          icon: 'database',
          title: {
            en: 'Health-record integration',
            sv: 'Koppling till journalsystem',
          },
          description: {
            en: 'Verified results reach your occupational health provider’s records directly – no scanning, no e-mailed spreadsheets.',
            sv: 'Verifierade resultat går direkt in i företagshälsovårdens journalsystem – ingen skanning och inga kalkylark via e-post.',
          },
        },
        {
          icon: 'clipboard-check',
          title: {
            en: '{adminTimeReductionPercent} less administration',
            sv: '{adminTimeReductionPercent} mindre administrationstid',
          },
          description: {
            en: 'Scheduling, reminders, documentation and reporting run by themselves; your team handles the exceptions.',
            sv: 'Bokning, påminnelser, dokumentation och rapportering sköter sig själva; ert team hanterar undantagen.',
          },
        },
        {
          icon: 'wallet',
          title: {
            en: 'One subscription',
            sv: 'Ett abonnemang',
          },
          description: {
            en: '{vdtPricePerUserMonthUsd} per user and month covers tests, proctoring, forecasting and reporting – a cost you can budget.',
            sv: 'För {vdtPricePerUserMonthUsd} per användare och månad får ni tester, övervakning, prognoser och rapporter – en förutsägbar kostnad som är lätt att budgetera.',
          },
        },
      ],
      comparison: {
        caption: {
          en: 'VDT compared with on-site testing',
          sv: 'VDT jämfört med testning på plats',
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
              en: 'VDT',
              sv: 'VDT',
            },
          },
          {
            label: {
              en: 'On-site testing',
              sv: 'Testning på plats',
            },
          },
        ],
        rows: [
          {
            label: {
              en: 'Test anywhere, at any hour',
              sv: 'Testa var och när som helst',
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
              en: 'Observed test with identity check',
              sv: 'Övervakat test med id-kontroll',
            },
            cells: [
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
              en: 'Risk forecast per site',
              sv: 'Riskprognos per arbetsplats',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: '{vdtForecastDays}',
                  sv: '{vdtForecastDays}',
                },
              },
              {
                value: 'no',
              },
            ],
          },
          {
            label: {
              en: 'Results straight into health records',
              sv: 'Resultat direkt i journalsystemet',
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
              en: 'Administration time',
              sv: 'Administrationstid',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: '{adminTimeReductionPercent} less',
                  sv: '{adminTimeReductionPercent} mindre',
                },
              },
              {
                value: 'text',
                text: {
                  en: 'Baseline',
                  sv: 'Utgångsläge',
                },
              },
            ],
          },
          {
            label: {
              en: 'Pricing',
              sv: 'Prissättning',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: '{vdtPricePerUserMonthUsd} per user and month',
                  sv: '{vdtPricePerUserMonthUsd} per användare och månad',
                },
              },
              {
                value: 'text',
                text: {
                  en: 'Per test and call-out',
                  sv: 'Per test och utryckning',
                },
              },
            ],
          },
        ],
      },
    },
    {
      blockType: 'proof',
      blockName: 'partners',
      tone: 'muted',
      eyebrow: {
        en: 'Pilot partners',
        sv: 'Pilotpartner',
      },
      title: {
        en: 'Built with the employers who will run the {vdtPilotYear} pilot',
        sv: 'Utvecklat tillsammans med arbetsgivarna i piloten {vdtPilotYear}',
      },
      intro: {
        en: 'Transport, energy and occupational health partners shape VDT before it launches.',
        sv: 'Partner inom transport, energi och företagshälsovård är med och formar VDT före lanseringen.',
      },
      logos: [
        {
          name: {
            en: 'Nordlys Bedriftshelse',
            sv: 'Nordlys Bedriftshelse',
          },
          kind: {
            en: 'Occupational health, Norway',
            sv: 'Företagshälsovård, Norge',
          },
        },
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
            en: 'Østvind Energi',
            sv: 'Østvind Energi',
          },
          kind: {
            en: 'Energy, Denmark',
            sv: 'Energi, Danmark',
          },
        },
        {
          name: {
            en: 'Granlund Transport',
            sv: 'Granlund Transport',
          },
          kind: {
            en: 'Road haulage, Sweden',
            sv: 'Åkeri, Sverige',
          },
        },
      ],
      badges: [
        {
          text: {
            en: 'ISO\u00a013485-certified quality management',
            sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
          },
        },
        {
          text: {
            en: 'CE-marked saliva tests (IVDR)',
            sv: 'CE-\u2060märkta salivtester enligt IVDR',
          },
        },
        {
          text: {
            en: 'GDPR: data stored in the EU',
            sv: 'GDPR: data lagras inom EU',
          },
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'how-it-works',
      tone: 'white',
      eyebrow: {
        en: 'Step by step',
        sv: 'Steg för steg',
      },
      title: {
        en: 'How VDT works',
        sv: 'Så fungerar VDT',
      },
      intro: {
        en: 'Five steps from invitation to a verified result, each one recorded.',
        sv: 'Fem steg från kallelse till verifierat resultat, vart och ett dokumenterat.',
      },
      items: [
        {
          title: {
            en: 'Invite',
            sv: 'Kallelse',
          },
          description: {
            en: 'The platform invites an employee – at random, by schedule or after an incident – and a test kit is already on site.',
            sv: 'Plattformen kallar en medarbetare – slumpvis, enligt schema eller efter ett tillbud – och testkitet finns redan på plats.',
          },
        },
        {
          title: {
            en: 'Verify identity',
            sv: 'Identitetskontroll',
          },
          description: {
            en: 'The employee opens the app and confirms their identity with an ID document and a face check.',
            sv: 'Medarbetaren öppnar appen och styrker sin identitet med id-handling och ansiktskontroll.',
          },
        },
        {
          title: {
            en: 'Test on camera',
            sv: 'Test framför kameran',
          },
          description: {
            en: 'The AI proctor guides each step of the saliva test and watches that it is done correctly.',
            sv: 'AI-övervakningen guidar medarbetaren genom varje moment i salivtestet och kontrollerar att det görs rätt.',
          },
        },
        {
          title: {
            en: 'Read and verify',
            sv: 'Avläsning och verifiering',
          },
          description: {
            en: 'The reading is captured by the camera; a preliminary positive screening goes to laboratory confirmation and medical review.',
            sv: 'Kameran registrerar avläsningen; ett preliminärt positivt screeningresultat går vidare till laboratoriebekräftelse och läkarverifiering (MRO).',
          },
        },
        {
          title: {
            en: 'Report and forecast',
            sv: 'Rapport och prognos',
          },
          description: {
            en: 'The result reaches the health record and updates the site’s {vdtForecastDayCompound} risk forecast.',
            sv: 'Resultatet förs in i journalsystemet och uppdaterar arbetsplatsens riskprognos för {vdtForecastDays}.',
          },
        },
      ],
      video: {
        title: {
          en: 'Video demonstration',
          sv: 'Videodemonstration',
        },
        caption: {
          en: 'The video demonstration is recorded during the {vdtPilotYear} pilot and will be published here. Until then, book a live demo and we will show you the platform.',
          sv: 'Videodemonstrationen spelas in under piloten {vdtPilotYear} och publiceras här. Till dess kan ni boka en demo, så visar vi plattformen live.',
        },
        posterLabel: {
          en: 'Illustration: a phone showing the VDT app guiding a saliva test, beside a site risk forecast',
          sv: 'Illustration: en mobil där VDT-appen guidar ett salivtest, bredvid en riskprognos för arbetsplatsen',
        },
      },
    },
    {
      blockType: 'calculator',
      blockName: 'roi',
      anchor: 'roi',
      tone: 'brand',
      eyebrow: {
        en: 'ROI calculator',
        sv: 'Besparingskalkylator',
      },
      title: {
        en: 'What VDT could save you',
        sv: 'Så mycket kan ni spara med VDT',
      },
      intro: {
        en: 'Move the slider to your number of employees.',
        sv: 'Ange antalet anställda med reglaget.',
      },
      calculator: 'vdt',
    },
    {
      blockType: 'leadForm',
      form: 'vdt-whitepaper',
      eyebrow: {
        en: 'Free whitepaper',
        sv: 'Kostnadsfri rapport',
      },
      title: {
        en: 'Download the VDT whitepaper',
        sv: 'Ladda ner vår rapport om VDT',
      },
      intro: {
        en: 'The platform, the science behind the risk forecast, the business case and the pilot plan – in one document for your management team.',
        sv: 'Plattformen, vetenskapen bakom riskprognosen, affärsnyttan och pilotplanen – samlat i ett dokument för ledningsgruppen.',
      },
      contents: [
        {
          text: {
            en: 'How AI proctoring keeps a remote test trustworthy',
            sv: 'Så gör AI-övervakningen ett test på distans tillförlitligt',
          },
        },
        {
          text: {
            en: 'The {vdtForecastDayCompound} risk forecast: data, model and accuracy',
            sv: 'Riskprognosen för {vdtForecastDays}: data, modell och träffsäkerhet',
          },
        },
        {
          text: {
            en: 'The business case, with the ROI model from this page',
            sv: 'Affärsnyttan, med lönsamhetsmodellen från den här sidan',
          },
        },
        {
          text: {
            en: 'The {vdtPilotYear} pilot: who can join and how',
            sv: 'Piloten {vdtPilotYear}: vem som kan delta och hur',
          },
        },
      ],
      thankYouAction: {
        label: {
          en: 'Request a Demo',
          sv: 'Boka en demo',
        },
        href: '/contact?interest=vdt',
        variant: 'primary',
      },
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
            en: 'When will VDT be available?',
            sv: 'När blir VDT tillgängligt?',
          },
          answer: {
            en: 'The pilot with selected employers runs in {vdtPilotYear}, and VDT launches for all customers in {vdtLaunchYear}. It cannot be ordered yet.',
            sv: 'Piloten med utvalda arbetsgivare genomförs {vdtPilotYear} och VDT lanseras för alla kunder {vdtLaunchYear}. Det går ännu inte att beställa.',
          },
        },
        {
          question: {
            en: 'Is a remote test as reliable as one on site?',
            sv: 'Är ett test på distans lika tillförlitligt som ett på plats?',
          },
          answer: {
            en: 'The test itself is the same CE-marked saliva test. The AI proctor checks identity and every step, a person reviews anything flagged, and preliminary positive screenings are confirmed by a laboratory.',
            sv: 'Själva testet är samma CE-\u2060märkta salivtest. AI-övervakningen kontrollerar identitet och varje moment, en människa granskar allt som flaggas och preliminärt positiva screeningresultat bekräftas av laboratorium.',
          },
        },
        {
          question: {
            en: 'What does the risk forecast use?',
            sv: 'Vad bygger riskprognosen på?',
          },
          answer: {
            en: 'Anonymised test results, shift patterns and incident reports for each site – never individual health data. It forecasts risk for a site, not for a person.',
            sv: 'Anonymiserade testresultat, skiftmönster och tillbudsrapporter för varje arbetsplats – aldrig enskildas hälsouppgifter. Prognosen gäller arbetsplatsen, inte en person.',
          },
        },
        {
          question: {
            en: 'Which record systems does VDT connect to?',
            sv: 'Vilka journalsystem kan VDT kopplas till?',
          },
          answer: {
            en: 'VDT exchanges results with occupational health record systems through standard interfaces (HL7 FHIR). We confirm your system during the pilot.',
            sv: 'VDT utbyter resultat med företagshälsovårdens journalsystem via standardgränssnitt (HL7 FHIR). Under piloten stämmer vi av att kopplingen till ert system fungerar.',
          },
        },
        {
          question: {
            en: 'What does it cost?',
            sv: 'Vad kostar det?',
          },
          answer: {
            en: '{vdtPricePerUserMonthUsd} per user and month, covering tests, proctoring, forecasting and reporting. Laboratory confirmation is charged only when it is needed.',
            sv: 'Abonnemanget kostar {vdtPricePerUserMonthUsd} per användare och månad, inklusive tester, övervakning, prognoser och rapporter. Laboratoriebekräftelse debiteras bara när den behövs.',
          },
        },
        {
          question: {
            en: 'How is the employee’s privacy protected?',
            sv: 'Hur skyddas medarbetarens integritet?',
          },
          answer: {
            en: 'Video is used only for the test and deleted after verification; results are health data under the GDPR, stored in the EU and shared with the employer only as far as needed to act.',
            sv: 'Videon används bara för testet och raderas efter verifieringen; resultaten är hälsouppgifter enligt GDPR, lagras inom EU och delas med arbetsgivaren bara i den mån de behövs för att kunna vidta åtgärder.',
          },
        },
      ],
    },
    {
      blockType: 'floatingAction',
      label: {
        en: 'Request a Demo',
        sv: 'Boka en demo',
      },
      href: '/contact?interest=vdt',
    },
  ],
};
