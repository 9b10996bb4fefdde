import type { PageSeed } from './types';

export const solutionsPageSeed: PageSeed = {
  path: '/solutions',
  title: {
    en: 'Solutions for workplaces, healthcare, the public sector and education',
    sv: 'Lösningar för arbetsplatser, vård, offentlig sektor och utbildning',
  },
  description: {
    en: 'Rapid testing programmes for employers, clinics, public bodies and schools: CE-marked tests, medical review and expert support, with results in under 10 minutes.',
    sv: 'Testprogram för arbetsgivare, vård, offentlig sektor och skolor: CE-märkta snabbtester, läkarverifiering och expertstöd, med svar på under 10\u00a0minuter.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Solutions',
        sv: 'Lösningar',
      },
      title: {
        en: 'The right testing solution for your organisation',
        sv: 'Rätt testlösning för er verksamhet',
      },
      description: {
        en: 'Whether you run a warehouse, a clinic, a municipality or a school, we combine CE-marked rapid tests, medical review and expert support into a programme that fits how you work.',
        sv: 'Oavsett om ni är ett lagerföretag, en vårdcentral, en kommun eller en skola kombinerar vi CE-\u2060märkta snabbtester, läkarverifiering och expertstöd till ett program som passar ert arbetssätt.',
      },
      actions: [
        {
          label: {
            en: 'Explore Solutions',
            sv: 'Utforska lösningarna',
          },
          href: '#solution-tabs',
          variant: 'accent',
        },
        {
          label: {
            en: 'Schedule a Consultation',
            sv: 'Boka ett möte',
          },
          href: '/contact',
          variant: 'inverse',
        },
      ],
      badgeIcon: 'layers',
      scene: '/solutions',
      glow: 'top-right',
    },
    {
      blockType: 'sectorTabs',
      blockName: 'solution-tabs',
      anchor: 'solution-tabs',
      tone: 'muted',
      eyebrow: {
        en: 'By sector',
        sv: 'Per sektor',
      },
      title: {
        en: 'Solutions for your sector',
        sv: 'Lösningar för er sektor',
      },
      intro: {
        en: 'Choose your sector to see what a programme brings and who it suits best.',
        sv: 'Välj sektor för att se vad ett program ger och vilka det passar bäst.',
      },
      tabsLabel: {
        en: 'Sectors',
        sv: 'Sektorer',
      },
      keyBenefits: {
        en: 'Key benefits',
        sv: 'Viktigaste fördelarna',
      },
      idealFor: {
        en: 'Ideal for',
        sv: 'Passar särskilt för',
      },
      learnMore: {
        en: 'Learn More',
        sv: 'Läs mer',
      },
      tabs: [
        {
          key: 'workplace',
          label: {
            en: 'Workplace',
            sv: 'Arbetsplatser',
          },
          icon: 'briefcase',
          title: {
            en: 'Drug testing for safety-critical workplaces',
            sv: 'Drogtestning för säkerhetskritiska arbetsplatser',
          },
          summary: {
            en: 'Saliva and urine tests on site with results in under {resultMinutes}, a medical review of every positive screening, and a programme built around your drug and alcohol policy.',
            sv: 'Saliv- och urintester på plats med svar på under {resultMinutes}, läkarverifiering (MRO) av varje preliminärt positivt screeningresultat och ett program som utgår från er alkohol- och drogpolicy.',
          },
          benefits: [
            {
              icon: 'clock',
              title: {
                en: 'Results on site',
                sv: 'Svar på plats',
              },
              description: {
                en: 'A screening result in under {resultMinutes}, while the employee is still there – not days later from a lab.',
                sv: 'Ett screeningresultat på under {resultMinutes}, medan medarbetaren fortfarande är kvar – inte flera dagar senare från ett laboratorium.',
              },
            },
            {
              icon: 'flask',
              title: {
                en: 'Fewer samples to the lab',
                sv: 'Färre prov till laboratorium',
              },
              description: {
                en: '{labAvoidancePercent} of samples are settled on site; only the rest travel to a laboratory for confirmation.',
                sv: 'På plats avgörs {labAvoidancePercent} av proven – bara resten skickas till laboratorium för bekräftelse.',
              },
            },
            {
              icon: 'gauge',
              title: {
                en: 'Less administration',
                sv: 'Mindre administration',
              },
              description: {
                en: '{adminTimeReductionPercent} less admin time per test, with ready-made routines and digital records.',
                sv: 'Administrationstiden per test minskar med {adminTimeReductionPercent} tack vare färdiga rutiner och digital dokumentation.',
              },
            },
            {
              icon: 'stethoscope',
              title: {
                en: 'Medical review included',
                sv: 'Läkarverifiering ingår',
              },
              description: {
                en: 'A medical review officer (MRO) assesses every positive screening before anyone acts on it.',
                sv: 'Varje preliminärt positivt screeningresultat går till läkarverifiering (MRO) innan några åtgärder vidtas.',
              },
            },
          ],
          idealForText: {
            en: 'Manufacturing, logistics, mining, construction and transport companies with safety-critical roles – and any employer that wants a fair, documented drug and alcohol policy.',
            sv: 'Tillverknings-, logistik-, gruv-, bygg- och transportföretag med säkerhetskritiska arbetsuppgifter – och alla arbetsgivare som vill ha en rättvis och dokumenterad alkohol- och drogpolicy.',
          },
          href: '/solutions/workplace',
        },
        {
          key: 'healthcare',
          label: {
            en: 'Healthcare',
            sv: 'Hälso- och sjukvård',
          },
          icon: 'stethoscope',
          title: {
            en: 'Rapid diagnostics for clinics and hospitals',
            sv: 'Snabbdiagnostik för vårdcentraler och sjukhus',
          },
          summary: {
            en: 'Point-of-care tests that give an answer during the visit, results that flow into your patient record system, and a handoff to a telehealth clinician in under {telehealthHandoffMinutes}.',
            sv: 'Patientnära tester som ger svar under besöket, resultat som förs över till ert journalsystem och hänvisning till digital vård på under {telehealthHandoffMinutes}.',
          },
          benefits: [
            {
              icon: 'clock',
              title: {
                en: 'Answers during the visit',
                sv: 'Svar under besöket',
              },
              description: {
                en: 'Results in under {resultMinutes} instead of days of waiting for the laboratory.',
                sv: 'Svar på under {resultMinutes} i stället för flera dagars väntan på laboratoriet.',
              },
            },
            {
              icon: 'heart',
              title: {
                en: 'Better outcomes',
                sv: 'Bättre vårdresultat',
              },
              description: {
                en: '{improvedOutcomesPercent} improved patient outcomes when treatment can start at the first visit.',
                sv: 'Våra vårdkunder rapporterar {improvedOutcomesPercent} bättre vårdresultat när patienten kan börja behandlingen redan vid första besöket.',
              },
            },
            {
              icon: 'network',
              title: {
                en: 'Fits your systems',
                sv: 'Passar era system',
              },
              description: {
                en: '{systemCompatibilityPercent} compatibility with the record systems clinics already use.',
                sv: 'Integrationen fungerar med {systemCompatibilityPercent} av de journalsystem som vården redan använder.',
              },
            },
            {
              icon: 'shield',
              title: {
                en: 'Quality you can document',
                sv: 'Kvalitet som går att dokumentera',
              },
              description: {
                en: 'CE-marked tests under the IVDR, made under ISO\u00a013485-certified quality management.',
                sv: 'CE-\u2060märkta tester enligt IVDR, tillverkade inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem.',
              },
            },
          ],
          idealForText: {
            en: 'Primary care clinics, hospital departments, occupational health services, addiction care and pharmacies that offer testing.',
            sv: 'Vårdcentraler, sjukhusavdelningar, företagshälsovård, beroendevård och apotek som erbjuder testning.',
          },
          href: '/solutions/healthcare',
        },
        {
          key: 'public',
          label: {
            en: 'Public Sector',
            sv: 'Offentlig sektor',
          },
          icon: 'landmark',
          title: {
            en: 'Testing programmes for the public sector',
            sv: 'Testprogram för offentlig sektor',
          },
          summary: {
            en: 'Drug testing for safety-critical public roles: ready for public procurement, with data protection built in and a roll-out you can take one unit at a time.',
            sv: 'Drogtestning för säkerhetskritiska tjänster i offentlig verksamhet: redo för offentlig upphandling, med dataskyddet inbyggt och ett införande som kan ske en enhet i taget.',
          },
          href: '/solutions/public-sector',
          fromPage: true,
        },
        {
          key: 'education',
          label: {
            en: 'Education',
            sv: 'Utbildning',
          },
          icon: 'graduation-cap',
          title: {
            en: 'Prevention and support for schools and universities',
            sv: 'Förebyggande arbete och stöd för skolor och lärosäten',
          },
          summary: {
            en: 'Voluntary, consent-based testing run by your student health team, as one part of a prevention programme that puts student wellbeing first.',
            sv: 'Frivillig testning med samtycke som elevhälsan genomför, som en del av ett förebyggande arbete där elevernas välbefinnande kommer först.',
          },
          href: '/solutions/education',
          fromPage: true,
        },
      ],
    },
    {
      blockType: 'featureGrid',
      blockName: 'advantages',
      tone: 'white',
      eyebrow: {
        en: 'Why us',
        sv: 'Varför oss',
      },
      title: {
        en: 'Six advantages in every programme',
        sv: 'Sex fördelar i varje program',
      },
      intro: {
        en: 'Whichever sector you work in, these are the differences you will notice from the first test.',
        sv: 'Oavsett sektor är det här skillnaderna ni märker redan från första testet.',
      },
      columns: '3',
      iconTone: 'brand',
      layout: 'ruled',
      items: [
        {
          icon: 'clock',
          title: {
            en: 'Answers in minutes',
            sv: 'Svar på några minuter',
          },
          description: {
            en: 'Results in under {resultMinutes}, where other testing services take {competitorResultMinutes} or more.',
            sv: 'Svar på under {resultMinutes}, där andra testtjänster tar {competitorResultMinutes} eller mer.',
          },
          stat: {
            en: 'Under {resultMinutes} to a result',
            sv: 'Under {resultMinutes} till svar',
          },
        },
        {
          icon: 'flask',
          title: {
            en: 'Fewer samples to the lab',
            sv: 'Färre prov till laboratorium',
          },
          description: {
            en: 'Most screenings are settled on site; only positive or unclear samples travel to a laboratory. Others manage {competitorLabAvoidancePercent}.',
            sv: 'De flesta screeningar avgörs på plats – bara preliminärt positiva eller oklara prov skickas till laboratorium. Hos andra leverantörer avgörs bara {competitorLabAvoidancePercent} av proven utan laboratorieanalys.',
          },
          stat: {
            en: '{labAvoidancePercent} settled without a lab',
            sv: '{labAvoidancePercent} avgörs utan laboratorieanalys',
          },
        },
        {
          icon: 'wallet',
          title: {
            en: 'Lower cost per test',
            sv: 'Lägre kostnad per test',
          },
          description: {
            en: 'A test on site costs a fraction of a laboratory analysis, and you pay only for the tests you use.',
            sv: 'Ett test på plats kostar en bråkdel av en laboratorieanalys, och ni betalar bara för de tester ni använder.',
          },
          link: {
            label: {
              en: 'See Our Products',
              sv: 'Läs mer',
            },
            href: '/products',
          },
          stat: {
            en: '{costPerTestUsd} per test, not {traditionalCostPerTestUsd}',
            sv: '{costPerTestUsd} per test, inte {traditionalCostPerTestUsd}',
          },
        },
        {
          icon: 'gauge',
          title: {
            en: 'Less administration',
            sv: 'Mindre administration',
          },
          description: {
            en: 'Ready-made routines, digital records and one supplier for tests, training and medical review cut the paperwork around every test.',
            sv: 'Färdiga rutiner, digital dokumentation och en leverantör för tester, utbildning och läkarverifiering minskar pappersarbetet kring varje test.',
          },
          stat: {
            en: '{adminTimeReductionPercent} less admin time',
            sv: '{adminTimeReductionPercent} mindre administrationstid',
          },
        },
        {
          icon: 'trending',
          title: {
            en: 'Fewer incidents',
            sv: 'Färre tillbud',
          },
          description: {
            en: 'Regular, fair testing discourages risk-taking and catches problems early – before they become accidents.',
            sv: 'Regelbunden och rättvis testning motverkar risktagande och fångar upp problem tidigt – innan de blir olyckor.',
          },
          stat: {
            en: '{workplaceRiskReductionPercent} lower workplace risk',
            sv: '{workplaceRiskReductionPercent} lägre risk på arbetsplatsen',
          },
        },
        {
          icon: 'network',
          title: {
            en: 'Fits your systems',
            sv: 'Passar era system',
          },
          description: {
            en: 'Results flow into the HR and patient record systems you already use, instead of into another inbox.',
            sv: 'Resultaten förs över till de HR- och journalsystem ni redan använder, i stället för till ännu en inkorg.',
          },
          link: {
            label: {
              en: 'Healthcare Integration',
              sv: 'Läs mer',
            },
            href: '/solutions/healthcare',
          },
          stat: {
            en: '{systemCompatibilityPercent} system compatibility',
            sv: 'Fungerar med {systemCompatibilityPercent} av systemen',
          },
        },
      ],
    },
    {
      blockType: 'caseStudies',
      blockName: 'case-studies',
      anchor: 'case-studies',
      tone: 'brand',
      eyebrow: {
        en: 'Success stories',
        sv: 'Kundexempel',
      },
      title: {
        en: 'What our customers have achieved',
        sv: 'Det här har våra kunder uppnått',
      },
      intro: {
        en: 'Three organisations, three different starting points. Open a story to read how the programme was set up.',
        sv: 'Tre organisationer med tre olika utgångslägen. Öppna ett kundexempel för att läsa hur programmet lades upp.',
      },
      resultsLabel: {
        en: 'Results',
        sv: 'Resultat',
      },
      readFull: {
        en: 'Read Full Case Study',
        sv: 'Läs hela kundexemplet',
      },
      items: [
        {
          key: 'logistics',
          company: {
            en: 'Nordic logistics and freight group',
            sv: 'Nordisk logistik- och transportkoncern',
          },
          title: {
            en: 'New drivers cleared on their first morning',
            sv: 'Nya förare får klartecken redan första morgonen',
          },
          description: {
            en: 'Seasonal hiring brought hundreds of new drivers and warehouse staff every year, each waiting days for a lab result before a first shift.',
            sv: 'Säsongsrekryteringarna gav hundratals nya förare och lagerarbetare varje år, och alla fick vänta flera dagar på ett laboratoriesvar före första passet.',
          },
          results: [
            {
              text: {
                en: 'Pre-employment clearance in {preEmploymentClearanceMinutes}',
                sv: 'Klartecken vid nyanställning på {preEmploymentClearanceMinutes}',
              },
            },
            {
              text: {
                en: '{adminTimeReductionPercent} less admin time per test',
                sv: '{adminTimeReductionPercent} mindre administrationstid per test',
              },
            },
            {
              text: {
                en: '{labAvoidancePercent} of samples settled without a lab',
                sv: '{labAvoidancePercent} av proven avgjordes utan laboratorieanalys',
              },
            },
          ],
          story: [
            {
              heading: {
                en: 'The challenge',
                sv: 'Utmaningen',
              },
              text: {
                en: 'The group had a drug and alcohol policy, but every test meant a clinic visit and a sample sent to the laboratory. New starters lost days, and terminal managers chased paper forms.',
                sv: 'Koncernen hade en alkohol- och drogpolicy, men varje test innebar ett besök på en mottagning och ett prov som skickades till laboratorium. Nyanställda förlorade flera dagar, och terminalcheferna jagade pappersblanketter.',
              },
            },
            {
              heading: {
                en: 'What we did',
                sv: 'Det här gjorde vi',
              },
              text: {
                en: 'We trained samplers at each terminal, introduced the saliva multi-test for pre-employment screening and set up medical review (MRO) for every positive screening. Results are recorded digitally, with access limited to HR and the occupational health service.',
                sv: 'Vi utbildade provtagare på varje terminal, införde salivmultitestet för screening vid nyanställning och ordnade läkarverifiering (MRO) av varje preliminärt positivt screeningresultat. Resultaten dokumenteras digitalt, och bara HR och företagshälsovården har behörighet.',
              },
            },
            {
              heading: {
                en: 'The outcome',
                sv: 'Resultatet',
              },
              text: {
                en: 'New drivers are cleared in {preEmploymentClearanceMinutes} on their first morning. With {labAvoidancePercent} of samples settled on site, laboratory costs fell, and admin time per test dropped by {adminTimeReductionPercent}.',
                sv: 'Nya förare får klartecken på {preEmploymentClearanceMinutes} redan första morgonen. Eftersom {labAvoidancePercent} av proven avgörs på plats har laboratoriekostnaderna sjunkit, och administrationstiden per test har minskat med {adminTimeReductionPercent}.',
              },
            },
          ],
        },
        {
          key: 'hospital',
          company: {
            en: 'Regional hospital, emergency and addiction care',
            sv: 'Regionsjukhus, akut- och beroendevård',
          },
          title: {
            en: 'From result to specialist in under {telehealthHandoffMinutes}',
            sv: 'Från provsvar till specialist på under {telehealthHandoffMinutes}',
          },
          description: {
            en: 'Patients in addiction care waited days for laboratory results before treatment decisions could be made – and many never came back for them.',
            sv: 'Patienterna i beroendevården fick vänta flera dagar på laboratoriesvar innan behandlingsbeslut kunde fattas – och många kom aldrig tillbaka för att få sina svar.',
          },
          results: [
            {
              text: {
                en: 'Results during the visit, in under {resultMinutes}',
                sv: 'Svar under besöket, på under {resultMinutes}',
              },
            },
            {
              text: {
                en: 'Telehealth handoff in under {telehealthHandoffMinutes}',
                sv: 'Hänvisning till digital vård på under {telehealthHandoffMinutes}',
              },
            },
            {
              text: {
                en: '{improvedOutcomesPercent} improved patient outcomes',
                sv: '{improvedOutcomesPercent} bättre vårdresultat',
              },
            },
          ],
          story: [
            {
              heading: {
                en: 'The challenge',
                sv: 'Utmaningen',
              },
              text: {
                en: 'Urine samples went to the central laboratory and answers came back days later, by which time the moment for a conversation with the patient had often passed.',
                sv: 'Urinproven skickades till centrallaboratoriet och svaren kom flera dagar senare – då hade tillfället för ett samtal med patienten ofta redan gått förlorat.',
              },
            },
            {
              heading: {
                en: 'What we did',
                sv: 'Det här gjorde vi',
              },
              text: {
                en: 'The clinics introduced urine multi-panel tests at the point of care, with results recorded in the patient record system. A positive or unclear result opens a video consultation with a specialist through the telehealth handoff.',
                sv: 'Mottagningarna införde patientnära multipaneler för urin, och resultaten registreras i journalsystemet. Ett preliminärt positivt eller oklart screeningresultat leder direkt vidare till ett videobesök hos en specialist.',
              },
            },
            {
              heading: {
                en: 'The outcome',
                sv: 'Resultatet',
              },
              text: {
                en: 'Patients get their answer in the same visit, a specialist is less than {telehealthHandoffMinutes} away, and the department reports {improvedOutcomesPercent} improved outcomes. Confirmation by a laboratory is still used where a decision requires it.',
                sv: 'Patienterna får sitt svar vid samma besök, en specialist kan nås på under {telehealthHandoffMinutes} och kliniken rapporterar {improvedOutcomesPercent} bättre vårdresultat. När ett beslut kräver det bekräftas resultatet fortfarande av laboratorium.',
              },
            },
          ],
        },
        {
          key: 'municipality',
          company: {
            en: 'Swedish municipality, technical services',
            sv: 'Svensk kommun, tekniska förvaltningen',
          },
          title: {
            en: 'A fair testing programme, in place {fasterDeploymentPercent} faster',
            sv: 'Ett rättvist testprogram, infört {fasterDeploymentPercent} snabbare',
          },
          description: {
            en: 'The municipality needed testing for drivers and machine operators that the unions, the data protection officer and procurement could all stand behind.',
            sv: 'Kommunen behövde ett testprogram för chaufförer och maskinförare – ett program som fackförbunden, dataskyddsombudet och upphandlarna kunde ställa sig bakom.',
          },
          results: [
            {
              text: {
                en: '{fasterDeploymentPercent} faster deployment than a traditional programme',
                sv: '{fasterDeploymentPercent} snabbare införande än ett traditionellt program',
              },
            },
            {
              text: {
                en: '{costPerTestUsd} per test instead of {traditionalCostPerTestUsd}',
                sv: '{costPerTestUsd} per test i stället för {traditionalCostPerTestUsd}',
              },
            },
            {
              text: {
                en: '{workplaceRiskReductionPercent} lower workplace risk',
                sv: '{workplaceRiskReductionPercent} lägre risk på arbetsplatsen',
              },
            },
          ],
          story: [
            {
              heading: {
                en: 'The challenge',
                sv: 'Utmaningen',
              },
              text: {
                en: 'Earlier attempts had stalled on procurement paperwork and on unanswered questions about who would see the results and for how long they would be kept.',
                sv: 'Tidigare försök hade fastnat i upphandlingsunderlag och i obesvarade frågor om vem som skulle se resultaten och hur länge de skulle sparas.',
              },
            },
            {
              heading: {
                en: 'What we did',
                sv: 'Det här gjorde vi',
              },
              text: {
                en: 'We supplied the tender documents, took part in the consultation with the unions and helped the data protection officer with the impact assessment. The programme started at the vehicle depot and was evaluated before it was extended.',
                sv: 'Vi tog fram underlagen till upphandlingen, deltog i MBL-förhandlingen med fackförbunden och stöttade dataskyddsombudet i konsekvensbedömningen. Programmet startade i fordonsdepån och utvärderades innan det utökades.',
              },
            },
            {
              heading: {
                en: 'The outcome',
                sv: 'Resultatet',
              },
              text: {
                en: 'The roll-out took {fasterDeploymentPercent} less time than a traditional programme, each test costs a fraction of a laboratory analysis, and the units tested report {workplaceRiskReductionPercent} lower workplace risk.',
                sv: 'Införandet gick {fasterDeploymentPercent} snabbare än ett traditionellt program, varje test kostar en bråkdel av en laboratorieanalys och de enheter som testar rapporterar {workplaceRiskReductionPercent} lägre risk på arbetsplatsen.',
              },
            },
          ],
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Not sure where to start?',
        sv: 'Osäkra på var ni ska börja?',
      },
      description: {
        en: 'Tell us about your organisation and we will suggest a programme – tests, policy and follow-up – that fits.',
        sv: 'Berätta om er verksamhet så föreslår vi ett program – tester, policy och uppföljning – som passar er.',
      },
      actions: [
        {
          label: {
            en: 'Schedule a Consultation',
            sv: 'Boka ett möte',
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
