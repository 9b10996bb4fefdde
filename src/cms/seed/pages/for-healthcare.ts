import type { PageSeed } from './types';

export const forHealthcarePageSeed: PageSeed = {
  path: '/for-healthcare',
  title: {
    en: 'For healthcare: self-tests, clinical integration and partnerships',
    sv: 'För vården: självtester, klinisk integration och samarbeten',
  },
  description: {
    en: 'What we offer healthcare providers: CE-marked self-tests for patients, point-of-care tests that feed your record system, drug testing in addiction care, and research and hospital partnerships.',
    sv: 'Det här erbjuder vi vården: CE-märkta självtester för patienter, patientnära tester vars resultat förs över till journalsystemet, drogtester i beroendevården samt samarbeten med forskargrupper och sjukhus.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'For healthcare',
        sv: 'För vården',
      },
      title: {
        en: 'Everything we offer healthcare, in one place',
        sv: 'Allt vi erbjuder vården, på ett ställe',
      },
      description: {
        en: 'Self-tests your patients can buy at the pharmacy, point-of-care tests that feed your record system, and partnerships for research and hospitals. Start wherever you are.',
        sv: 'Självtester som era patienter kan köpa på apoteket, patientnära tester vars resultat förs över till journalsystemet och samarbeten med forskargrupper och sjukhus. Börja där ni står i dag.',
      },
      actions: [
        {
          label: {
            en: 'Contact Our Clinical Team',
            sv: 'Kontakta vårt kliniska team',
          },
          href: '/contact',
          variant: 'accent',
        },
        {
          label: {
            en: 'View Self-Tests',
            sv: 'Se självtesterna',
          },
          href: '/healthcare-tests',
          variant: 'inverse',
        },
      ],
      badgeIcon: 'heart',
      scene: '/for-healthcare',
      glow: 'bottom-left',
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
            en: 'to a result at the point of care',
            sv: 'till svar där patienten är',
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
            en: '{improvedOutcomesPercent}',
            sv: '{improvedOutcomesPercent}',
          },
          label: {
            en: 'improved patient outcomes',
            sv: 'bättre vårdresultat',
          },
        },
        {
          value: {
            en: '{healthcareFacilities}',
            sv: '{healthcareFacilities}',
          },
          label: {
            en: 'healthcare facilities served',
            sv: 'vårdenheter använder våra tester',
          },
        },
      ],
    },
    {
      blockType: 'offerCards',
      blockName: 'self-tests',
      anchor: 'self-tests',
      tone: 'muted',
      eyebrow: {
        en: 'Self-tests',
        sv: 'Självtester',
      },
      title: {
        en: 'Three self-test lines for your patients',
        sv: 'Tre serier självtester för era patienter',
      },
      intro: {
        en: 'CE-marked self-tests sold at pharmacies. Recommend them, stock them in your clinic, or use them as a first step before a visit.',
        sv: 'CE-\u2060märkta självtester som säljs på apotek. Rekommendera dem, ha dem på mottagningen eller använd dem som ett första steg före ett besök.',
      },
      groups: [
        {
          cards: [
            {
              icon: 'heart',
              title: {
                en: 'InstaCARE',
                sv: 'InstaCARE',
              },
              description: {
                en: 'Women’s health self-tests for everyday questions, read at home in minutes.',
                sv: 'Självtester för vanliga frågor om kvinnors hälsa – avläses hemma på några minuter.',
              },
              items: [
                {
                  text: {
                    en: 'Pregnancy and ovulation',
                    sv: 'Graviditet och ägglossning',
                  },
                },
                {
                  text: {
                    en: 'Urinary tract infection and vaginal pH',
                    sv: 'Urinvägsinfektion och vaginalt pH',
                  },
                },
                {
                  text: {
                    en: 'Menopause (FSH)',
                    sv: 'Klimakteriet (FSH)',
                  },
                },
              ],
              stat: {
                en: 'Vaginal pH result in 1\u00a0minute',
                sv: 'Vaginalt pH: svar på 1\u00a0minut',
              },
              action: {
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
                en: 'Self-tests that check common deficiencies and warning signs from a drop of blood or a stool sample.',
                sv: 'Självtester som visar vanliga bristtillstånd och varningstecken utifrån en droppe blod eller ett avföringsprov.',
              },
              items: [
                {
                  text: {
                    en: 'Iron deficiency (ferritin) in {resultMinutes}',
                    sv: 'Järnbrist (ferritin) – svar på {resultMinutes}',
                  },
                },
                {
                  text: {
                    en: 'Vitamin D and thyroid (TSH)',
                    sv: 'D-vitamin och sköldkörtel (TSH)',
                  },
                },
                {
                  text: {
                    en: 'Faecal occult blood',
                    sv: 'Dolt blod i avföringen',
                  },
                },
              ],
              stat: {
                en: '{ferritinAccuracyPercent} accuracy for ferritin',
                sv: '{ferritinAccuracyPercent} träffsäkerhet för ferritin',
              },
              action: {
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
                en: 'A stool test for H. pylori and a molecular virus test, with a companion app that stores results and helps patients book care.',
                sv: 'Ett avföringstest för H. pylori och ett molekylärt virustest, med en app som sparar resultaten och hjälper patienten att boka vård.',
              },
              items: [
                {
                  text: {
                    en: 'Stomach ulcer bacteria (H. pylori)',
                    sv: 'Magsårsbakterie (H. pylori)',
                  },
                },
                {
                  text: {
                    en: '4-in-1 virus test: influenza A/B, RSV, COVID-19',
                    sv: '4-i-1-virustest: influensa A/B, RSV, covid-19',
                  },
                },
                {
                  text: {
                    en: 'Telehealth booking from the app',
                    sv: 'Bokning av digital vård direkt i appen',
                  },
                },
              ],
              stat: {
                en: '{molecularConcordancePercent} concordance with lab methods',
                sv: '{molecularConcordancePercent} överensstämmelse med laboratoriemetoder',
              },
              action: {
                label: {
                  en: 'Learn More',
                  sv: 'Läs mer',
                },
                href: '/products/instafind',
              },
            },
          ],
        },
      ],
      note: {
        en: 'A self-test is a screening: a result that needs action should always be followed up by healthcare.',
        sv: 'Ett självtest är en screening: ett resultat som kräver åtgärd ska alltid följas upp av vården.',
      },
    },
    {
      blockType: 'featureGrid',
      blockName: 'clinical',
      anchor: 'clinical',
      tone: 'white',
      eyebrow: {
        en: 'In the clinic',
        sv: 'På mottagningen',
      },
      title: {
        en: 'Clinical integration and drug testing in care',
        sv: 'Klinisk integration och drogtester i vården',
      },
      intro: {
        en: 'For clinics and hospital departments that test every day: results in the record, a specialist on call, and the right drug tests for treatment follow-up.',
        sv: 'För mottagningar och avdelningar som testar varje dag: resultat i journalen, en specialist nära till hands och rätt drogtester för uppföljning av behandling.',
      },
      columns: '2',
      iconTone: 'brand',
      layout: 'inline',
      items: [
        {
          icon: 'network',
          title: {
            en: 'Results in the patient record',
            sv: 'Resultat i journalen',
          },
          description: {
            en: 'Results filed as structured data, with {systemCompatibilityPercent} compatibility with the record systems clinics already use.',
            sv: 'Resultaten sparas som strukturerade uppgifter, och integrationen fungerar med {systemCompatibilityPercent} av de journalsystem som vården redan använder.',
          },
          link: {
            label: {
              en: 'See Integration Options',
              sv: 'Läs mer',
            },
            href: '/solutions/healthcare#healthcare-integration',
          },
        },
        {
          icon: 'video',
          title: {
            en: 'Telehealth handoff',
            sv: 'Hänvisning till digital vård',
          },
          description: {
            en: 'A positive or unclear result reaches a clinician by video in under {telehealthHandoffMinutes}, with the test details already on screen.',
            sv: 'Ett preliminärt positivt eller oklart screeningresultat når en läkare via video på under {telehealthHandoffMinutes}, med testuppgifterna redan på skärmen.',
          },
          link: {
            label: {
              en: 'How the Handoff Works',
              sv: 'Läs mer',
            },
            href: '/solutions/healthcare?integration=telehealth#healthcare-integration',
          },
        },
        {
          icon: 'flask',
          title: {
            en: 'Drug testing in addiction care',
            sv: 'Drogtester i beroendevården',
          },
          description: {
            en: 'Urine multi-panels and 23 single panels for treatment follow-up, with manipulation control for diluted or adulterated samples.',
            sv: 'Multipaneler för urin och 23 enkelpaneler för uppföljning av behandling, med manipulationskontroll som avslöjar utspädda eller manipulerade prov.',
          },
          link: {
            label: {
              en: 'View Drug Tests',
              sv: 'Läs mer',
            },
            href: '/drug-tests',
          },
        },
        {
          icon: 'stethoscope',
          title: {
            en: 'Occupational health services',
            sv: 'Företagshälsovård',
          },
          description: {
            en: 'Circular Testing combines rapid screening, medical review and telehealth referral into one programme you can offer your client companies.',
            sv: 'Circular Testing kombinerar snabbscreening, läkarverifiering och hänvisning till digital vård i ett program som ni kan erbjuda era kundföretag.',
          },
          link: {
            label: {
              en: 'Explore Circular Testing',
              sv: 'Läs mer',
            },
            href: '/products/circular-testing',
          },
        },
      ],
    },
    {
      blockType: 'offerCards',
      blockName: 'partnerships',
      anchor: 'partnerships',
      tone: 'brand',
      eyebrow: {
        en: 'Partnerships',
        sv: 'Samarbeten',
      },
      title: {
        en: 'Partner with us',
        sv: 'Samarbeta med oss',
      },
      intro: {
        en: 'Research groups, hospitals and pharmaceutical companies work with us in three ways. Choose one and we will connect you with the right team.',
        sv: 'Forskargrupper, sjukhus och läkemedelsföretag samarbetar med oss på tre sätt. Välj ett så kopplar vi ihop er med rätt team.',
      },
      itemsLabel: {
        en: 'What you get',
        sv: 'Det här får ni',
      },
      groups: [
        {
          cards: [
            {
              icon: 'microscope',
              title: {
                en: 'Clinical research',
                sv: 'Klinisk forskning',
              },
              description: {
                en: 'Use our tests in studies and evaluations, with documentation and support from our research team.',
                sv: 'Använd våra tester i studier och utvärderingar, med dokumentation och stöd från vårt forskningsteam.',
              },
              items: [
                {
                  text: {
                    en: 'Test kits with full lot documentation for your protocol',
                    sv: 'Testkit med fullständig dokumentation per tillverkningssats (LOT) för ert protokoll',
                  },
                },
                {
                  text: {
                    en: 'Performance data and instructions for use in Swedish and English',
                    sv: 'Prestandadata och bruksanvisningar på svenska och engelska',
                  },
                },
                {
                  text: {
                    en: 'Joint evaluations with Nordic university hospitals and research groups',
                    sv: 'Gemensamma utvärderingar med nordiska universitetssjukhus och forskargrupper',
                  },
                },
                {
                  text: {
                    en: 'Direct contact with our regulatory team on IVDR questions',
                    sv: 'Direktkontakt med vårt regulatoriska team i IVDR-frågor',
                  },
                },
              ],
              action: {
                label: {
                  en: 'Discuss a Partnership',
                  sv: 'Diskutera ett samarbete',
                },
                href: '/contact?interest=partnership',
              },
            },
            {
              icon: 'hospital',
              title: {
                en: 'Hospital implementation',
                sv: 'Införande på sjukhus',
              },
              description: {
                en: 'A structured roll-out, one department at a time, from staff training to record-system integration.',
                sv: 'Ett strukturerat införande, en avdelning i taget, från utbildning av personalen till integration med journalsystemet.',
              },
              items: [
                {
                  text: {
                    en: 'Training for the staff who carry out and read the tests',
                    sv: 'Utbildning för personalen som utför och läser av testerna',
                  },
                },
                {
                  text: {
                    en: 'Integration with your patient record system',
                    sv: 'Integration med ert journalsystem',
                  },
                },
                {
                  text: {
                    en: 'Routines for laboratory confirmation where required',
                    sv: 'Rutiner för laboratoriebekräftelse när det krävs',
                  },
                },
                {
                  text: {
                    en: 'Follow-up of use and results after go-live',
                    sv: 'Uppföljning av användning och resultat efter start',
                  },
                },
              ],
              action: {
                label: {
                  en: 'Discuss a Partnership',
                  sv: 'Diskutera ett samarbete',
                },
                href: '/contact?interest=partnership',
              },
            },
            {
              icon: 'pill',
              title: {
                en: 'Pharmaceutical',
                sv: 'Läkemedelsindustri',
              },
              description: {
                en: 'Rapid tests that support treatment programmes and clinical trials, from patient monitoring to trial-site logistics.',
                sv: 'Snabbtester som stöder behandlingsprogram och kliniska prövningar, från uppföljning av patienter till logistik för prövningsställen.',
              },
              items: [
                {
                  text: {
                    en: 'Monitoring tests for patients in treatment programmes',
                    sv: 'Tester för uppföljning av patienter i behandlingsprogram',
                  },
                },
                {
                  text: {
                    en: 'Kits delivered to trial sites across the Nordics',
                    sv: 'Testkit levererade till prövningsställen i hela Norden',
                  },
                },
                {
                  text: {
                    en: 'Results as data for trial systems through our API',
                    sv: 'Resultaten levereras som data till era prövningssystem via vårt API',
                  },
                },
                {
                  text: {
                    en: 'Quality documentation from our ISO\u00a013485-certified processes',
                    sv: 'Kvalitetsdokumentation från vårt ISO\u00a013485-\u2060certifierade kvalitetsledningssystem',
                  },
                },
              ],
              action: {
                label: {
                  en: 'Discuss a Partnership',
                  sv: 'Diskutera ett samarbete',
                },
                href: '/contact?interest=partnership',
              },
            },
          ],
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Talk to our clinical team',
        sv: 'Prata med vårt kliniska team',
      },
      description: {
        en: 'Whether you want to stock self-tests, test at the point of care or start a partnership – we will find the right starting point with you.',
        sv: 'Oavsett om ni vill ha självtester på mottagningen, testa patientnära eller inleda ett samarbete hittar vi rätt startpunkt tillsammans med er.',
      },
      actions: [
        {
          label: {
            en: 'Contact Our Clinical Team',
            sv: 'Kontakta vårt kliniska team',
          },
          href: '/contact',
          variant: 'accent',
        },
        {
          label: {
            en: 'Discuss a Partnership',
            sv: 'Diskutera ett samarbete',
          },
          href: '/contact?interest=partnership',
          variant: 'inverse',
        },
      ],
    },
  ],
};
