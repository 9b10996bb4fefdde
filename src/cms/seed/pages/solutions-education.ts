import type { PageSeed } from './types';

export const educationPageSeed: PageSeed = {
  path: '/solutions/education',
  title: {
    en: 'Drug prevention and testing for schools and universities',
    sv: 'Drogförebyggande arbete och testning för skolor och lärosäten',
  },
  description: {
    en: 'A prevention programme for schools and universities: voluntary, consent-based saliva testing through the student health team, material for parents and support before sanctions.',
    sv: 'Ett förebyggande program för skolor och lärosäten: frivilliga salivtester med samtycke via elevhälsan, material till vårdnadshavare och stöd före sanktioner.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Education',
        sv: 'Utbildning',
      },
      badgeIcon: 'graduation-cap',
      title: {
        en: 'Safe schools, healthy students',
        sv: 'Trygga skolor, friska elever',
      },
      description: {
        en: 'A prevention programme for schools and universities: voluntary, consent-based testing through your student health team, clear communication with parents, and support that comes before sanctions.',
        sv: 'Ett förebyggande program för skolor och lärosäten: frivillig testning med samtycke via elevhälsan, tydlig kommunikation med vårdnadshavare och stöd som kommer före sanktioner.',
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
      ],
      scene: '/solutions/education',
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      eyebrow: {
        en: 'Key benefits',
        sv: 'Fördelar',
      },
      title: {
        en: 'Prevention that students can trust',
        sv: 'Förebyggande arbete som eleverna kan lita på',
      },
      intro: {
        en: 'What the programme brings to a school, its students and their families.',
        sv: 'Det här ger programmet skolan, eleverna och deras familjer.',
      },
      tone: 'white',
      columns: '4',
      iconTone: 'brand',
      items: [
        {
          icon: 'heart-handshake',
          title: {
            en: 'Support before sanctions',
            sv: 'Stöd före sanktioner',
          },
          description: {
            en: 'A screening result opens a conversation and a route to help – never a shortcut to disciplinary action.',
            sv: 'Ett screeningresultat öppnar för ett samtal och en väg till stöd – aldrig en genväg till disciplinära åtgärder.',
          },
        },
        {
          icon: 'timer',
          title: {
            en: 'Discreet and quick',
            sv: 'Diskret och snabbt',
          },
          description: {
            en: 'A saliva test takes a few minutes in the school nurse’s room, and the answer is there before the student leaves.',
            sv: 'Ett salivtest tar några minuter hos skolsköterskan, och svaret finns innan eleven går därifrån.',
          },
        },
        {
          icon: 'message',
          title: {
            en: 'Clear words for parents',
            sv: 'Tydlig information till vårdnadshavare',
          },
          description: {
            en: 'Letters, consent forms and parents’ evening material you can adapt, in Swedish and English.',
            sv: 'Brev, samtyckesblanketter och material till föräldramöten som ni kan anpassa, på svenska och engelska.',
          },
        },
        {
          icon: 'briefcase',
          title: {
            en: 'Ready for work placements',
            sv: 'Redo för praktik',
          },
          description: {
            en: 'Students on vocational programmes can show the negative test that some safety-critical workplaces ask for before a placement.',
            sv: 'Elever på yrkesprogram kan visa upp det negativa test som vissa säkerhetskritiska arbetsplatser kräver inför APL.',
          },
        },
      ],
    },
    {
      blockType: 'idealFor',
      blockName: 'ideal-for',
      title: {
        en: 'Ideal for',
        sv: 'Passar särskilt för',
      },
      text: {
        en: 'Upper-secondary schools (especially vocational programmes with work placements), folk high schools, boarding schools, and universities with a student health service.',
        sv: 'Gymnasieskolor (särskilt yrkesprogram med arbetsplatsförlagt lärande), folkhögskolor, skolor med elevboende samt universitet och högskolor med studenthälsa.',
      },
      action: {
        label: {
          en: 'Schedule a Demo',
          sv: 'Boka en demo',
        },
        href: '/contact',
        variant: 'primary',
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'features',
      eyebrow: {
        en: 'Campus programmes',
        sv: 'Program för skolan',
      },
      title: {
        en: 'A programme for every setting',
        sv: 'Ett program för varje miljö',
      },
      intro: {
        en: 'Schools, vocational programmes and universities need different things. We shape the programme around yours.',
        sv: 'Gymnasieskolor, yrkesprogram och lärosäten behöver olika saker. Vi anpassar programmet efter er verksamhet.',
      },
      tone: 'white',
      columns: '4',
      iconTone: 'accent',
      items: [
        {
          icon: 'briefcase',
          title: {
            en: 'Vocational programmes',
            sv: 'Yrkesprogram',
          },
          description: {
            en: 'Voluntary testing before work placements in transport, construction and industry, when the workplace asks for it.',
            sv: 'Frivillig testning inför APL inom transport, bygg och industri, när arbetsplatsen efterfrågar det.',
          },
        },
        {
          icon: 'graduation-cap',
          title: {
            en: 'Universities and colleges',
            sv: 'Universitet och högskolor',
          },
          description: {
            en: 'Awareness weeks and voluntary testing through the student health service, with referral to care when a student needs it.',
            sv: 'Temaveckor och frivillig testning via studenthälsan, med hänvisning till vården när en student behöver det.',
          },
        },
        {
          icon: 'house',
          title: {
            en: 'Boarding schools and residences',
            sv: 'Skolor med elevboende',
          },
          description: {
            en: 'Clear routines for when there is a suspicion on campus, agreed in advance with students, parents and social services.',
            sv: 'Tydliga rutiner för när en misstanke uppstår, överenskomna i förväg med elever, vårdnadshavare och socialtjänst.',
          },
        },
        {
          icon: 'book',
          title: {
            en: 'Training for staff',
            sv: 'Utbildning för personal',
          },
          description: {
            en: 'Half-day training for student health teams and mentors: signs to look for, how to talk to a student and how the tests work.',
            sv: 'Halvdagsutbildning för elevhälsoteamet och mentorerna: tecken att vara uppmärksam på, hur man pratar med en elev och hur testerna fungerar.',
          },
        },
      ],
    },
    {
      blockType: 'prose',
      blockName: 'prose',
      eyebrow: {
        en: 'Student wellbeing',
        sv: 'Elevernas välbefinnande',
      },
      title: {
        en: 'Wellbeing first, testing second',
        sv: 'Välbefinnande först, testning sedan',
      },
      intro: {
        en: 'Testing is one tool in the student health team’s preventive work – never a goal in itself.',
        sv: 'Testning är ett verktyg i elevhälsans förebyggande arbete – aldrig ett mål i sig.',
      },
      tone: 'muted',
      paragraphs: [
        {
          text: {
            en: 'Testing works best alongside conversations, drug education and early contact with social services when a student needs support. The programme is built on four principles:',
            sv: 'Testningen fungerar bäst tillsammans med samtal, ANDT-undervisning och tidig kontakt med socialtjänsten när en elev behöver stöd. Programmet vilar på fyra principer:',
          },
        },
        {
          text: {
            en: 'We help you anchor the routine in your student health plan, so every student is treated the same way and everyone knows what happens next.',
            sv: 'Vi hjälper er att förankra rutinen i elevhälsoplanen, så att alla elever behandlas lika och alla vet vad som händer härnäst.',
          },
        },
      ],
      items: [
        {
          text: {
            en: 'Testing is always voluntary and based on the student’s consent – and the guardian’s for younger students',
            sv: 'Testningen är alltid frivillig och bygger på elevens samtycke – och vårdnadshavarens för yngre elever',
          },
        },
        {
          text: {
            en: 'The school nurse or another member of the student health team carries out the test, in private',
            sv: 'Skolsköterskan eller någon annan i elevhälsan genomför testet, i enrum',
          },
        },
        {
          text: {
            en: 'The result is discussed with the student first, under the confidentiality that applies to student health',
            sv: 'Resultatet gås först igenom med eleven, under den sekretess som gäller för elevhälsan',
          },
        },
        {
          text: {
            en: 'A positive screening leads to a support plan, never to automatic exclusion',
            sv: 'Ett preliminärt positivt screeningresultat leder till en stödplan, aldrig till automatisk avstängning',
          },
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'steps',
      eyebrow: {
        en: 'Parental communication',
        sv: 'Kommunikation med vårdnadshavare',
      },
      title: {
        en: 'Parents informed – and on board',
        sv: 'Vårdnadshavare som är informerade – och med på tåget',
      },
      intro: {
        en: 'Parents accept a programme they understand. We give you the words and the material for every stage.',
        sv: 'Vårdnadshavare ställer sig bakom ett program de förstår. Vi ger er formuleringarna och materialet för varje steg.',
      },
      tone: 'white',
      items: [
        {
          title: {
            en: 'Before the start',
            sv: 'Före start',
          },
          description: {
            en: 'An information letter to every guardian explaining why, how and who – with a consent form you can adapt.',
            sv: 'Ett informationsbrev till alla vårdnadshavare om varför, hur och vem – med en samtyckesblankett som ni kan anpassa.',
          },
        },
        {
          title: {
            en: 'Parents’ evening',
            sv: 'Föräldramöte',
          },
          description: {
            en: 'We help you run an information evening, with material in Swedish and English and time for questions.',
            sv: 'Vi hjälper er att hålla ett informationsmöte, med material på svenska och engelska och tid för frågor.',
          },
        },
        {
          title: {
            en: 'When a test is done',
            sv: 'När ett test görs',
          },
          description: {
            en: 'The student hears the result first. Guardians of younger students are told as the consent describes – in person, never by a note or an app message.',
            sv: 'Eleven får resultatet först. Vårdnadshavare till yngre elever informeras enligt samtycket – personligen, aldrig via lapp eller appmeddelande.',
          },
        },
        {
          title: {
            en: 'Follow-up together',
            sv: 'Uppföljning tillsammans',
          },
          description: {
            en: 'A positive screening is confirmed by a laboratory; then the student, guardians and student health team agree the next steps.',
            sv: 'Ett preliminärt positivt screeningresultat bekräftas av laboratorium, och därefter kommer elev, vårdnadshavare och elevhälsa överens om nästa steg.',
          },
        },
      ],
    },
    {
      blockType: 'faq',
      blockName: 'faq',
      eyebrow: {
        en: 'FAQ',
        sv: 'Vanliga frågor',
      },
      title: {
        en: 'Questions schools ask',
        sv: 'Frågor som skolor ställer',
      },
      tone: 'brand',
      items: [
        {
          question: {
            en: 'Can a school require students to take a drug test?',
            sv: 'Kan en skola kräva att elever drogtestar sig?',
          },
          answer: {
            en: 'No. Drug testing in Swedish schools must be voluntary and based on the student’s consent – and the guardian’s for younger students. The programme is built around that principle, with routines agreed in advance.',
            sv: 'Nej. Drogtester i svenska skolor ska vara frivilliga och bygga på elevens samtycke – och vårdnadshavarens för yngre elever. Programmet är uppbyggt kring den principen, med rutiner som bestäms i förväg.',
          },
        },
        {
          question: {
            en: 'Who sees the result?',
            sv: 'Vem får se resultatet?',
          },
          answer: {
            en: 'The student and the student health staff who carry out the test. Results are covered by the confidentiality of the student health service and are not shared with teachers unless the student agrees.',
            sv: 'Eleven och den personal i elevhälsan som genomför testet. Resultaten omfattas av elevhälsans sekretess och lämnas inte ut till lärare om inte eleven samtycker.',
          },
        },
        {
          question: {
            en: 'Which test do schools use?',
            sv: 'Vilket test använder skolor?',
          },
          answer: {
            en: 'Mostly the saliva multi-test: sampling takes a few minutes under supervision, the reading time is 5 minutes, and no toilet visit is needed. Urine multi-panels are used when a wider panel is required.',
            sv: 'Oftast salivmultitestet: provtagningen tar några minuter under övervakning, avläsningstiden är 5\u00a0minuter och inget toalettbesök behövs. Multipaneler för urin används när en bredare panel behövs.',
          },
        },
        {
          question: {
            en: 'What happens after a positive screening?',
            sv: 'Vad händer efter ett preliminärt positivt screeningresultat?',
          },
          answer: {
            en: 'The result is a screening. It is confirmed by a laboratory before anything else happens, and the student health team then agrees a support plan with the student – and with guardians and social services where that is required.',
            sv: 'Resultatet är en screening. Det bekräftas av laboratorium innan något annat händer, och elevhälsan gör sedan upp en stödplan tillsammans med eleven – och med vårdnadshavare och socialtjänst när det krävs.',
          },
        },
        {
          question: {
            en: 'Do you help with communication?',
            sv: 'Hjälper ni till med kommunikationen?',
          },
          answer: {
            en: 'Yes: templates for letters and consent forms, a presentation for parents’ evenings and a short guide for mentors, in Swedish and English.',
            sv: 'Ja: mallar för brev och samtyckesblanketter, en presentation till föräldramöten och en kort vägledning för mentorer, på svenska och engelska.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Plan a prevention programme with us',
        sv: 'Planera ett förebyggande program med oss',
      },
      description: {
        en: 'Book a demo for your student health team and school management – we will show you the tests, the routine and the parent material.',
        sv: 'Boka en demo för elevhälsan och skolledningen – vi visar testerna, rutinen och materialet till vårdnadshavarna.',
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
      ],
    },
  ],
};
