import type { PageSeed } from './types';

export const workplacePageSeed: PageSeed = {
  path: '/solutions/workplace',
  title: {
    en: 'Workplace drug testing programmes',
    sv: 'Drogtestning på arbetsplatsen',
  },
  description: {
    en: 'On-site drug testing for safety-critical workplaces: pre-employment, post-incident and random testing with results in under 10 minutes, medical review and GDPR-compliant routines.',
    sv: 'Drogtestning på plats för säkerhetskritiska arbetsplatser: vid nyanställning, efter tillbud och slumpvis, med svar på under 10\u00a0minuter, läkarverifiering och rutiner som följer GDPR.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Workplace solutions',
        sv: 'Lösningar för arbetsplatser',
      },
      title: {
        en: 'Drug testing that keeps safety-critical work safe',
        sv: 'Drogtestning för arbete där säkerheten inte får brista',
      },
      description: {
        en: 'On-site saliva and urine tests with results in under {resultMinutes}, medical review of every positive screening and routines that unions and data protection officers can stand behind.',
        sv: 'Saliv- och urintester på plats med svar på under {resultMinutes}, läkarverifiering av varje preliminärt positivt screeningresultat och rutiner som både fack och dataskyddsombud kan ställa sig bakom.',
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
            en: 'Get the Compliance Checklist',
            sv: 'Hämta checklistan',
          },
          href: '/resources/compliance-checklist',
          variant: 'inverse',
        },
      ],
      badgeIcon: 'briefcase',
      scene: '/solutions/workplace',
      glow: 'top-right',
    },
    {
      blockType: 'metrics',
      blockName: 'impact',
      tone: 'white',
      eyebrow: {
        en: 'Impact',
        sv: 'Effekt',
      },
      title: {
        en: 'What changes when testing happens on site',
        sv: 'Det här förändras när testningen sker på plats',
      },
      intro: {
        en: 'Figures our workplace customers report after moving from laboratory-based testing to our programme.',
        sv: 'Siffror som våra arbetsplatskunder rapporterar efter att ha gått från laboratorietestning till vårt program.',
      },
      items: [
        {
          value: {
            en: '7\u00a0min',
            sv: '7\u00a0min',
          },
          label: {
            en: 'to clear a new starter',
            sv: 'till klartecken för en nyanställd',
          },
          note: {
            en: 'Pre-employment screening on the first day',
            sv: 'Screening vid nyanställning redan första dagen',
          },
        },
        {
          value: {
            en: '{postAccidentDowntimeReductionPercent}',
            sv: '{postAccidentDowntimeReductionPercent}',
          },
          label: {
            en: 'less downtime after an incident',
            sv: 'kortare stillestånd efter en olycka',
          },
          note: {
            en: 'Everyone involved tested on site',
            sv: 'Alla inblandade testas på plats',
          },
        },
        {
          value: {
            en: '{adminTimeReductionPercent}',
            sv: '{adminTimeReductionPercent}',
          },
          label: {
            en: 'less admin time per test',
            sv: 'mindre administrationstid per test',
          },
          note: {
            en: 'Digital records, no lab paperwork',
            sv: 'Digital dokumentation, inga laboratorieremisser',
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
          note: {
            en: 'Average improvement in incident prevention',
            sv: 'Färre rapporterade tillbud och olyckor hos våra kunder',
          },
        },
      ],
    },
    {
      blockType: 'comparison',
      blockName: 'differentiators',
      tone: 'muted',
      eyebrow: {
        en: 'Why us',
        sv: 'Varför oss',
      },
      title: {
        en: 'How we compare',
        sv: 'Så står vi oss i jämförelse',
      },
      intro: {
        en: 'The same question – is this person fit for safety-critical work? – answered faster, cheaper and with less paperwork.',
        sv: 'Samma fråga – kan den här personen utföra säkerhetskritiskt arbete? – men besvarad snabbare, billigare och med mindre pappersarbete.',
      },
      badges: [

      ],
      caption: {
        en: 'Our workplace testing compared with typical alternatives',
        sv: 'Vår arbetsplatstestning jämfört med vanliga alternativ',
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
            en: '{companyName}',
            sv: '{companyName}',
          },
        },
        {
          label: {
            en: 'Typical alternatives',
            sv: 'Vanliga alternativ',
          },
        },
      ],
      rows: [
        {
          label: {
            en: 'Time to a screening result',
            sv: 'Tid till screeningresultat',
          },
          cells: [
            {
              value: 'text',
              text: {
                en: 'Under {resultMinutes}',
                sv: 'Under {resultMinutes}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{competitorResultMinutes} or more',
                sv: '{competitorResultMinutes} eller mer',
              },
            },
          ],
        },
        {
          label: {
            en: 'Samples settled without a laboratory',
            sv: 'Prov som avgörs utan laboratorieanalys',
          },
          cells: [
            {
              value: 'text',
              text: {
                en: '{labAvoidancePercent}',
                sv: '{labAvoidancePercent}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{competitorLabAvoidancePercent}',
                sv: '{competitorLabAvoidancePercent}',
              },
            },
          ],
        },
        {
          label: {
            en: 'Cost per test',
            sv: 'Kostnad per test',
          },
          cells: [
            {
              value: 'text',
              text: {
                en: '{costPerTestUsd}',
                sv: '{costPerTestUsd}',
              },
            },
            {
              value: 'text',
              text: {
                en: '{traditionalCostPerTestUsd}',
                sv: '{traditionalCostPerTestUsd}',
              },
            },
          ],
        },
        {
          label: {
            en: 'Answer while the employee is still on site',
            sv: 'Svar medan medarbetaren är kvar på plats',
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
            en: 'Tests, training, policy support and medical review from one supplier',
            sv: 'Tester, utbildning, policystöd och läkarverifiering från en leverantör',
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
      ],
    },
    {
      blockType: 'offerCards',
      blockName: 'use-cases',
      tone: 'white',
      eyebrow: {
        en: 'Use cases',
        sv: 'Användningsområden',
      },
      title: {
        en: 'Three situations, one routine',
        sv: 'Tre situationer, en rutin',
      },
      intro: {
        en: 'Most workplace programmes test in three situations. Each has its own test and its own figure to watch.',
        sv: 'De flesta arbetsplatser testar i tre situationer. Var och en har sitt eget test och sitt eget nyckeltal att följa.',
      },
      groups: [
        {
          cards: [
            {
              icon: 'user-check',
              title: {
                en: 'Pre-employment screening',
                sv: 'Screening vid nyanställning',
              },
              description: {
                en: 'Make a job offer conditional on a negative test and clear new starters on their first day.',
                sv: 'Gör anställningserbjudandet villkorat av ett negativt test och ge nyanställda klartecken redan första dagen.',
              },
              items: [
                {
                  text: {
                    en: 'Saliva multi-test for seven substances, sampled under observation',
                    sv: 'Salivmultitest för sju substanser, provtagning under övervakning',
                  },
                },
                {
                  text: {
                    en: 'The answer before the introduction meeting is over',
                    sv: 'Svaret finns innan introduktionsmötet är slut',
                  },
                },
                {
                  text: {
                    en: 'Positive screenings confirmed by a laboratory and reviewed by a doctor (MRO)',
                    sv: 'Preliminärt positiva screeningresultat bekräftas av laboratorium och går till läkarverifiering (MRO)',
                  },
                },
              ],
              stat: {
                en: 'Cleared in {preEmploymentClearanceMinutes}',
                sv: 'Klartecken på {preEmploymentClearanceMinutes}',
              },
              action: {
                label: {
                  en: 'View Saliva Tests',
                  sv: 'Läs mer',
                },
                href: '/drug-tests#saliva-tests',
              },
            },
            {
              icon: 'alert',
              title: {
                en: 'Incident response',
                sv: 'Efter tillbud och olyckor',
              },
              description: {
                en: 'Test everyone involved after an accident or a near miss, so you quickly know who can return to work.',
                sv: 'Testa alla inblandade efter en olycka eller ett tillbud, så vet ni snabbt vem som kan återgå i arbete.',
              },
              items: [
                {
                  text: {
                    en: 'Test kits kept in vehicles, workshops and site offices',
                    sv: 'Testkit i fordon, verkstäder och platskontor',
                  },
                },
                {
                  text: {
                    en: 'Results on site in under {resultMinutes}',
                    sv: 'Svar på under {resultMinutes}, direkt på plats',
                  },
                },
                {
                  text: {
                    en: 'An even-handed, documented routine that protects employees as well as the company',
                    sv: 'En likvärdig och dokumenterad rutin som skyddar medarbetarna lika väl som företaget',
                  },
                },
              ],
              stat: {
                en: '{postAccidentDowntimeReductionPercent} less post-accident downtime',
                sv: '{postAccidentDowntimeReductionPercent} kortare stillestånd efter olyckor',
              },
              action: {
                label: {
                  en: 'View Multi-Panel Tests',
                  sv: 'Läs mer',
                },
                href: '/drug-tests#multipanels',
              },
            },
            {
              icon: 'shuffle',
              title: {
                en: 'Random testing',
                sv: 'Slumpvisa kontroller',
              },
              description: {
                en: 'Unannounced tests of a random selection of staff in safety-critical roles, exactly as your policy describes.',
                sv: 'Oanmälda tester av ett slumpmässigt urval av medarbetare i säkerhetskritiska roller, precis som er policy beskriver.',
              },
              items: [
                {
                  text: {
                    en: 'A documented, repeatable random selection',
                    sv: 'Ett dokumenterat urval som går att upprepa',
                  },
                },
                {
                  text: {
                    en: 'Urine multi-panels for up to 17 substances',
                    sv: 'Multipaneler för urin med upp till 17 substanser',
                  },
                },
                {
                  text: {
                    en: 'Manipulation control that reveals diluted or adulterated samples',
                    sv: 'Manipulationskontroll som avslöjar utspädda eller manipulerade prov',
                  },
                },
              ],
              stat: {
                en: '{adminTimeReductionPercent} less admin time',
                sv: '{adminTimeReductionPercent} mindre administrationstid',
              },
              action: {
                label: {
                  en: 'View Manipulation Control',
                  sv: 'Läs mer',
                },
                href: '/drug-tests#manipulation-control',
              },
            },
          ],
        },
      ],
    },
    {
      blockType: 'trustedBy',
      blockName: 'trusted-by',
      tone: 'brand',
      eyebrow: {
        en: 'Trusted by',
        sv: 'Våra kunder',
      },
      title: {
        en: 'Trusted by employers in safety-critical industries',
        sv: 'Arbetsgivare i säkerhetskritiska branscher litar på oss',
      },
      intro: {
        en: 'Mining, manufacturing, logistics and public transport companies across the Nordics run their testing with us.',
        sv: 'Gruv-, tillverknings-, logistik- och kollektivtrafikföretag i hela Norden sköter sin testning med oss.',
      },
      logosLabel: {
        en: 'Some of our workplace customers',
        sv: 'Några av våra arbetsplatskunder',
      },
      logos: [
        {
          name: {
            en: 'Kallfors Gruvor',
            sv: 'Kallfors Gruvor',
          },
          kind: {
            en: 'Mining · Norrbotten, Sweden',
            sv: 'Gruvdrift · Norrbotten',
          },
        },
        {
          name: {
            en: 'Hyttbacka Stål',
            sv: 'Hyttbacka Stål',
          },
          kind: {
            en: 'Steel · Bergslagen, Sweden',
            sv: 'Stål · Bergslagen',
          },
        },
        {
          name: {
            en: 'Keskivaara Logistics',
            sv: 'Keskivaara Logistics',
          },
          kind: {
            en: 'Logistics · Central Finland',
            sv: 'Logistik · Mellersta Finland',
          },
        },
        {
          name: {
            en: 'Västlinjen Trafik',
            sv: 'Västlinjen Trafik',
          },
          kind: {
            en: 'Public transport · Western Sweden',
            sv: 'Kollektivtrafik · Västsverige',
          },
        },
      ],
      testimonials: 'solutions-workplace',
      ratingValue: {
        en: '{clientRating}',
        sv: '{clientRating}',
      },
      ratingLabel: {
        en: 'average client rating',
        sv: 'genomsnittligt kundbetyg',
      },
    },
    {
      blockType: 'comparison',
      blockName: 'compliance',
      tone: 'white',
      eyebrow: {
        en: 'Compliance',
        sv: 'Regelefterlevnad',
      },
      title: {
        en: 'Testing you can defend',
        sv: 'Testning som håller för granskning',
      },
      intro: {
        en: 'Workplace testing in Sweden must rest on a clear policy, be proportionate to the risks, and be negotiated with the unions where the Co-determination Act (MBL) requires it. Our programme is built to meet those demands.',
        sv: 'Drogtestning på svenska arbetsplatser ska vila på en tydlig policy, stå i proportion till riskerna och förhandlas med facket där medbestämmandelagen (MBL) kräver det. Vårt program är byggt för att uppfylla de kraven.',
      },
      badges: [
        {
          text: {
            en: 'ISO\u00a013485-certified quality management',
            sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem',
          },
        },
        {
          text: {
            en: 'CE-marked under the IVDR',
            sv: 'CE-\u2060märkta tester enligt IVDR',
          },
        },
        {
          text: {
            en: 'GDPR-compliant routines',
            sv: 'Rutiner som följer GDPR',
          },
        },
      ],
      caption: {
        en: 'Our programme compared with ad hoc testing',
        sv: 'Vårt program jämfört med testning utan program',
      },
      columns: [
        {
          label: {
            en: 'Requirement',
            sv: 'Krav',
          },
        },
        {
          label: {
            en: 'Our programme',
            sv: 'Vårt program',
          },
        },
        {
          label: {
            en: 'Ad hoc testing',
            sv: 'Testning utan program',
          },
        },
      ],
      rows: [
        {
          label: {
            en: 'A written drug and alcohol policy as the basis for every test',
            sv: 'En skriftlig alkohol- och drogpolicy som grund för varje test',
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
            en: 'Positive screenings confirmed by a laboratory and reviewed by a doctor (MRO)',
            sv: 'Preliminärt positiva screeningresultat bekräftas av laboratorium och går till läkarverifiering (MRO)',
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
            en: 'Results handled as health data under the GDPR, with limited access',
            sv: 'Resultaten hanteras som hälsouppgifter enligt GDPR, med begränsad behörighet',
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
            en: 'Trained sampling staff and every test documented',
            sv: 'Utbildade provtagare och varje test dokumenterat',
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
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Ready to build your testing programme?',
        sv: 'Redo att bygga ert testprogram?',
      },
      description: {
        en: 'We will help you with the policy, the tests and the routines – and show you how it works on site.',
        sv: 'Vi hjälper er med policyn, testerna och rutinerna – och visar hur det fungerar på plats.',
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
            en: 'Get the Compliance Checklist',
            sv: 'Hämta checklistan',
          },
          href: '/resources/compliance-checklist',
          variant: 'inverse',
        },
      ],
    },
  ],
};
