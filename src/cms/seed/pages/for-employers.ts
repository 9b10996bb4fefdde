import type { PageSeed } from './types';

export const forEmployersPageSeed: PageSeed = {
  path: '/for-employers',
  title: {
    en: 'Drug testing for employers',
    sv: 'Drogtester för arbetsgivare',
  },
  description: {
    en: 'How to set up a fair workplace drug-testing programme: policy, testing situations, the right tests, medical review and how to start. CE-marked tests with results in under 10 minutes.',
    sv: 'Så bygger ni ett rättvist drogtestprogram på arbetsplatsen: policy, testsituationer, rätt tester, läkarverifiering och hur ni kommer i gång. CE-märkta tester med svar på under 10\u00a0minuter.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'For employers',
        sv: 'För arbetsgivare',
      },
      title: {
        en: 'A drug-testing programme that works from day one',
        sv: 'Ett drogtestprogram som fungerar från första dagen',
      },
      description: {
        en: 'Policy, tests, training and medical review from one partner – for HR and safety managers who want a fair, documented routine, not just a box of test kits.',
        sv: 'Policy, tester, utbildning och läkarverifiering från en och samma partner – för HR- och arbetsmiljöansvariga som vill ha en rättvis och dokumenterad rutin, inte bara en låda testkit.',
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
            en: 'View Drug Tests',
            sv: 'Se drogtesterna',
          },
          href: '/drug-tests',
          variant: 'inverse',
        },
      ],
      badgeIcon: 'briefcase',
      scene: '/for-employers',
      glow: 'top-right',
    },
    {
      blockType: 'statStrip',
      blockName: 'figures',
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
            en: 'to a screening result',
            sv: 'till screeningresultat',
          },
        },
        {
          value: {
            en: '{labAvoidancePercent}',
            sv: '{labAvoidancePercent}',
          },
          label: {
            en: 'of samples settled without a lab',
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
            en: '{workplaceRiskReductionPercent}',
            sv: '{workplaceRiskReductionPercent}',
          },
          label: {
            en: 'lower workplace risk',
            sv: 'lägre risk på arbetsplatsen',
          },
        },
      ],
    },
    {
      blockType: 'prose',
      blockName: 'policy',
      anchor: 'policy',
      tone: 'muted',
      eyebrow: {
        en: 'Step one',
        sv: 'Steg ett',
      },
      title: {
        en: 'Start with a policy',
        sv: 'Börja med en policy',
      },
      intro: {
        en: 'Testing without a policy is hard to defend – to employees, to unions and in court.',
        sv: 'Testning utan policy är svår att försvara – inför medarbetarna, facket och i domstol.',
      },
      paragraphs: [
        {
          text: {
            en: 'A good drug and alcohol policy says why you test, who is tested and when, how a sample is taken, what happens after a positive result – and how you support an employee who needs help. It covers:',
            sv: 'En bra alkohol- och drogpolicy beskriver varför ni testar, vem som testas och när, hur provet tas, vad som händer efter ett positivt resultat – och hur ni stöttar en medarbetare som behöver hjälp. Den omfattar:',
          },
        },
        {
          text: {
            en: 'Negotiate the policy with the unions where the Co-determination Act (MBL) requires it, and make it part of your systematic work environment management. Our checklist takes you through every point.',
            sv: 'Förhandla om policyn med facket när medbestämmandelagen (MBL) kräver det, och gör den till en del av ert systematiska arbetsmiljöarbete. Med vår checklista går ni igenom den punkt för punkt.',
          },
        },
      ],
      items: [
        {
          text: {
            en: 'Purpose and scope: which roles are safety-critical, and why',
            sv: 'Syfte och omfattning: vilka tjänster som är säkerhetskritiska, och varför',
          },
        },
        {
          text: {
            en: 'When you test: pre-employment, random, for cause, after incidents and during rehabilitation',
            sv: 'När ni testar: vid nyanställning, slumpvis, vid misstanke, efter tillbud och under rehabilitering',
          },
        },
        {
          text: {
            en: 'Sampling: who takes the sample, where, and how it is documented',
            sv: 'Provtagning: vem som tar provet, var och hur det dokumenteras',
          },
        },
        {
          text: {
            en: 'After a positive screening: laboratory confirmation, medical review (MRO), a conversation and support',
            sv: 'Efter ett preliminärt positivt screeningresultat: laboratoriebekräftelse, läkarverifiering (MRO), samtal och stöd',
          },
        },
        {
          text: {
            en: 'Data protection: who may see results, and for how long they are kept',
            sv: 'Dataskydd: vem som får se resultaten och hur länge de sparas',
          },
        },
      ],
      action: {
        label: {
          en: 'Get the Compliance Checklist',
          sv: 'Hämta checklistan',
        },
        href: '/resources/compliance-checklist',
        variant: 'outline',
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'situations',
      tone: 'white',
      eyebrow: {
        en: 'Testing situations',
        sv: 'Testsituationer',
      },
      title: {
        en: 'When to test',
        sv: 'När ni ska testa',
      },
      intro: {
        en: 'Most programmes use two or three of these situations. Your policy decides which – and the test follows from the situation.',
        sv: 'De flesta program omfattar två eller tre av de här testtillfällena. Er policy avgör vilka – och situationen avgör vilket test som passar.',
      },
      columns: '3',
      iconTone: 'brand',
      layout: 'stacked',
      items: [
        {
          icon: 'user-check',
          title: {
            en: 'Pre-employment',
            sv: 'Vid nyanställning',
          },
          description: {
            en: 'A negative test as a condition of employment in a safety-critical role. The candidate is told in advance and consents.',
            sv: 'Ett negativt test som villkor för anställning i en säkerhetskritisk tjänst. Den sökande informeras i förväg och lämnar sitt medgivande till testet.',
          },
        },
        {
          icon: 'shuffle',
          title: {
            en: 'Random testing',
            sv: 'Slumpvisa kontroller',
          },
          description: {
            en: 'Unannounced tests of a random selection, drawn in a way you can document and repeat.',
            sv: 'Oanmälda tester av ett slumpmässigt urval som tas fram på ett sätt som går att dokumentera och upprepa.',
          },
        },
        {
          icon: 'search-check',
          title: {
            en: 'For cause',
            sv: 'Vid misstanke',
          },
          description: {
            en: 'When a manager sees concrete signs of impairment – documented observations, never rumours.',
            sv: 'När en chef ser konkreta tecken på påverkan – dokumenterade iakttagelser, aldrig rykten.',
          },
        },
        {
          icon: 'alert',
          title: {
            en: 'After an incident',
            sv: 'Efter tillbud och olyckor',
          },
          description: {
            en: 'Everyone involved in an accident or near miss, so you quickly know who can return to work.',
            sv: 'Alla inblandade i en olycka eller ett tillbud, så att ni snabbt vet vem som kan återgå i arbete.',
          },
        },
        {
          icon: 'heart-handshake',
          title: {
            en: 'During rehabilitation',
            sv: 'Under rehabilitering',
          },
          description: {
            en: 'Agreed, regular tests as part of a rehabilitation plan, supporting an employee on the way back.',
            sv: 'Överenskomna, regelbundna tester som en del av en rehabiliteringsplan, som stöd för en medarbetare på väg tillbaka.',
          },
        },
        {
          icon: 'building',
          title: {
            en: 'Contractors and site access',
            sv: 'Entreprenörer och tillträde',
          },
          description: {
            en: 'The same standard for contractors before they enter a safety-critical site – written into your contracts.',
            sv: 'Samma krav på entreprenörer innan de går in på en säkerhetskritisk arbetsplats – inskrivet i era avtal.',
          },
        },
      ],
    },
    {
      blockType: 'offerCards',
      blockName: 'products',
      anchor: 'products',
      tone: 'brand',
      eyebrow: {
        en: 'Product picks',
        sv: 'Produktval',
      },
      title: {
        en: 'The right test for the situation',
        sv: 'Rätt test för situationen',
      },
      intro: {
        en: 'Three test formats from our catalogue cover almost every workplace programme – and two complete programmes take the work off your hands.',
        sv: 'Tre testformat ur vårt sortiment täcker nästan alla arbetsplatsers behov – och två kompletta program tar hand om arbetet åt er.',
      },
      groups: [
        {
          title: {
            en: 'Tests',
            sv: 'Tester',
          },
          cards: [
            {
              icon: 'scan',
              title: {
                en: 'Saliva multi-test',
                sv: 'Salivmultitest',
              },
              description: {
                en: 'Seven substances in one test, sampled under observation, with no toilet visit and a 5-minute reading time.',
                sv: 'Sju substanser i ett test, provtagning under övervakning, utan toalettbesök och med 5\u00a0minuters avläsningstid.',
              },
              items: [
                {
                  text: {
                    en: 'Best before a shift and after an incident',
                    sv: 'Passar bäst inför ett arbetspass och efter ett tillbud',
                  },
                },
                {
                  text: {
                    en: 'Shows recent use: a window of {salivaWindowHours}',
                    sv: 'Visar om intag skett nyligen: {salivaWindowHours} bakåt i tiden',
                  },
                },
                {
                  text: {
                    en: '25 tests per pack',
                    sv: '25 tester per förpackning',
                  },
                },
              ],
              action: {
                label: {
                  en: 'View Saliva Test',
                  sv: 'Läs mer',
                },
                href: '/drug-tests#saliva-tests',
              },
            },
            {
              icon: 'layers',
              title: {
                en: 'Urine multi-panels',
                sv: 'Multipaneler för urin',
              },
              description: {
                en: '10-, 12- and 17-panel cups for a broad screening, plus a THC test with three cut-off levels.',
                sv: 'Urinkoppar med 10, 12 och 17 paneler för en bred screening, samt ett THC-test med tre gränsvärden.',
              },
              items: [
                {
                  text: {
                    en: 'Best for random testing and rehabilitation follow-up',
                    sv: 'Passar bäst för slumpvisa kontroller och uppföljning under rehabilitering',
                  },
                },
                {
                  text: {
                    en: 'Up to 17 substances in one cup',
                    sv: 'Upp till 17 substanser i en och samma urinkopp',
                  },
                },
                {
                  text: {
                    en: 'Add manipulation control to reveal diluted samples',
                    sv: 'Komplettera med manipulationskontroll som avslöjar utspädda prov',
                  },
                },
              ],
              action: {
                label: {
                  en: 'View Multi-Panels',
                  sv: 'Läs mer',
                },
                href: '/drug-tests#multipanels',
              },
            },
            {
              icon: 'flask',
              title: {
                en: 'Single panels',
                sv: 'Enkelpaneler',
              },
              description: {
                en: '{singlePanelCount} single-substance tests – from fentanyl and tramadol to pregabalin – for when one substance is the question.',
                sv: '{singlePanelCount} enkelpaneler med ett test per substans, från fentanyl och tramadol till pregabalin – när frågan gäller ett enda preparat.',
              },
              items: [
                {
                  text: {
                    en: 'Best for following up one specific substance',
                    sv: 'Passar bäst för uppföljning av en viss substans',
                  },
                },
                {
                  text: {
                    en: 'Cut-offs from 10 to 2,000 ng/ml',
                    sv: 'Gränsvärden från 10 till 2\u00a0000\u00a0ng/ml',
                  },
                },
                {
                  text: {
                    en: '25 tests per pack',
                    sv: '25 tester per förpackning',
                  },
                },
              ],
              action: {
                label: {
                  en: 'View Single Panels',
                  sv: 'Läs mer',
                },
                href: '/drug-tests#singlepanels',
              },
            },
          ],
        },
        {
          title: {
            en: 'Complete programmes',
            sv: 'Kompletta program',
          },
          cards: [
            {
              icon: 'scan',
              title: {
                en: 'InstaCLEAR',
                sv: 'InstaCLEAR',
              },
              description: {
                en: 'Our rapid saliva drug test, with results in under {resultMinutes} and {labAvoidancePercent} of samples settled without a lab.',
                sv: 'Vårt snabba drogtest i saliv, med svar på under {resultMinutes} och {labAvoidancePercent} av proven avgjorda utan laboratorieanalys.',
              },
              items: [
                {
                  text: {
                    en: 'CE-marked, made under ISO\u00a013485-certified quality management',
                    sv: 'CE-\u2060märkt och tillverkat inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
                  },
                },
                {
                  text: {
                    en: 'Sampling and reading training for your staff',
                    sv: 'Utbildning i provtagning och avläsning för er personal',
                  },
                },
                {
                  text: {
                    en: 'Laboratory confirmation of every preliminary positive screening',
                    sv: 'Laboratoriebekräftelse av varje preliminärt positivt screeningresultat',
                  },
                },
              ],
              action: {
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
                en: 'Rapid screening, medical review (MRO) and telehealth referral as one programme – at {costReductionPercent} lower cost.',
                sv: 'Snabbscreening, läkarverifiering (MRO) och hänvisning till digital vård i ett program – med {costReductionPercent} lägre testkostnader.',
              },
              items: [
                {
                  text: {
                    en: 'Reviewed results in under {circularResultHours}',
                    sv: 'Verifierade resultat inom {circularResultHours}',
                  },
                },
                {
                  text: {
                    en: 'Telehealth contact within {circularTelehealthHours}',
                    sv: 'Kontakt via digital vård inom {circularTelehealthHours}',
                  },
                },
                {
                  text: {
                    en: 'In place within {circularImplementationWeeks}',
                    sv: 'I gång inom {circularImplementationWeeks}',
                  },
                },
              ],
              action: {
                label: {
                  en: 'Learn More',
                  sv: 'Läs mer',
                },
                href: '/products/circular-testing',
              },
            },
          ],
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'start',
      tone: 'white',
      eyebrow: {
        en: 'Getting started',
        sv: 'Kom i gång',
      },
      title: {
        en: 'How a programme starts',
        sv: 'Så startar ett program',
      },
      intro: {
        en: 'Four steps from the first call to the first test. A Circular Testing programme is typically in place within {circularImplementationWeeks}.',
        sv: 'Fyra steg från första samtalet till första testet. Ett program med Circular Testing är oftast i gång inom {circularImplementationWeeks}.',
      },
      items: [
        {
          title: {
            en: 'Introductory meeting',
            sv: 'Inledande möte',
          },
          description: {
            en: 'We go through your operations, your risks and any policy you already have – online or on site.',
            sv: 'Vi går igenom er verksamhet, era risker och den policy ni eventuellt redan har – digitalt eller på plats.',
          },
        },
        {
          title: {
            en: 'Policy and routines',
            sv: 'Policy och rutiner',
          },
          description: {
            en: 'We help you draft or update the policy and the routines, ready for consultation with the unions.',
            sv: 'Vi hjälper er att ta fram eller uppdatera policyn och rutinerna, redo för förhandling med facket.',
          },
        },
        {
          title: {
            en: 'Training and delivery',
            sv: 'Utbildning och leverans',
          },
          description: {
            en: 'Your samplers and managers are trained, and tests are delivered to every site.',
            sv: 'Era provtagare och chefer utbildas, och testerna levereras till varje arbetsplats.',
          },
        },
        {
          title: {
            en: 'Go live and follow up',
            sv: 'Start och uppföljning',
          },
          description: {
            en: 'The first tests run with our support, and we follow up volumes, results and lessons together.',
            sv: 'De första testerna görs med vårt stöd, och vi följer upp volymer, resultat och erfarenheter tillsammans.',
          },
        },
      ],
    },
    {
      blockType: 'faq',
      blockName: 'faq',
      tone: 'muted',
      eyebrow: {
        en: 'FAQ',
        sv: 'Vanliga frågor',
      },
      title: {
        en: 'Questions employers ask',
        sv: 'Frågor som arbetsgivare ställer',
      },
      items: [
        {
          question: {
            en: 'Is it legal to drug test employees in Sweden?',
            sv: 'Är det tillåtet att drogtesta anställda i Sverige?',
          },
          answer: {
            en: 'Yes, for roles where impaired judgement puts people at risk, provided testing follows a policy, is proportionate and has been negotiated with the unions where the Co-determination Act (MBL) requires it. Public employers have additional rules; see our public-sector page.',
            sv: 'Ja, i tjänster där nedsatt omdöme innebär risker för människor – förutsatt att testningen följer en policy, är proportionerlig och har förhandlats med facket där medbestämmandelagen (MBL) kräver det. För offentliga arbetsgivare gäller ytterligare regler; läs mer på vår sida om offentlig sektor.',
          },
        },
        {
          question: {
            en: 'Saliva or urine – which should we choose?',
            sv: 'Saliv eller urin – vilket ska vi välja?',
          },
          answer: {
            en: 'Saliva shows recent use ({salivaWindowHours}) and is sampled under observation without a toilet visit – ideal before a shift or after an incident. Urine covers more substances over a longer window, which suits random testing and follow-up.',
            sv: 'Saliv visar om intag skett nyligen ({salivaWindowHours}) och provet tas under övervakning utan toalettbesök – passar bäst inför ett arbetspass eller efter ett tillbud. Urin täcker fler substanser över en längre tid, vilket passar slumpvisa kontroller och uppföljning.',
          },
        },
        {
          question: {
            en: 'What happens if a test is positive?',
            sv: 'Vad händer efter ett preliminärt positivt screeningresultat?',
          },
          answer: {
            en: 'A rapid test is a screening. The result is confirmed by a laboratory and reviewed by a doctor (MRO) before anyone acts on it; then the conversation and support steps of your policy follow.',
            sv: 'Ett snabbtest är en screening. Resultatet bekräftas av laboratorium och går till läkarverifiering (MRO) innan några åtgärder vidtas; därefter följer samtal och stöd enligt er policy.',
          },
        },
        {
          question: {
            en: 'Who may see the results?',
            sv: 'Vem får se resultaten?',
          },
          answer: {
            en: 'Only those your policy names, usually the occupational health service and the responsible manager. Results are health data under the GDPR and are kept for a fixed period, then deleted.',
            sv: 'Bara de som policyn anger, oftast företagshälsovården och ansvarig chef. Resultaten är känsliga personuppgifter (uppgifter om hälsa) enligt GDPR; de sparas under en bestämd tid och raderas sedan.',
          },
        },
        {
          question: {
            en: 'What does it cost?',
            sv: 'Vad kostar det?',
          },
          answer: {
            en: 'Tests cost {costPerTestUsd} each, against {traditionalCostPerTestUsd} for laboratory testing. Training and medical review are priced separately, so you pay only for what you use – our savings calculator shows what that means for you.',
            sv: 'Ett test kostar {costPerTestUsd}, jämfört med {traditionalCostPerTestUsd} för laboratorieanalys. Utbildning och läkarverifiering prissätts för sig, så att ni bara betalar för det ni använder – vår besparingskalkylator visar vad det innebär för er.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Let us plan your programme together',
        sv: 'Planera ert program tillsammans med oss',
      },
      description: {
        en: 'Book a demo, or see first what rapid testing could save your organisation.',
        sv: 'Boka en demo – eller räkna först ut hur mycket er organisation kan spara med snabbtester.',
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
            en: 'Calculate Your Savings',
            sv: 'Räkna på besparingen',
          },
          href: '/innovative-healthcare#savings-calculator',
          variant: 'inverse',
        },
      ],
    },
  ],
};
