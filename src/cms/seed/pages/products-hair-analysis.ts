import type { PageSeed } from './types';

export const hairAnalysisPageSeed: PageSeed = {
  path: '/products/hair-analysis',
  title: {
    en: 'Hair analysis drug testing: a {hairDetectionDayCompound} detection window',
    sv: 'Drogtest med håranalys: {hairDetectionDayCompound} påvisningstid',
  },
  breadcrumb: {
    en: 'Hair analysis',
    sv: 'Håranalys',
  },
  description: {
    en: 'Hair analysis shows substance use over the past {hairDetectionDays}, with results in {hairTurnaroundHours} and {hairTamperDetectionPercent} tamper detection. Coming soon; download the whitepaper.',
    sv: 'Håranalys visar droganvändning under de senaste {hairDetectionDays}na, ger svar inom {hairTurnaroundHours} och avslöjar {hairTamperDetectionPercent} av manipulationsförsöken. Kommer snart; ladda ner vår rapport.',
  },
  layout: [
    {
      blockType: 'productHero',
      product: 'hair-analysis',
      badge: {
        en: 'Coming soon',
        sv: 'Kommer snart',
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
            en: 'Book a Consultation',
            sv: 'Boka ett möte',
          },
          href: '/contact?interest=hair',
          variant: 'inverse',
        },
      ],
      comingSoon: {
        label: {
          en: 'Coming soon',
          sv: 'Kommer snart',
        },
        note: {
          en: 'Hair analysis cannot be ordered yet. Download the whitepaper or book a consultation to plan it into your programme.',
          sv: 'Håranalys går ännu inte att beställa. Ladda ner vår rapport eller boka ett möte för att planera in den i ert program.',
        },
      },
      scene: '/products/hair-analysis',
      glow: 'top-right',
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      eyebrow: {
        en: 'Why hair analysis',
        sv: 'Därför håranalys',
      },
      title: {
        en: 'The longest view of any workplace test',
        sv: 'Det arbetsplatstest som ser längst bakåt',
      },
      intro: {
        en: 'Saliva shows recent use, hair shows the pattern. Together they cover both the shift ahead and the months behind.',
        sv: 'Saliv visar om intag skett nyligen, hår visar mönstret. Tillsammans täcker de både det kommande skiftet och månaderna bakåt.',
      },
      columns: '4',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          icon: 'calendar-check',
          title: {
            en: 'A {hairDetectionDayCompound} detection window',
            sv: '{hairDetectionDayCompound} påvisningstid',
          },
          description: {
            en: 'Substances are laid down in the growing hair, so one sample covers about {hairDetectionMonths} months – against {salivaWindowHours} for saliva.',
            sv: 'Substanser lagras i det växande håret, så ett prov täcker ungefär {hairDetectionMonths} månader – mot {salivaWindowHours} för saliv.',
          },
        },
        {
          icon: 'shield',
          title: {
            en: '{hairTamperDetectionPercent} tamper detection',
            sv: '{hairTamperDetectionPercent} av manipulationsförsöken upptäcks',
          },
          description: {
            en: 'An observed cut of hair is hard to swap or dilute: {hairTamperDetectionPercent} of tampering attempts are detected, against {hairUrineTamperDetectionPercent} for urine.',
            sv: 'Ett hårprov som klipps under uppsikt är svårt att byta ut eller manipulera: {hairTamperDetectionPercent} av försöken upptäcks, mot {hairUrineTamperDetectionPercent} för urin.',
          },
        },
        {
          icon: 'timer',
          title: {
            en: 'Results in {hairTurnaroundHours}',
            sv: 'Svar inom {hairTurnaroundHours}',
          },
          description: {
            en: 'Standard results in {hairTurnaroundHours}, or {hairExpressHours} with the express service for a fee.',
            sv: 'Standardsvar inom {hairTurnaroundHours}, eller {hairExpressHours} med expresstjänsten mot avgift.',
          },
        },
        {
          icon: 'user-check',
          title: {
            en: 'Dignified sampling',
            sv: 'Värdig provtagning',
          },
          description: {
            en: 'No observed urine sample: a small cut close to the scalp, taken by trained staff in a few minutes.',
            sv: 'Inget urinprov under uppsikt: ett litet prov klipps nära hårbotten av utbildad personal på några minuter.',
          },
        },
      ],
      comparison: {
        caption: {
          en: 'Hair analysis compared with urine testing',
          sv: 'Håranalys jämfört med urinprov',
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
              en: 'Hair analysis',
              sv: 'Håranalys',
            },
          },
          {
            label: {
              en: 'Urine test',
              sv: 'Urinprov',
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
                  en: '{hairDetectionDays}',
                  sv: '{hairDetectionDays}',
                },
              },
              {
                value: 'text',
                text: {
                  en: 'A few days',
                  sv: 'Några dagar',
                },
              },
            ],
          },
          {
            label: {
              en: 'Tampering detected',
              sv: 'Upptäckta manipulationsförsök',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: '{hairTamperDetectionPercent}',
                  sv: '{hairTamperDetectionPercent}',
                },
              },
              {
                value: 'text',
                text: {
                  en: '{hairUrineTamperDetectionPercent}',
                  sv: '{hairUrineTamperDetectionPercent}',
                },
              },
            ],
          },
          {
            label: {
              en: 'Shows a pattern of use',
              sv: 'Visar ett användningsmönster',
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
              en: 'Observed collection without intrusion',
              sv: 'Provtagning under uppsikt utan integritetsintrång',
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
              en: 'Shows use in the last hours',
              sv: 'Visar intag de senaste timmarna',
            },
            cells: [
              {
                value: 'no',
              },
              {
                value: 'yes',
              },
            ],
          },
          {
            label: {
              en: 'Price per test',
              sv: 'Pris per test',
            },
            cells: [
              {
                value: 'text',
                text: {
                  en: '{hairPriceRangeUsd}',
                  sv: '{hairPriceRangeUsd}',
                },
              },
              {
                value: 'text',
                text: {
                  en: 'Lower',
                  sv: 'Lägre',
                },
              },
            ],
          },
        ],
      },
    },
    {
      blockType: 'proof',
      blockName: 'accreditation',
      tone: 'muted',
      eyebrow: {
        en: 'Accreditation',
        sv: 'Ackreditering',
      },
      title: {
        en: 'Analysed to forensic standards',
        sv: 'Analyserat enligt rättsmedicinsk standard',
      },
      intro: {
        en: 'Samples are analysed by an accredited partner laboratory, with a documented chain of custody from the cut to the report.',
        sv: 'Proven analyseras av ett ackrediterat partnerlaboratorium, med en dokumenterad, obruten provkedja från provtagning till rapport.',
      },
      logos: [],
      badges: [
        {
          text: {
            en: 'ISO/IEC\u00a017025-accredited laboratory',
            sv: 'Laboratorium ackrediterat enligt ISO/IEC\u00a017025',
          },
        },
        {
          text: {
            en: 'ISO\u00a013485-certified quality management',
            sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
          },
        },
        {
          text: {
            en: 'Documented chain of custody',
            sv: 'Dokumenterad provkedja',
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
      blockType: 'leadForm',
      form: 'hair-whitepaper',
      eyebrow: {
        en: 'Free whitepaper',
        sv: 'Kostnadsfri rapport',
      },
      title: {
        en: 'Download the hair analysis whitepaper',
        sv: 'Ladda ner vår rapport om håranalys',
      },
      intro: {
        en: 'When hair analysis is the right test, how it fits beside saliva screening, and what it costs and saves.',
        sv: 'När håranalys är rätt test, hur den kompletterar salivscreening och vad den kostar och sparar.',
      },
      contents: [
        {
          text: {
            en: 'How substances are laid down in hair, and what that means for the window',
            sv: 'Hur substanser lagras i håret och vad det betyder för påvisningstiden',
          },
        },
        {
          text: {
            en: 'Collection, chain of custody and laboratory analysis',
            sv: 'Provtagning, provkedja och laboratorieanalys',
          },
        },
        {
          text: {
            en: 'Where hair fits in a workplace policy',
            sv: 'Var håranalys passar in i en alkohol- och drogpolicy',
          },
        },
        {
          text: {
            en: 'The cost comparison from this page, explained',
            sv: 'En förklaring av kostnadsjämförelsen på den här sidan',
          },
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'process',
      tone: 'white',
      eyebrow: {
        en: 'The process',
        sv: 'Processen',
      },
      title: {
        en: 'From sample to report in five steps',
        sv: 'Från prov till rapport i fem steg',
      },
      intro: {
        en: 'Every step is documented, so the result holds up if it is ever challenged.',
        sv: 'Varje steg dokumenteras, så att resultatet håller om det någon gång ifrågasätts.',
      },
      items: [
        {
          title: {
            en: 'Consent and identity',
            sv: 'Samtycke och identitet',
          },
          description: {
            en: 'The employee is informed, consents and shows ID.',
            sv: 'Medarbetaren informeras, lämnar sitt medgivande och visar id-handling.',
          },
        },
        {
          title: {
            en: 'Collection',
            sv: 'Provtagning',
          },
          description: {
            en: 'Trained staff cut a small sample close to the scalp and seal it in front of the employee.',
            sv: 'Utbildad personal klipper ett litet prov nära hårbotten och förseglar det inför medarbetaren.',
          },
        },
        {
          title: {
            en: 'Transport',
            sv: 'Transport',
          },
          description: {
            en: 'The sealed sample travels to the laboratory with its chain-of-custody form.',
            sv: 'Det förseglade provet skickas till laboratoriet med sitt provtagningsprotokoll.',
          },
        },
        {
          title: {
            en: 'Analysis',
            sv: 'Analys',
          },
          description: {
            en: 'The laboratory screens and confirms by mass spectrometry; results in {hairTurnaroundHours}, or {hairExpressHours} by express.',
            sv: 'Laboratoriet screenar och bekräftar med masspektrometri; svar inom {hairTurnaroundHours}, eller {hairExpressHours} med express.',
          },
        },
        {
          title: {
            en: 'Medical review and report',
            sv: 'Läkarverifiering och rapport',
          },
          description: {
            en: 'A medical review officer verifies positive results before you receive the report.',
            sv: 'En MRO-läkare verifierar positiva resultat innan ni får rapporten.',
          },
        },
      ],
    },
    {
      blockType: 'statStrip',
      blockName: 'market',
      showHeading: true,
      tone: 'brand',
      eyebrow: {
        en: 'Market',
        sv: 'Marknaden',
      },
      title: {
        en: 'A test employers are turning to',
        sv: 'Ett test som allt fler arbetsgivare väljer',
      },
      intro: {
        en: 'Hair analysis is growing fastest where a long detection window matters: pre-employment, safety-critical roles and return to work.',
        sv: 'Håranalys växer snabbast där en lång påvisningstid spelar roll: inför anställning, i säkerhetskritiska roller och vid återgång i arbete.',
      },
      columns: '4',
      items: [
        {
          value: {
            en: '{hairDetectionDays}',
            sv: '{hairDetectionDays}',
          },
          label: {
            en: 'detection window',
            sv: 'påvisningstid',
          },
        },
        {
          value: {
            en: '{hairPriceRangeUsd}',
            sv: '{hairPriceRangeUsd}',
          },
          label: {
            en: 'per test, by panel and speed',
            sv: 'per test, beroende på panel och svarstid',
          },
        },
        {
          value: {
            en: '{hairAdoption2027Percent}',
            sv: '{hairAdoption2027Percent}',
          },
          label: {
            en: 'of testing employers expected to use hair analysis by 2027',
            sv: 'av de arbetsgivare som testar planerar att införa håranalys senast 2027',
          },
        },
        {
          value: {
            en: '{hairNordicShare2028Percent}',
            sv: '{hairNordicShare2028Percent}',
          },
          label: {
            en: 'our target share of the Nordic hair-testing market by 2028',
            sv: 'vår målandel av den nordiska marknaden för håranalys 2028',
          },
        },
      ],
    },
    {
      blockType: 'calculator',
      blockName: 'roi',
      tone: 'white',
      eyebrow: {
        en: 'Return on investment',
        sv: 'Lönsamhet',
      },
      title: {
        en: 'Why the dearer test costs less',
        sv: 'Därför kostar det dyrare testet mindre',
      },
      intro: {
        en: 'A year of testing for {hairRoiEmployees} employees: hair analysis costs more per test but prevents more incidents.',
        sv: 'Ett års testning för {hairRoiEmployees} anställda: håranalys kostar mer per test men förebygger fler olyckor.',
      },
      calculator: 'hair',
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
            en: 'When can we order hair analysis?',
            sv: 'När kan vi beställa håranalys?',
          },
          answer: {
            en: 'Hair analysis is coming soon and cannot be ordered yet. Book a consultation and we will plan it into your programme as soon as it is available.',
            sv: 'Håranalys kommer snart och går ännu inte att beställa. Boka ett möte så planerar vi in den i ert program så snart den finns.',
          },
        },
        {
          question: {
            en: 'How far back does a hair test look?',
            sv: 'Hur långt bakåt visar ett hårprov?',
          },
          answer: {
            en: 'About {hairDetectionDays} with a standard 3 cm sample close to the scalp. It does not show use in the last few days, because that hair has not yet grown out.',
            sv: 'Ungefär {hairDetectionDays} med ett standardprov på 3\u00a0cm nära hårbotten. Det visar inte intag de senaste dagarna, eftersom det håret ännu inte har vuxit ut.',
          },
        },
        {
          question: {
            en: 'What if the employee has short hair or none?',
            sv: 'Vad händer om medarbetaren har kort hår eller inget hår?',
          },
          answer: {
            en: 'Body hair can be used instead; the window is then less precise. Where no hair is available, a saliva test is the alternative.',
            sv: 'Kroppshår kan användas i stället; påvisningstiden blir då mindre exakt. Finns inget hår är ett salivtest alternativet.',
          },
        },
        {
          question: {
            en: 'Can hair treatment hide drug use?',
            sv: 'Kan hårbehandlingar dölja droganvändning?',
          },
          answer: {
            en: 'Bleaching and some treatments can lower concentrations. The laboratory checks for them, and the chain of custody makes swapping a sample very hard.',
            sv: 'Blekning och vissa behandlingar kan sänka halterna. Laboratoriet kontrollerar detta, och den dokumenterade provkedjan gör det mycket svårt att byta ut ett prov.',
          },
        },
        {
          question: {
            en: 'Is hair analysis allowed in Swedish workplaces?',
            sv: 'Är håranalys tillåtet på svenska arbetsplatser?',
          },
          answer: {
            en: 'Yes, within a drug and alcohol policy agreed with employee representatives, with the employee’s consent and in proportion to the risks of the role.',
            sv: 'Ja, inom ramen för en alkohol- och drogpolicy som förankrats med arbetstagarnas företrädare, med medarbetarens medgivande och i proportion till riskerna i arbetet.',
          },
        },
        {
          question: {
            en: 'How is the cost comparison calculated?',
            sv: 'Hur räknas kostnadsjämförelsen ut?',
          },
          answer: {
            en: 'For each method, the expected number of incidents times the average cost of an incident, plus the cost of the tests. The inputs are listed under the table.',
            sv: 'För varje metod: förväntat antal olyckor gånger den genomsnittliga kostnaden för en olycka, plus kostnaden för testerna. Indata anges under tabellen.',
          },
        },
      ],
    },
  ],
};
