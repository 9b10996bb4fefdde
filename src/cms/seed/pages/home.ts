import type { PageSeed } from './types';

export const homePageSeed: PageSeed = {
  path: '/',
  title: {
    en: 'Nordic Rapid Diagnostics – Rapid drug tests and health self-tests',
    sv: 'Nordic Rapid Diagnostics – Snabba drogtester och självtester för hälsan',
  },
  breadcrumb: {
    en: 'Home',
    sv: 'Startsida',
  },
  description: {
    en: 'CE-marked rapid tests for workplaces, healthcare and home use. Drug tests, saliva tests and self-tests with results in under {resultMinutes}, from a Nordic company with ISO\u00a013485-certified quality management.',
    sv: 'CE-märkta snabbtester för arbetsplatser, vård och hemmabruk. Drogtester, salivtester och självtester med svar på under {resultMinutes}, från ett nordiskt företag med ISO\u00a013485-certifierat kvalitetsledningssystem.',
  },
  aboutCompany: true,
  layout: [
    {
      blockType: 'homeHero',
      badge: {
        en: 'CE-marked · ISO\u00a013485-certified quality management',
        sv: 'CE-\u2060märkt · ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
      },
      heading: {
        en: 'Rapid diagnostic tests for workplaces and healthcare',
        sv: 'Snabbtester för arbetsplatser och vård',
      },
      headlines: [
        {
          text: {
            en: 'Rapid tests you can trust',
            sv: 'Snabbtester ni kan lita på',
          },
        },
        {
          text: {
            en: 'Reliable answers in under {resultMinutes}',
            sv: 'Tillförlitliga svar på under {resultMinutes}',
          },
        },
        {
          text: {
            en: 'Safer workplaces, healthier people',
            sv: 'Säkrare arbetsplatser, friskare människor',
          },
        },
      ],
      description: {
        en: 'Drug tests for safety-critical workplaces and self-tests for everyday health – developed in the Nordics, CE-marked and ready to use wherever you need them.',
        sv: 'Drogtester för säkerhetskritiska arbetsplatser och självtester för hälsan i vardagen – utvecklade i Norden, CE-\u2060märkta och redo att användas där ni behöver dem.',
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
            en: 'Explore Products',
            sv: 'Utforska produkterna',
          },
          href: '/products',
          variant: 'inverse',
        },
      ],
      carouselLabel: {
        en: 'Featured products',
        sv: 'Utvalda produkter',
      },
      learnMore: {
        en: 'Learn More',
        sv: 'Läs mer',
      },
      drugCategory: {
        en: 'Drug test',
        sv: 'Drogtest',
      },
      healthcareCategory: {
        en: 'Self-test',
        sv: 'Självtest',
      },
      cards: [
        {
          key: 'multi-panel',
          category: 'drug',
          icon: 'layers',
          product: 'multi-17',
          name: {
            en: 'Multi-panel urine drug tests',
            sv: 'Multipaneler för urin',
          },
          description: {
            en: 'Screen for up to {multi17Substances} substances in one cup, with built-in validity checks.',
            sv: 'Testa upp till {multi17Substances} substanser i en och samma urinkopp, med inbyggd kontroll av att provet är giltigt.',
          },
          stats: [
            {
              value: {
                en: '{multi17Substances}',
                sv: '{multi17Substances}',
              },
              label: {
                en: 'Substances per test',
                sv: 'Substanser per test',
              },
            },
            {
              value: {
                en: '<\u00a0{resultMinutes}',
                sv: '<\u00a0{resultMinutes}',
              },
              label: {
                en: 'Time to result',
                sv: 'Svarstid',
              },
            },
          ],
        },
        {
          key: 'ferritin',
          category: 'healthcare',
          icon: 'droplet',
          product: 'ferritin',
          name: {
            en: 'InstaCHECK Ferritin',
            sv: 'InstaCHECK järnbristtest (ferritin)',
          },
          description: {
            en: 'A self-test for iron deficiency that gives a clear answer from a single drop of blood.',
            sv: 'Ett självtest för järnbrist som ger ett tydligt svar med bara en droppe blod.',
          },
          stats: [
            {
              value: {
                en: '{ferritinAccuracyPercent}',
                sv: '{ferritinAccuracyPercent}',
              },
              label: {
                en: 'Accuracy',
                sv: 'Träffsäkerhet',
              },
            },
            {
              value: {
                en: '{ferritinResultTime}',
                sv: '{ferritinResultTime}',
              },
              label: {
                en: 'Time to result',
                sv: 'Svarstid',
              },
            },
          ],
        },
        {
          key: 'saliva',
          category: 'drug',
          icon: 'scan',
          product: 'saliva-multi-7',
          name: {
            en: 'Saliva multi-test',
            sv: 'Salivmultitest',
          },
          description: {
            en: 'Non-invasive screening for {salivaSubstancesInWords} substances – sampled on site, under observation.',
            sv: 'Icke-invasiv screening som påvisar {salivaSubstancesInWords} substanser – provet tas på plats under övervakning.',
          },
          stats: [
            {
              value: {
                en: '{salivaSubstances}',
                sv: '{salivaSubstances}',
              },
              label: {
                en: 'Substances',
                sv: 'Substanser',
              },
            },
            {
              value: {
                en: '{salivaReadingTime}',
                sv: '{salivaReadingTime}',
              },
              label: {
                en: 'Reading time',
                sv: 'Avläsningstid',
              },
            },
          ],
        },
        {
          key: 'womens-health',
          category: 'healthcare',
          icon: 'heart',
          product: 'pregnancy',
          name: {
            en: 'InstaCARE women’s health',
            sv: 'InstaCARE – kvinnohälsa',
          },
          description: {
            en: 'Pregnancy, ovulation, urinary tract infection, vaginal pH and menopause tests for home use.',
            sv: 'Självtester för graviditet, ägglossning, urinvägsinfektion, vaginalt pH och klimakteriet – för hemmabruk.',
          },
          stats: [
            {
              value: {
                en: '{instacareTestCount}',
                sv: '{instacareTestCount}',
              },
              label: {
                en: 'Self-tests in the range',
                sv: 'Självtester i serien',
              },
            },
            {
              value: {
                en: '{vaginalPhResultTime}',
                sv: '{vaginalPhResultTime}',
              },
              label: {
                en: 'Vaginal pH result',
                sv: 'Svarstid, vaginalt pH',
              },
            },
          ],
        },
        {
          key: 'fentanyl',
          category: 'drug',
          icon: 'flask',
          product: 'fyl',
          name: {
            en: 'Fentanyl single-panel test',
            sv: 'Fentanyltest',
          },
          description: {
            en: 'Detects fentanyl use early, for workplaces and treatment services facing synthetic opioids.',
            sv: 'Upptäcker fentanylbruk tidigt – för arbetsplatser och beroendevård där syntetiska opioider förekommer.',
          },
          stats: [
            {
              value: {
                en: '{fentanylCutOff}',
                sv: '{fentanylCutOff}',
              },
              label: {
                en: 'Cut-off',
                sv: 'Gränsvärde',
              },
            },
            {
              value: {
                en: '{fentanylPackSize}',
                sv: '{fentanylPackSize}',
              },
              label: {
                en: 'Tests per pack',
                sv: 'Tester per förpackning',
              },
            },
          ],
        },
      ],
    },
    {
      blockType: 'statStrip',
      blockName: 'stats',
      title: {
        en: 'Key figures',
        sv: 'Nyckeltal',
      },
      columns: '4',
      items: [
        {
          value: {
            en: '<\u00a0{resultMinutes}',
            sv: '<\u00a0{resultMinutes}',
          },
          label: {
            en: 'to a result',
            sv: 'till svar',
          },
        },
        {
          value: {
            en: '{labAvoidancePercent}',
            sv: '{labAvoidancePercent}',
          },
          label: {
            en: 'of samples never need a lab',
            sv: 'av proven avgörs utan laboratorieanalys',
          },
        },
        {
          value: {
            en: '{drugTestAccuracyPercent}',
            sv: '{drugTestAccuracyPercent}',
          },
          label: {
            en: 'accuracy for our drug tests',
            sv: 'träffsäkerhet i våra drogtester',
          },
        },
        {
          value: {
            en: '{companiesServed}',
            sv: '{companiesServed}',
          },
          label: {
            en: 'companies served',
            sv: 'företagskunder',
          },
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'products',
      tone: 'muted',
      eyebrow: {
        en: 'Our products',
        sv: 'Våra produkter',
      },
      title: {
        en: 'Testing that fits how you work',
        sv: 'Testning som passar ert arbetssätt',
      },
      intro: {
        en: 'From on-site drug screening to self-tests sold at pharmacies – one partner for the whole testing chain.',
        sv: 'Från drogscreening på plats till självtester på apoteket – en och samma partner för hela testkedjan.',
      },
      columns: '4',
      iconTone: 'brand',
      layout: 'stacked',
      items: [
        {
          icon: 'scan',
          title: {
            en: 'InstaCLEAR',
            sv: 'InstaCLEAR',
          },
          description: {
            en: 'Rapid saliva drug test with results in under {resultMinutes}, and {labAvoidancePercent} of samples settled without a laboratory.',
            sv: 'Snabbt drogtest i saliv med svar på under {resultMinutes}, och {labAvoidancePercent} av proven avgörs utan laboratorieanalys.',
          },
          link: {
            label: {
              en: 'Learn More',
              sv: 'Läs mer',
            },
            href: '/products/instaclear',
          },
        },
        {
          icon: 'cycle',
          title: {
            en: 'Circular Testing',
            sv: 'Circular Testing',
          },
          description: {
            en: 'A complete programme: rapid screening, verification by a medical review officer (MRO) and referral to telehealth.',
            sv: 'Ett komplett program: snabbscreening, läkarverifiering (MRO) och hänvisning till digital vård.',
          },
          link: {
            label: {
              en: 'Learn More',
              sv: 'Läs mer',
            },
            href: '/products/circular-testing',
          },
        },
        {
          icon: 'droplet',
          title: {
            en: 'InstaCHECK',
            sv: 'InstaCHECK',
          },
          description: {
            en: 'Self-tests for ferritin, vitamin D, thyroid function (TSH) and occult blood, sold at pharmacies.',
            sv: 'Självtester för ferritin, D-vitamin, sköldkörtelns funktion (TSH) och dolt blod i avföringen – finns på apotek.',
          },
          link: {
            label: {
              en: 'Learn More',
              sv: 'Läs mer',
            },
            href: '/products/instacheck',
          },
        },
        {
          icon: 'beaker',
          title: {
            en: 'InstaFIND',
            sv: 'InstaFIND',
          },
          description: {
            en: 'A stool test for H. pylori and a molecular test for four common respiratory viruses, with a companion app.',
            sv: 'Ett avföringstest för H. pylori och ett molekylärt test för fyra vanliga luftvägsvirus, med tillhörande app.',
          },
          link: {
            label: {
              en: 'Learn More',
              sv: 'Läs mer',
            },
            href: '/products/instafind',
          },
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'solutions',
      tone: 'white',
      eyebrow: {
        en: 'Drug testing',
        sv: 'Drogtestning',
      },
      title: {
        en: 'Drug-test solutions for safety-critical work',
        sv: 'Drogtester för säkerhetskritiskt arbete',
      },
      intro: {
        en: 'Choose the format that suits your workplace policy – every test is CE-marked and made for use on site.',
        sv: 'Välj det format som passar er alkohol- och drogpolicy – alla tester är CE-\u2060märkta och gjorda för att användas på plats.',
      },
      columns: '2',
      iconTone: 'accent',
      layout: 'ruled',
      items: [
        {
          icon: 'layers',
          title: {
            en: 'Urine multi-panels',
            sv: 'Multipaneler för urin',
          },
          description: {
            en: '{multi10Substances}-, {multi12Substances}- and {multi17Substances}-panel cups plus a {thcLevels}-level THC test, for thorough pre-employment and random screening.',
            sv: 'Urinkoppar med {multi10Substances}, {multi12Substances} och {multi17Substances} paneler samt ett THC-test med {thcLevelsInWords} gränsvärden – för grundlig testning vid nyanställning och slumpvisa kontroller.',
          },
          link: {
            label: {
              en: 'View Tests',
              sv: 'Läs mer',
            },
            href: '/drug-tests#multipanels',
          },
        },
        {
          icon: 'flask',
          title: {
            en: 'Urine single panels',
            sv: 'Enkelpaneler för urin',
          },
          description: {
            en: '{singlePanelCount} single-substance tests, from amphetamine to zopiclone, for when you need to test for one substance only.',
            sv: '{singlePanelCount} enkelpaneler, från amfetamin till zopiklon – när ni bara behöver testa en enda substans.',
          },
          link: {
            label: {
              en: 'View Tests',
              sv: 'Läs mer',
            },
            href: '/drug-tests#singlepanels',
          },
        },
        {
          icon: 'scan',
          title: {
            en: 'Saliva tests',
            sv: 'Salivtester',
          },
          description: {
            en: 'A {salivaSubstances}-substance saliva panel with a {salivaReadingMinutes}-minute reading time – discreet, observed and hard to tamper with.',
            sv: 'Ett salivtest för {salivaSubstancesInWords} substanser med {salivaReadingMinutes}\u00a0minuters avläsningstid – provet tas diskret under övervakning och är svårt att manipulera.',
          },
          link: {
            label: {
              en: 'View Tests',
              sv: 'Läs mer',
            },
            href: '/drug-tests#saliva-tests',
          },
        },
        {
          icon: 'shield',
          title: {
            en: 'Manipulation control',
            sv: 'Manipulationskontroll',
          },
          description: {
            en: 'Creatinine and pH checks that reveal diluted or adulterated urine samples.',
            sv: 'Kontroll av kreatinin och pH som avslöjar utspädda eller manipulerade urinprov.',
          },
          link: {
            label: {
              en: 'View Tests',
              sv: 'Läs mer',
            },
            href: '/drug-tests#manipulation-control',
          },
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'why',
      tone: 'brand',
      eyebrow: {
        en: 'Why us',
        sv: 'Varför oss',
      },
      title: {
        en: 'Why organisations choose us',
        sv: 'Därför väljer organisationer oss',
      },
      intro: {
        en: 'A decision is only as good as the test it rests on. We make sure yours rest on sound results.',
        sv: 'Ett beslut är aldrig bättre än testet det bygger på. Vi ser till att era beslut vilar på säkra svar.',
      },
      columns: '3',
      iconTone: 'accent',
      layout: 'checks',
      items: [
        {
          title: {
            en: 'Certified quality',
            sv: 'Certifierad kvalitet',
          },
          description: {
            en: 'ISO\u00a013485-certified quality management, and devices CE-marked under the EU regulation on in vitro diagnostic medical devices (IVDR).',
            sv: 'Kvalitetsledningssystem certifierat enligt ISO\u00a013485 och produkter CE-\u2060märkta enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR).',
          },
        },
        {
          title: {
            en: 'Answers in minutes',
            sv: 'Svar på några minuter',
          },
          description: {
            en: 'Results in under {resultMinutes}, compared with {competitorResultMinutes} or more with other testing services.',
            sv: 'Svar på under {resultMinutes}, jämfört med {competitorResultMinutes} eller mer hos andra testtjänster.',
          },
        },
        {
          title: {
            en: 'Made for the Nordics',
            sv: 'Utvecklat för Norden',
          },
          description: {
            en: 'Developed with Nordic university hospitals and research groups, and supported in Swedish and English.',
            sv: 'Framtaget tillsammans med nordiska universitetssjukhus och forskargrupper, med kundtjänst på svenska och engelska.',
          },
        },
        {
          title: {
            en: 'Expert support',
            sv: 'Stöd från experter',
          },
          description: {
            en: 'Training, help with testing policies and follow-up from specialists in workplace health.',
            sv: 'Utbildning, hjälp med er alkohol- och drogpolicy och uppföljning från specialister inom företagshälsovård.',
          },
        },
        {
          title: {
            en: 'Prevention over punishment',
            sv: 'Förebygga i stället för att straffa',
          },
          description: {
            en: 'Programmes designed to catch problems early and route people to help.',
            sv: 'Program som fångar upp problem tidigt och slussar människor vidare till stöd.',
          },
        },
        {
          title: {
            en: 'Fits your systems',
            sv: 'Passar era system',
          },
          description: {
            en: 'Results and reporting that integrate with existing healthcare and HR systems.',
            sv: 'Resultat och rapporter som går att koppla till befintliga vård- och HR-system.',
          },
        },
      ],
    },
    {
      blockType: 'testimonials',
      blockName: 'testimonials',
      tone: 'white',
      eyebrow: {
        en: 'Customer stories',
        sv: 'Kundberättelser',
      },
      title: {
        en: 'Trusted by safety and health professionals',
        sv: 'Experter på säkerhet och hälsa litar på oss',
      },
      placement: 'home',
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Ready to make testing simpler?',
        sv: 'Redo att göra testningen enklare?',
      },
      description: {
        en: 'Book a demo and we’ll show you how rapid testing can work in your organisation.',
        sv: 'Boka en demo så visar vi hur snabbtester kan fungera i er organisation.',
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
            en: 'Explore Products',
            sv: 'Utforska produkterna',
          },
          href: '/products',
          variant: 'inverse',
        },
      ],
    },
  ],
};
