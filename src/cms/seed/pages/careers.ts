import type { PageSeed } from './types';

export const careersPageSeed: PageSeed = {
  path: '/careers',
  title: {
    en: 'Careers – work with rapid diagnostics',
    sv: 'Karriär – jobba med snabbdiagnostik',
  },
  description: {
    en: 'Join {companyName} in Stockholm. All our recruitment runs through our recruitment partner: see open positions, benefits and how the process works.',
    sv: 'Jobba hos {companyName} i Stockholm. All vår rekrytering sköts av vår rekryteringspartner: se lediga tjänster, förmåner och hur processen går till.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Careers',
        sv: 'Karriär',
      },
      title: {
        en: 'Help us make testing faster and fairer',
        sv: 'Hjälp oss att göra testning snabbare och rättvisare',
      },
      description: {
        en: 'We are a growing team of scientists, engineers and specialists in Stockholm, building rapid tests and digital services for healthcare and workplaces across the Nordics.',
        sv: 'Vi är ett växande team av forskare, ingenjörer och specialister i Stockholm som utvecklar snabbtester och digitala tjänster för vården och arbetsplatser i hela Norden.',
      },
      badgeIcon: 'briefcase',
      actions: [
        {
          label: {
            en: 'View Open Positions',
            sv: 'Se lediga tjänster',
          },
          href: '{recruitmentPartnerUrl}',
          variant: 'accent',
        },
      ],
      scene: '/careers',
      glow: 'top-right',
    },
    {
      blockType: 'notice',
      blockName: 'recruitment',
      title: {
        en: 'How to apply',
        sv: 'Så söker du',
      },
      paragraphs: [
        {
          text: {
            en: 'All our recruitment is handled by our external recruitment partner, {recruitmentPartner}. You will find every open position on their site, and that is where you apply.',
            sv: 'All vår rekrytering sköts av vår externa rekryteringspartner, {recruitmentPartner}. Där hittar du alla lediga tjänster, och det är där du söker.',
          },
        },
        {
          text: {
            en: 'We do not accept direct applications. CVs sent to us by e-mail or post are deleted unread, so that your personal data is only handled in one place.',
            sv: 'Vi tar inte emot direkta ansökningar. Cv:n som skickas till oss via e-post eller vanlig post raderas olästa, så att dina personuppgifter bara hanteras på ett ställe.',
          },
        },
      ],
      action: {
        label: {
          en: 'View Open Positions',
          sv: 'Se lediga tjänster',
        },
        href: '{recruitmentPartnerUrl}',
        variant: 'primary',
      },
    },
    {
      blockType: 'prose',
      blockName: 'mission',
      tone: 'white',
      textSize: 'large',
      eyebrow: {
        en: 'Our mission',
        sv: 'Vårt uppdrag',
      },
      title: {
        en: 'Work that makes a difference in minutes',
        sv: 'Ett jobb som gör skillnad på några minuter',
      },
      paragraphs: [
        {
          text: {
            en: 'Since {foundedYear} we have worked to make reliable screening fast, fair and accessible – so employers can keep people safe and clinicians can act while the patient is still in the room.',
            sv: 'Sedan {foundedYear} arbetar vi för att göra tillförlitlig screening snabb, rättvis och tillgänglig – så att arbetsgivare kan skydda sina medarbetare och vårdpersonal kan agera medan patienten fortfarande är på plats.',
          },
        },
        {
          text: {
            en: 'Here, a new idea can reach a clinic or a production site within months, and you will see what your work means for the people who take our tests.',
            sv: 'Hos oss kan en ny idé nå en klinik eller en produktionsanläggning inom några månader, och du ser själv vad ditt arbete betyder för dem som använder våra tester.',
          },
        },
      ],
      items: [

      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'values',
      tone: 'muted',
      eyebrow: {
        en: 'Our values',
        sv: 'Våra värderingar',
      },
      title: {
        en: 'How we work together',
        sv: 'Så arbetar vi tillsammans',
      },
      columns: '4',
      iconTone: 'accent',
      layout: 'stacked',
      items: [
        {
          icon: 'hand-heart',
          title: {
            en: 'People first',
            sv: 'Människan först',
          },
          description: {
            en: 'We build for the person being tested and treat each other with the same respect.',
            sv: 'Vi utvecklar för den som testas och bemöter varandra med samma respekt.',
          },
        },
        {
          icon: 'scale',
          title: {
            en: 'Honest about evidence',
            sv: 'Ärliga om evidensen',
          },
          description: {
            en: 'We say what the data shows, including when it shows we were wrong.',
            sv: 'Vi säger vad data visar, även när det visar att vi hade fel.',
          },
        },
        {
          icon: 'rocket',
          title: {
            en: 'Ownership',
            sv: 'Eget ansvar',
          },
          description: {
            en: 'Small teams, short decision paths and the trust to take your work from idea to customer.',
            sv: 'Små team, korta beslutsvägar och förtroende att driva ditt arbete från idé till kund.',
          },
        },
        {
          icon: 'graduation-cap',
          title: {
            en: 'Learning together',
            sv: 'Vi lär oss tillsammans',
          },
          description: {
            en: 'Clinicians, engineers and sellers teach each other – every new colleague brings something we did not know.',
            sv: 'Läkare, ingenjörer och säljare lär av varandra – varje ny kollega har med sig något vi inte kunde.',
          },
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      eyebrow: {
        en: 'Benefits',
        sv: 'Förmåner',
      },
      title: {
        en: 'What we offer',
        sv: 'Det här erbjuder vi',
      },
      intro: {
        en: 'Permanent employees in Sweden have collective-agreement-level terms and more.',
        sv: 'Tillsvidareanställda i Sverige har villkor i nivå med kollektivavtal – och lite till.',
      },
      columns: '3',
      iconTone: 'brand',
      layout: 'inline',
      items: [
        {
          icon: 'piggy-bank',
          title: {
            en: 'Occupational pension',
            sv: 'Tjänstepension',
          },
          description: {
            en: 'Pension contributions on the whole of your salary from your first month.',
            sv: 'Pensionsavsättning på hela lönen från första månaden.',
          },
        },
        {
          icon: 'dumbbell',
          title: {
            en: 'Wellness allowance',
            sv: 'Friskvårdsbidrag',
          },
          description: {
            en: 'An annual allowance for exercise and wellbeing, plus an hour a week of exercise during working time.',
            sv: 'Ett årligt bidrag till träning och friskvård, och en friskvårdstimme i veckan på arbetstid.',
          },
        },
        {
          icon: 'laptop',
          title: {
            en: 'Hybrid work',
            sv: 'Hybridarbete',
          },
          description: {
            en: 'Office days in Stockholm with your team and the freedom to work from home when the job allows.',
            sv: 'Kontorsdagar i Stockholm med ditt team och frihet att jobba hemifrån när arbetet tillåter.',
          },
        },
        {
          icon: 'baby',
          title: {
            en: 'Parental pay',
            sv: 'Föräldralön',
          },
          description: {
            en: 'A top-up to parental benefit while you are on parental leave.',
            sv: 'Utfyllnad av föräldrapenningen när du är föräldraledig.',
          },
        },
        {
          icon: 'shield',
          title: {
            en: 'Health insurance',
            sv: 'Sjukvårdsförsäkring',
          },
          description: {
            en: 'Private health insurance for quick access to specialist care.',
            sv: 'Privat sjukvårdsförsäkring för snabb tillgång till specialistvård.',
          },
        },
        {
          icon: 'sparkles',
          title: {
            en: 'Growth and training',
            sv: 'Utveckling och utbildning',
          },
          description: {
            en: 'Courses, conferences and time for research collaborations with our university partners.',
            sv: 'Kurser, konferenser och tid för forskningssamarbeten med våra universitetspartner.',
          },
        },
      ],
    },
    {
      blockType: 'quote',
      blockName: 'quote',
      tone: 'brand',
      title: {
        en: 'From a colleague',
        sv: 'En kollega berättar',
      },
      quote: {
        en: 'In my first year I helped take a new test panel from the lab bench to the first customer. I have never seen my work reach real people this fast.',
        sv: 'Under mitt första år var jag med och tog en ny testpanel från labbet till den första kunden. Jag har aldrig sett mitt arbete nå ut till människor så snabbt.',
      },
      author: {
        en: 'Sara Holm',
        sv: 'Sara Holm',
      },
      role: {
        en: 'Product development engineer',
        sv: 'Utvecklingsingenjör',
      },
      organisation: {
        en: '{companyName}',
        sv: '{companyName}',
      },
    },
    {
      blockType: 'steps',
      blockName: 'process',
      tone: 'white',
      eyebrow: {
        en: 'Recruitment process',
        sv: 'Rekryteringsprocessen',
      },
      title: {
        en: 'Four steps from application to offer',
        sv: 'Fyra steg från ansökan till erbjudande',
      },
      intro: {
        en: 'The process usually takes three to five weeks. Our recruitment partner keeps you informed after every step.',
        sv: 'Processen tar oftast tre till fem veckor. Vår rekryteringspartner håller dig informerad efter varje steg.',
      },
      items: [
        {
          title: {
            en: 'Apply through our partner',
            sv: 'Sök via vår partner',
          },
          description: {
            en: 'Choose a position on {recruitmentPartner}’s site and send your CV and a short cover letter there.',
            sv: 'Välj en tjänst på webbplatsen hos {recruitmentPartner} och skicka in ditt cv och ett kort personligt brev där.',
          },
        },
        {
          title: {
            en: 'Screening interview',
            sv: 'Första intervju',
          },
          description: {
            en: 'A recruiter from our partner talks to you about your experience, the role and your expectations.',
            sv: 'En rekryterare hos vår partner pratar med dig om din erfarenhet, tjänsten och dina förväntningar.',
          },
        },
        {
          title: {
            en: 'Meet the team',
            sv: 'Träffa teamet',
          },
          description: {
            en: 'Two interviews with your future manager and colleagues, one of them around a practical case from the role.',
            sv: 'Två intervjuer med din blivande chef och dina kollegor, varav den ena utgår från en praktisk uppgift i tjänsten.',
          },
        },
        {
          title: {
            en: 'References and offer',
            sv: 'Referenser och erbjudande',
          },
          description: {
            en: 'Our partner checks your references, and we make you an offer and agree a start date.',
            sv: 'Vår partner tar referenser, och vi lämnar ett erbjudande och kommer överens om startdatum.',
          },
        },
      ],
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
            en: 'Can I send my application directly to you?',
            sv: 'Kan jag skicka min ansökan direkt till er?',
          },
          answer: {
            en: 'No. All applications go through {recruitmentPartner}. Applications sent to us directly are deleted unread, and we ask that you apply through the partner instead.',
            sv: 'Nej. Alla ansökningar går via {recruitmentPartner}. Ansökningar som skickas direkt till oss raderas olästa, och vi ber dig söka via vår partner i stället.',
          },
        },
        {
          question: {
            en: 'There is no open position that fits me. Can I register my interest?',
            sv: 'Det finns ingen ledig tjänst som passar mig. Kan jag anmäla intresse?',
          },
          answer: {
            en: 'Yes. Join our recruitment partner’s talent pool for {companyName}, and they will contact you when a suitable role opens.',
            sv: 'Ja. Gå med i vår rekryteringspartners kandidatbank för {companyName}, så hör de av sig när en passande tjänst blir ledig.',
          },
        },
        {
          question: {
            en: 'Do I need to speak Swedish?',
            sv: 'Måste jag kunna svenska?',
          },
          answer: {
            en: 'It depends on the role. Customer-facing roles need Swedish or another Nordic language; in research and development, English is our everyday working language.',
            sv: 'Det beror på tjänsten. Kundnära roller kräver svenska eller ett annat nordiskt språk; inom forskning och utveckling är engelska vårt vardagliga arbetsspråk.',
          },
        },
        {
          question: {
            en: 'Can I work remotely?',
            sv: 'Kan jag arbeta på distans?',
          },
          answer: {
            en: 'Most roles are hybrid, with some days a week at our Stockholm office. Laboratory and production roles are on site.',
            sv: 'De flesta tjänster är hybrida, med några dagar i veckan på kontoret i Stockholm. Tjänster i laboratoriet och produktionen utförs på plats.',
          },
        },
        {
          question: {
            en: 'Do you offer internships and degree projects?',
            sv: 'Erbjuder ni praktik och examensarbeten?',
          },
          answer: {
            en: 'Yes, in research, engineering and data. They are advertised through our recruitment partner like every other position.',
            sv: 'Ja, inom forskning, teknik och data. De annonseras via vår rekryteringspartner precis som alla andra tjänster.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Ready to join us?',
        sv: 'Vill du bli en av oss?',
      },
      description: {
        en: 'See every open position and apply on our recruitment partner’s site.',
        sv: 'Se alla lediga tjänster och sök via vår rekryteringspartners webbplats.',
      },
      actions: [
        {
          label: {
            en: 'View Open Positions',
            sv: 'Se lediga tjänster',
          },
          href: '{recruitmentPartnerUrl}',
          variant: 'accent',
        },
      ],
    },
  ],
};
