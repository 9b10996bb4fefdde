import type { PageSeed } from './types';

export const aboutPageSeed: PageSeed = {
  path: '/about',
  title: {
    en: 'About us – our story, mission and team',
    sv: 'Om oss – vår historia, vårt uppdrag och vårt team',
  },
  description: {
    en: 'Founded in 2022, {companyName} develops CE-marked rapid tests for healthcare providers and workplaces across the Nordics. Meet the team and see our milestones.',
    sv: '{companyName} grundades 2022 och utvecklar CE-märkta snabbtester för vårdgivare och arbetsplatser i hela Norden. Möt teamet och se våra milstolpar.',
  },
  aboutCompany: true,
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Our story',
        sv: 'Vår historia',
      },
      title: {
        en: 'Transforming healthcare through innovation',
        sv: 'Vi flyttar diagnostiken dit besluten fattas',
      },
      description: {
        en: 'We founded the company in {foundedYear} to give healthcare providers and workplaces across the Nordics reliable answers in minutes rather than days – with rapid tests that are simple to use, CE-\u2060marked and made under certified quality management.',
        sv: 'Vi grundade bolaget {foundedYear} för att ge vårdgivare och arbetsplatser i hela Norden tillförlitliga svar på några minuter i stället för dagar – med snabbtester som är enkla att använda, CE-\u2060märkta och tillverkade inom ett certifierat kvalitetsledningssystem.',
      },
      badgeIcon: 'book',
      scene: '/about',
      glow: 'top-right',
    },
    {
      blockType: 'statStrip',
      blockName: 'figures',
      title: {
        en: '{companyName} in figures',
        sv: '{companyName} i siffror',
      },
      columns: '3',
      items: [
        {
          value: {
            en: '<\u00a0{resultMinutes}',
            sv: '<\u00a0{resultMinutes}',
          },
          label: {
            en: 'to a result, instead of days at a laboratory',
            sv: 'till svar, i stället för dagar på ett laboratorium',
          },
        },
        {
          value: {
            en: '{healthcareFacilities}',
            sv: '{healthcareFacilities}',
          },
          label: {
            en: 'healthcare facilities use our tests',
            sv: 'vårdenheter använder våra tester',
          },
        },
        {
          value: {
            en: 'ISO\u00a013485',
            sv: 'ISO\u00a013485',
          },
          label: {
            en: 'certified quality management',
            sv: 'certifierat kvalitetsledningssystem',
          },
        },
      ],
    },
    {
      blockType: 'mission',
      blockName: 'mission',
      anchor: 'mission',
      tone: 'muted',
      eyebrow: {
        en: 'Mission and vision',
        sv: 'Uppdrag och vision',
      },
      title: {
        en: 'Faster answers, fairer decisions',
        sv: 'Snabbare svar, rättvisare beslut',
      },
      intro: {
        en: 'Slow testing costs more than money: it keeps people off work, delays care and turns suspicion into conflict. We build tests and services that shorten the wait.',
        sv: 'Långsam testning kostar mer än pengar: den håller människor borta från jobbet, fördröjer vården och låter misstankar växa till konflikter. Vi bygger tester och tjänster som förkortar väntan.',
      },
      missionTitle: {
        en: 'Our mission',
        sv: 'Vårt uppdrag',
      },
      mission: {
        en: 'To make reliable screening fast, fair and accessible, so employers can keep people safe and clinicians can act while the patient is still in the room.',
        sv: 'Att göra tillförlitlig screening snabb, rättvis och tillgänglig, så att arbetsgivare kan skydda sina medarbetare och vårdpersonal kan agera medan patienten fortfarande är på plats.',
      },
      visionTitle: {
        en: 'Our vision',
        sv: 'Vår vision',
      },
      vision: {
        en: 'A Nordic region where every workplace and care setting can get a trustworthy screening result in minutes – and where a test leads to support rather than sanctions.',
        sv: 'Ett Norden där varje arbetsplats och vårdmiljö kan få ett pålitligt screeningresultat på några minuter – och där ett test leder till stöd snarare än sanktioner.',
      },
      differentiatorsTitle: {
        en: 'What sets us apart',
        sv: 'Det här skiljer oss från andra',
      },
      differentiators: [
        {
          title: {
            en: 'Patented rapid test',
            sv: 'Patenterat snabbtest',
          },
          description: {
            en: 'Our saliva test gives a screening result in under 10 minutes, on site and without a laboratory.',
            sv: 'Vårt salivtest ger ett screeningresultat på under 10\u00a0minuter, på plats och utan laboratorium.',
          },
        },
        {
          title: {
            en: 'Analytics that fit your systems',
            sv: 'Analys som passar era system',
          },
          description: {
            en: 'Results and trends flow into the health-record and HR systems you already use, instead of another portal to log in to.',
            sv: 'Resultat och trender förs in i de journal- och HR-system ni redan använder, i stället för ännu en portal att logga in i.',
          },
        },
        {
          title: {
            en: 'Prevention over punishment',
            sv: 'Förebygga i stället för att straffa',
          },
          description: {
            en: 'Every programme we design pairs testing with medical review, referral and support, so a positive screen is the start of help.',
            sv: 'Varje program vi utformar kombinerar testning med läkarverifiering, hänvisning och stöd, så att ett preliminärt positivt screeningresultat blir början på hjälpen.',
          },
        },
        {
          title: {
            en: 'Certified manufacturing',
            sv: 'Certifierad tillverkning',
          },
          description: {
            en: 'Our tests are designed and made under ISO\u00a013485-\u2060certified quality management and are CE-\u2060marked under the IVDR.',
            sv: 'Våra tester utvecklas och tillverkas inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem och är CE-\u2060märkta enligt IVDR.',
          },
        },
        {
          title: {
            en: 'Nordic research partnerships',
            sv: 'Nordiska forskningssamarbeten',
          },
          description: {
            en: 'We validate our tests and study new markers together with Nordic universities and university hospitals.',
            sv: 'Vi validerar våra tester och studerar nya markörer tillsammans med nordiska universitet och universitetssjukhus.',
          },
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'values',
      tone: 'white',
      eyebrow: {
        en: 'Core values',
        sv: 'Kärnvärden',
      },
      title: {
        en: 'What guides our work',
        sv: 'Det som vägleder vårt arbete',
      },
      intro: {
        en: 'Six values shape how we develop tests, treat the people who take them and work with our customers.',
        sv: 'Sex värderingar styr hur vi utvecklar tester, hur vi bemöter dem som testas och hur vi arbetar med våra kunder.',
      },
      columns: '3',
      iconTone: 'accent',
      layout: 'ruled',
      items: [
        {
          icon: 'lightbulb',
          title: {
            en: 'Innovation',
            sv: 'Innovation',
          },
          description: {
            en: 'We question how testing has always been done and build what is faster, simpler and kinder to the person being tested.',
            sv: 'Vi ifrågasätter hur testning alltid har gått till och bygger något snabbare, enklare och mer hänsynsfullt mot den som testas.',
          },
        },
        {
          icon: 'scale',
          title: {
            en: 'Integrity',
            sv: 'Ärlighet',
          },
          description: {
            en: 'We state what a screening result can and cannot show, protect personal data and never overstate a claim.',
            sv: 'Vi är tydliga med vad ett screeningresultat kan och inte kan visa, skyddar personuppgifter och överdriver aldrig.',
          },
        },
        {
          icon: 'hand-heart',
          title: {
            en: 'Compassion',
            sv: 'Medkänsla',
          },
          description: {
            en: 'Behind every sample is a person. Our programmes are built around dignity, confidentiality and the right to support.',
            sv: 'Bakom varje prov finns en människa. Våra program bygger på värdighet, sekretess och rätten till stöd.',
          },
        },
        {
          icon: 'award',
          title: {
            en: 'Excellence',
            sv: 'Kvalitet',
          },
          description: {
            en: 'Certified quality management, clinical validation and careful follow-up of every batch we release.',
            sv: 'Certifierat kvalitetsledningssystem, klinisk validering och noggrann uppföljning av varje tillverkningssats vi släpper.',
          },
        },
        {
          icon: 'leaf',
          title: {
            en: 'Sustainability',
            sv: 'Hållbarhet',
          },
          description: {
            en: 'Fewer samples shipped to laboratories, less packaging and fewer journeys – better for budgets and for the climate.',
            sv: 'Färre prov som skickas till laboratorier, mindre förpackningsmaterial och färre resor – bättre för budgeten och för klimatet.',
          },
        },
        {
          icon: 'graduation-cap',
          title: {
            en: 'Education',
            sv: 'Kunskap',
          },
          description: {
            en: 'We train managers, safety officers and clinicians to use testing well, and share what we learn openly.',
            sv: 'Vi utbildar chefer, skyddsombud och vårdpersonal i att använda testning rätt, och delar öppet med oss av det vi lär oss.',
          },
        },
      ],
    },
    {
      blockType: 'team',
      blockName: 'team',
      anchor: 'team',
      tone: 'brand',
      eyebrow: {
        en: 'Our team',
        sv: 'Vårt team',
      },
      title: {
        en: 'The people behind the tests',
        sv: 'Människorna bakom testerna',
      },
      intro: {
        en: 'Clinicians, engineers and business builders with long experience of diagnostics, occupational health and Nordic healthcare.',
        sv: 'Läkare, ingenjörer och affärsutvecklare med lång erfarenhet av diagnostik, företagshälsovård och nordisk sjukvård.',
      },
      tabsLabel: {
        en: 'Team groups',
        sv: 'Grupper i teamet',
      },
      executiveTab: {
        en: 'Executive Team',
        sv: 'Ledningsgrupp',
      },
      advisoryTab: {
        en: 'Advisory Board',
        sv: 'Rådgivare',
      },
    },
    {
      blockType: 'milestones',
      blockName: 'milestones',
      tone: 'white',
      eyebrow: {
        en: 'Key milestones',
        sv: 'Milstolpar',
      },
      title: {
        en: 'How far we have come',
        sv: 'Så långt har vi kommit',
      },
      intro: {
        en: 'From a founding team in Stockholm to tests in use across the Nordics in four years.',
        sv: 'Från ett grundarteam i Stockholm till tester som används i hela Norden på fyra år.',
      },
      items: [
        {
          year: 2022,
          title: {
            en: 'Company founded',
            sv: 'Bolaget grundas',
          },
          description: {
            en: 'A clinical chemist and a biomedical engineer start the company in Stockholm to bring laboratory-grade screening to the point of care.',
            sv: 'En klinisk kemist och en medicinteknisk ingenjör startar bolaget i Stockholm för att föra ut screening av laboratoriekvalitet till patientnära miljöer.',
          },
        },
        {
          year: 2023,
          title: {
            en: 'First product launched',
            sv: 'Första produkten lanseras',
          },
          description: {
            en: 'InstaCLEAR, our flagship rapid saliva drug test, reaches its first workplace customers.',
            sv: 'InstaCLEAR, vårt snabba drogtest i saliv och vår flaggskeppsprodukt, når de första arbetsplatskunderna.',
          },
        },
        {
          year: 2023,
          title: {
            en: 'ISO\u00a013485 certification',
            sv: 'ISO\u00a013485-\u2060certifiering',
          },
          description: {
            en: 'Our quality management system is certified to ISO\u00a013485, the standard for medical device manufacturers.',
            sv: 'Vårt kvalitetsledningssystem certifieras enligt ISO\u00a013485, standarden för tillverkare av medicintekniska produkter.',
          },
        },
        {
          year: 2024,
          title: {
            en: 'Hospital network partnerships',
            sv: 'Samarbeten med sjukhus och regioner',
          },
          description: {
            en: 'Partnerships with hospital networks bring our rapid tests to emergency departments and clinics.',
            sv: 'Genom samarbeten med sjukhus och regioner börjar våra snabbtester användas på akutmottagningar och kliniker.',
          },
        },
        {
          year: 2024,
          title: {
            en: 'Circular Testing programme',
            sv: 'Programmet Circular Testing',
          },
          description: {
            en: 'Rapid screening, medical review officer verification and telehealth referral combined in one programme for employers.',
            sv: 'Snabbscreening, läkarverifiering (MRO) och hänvisning till digital vård samlas i ett program för arbetsgivare.',
          },
        },
        {
          year: 2025,
          title: {
            en: 'European expansion and VDT',
            sv: 'Europeisk expansion och VDT',
          },
          description: {
            en: 'We expand into more European markets and prepare the VDT virtual drug-testing platform.',
            sv: 'Vi etablerar oss på fler europeiska marknader och förbereder VDT, vår plattform för virtuell drogtestning.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'See what our tests can do for you',
        sv: 'Se vad våra tester kan göra för er',
      },
      description: {
        en: 'Browse our rapid tests and testing programmes, or talk to us about your workplace or clinic.',
        sv: 'Utforska våra snabbtester och testprogram, eller prata med oss om er arbetsplats eller klinik.',
      },
      actions: [
        {
          label: {
            en: 'Explore Products',
            sv: 'Utforska produkterna',
          },
          href: '/products',
          variant: 'accent',
        },
        {
          label: {
            en: 'Contact Us',
            sv: 'Kontakta oss',
          },
          href: '/contact',
          variant: 'inverse',
        },
      ],
    },
  ],
};
