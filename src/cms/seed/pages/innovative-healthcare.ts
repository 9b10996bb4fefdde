import type { PageSeed } from './types';

export const innovativeHealthcarePageSeed: PageSeed = {
  path: '/innovative-healthcare',
  title: {
    en: 'Innovative healthcare: rapid testing and what it saves',
    sv: 'Innovativ vård: snabbtester och vad de sparar',
  },
  description: {
    en: 'How rapid testing moves diagnostics from the laboratory to the clinic, the workplace and the home – and a calculator that shows what it could save your organisation.',
    sv: 'Så flyttar snabbtester diagnostiken från laboratoriet till mottagningen, arbetsplatsen och hemmet – och en kalkylator som visar vad det kan spara er organisation.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Innovative healthcare',
        sv: 'Innovativ vård',
      },
      title: {
        en: 'Rapid testing is changing where care happens',
        sv: 'Snabbtester förändrar var vården sker',
      },
      description: {
        en: 'Answers in minutes instead of days move testing out of the laboratory – into the clinic, the workplace and the home. Here is what that means, and what it could save your organisation.',
        sv: 'Svar på några minuter i stället för dagar flyttar testningen ut från laboratoriet – till mottagningen, arbetsplatsen och hemmet. Här ser ni vad det innebär och vad det kan spara er organisation.',
      },
      actions: [
        {
          label: {
            en: 'Calculate Your Savings',
            sv: 'Räkna på besparingen',
          },
          href: '#savings-calculator',
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
      badgeIcon: 'sparkles',
      scene: '/innovative-healthcare',
      glow: 'top-right',
    },
    {
      blockType: 'prose',
      blockName: 'point-of-care',
      tone: 'white',
      eyebrow: {
        en: 'Point of care',
        sv: 'Patientnära',
      },
      title: {
        en: 'From the lab queue to the point of care',
        sv: 'Från laboratoriekön till patientnära testning',
      },
      intro: {
        en: 'The biggest change is not the test itself, but where the answer arrives.',
        sv: 'Den största förändringen är inte själva testet, utan var man får svaret.',
      },
      paragraphs: [
        {
          text: {
            en: 'A sample sent to a laboratory takes days to come back, and by then the patient has gone home and the shift has started. Our tests give a result in under {resultMinutes} – other testing services take {competitorResultMinutes} or more – so the decision is made while the person is still there. What that changes:',
            sv: 'Ett prov som skickas till laboratorium tar flera dagar att få svar på, och då har patienten gått hem och arbetspasset redan börjat. Våra tester ger svar på under {resultMinutes} – andra testtjänster tar {competitorResultMinutes} eller mer – så beslutet fattas medan personen fortfarande är kvar. Det här förändras:',
          },
        },
        {
          text: {
            en: 'The laboratory does not disappear: it confirms the screenings that need confirming, and spends its time on the analyses only it can do.',
            sv: 'Laboratoriet försvinner inte: det bekräftar de screeningar som behöver bekräftas och lägger sin tid på de analyser som bara laboratoriet kan göra.',
          },
        },
      ],
      items: [
        {
          text: {
            en: '{labAvoidancePercent} of samples are settled on the spot, against {competitorLabAvoidancePercent} with other solutions',
            sv: 'Direkt på plats avgörs {labAvoidancePercent} av proven, jämfört med {competitorLabAvoidancePercent} med andra lösningar',
          },
        },
        {
          text: {
            en: 'Tests cost {costPerTestUsd} each instead of {traditionalCostPerTestUsd} for a laboratory analysis',
            sv: 'Ett test kostar {costPerTestUsd} i stället för {traditionalCostPerTestUsd} för en laboratorieanalys',
          },
        },
        {
          text: {
            en: 'New programmes are deployed {fasterDeploymentPercent} faster than traditional testing',
            sv: 'Nya program införs {fasterDeploymentPercent} snabbare än traditionell testning',
          },
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'prevention',
      tone: 'muted',
      eyebrow: {
        en: 'Prevention',
        sv: 'Förebyggande',
      },
      title: {
        en: 'Prevention over punishment',
        sv: 'Förebygga i stället för att straffa',
      },
      intro: {
        en: 'A positive test should open a route to care, not close a door. Circular Testing builds that route into the programme.',
        sv: 'Ett positivt test ska öppna en väg till vård, inte stänga en dörr. Circular Testing bygger in den vägen i programmet.',
      },
      items: [
        {
          title: {
            en: 'Rapid screening',
            sv: 'Snabbscreening',
          },
          description: {
            en: 'A CE-marked rapid test on site, with a result in under {resultMinutes}.',
            sv: 'Ett CE-\u2060märkt snabbtest på plats, med svar på under {resultMinutes}.',
          },
        },
        {
          title: {
            en: 'Medical review',
            sv: 'Läkarverifiering',
          },
          description: {
            en: 'A doctor (MRO) reviews every positive screening, with reviewed results in under {circularResultHours}.',
            sv: 'En läkare (MRO) bedömer varje preliminärt positivt screeningresultat, och det verifierade resultatet kommer inom {circularResultHours}.',
          },
        },
        {
          title: {
            en: 'Telehealth referral',
            sv: 'Hänvisning till digital vård',
          },
          description: {
            en: 'The person is offered a telehealth consultation within {circularTelehealthHours} and a route into care.',
            sv: 'Personen erbjuds ett digitalt vårdbesök inom {circularTelehealthHours} och en väg in i vården.',
          },
        },
      ],
      action: {
        label: {
          en: 'Explore Circular Testing',
          sv: 'Utforska Circular Testing',
        },
        href: '/products/circular-testing',
        variant: 'outline',
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'quality',
      tone: 'white',
      eyebrow: {
        en: 'Quality',
        sv: 'Kvalitet',
      },
      title: {
        en: 'Quality you can document',
        sv: 'Kvalitet som går att dokumentera',
      },
      intro: {
        en: 'Moving a test out of the laboratory must not lower the bar. These are the guarantees that travel with every test.',
        sv: 'Att flytta ett test ut från laboratoriet får inte sänka ribban. Det här följer med varje test.',
      },
      columns: '2',
      iconTone: 'accent',
      layout: 'checks',
      items: [
        {
          title: {
            en: 'CE-marked under the IVDR',
            sv: 'CE-\u2060märkta tester enligt IVDR',
          },
          description: {
            en: 'Every test meets the EU regulation on in vitro diagnostic medical devices (IVDR, (EU) 2017/746).',
            sv: 'Varje test uppfyller EU:s förordning (EU) 2017/746 om medicintekniska produkter för in vitro-diagnostik (IVDR).',
          },
        },
        {
          title: {
            en: 'ISO\u00a013485-certified quality management',
            sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
          },
          description: {
            en: 'Design, manufacture and traceability under a certified quality management system, lot by lot.',
            sv: 'Utveckling, tillverkning och spårbarhet för varje tillverkningssats inom ett certifierat kvalitetsledningssystem.',
          },
        },
        {
          title: {
            en: 'Published performance',
            sv: 'Redovisad prestanda',
          },
          description: {
            en: '{drugTestAccuracyPercent} accuracy for our drug tests, {ferritinAccuracyPercent} for the ferritin self-test and {molecularConcordancePercent} concordance with laboratory methods for InstaFIND.',
            sv: 'Våra drogtester har {drugTestAccuracyPercent} träffsäkerhet och järnbristtestet (ferritin) {ferritinAccuracyPercent}. 4-i-1-virustestet i InstaFIND har {molecularConcordancePercent} överensstämmelse med laboratoriemetoder.',
          },
        },
        {
          title: {
            en: 'Screening, confirmed where required',
            sv: 'Screening som bekräftas vid behov',
          },
          description: {
            en: 'A rapid test is a screening. Where a decision requires it, the result is confirmed by a laboratory before anyone acts on it.',
            sv: 'Ett snabbtest är en screening. När ett beslut kräver det bekräftas resultatet av laboratorium innan några åtgärder vidtas.',
          },
        },
      ],
    },
    {
      blockType: 'metrics',
      blockName: 'connected',
      tone: 'brand',
      eyebrow: {
        en: 'Connected care',
        sv: 'Uppkopplad vård',
      },
      title: {
        en: 'A result is only useful where it is needed',
        sv: 'Ett resultat gör bara nytta där det behövs',
      },
      intro: {
        en: 'Results that land in the patient record and reach a clinician in minutes turn a quick test into a quick decision.',
        sv: 'Resultat som hamnar i journalen och når vårdpersonal på några minuter gör ett snabbt test till ett snabbt beslut.',
      },
      items: [
        {
          value: {
            en: '{systemCompatibilityPercent}',
            sv: '{systemCompatibilityPercent}',
          },
          label: {
            en: 'system compatibility',
            sv: 'av de vanligaste journal- och HR-systemen fungerar direkt',
          },
          note: {
            en: 'Patient-record and HR systems, without custom work',
            sv: 'Utan särskild anpassning',
          },
        },
        {
          value: {
            en: '<\u00a0{telehealthHandoffMinutes}',
            sv: '<\u00a0{telehealthHandoffMinutes}',
          },
          label: {
            en: 'telehealth handoff',
            sv: 'till digital vård',
          },
          note: {
            en: 'From an unclear result to a clinician',
            sv: 'Från oklart resultat till läkare',
          },
        },
        {
          value: {
            en: '{improvedOutcomesPercent}',
            sv: '{improvedOutcomesPercent}',
          },
          label: {
            en: 'improved outcomes',
            sv: 'bättre vårdresultat',
          },
          note: {
            en: 'When treatment starts at the first visit',
            sv: 'När behandlingen börjar vid första besöket',
          },
        },
        {
          value: {
            en: '{healthcareFacilities}',
            sv: '{healthcareFacilities}',
          },
          label: {
            en: 'healthcare facilities',
            sv: 'vårdenheter använder våra tester',
          },
          note: {
            en: 'Already working with us',
            sv: 'Arbetar redan med oss',
          },
        },
      ],
      action: {
        label: {
          en: 'See Integration Options',
          sv: 'Se integrationsmöjligheterna',
        },
        href: '/solutions/healthcare#healthcare-integration',
        variant: 'outline',
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'home',
      tone: 'white',
      eyebrow: {
        en: 'At home',
        sv: 'Hemma',
      },
      title: {
        en: 'Testing at home, with care one step away',
        sv: 'Testning hemma – med vården nära till hands',
      },
      intro: {
        en: 'Self-tests sold at pharmacies help people answer common health questions in private – and know when it is time to see a doctor.',
        sv: 'Med självtester från apoteket kan man i lugn och ro få svar på vanliga hälsofrågor – och veta när det är dags att träffa en läkare.',
      },
      columns: '3',
      iconTone: 'brand',
      layout: 'stacked',
      items: [
        {
          icon: 'heart',
          title: {
            en: 'InstaCARE',
            sv: 'InstaCARE',
          },
          description: {
            en: 'Women’s health: pregnancy, ovulation, urinary tract infection, vaginal pH and menopause.',
            sv: 'Kvinnohälsa: graviditet, ägglossning, urinvägsinfektion, vaginalt pH och klimakteriet.',
          },
          link: {
            label: {
              en: 'View InstaCARE',
              sv: 'Läs mer',
            },
            href: '/healthcare-tests#instacare',
          },
        },
        {
          icon: 'droplet',
          title: {
            en: 'InstaCHECK',
            sv: 'InstaCHECK',
          },
          description: {
            en: 'Ferritin, vitamin D, thyroid and occult blood – iron deficiency answered in {resultMinutes}.',
            sv: 'Ferritin, D-vitamin, sköldkörtel och dolt blod – besked om järnbrist på {resultMinutes}.',
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
          icon: 'microscope',
          title: {
            en: 'InstaFIND',
            sv: 'InstaFIND',
          },
          description: {
            en: 'A stool test for H. pylori and a molecular test for four respiratory viruses, with an app that stores results and books care.',
            sv: 'Ett avföringstest för H. pylori och ett molekylärt test för fyra luftvägsvirus, med en app som sparar resultaten och bokar vård.',
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
      blockType: 'calculator',
      blockName: 'savings-calculator',
      anchor: 'savings-calculator',
      tone: 'muted',
      eyebrow: {
        en: 'Savings calculator',
        sv: 'Besparingskalkylator',
      },
      title: {
        en: 'What could rapid testing save you?',
        sv: 'Vad kan snabbtester spara er?',
      },
      intro: {
        en: 'Set the number of employees and the share you test in a year. The results follow as you move the sliders.',
        sv: 'Ange antalet anställda och hur stor andel ni testar under ett år. Resultatet uppdateras när ni flyttar reglagen.',
      },
      calculator: 'savings',
      action: {
        label: {
          en: 'Talk to Us About Your Savings',
          sv: 'Prata med oss om besparingen',
        },
        href: '/contact',
        variant: 'primary',
      },
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Ready to see the savings for real?',
        sv: 'Redo att se besparingen på riktigt?',
      },
      description: {
        en: 'We will go through your figures with you and show how rapid testing would work in your organisation.',
        sv: 'Vi går igenom era siffror tillsammans med er och visar hur snabbtester skulle fungera i er organisation.',
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
