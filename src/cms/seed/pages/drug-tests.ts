import type { PageSeed } from './types';

export const drugTestsPageSeed: PageSeed = {
  path: '/drug-tests',
  title: {
    en: 'Drug Tests – Non-invasive testing, ISO\u00a013485-certified quality',
    sv: 'Drogtester i urin och saliv – icke-invasiva, från en tillverkare med ISO\u00a013485-certifierat kvalitetsledningssystem',
  },
  breadcrumb: {
    en: 'Drug tests',
    sv: 'Drogtester',
  },
  description: {
    en: 'CE-marked urine and saliva drug tests for workplaces and safety-critical industries, made under ISO\u00a013485-certified quality management. Non-invasive testing with results in minutes.',
    sv: 'CE-märkta drogtester i urin och saliv för arbetsplatser och säkerhetskritiska branscher, tillverkade inom ett ISO\u00a013485-certifierat kvalitetsledningssystem. Icke-invasiva tester med svar på några minuter.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'CE-marked · ISO\u00a013485-certified quality management',
        sv: 'CE-\u2060märkt · ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
      },
      badgeIcon: 'badge',
      title: {
        en: 'Reliable drug testing for safer workplaces',
        sv: 'Pålitliga drogtester för säkrare arbetsplatser',
      },
      description: {
        en: 'Non-invasive urine and saliva tests for workplaces and safety-critical industries – results on site in under {resultMinutes}, without waiting for a laboratory.',
        sv: 'Icke-invasiva urin- och salivtester för arbetsplatser och säkerhetskritiska branscher – svar på under {resultMinutes} direkt på plats, utan att vänta på ett laboratorium.',
      },
      actions: [
        {
          label: {
            en: 'Request a Quote',
            sv: 'Begär offert',
          },
          href: '/contact',
          variant: 'accent',
        },
        {
          label: {
            en: 'View Urine Tests',
            sv: 'Se urintesterna',
          },
          href: '#urine-tests',
          variant: 'inverse',
        },
      ],
      scene: '/drug-tests',
      glow: 'top-right',
    },
    {
      blockType: 'drugTestCatalogue',
      listName: {
        en: 'Drug tests',
        sv: 'Drogtester',
      },
      urine: {
        title: {
          en: 'Urine tests',
          sv: 'Urintester',
        },
        intro: {
          en: 'Multi-panel cups test many substances in one sample; single panels test one substance at a cut-off chosen for it.',
          sv: 'Multipaneler påvisar många substanser i samma prov; enkelpaneler påvisar en substans med ett gränsvärde anpassat för just den.',
        },
        multiTitle: {
          en: 'Multi-panel urine tests',
          sv: 'Multipaneler för urin',
        },
        multiIntro: {
          en: 'Screw-cap cups with built-in adulteration control. Choose the panel that matches your testing policy.',
          sv: 'Urinkoppar med skruvlock och inbyggd manipulationskontroll. Välj den panel som passar er alkohol- och drogpolicy.',
        },
        singleTitle: {
          en: 'Single-panel urine tests',
          sv: 'Enkelpaneler för urin',
        },
        singleIntro: {
          en: 'Test for exactly the substance you need. Every cassette is CE-marked and sold in packs of {standardPackSize}.',
          sv: 'Testa precis den substans ni behöver. Alla kassetter är CE-\u2060märkta och säljs i förpackningar om {standardPackSize}\u00a0st.',
        },
      },
      saliva: {
        title: {
          en: 'Saliva tests',
          sv: 'Salivtester',
        },
        intro: {
          en: 'Saliva testing shows recent use and can be carried out under supervision anywhere – no toilet needed.',
          sv: 'Salivtester visar om intag skett nyligen och kan göras under övervakning var som helst – ingen toalett behövs.',
        },
        advantagesTitle: {
          en: 'Advantages',
          sv: 'Fördelar',
        },
        advantages: [
          {
            text: {
              en: 'Short reading time, and only a small amount of saliva is needed.',
              sv: 'Kort avläsningstid – och bara en liten mängd saliv behövs.',
            },
          },
          {
            text: {
              en: 'Simple sampling: a spatula with an absorption pad is drawn several times along the inside of the cheeks.',
              sv: 'Enkel provtagning: en provtagningspinne med absorberande dyna förs några gånger längs insidan av kinderna.',
            },
          },
        ],
        contactText: {
          en: 'Not sure which test suits your organisation? Contact us and we will help you choose.',
          sv: 'Är ni osäkra på vilket test som passar er verksamhet? Kontakta oss så hjälper vi er att välja.',
        },
        contact: {
          label: {
            en: 'Contact Us',
            sv: 'Kontakta oss',
          },
          href: '/contact',
          variant: 'outline',
        },
        productIntro: {
          en: 'Our saliva multi-test screens for {salivaSubstancesInWords} substances in a single sample.',
          sv: 'Vårt salivmultitest påvisar {salivaSubstancesInWords} substanser i ett och samma prov.',
        },
        productLink: {
          en: 'Learn More',
          sv: 'Läs mer',
        },
      },
      manipulation: {
        title: {
          en: 'Check the sample first',
          sv: 'Kontrollera provet först',
        },
        intro: {
          en: 'Make sure a urine sample has not been diluted or adulterated before you test it.',
          sv: 'Säkerställ att urinprovet inte har spätts ut eller manipulerats innan ni testar det.',
        },
        explanationTitle: {
          en: 'How it works',
          sv: 'Så fungerar det',
        },
        productLink: {
          en: 'Request Information',
          sv: 'Begär information',
        },
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'brand',
      title: {
        en: 'Why choose our drug tests',
        sv: 'Därför väljer kunder våra drogtester',
      },
      intro: {
        en: 'Tests designed for reliable results in everyday use.',
        sv: 'Tester utformade för tillförlitliga resultat i vardagen.',
      },
      columns: '4',
      iconTone: 'accent',
      layout: 'ruled',
      items: [
        {
          icon: 'target',
          title: {
            en: 'High accuracy',
            sv: 'Hög träffsäkerhet',
          },
          description: {
            en: 'CE-marked, laboratory-validated tests with {drugTestAccuracyPercent} accuracy.',
            sv: 'CE-\u2060märkta och laboratorievaliderade tester med {drugTestAccuracyPercent} träffsäkerhet.',
          },
        },
        {
          icon: 'clock',
          title: {
            en: 'Fast results',
            sv: 'Snabba svar',
          },
          description: {
            en: 'Results in minutes on site, so work can continue without waiting for a laboratory.',
            sv: 'Svar på några minuter direkt på plats, så att arbetet kan fortsätta utan att vänta på ett laboratorium.',
          },
        },
        {
          icon: 'layers',
          title: {
            en: 'Comprehensive solutions',
            sv: 'Heltäckande lösningar',
          },
          description: {
            en: 'Urine and saliva tests, single and multi-panels, and adulteration control from one supplier.',
            sv: 'Urin- och salivtester, enkel- och multipaneler samt manipulationskontroll från en och samma leverantör.',
          },
        },
        {
          icon: 'shield',
          title: {
            en: 'Quality assurance',
            sv: 'Kvalitetssäkring',
          },
          description: {
            en: 'Overflow-proof design and clear, easy-to-read results.',
            sv: 'Spillsäker konstruktion och tydliga, lättavlästa resultat.',
          },
        },
      ],
      badges: [
        {
          text: {
            en: 'Compliant with the EU regulation on in vitro diagnostic medical devices (IVDR)',
            sv: 'Uppfyller kraven i EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR)',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Ready to start testing?',
        sv: 'Redo att börja testa?',
      },
      description: {
        en: 'Tell us about your workplace and we will recommend the right tests and quantities.',
        sv: 'Berätta om er arbetsplats så rekommenderar vi rätt tester och antal.',
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
