import type { PageSeed } from './types';

export const healthcareSolutionsPageSeed: PageSeed = {
  path: '/solutions/healthcare',
  title: {
    en: 'Rapid testing for healthcare providers',
    sv: 'Snabbtester för vården',
  },
  description: {
    en: 'Point-of-care rapid tests with results in under 10 minutes, integration with patient record systems, telehealth handoff and partnerships for research, hospitals and pharma.',
    sv: 'Patientnära snabbtester med svar på under 10\u00a0minuter, integration med journalsystem, hänvisning till digital vård och samarbeten med forskargrupper, sjukhus och läkemedelsindustrin.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Healthcare solutions',
        sv: 'Lösningar för vården',
      },
      title: {
        en: 'Rapid testing that fits clinical workflows',
        sv: 'Snabbtester som passar vårdens arbetssätt',
      },
      description: {
        en: 'Answers during the consultation, results that land in the patient record, and a specialist one video call away – with CE-marked tests made under ISO\u00a013485-certified quality management.',
        sv: 'Svar under besöket, resultat som hamnar i journalen och en specialist som nås via videosamtal – med CE-\u2060märkta tester tillverkade inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem.',
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
            en: 'See Integration Options',
            sv: 'Se integrationsmöjligheterna',
          },
          href: '#healthcare-integration',
          variant: 'inverse',
        },
      ],
      badgeIcon: 'stethoscope',
      scene: '/solutions/healthcare',
      glow: 'bottom-left',
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      tone: 'white',
      eyebrow: {
        en: 'Clinical benefits',
        sv: 'Kliniska fördelar',
      },
      title: {
        en: 'Better decisions at the point of care',
        sv: 'Bättre beslut där vården sker',
      },
      intro: {
        en: 'Six reasons clinics, hospital departments and occupational health services bring our tests into their daily work.',
        sv: 'Sex skäl till att vårdcentraler, sjukhusavdelningar och företagshälsovård tar in våra tester i det dagliga arbetet.',
      },
      columns: '3',
      iconTone: 'brand',
      layout: 'ruled',
      items: [
        {
          icon: 'clock',
          title: {
            en: 'Results during the visit',
            sv: 'Svar under besöket',
          },
          description: {
            en: 'Discuss the result and agree the next step while the patient is still in the room, instead of calling back days later.',
            sv: 'Gå igenom resultatet och kom överens om nästa steg medan patienten är kvar i rummet, i stället för att ringa upp flera dagar senare.',
          },
          stat: {
            en: 'Under {resultMinutes}',
            sv: 'Under {resultMinutes}',
          },
        },
        {
          icon: 'flask',
          title: {
            en: 'Fewer laboratory referrals',
            sv: 'Färre remisser till laboratoriet',
          },
          description: {
            en: 'Negative screenings are settled on site; only samples that need confirmation go to the laboratory.',
            sv: 'Negativa screeningar avgörs på plats – bara prov som behöver bekräftas skickas till laboratoriet.',
          },
          stat: {
            en: '{labAvoidancePercent} settled without a lab',
            sv: '{labAvoidancePercent} avgörs utan laboratorieanalys',
          },
        },
        {
          icon: 'heart',
          title: {
            en: 'Improved outcomes',
            sv: 'Bättre vårdresultat',
          },
          description: {
            en: 'Treatment that starts at the first visit keeps patients engaged – especially in addiction care, where every lost contact counts.',
            sv: 'När behandlingen börjar redan vid första besöket stannar patienterna kvar i behandlingen – särskilt i beroendevården, där varje förlorad kontakt väger tungt.',
          },
          stat: {
            en: '{improvedOutcomesPercent} improved outcomes',
            sv: '{improvedOutcomesPercent} bättre vårdresultat',
          },
        },
        {
          icon: 'network',
          title: {
            en: 'Fits your record system',
            sv: 'Passar ert journalsystem',
          },
          description: {
            en: 'Results are filed as structured data in the patient record, not typed in by hand from a test card.',
            sv: 'Resultaten sparas som strukturerade uppgifter i journalen i stället för att skrivas in för hand från en testkassett.',
          },
          stat: {
            en: '{systemCompatibilityPercent} system compatibility',
            sv: 'Fungerar med {systemCompatibilityPercent} av systemen',
          },
        },
        {
          icon: 'video',
          title: {
            en: 'A specialist on call',
            sv: 'En specialist nära till hands',
          },
          description: {
            en: 'A positive or unclear result can go straight to a telehealth clinician, with the test details already on their screen.',
            sv: 'Ett preliminärt positivt eller oklart screeningresultat kan gå direkt vidare till en läkare via digital vård, med testuppgifterna redan på skärmen.',
          },
          stat: {
            en: 'Handoff in under {telehealthHandoffMinutes}',
            sv: 'Hänvisning på under {telehealthHandoffMinutes}',
          },
        },
        {
          icon: 'microscope',
          title: {
            en: 'Documented accuracy',
            sv: 'Dokumenterad träffsäkerhet',
          },
          description: {
            en: 'CE-marked under the IVDR, with performance data for every test. Screening results are confirmed by a laboratory where a decision requires it.',
            sv: 'CE-\u2060märkta tester enligt IVDR, med prestandadata för vart och ett. Screeningresultat bekräftas av laboratorium när ett beslut kräver det.',
          },
          stat: {
            en: 'InstaFIND: {molecularConcordancePercent} lab concordance',
            sv: 'InstaFIND: {molecularConcordancePercent} överensstämmelse',
          },
        },
      ],
    },
    {
      blockType: 'detailTabs',
      blockName: 'healthcare-integration',
      anchor: 'healthcare-integration',
      tone: 'muted',
      eyebrow: {
        en: 'Integration',
        sv: 'Integration',
      },
      title: {
        en: 'Connect testing to your clinical systems',
        sv: 'Koppla testningen till era kliniska system',
      },
      intro: {
        en: 'Choose how results should travel: into the patient record, on to a telehealth clinician, or into your own platform.',
        sv: 'Välj hur resultaten ska gå vidare: in i journalen, vidare till en läkare via digital vård eller in i er egen plattform.',
      },
      tabsLabel: {
        en: 'Integration options',
        sv: 'Integrationsmöjligheter',
      },
      addressName: 'integration',
      tabs: [
        {
          key: 'ehr',
          label: {
            en: 'EHR',
            sv: 'Journalsystem',
          },
          icon: 'database',
          title: {
            en: 'Results straight into the patient record',
            sv: 'Resultaten direkt in i journalen',
          },
          description: {
            en: 'The person who reads the test confirms the result once; it is then filed in the patient record with everything an auditor or a colleague needs to know.',
            sv: 'Den som läser av testet bekräftar resultatet en gång – sedan sparas det i journalen med allt som en granskare eller en kollega behöver veta.',
          },
          points: [
            {
              text: {
                en: 'Structured results: test, lot number, cut-off, time and who read it',
                sv: 'Strukturerade resultat: test, tillverkningssats (LOT), gränsvärde, tidpunkt och vem som läste av',
              },
            },
            {
              text: {
                en: 'Matched to the patient by personal identity number, never re-typed',
                sv: 'Kopplat till patienten via personnummer – inget skrivs in två gånger',
              },
            },
            {
              text: {
                en: '{systemCompatibilityPercent} compatibility with the record systems clinics already use',
                sv: 'Fungerar direkt med {systemCompatibilityPercent} av de journalsystem som vården redan använder',
              },
            },
            {
              text: {
                en: 'An audit trail of who viewed each result',
                sv: 'Loggning av vem som har tagit del av varje resultat',
              },
            },
          ],
          action: {
            label: {
              en: 'Plan an Integration',
              sv: 'Planera en integration',
            },
            href: '/contact?interest=partnership',
          },
          samples: [
            {
              title: {
                en: 'Sample record entry (FHIR Observation)',
                sv: 'Exempel på journalpost (FHIR Observation)',
              },
              note: {
                en: 'Illustration – test patient, not a real record',
                sv: 'Illustration – testperson, ingen riktig journal',
              },
              language: 'json',
              code: '{\n  "resourceType": "Observation",\n  "status": "final",\n  "code": {\n    "coding": [{ "system": "http://loinc.org", "code": "2276-4" }]\n  },\n  "subject": {\n    "identifier": {\n      "system": "urn:oid:1.2.752.129.2.1.3.1",\n      "value": "191212121212"\n    }\n  },\n  "effectiveDateTime": "2025-06-12T09:41:00+02:00",\n  "valueQuantity": {\n    "value": 18,\n    "system": "http://unitsofmeasure.org",\n    "code": "ng/mL"\n  },\n  "interpretation": [{\n    "coding": [{\n      "system": "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation",\n      "code": "L"\n    }]\n  }],\n  "device": { "reference": "Device/hcx311-lot-l2025-0412" },\n  "performer": [{ "reference": "Practitioner/nurse-a-lind" }]\n}',
            },
          ],
        },
        {
          key: 'telehealth',
          label: {
            en: 'Telehealth',
            sv: 'Digital vård',
          },
          icon: 'video',
          title: {
            en: 'From result to clinician in under {telehealthHandoffMinutes}',
            sv: 'Från provsvar till läkare på under {telehealthHandoffMinutes}',
          },
          description: {
            en: 'When a result needs a doctor’s view, the patient does not need a new appointment: the handoff opens a video consultation while they are still with you.',
            sv: 'När ett resultat behöver en läkares bedömning behöver patienten ingen ny tid: hänvisningen öppnar ett videobesök medan patienten fortfarande är kvar hos er.',
          },
          points: [
            {
              text: {
                en: 'A positive or unclear result opens a video consultation',
                sv: 'Ett preliminärt positivt eller oklart screeningresultat öppnar ett videobesök',
              },
            },
            {
              text: {
                en: 'The clinician sees the result and the test details before the call starts',
                sv: 'Läkaren ser resultatet och testuppgifterna innan samtalet börjar',
              },
            },
            {
              text: {
                en: 'Follow-up care can be booked during the call',
                sv: 'Fortsatt vård kan bokas under samtalet',
              },
            },
            {
              text: {
                en: 'In Circular Testing, medical review and telehealth referral within {circularTelehealthHours}',
                sv: 'I Circular Testing ingår läkarverifiering och hänvisning till digital vård inom {circularTelehealthHours}',
              },
            },
          ],
          action: {
            label: {
              en: 'Explore Circular Testing',
              sv: 'Utforska Circular Testing',
            },
            href: '/products/circular-testing',
          },
          samples: [
            {
              title: {
                en: 'Sample handoff to a clinician (FHIR ServiceRequest)',
                sv: 'Exempel på hänvisning till digital vård (FHIR ServiceRequest)',
              },
              note: {
                en: 'Illustration – test patient, not a real referral',
                sv: 'Illustration – testperson, ingen riktig hänvisning',
              },
              language: 'json',
              code: '{\n  "resourceType": "ServiceRequest",\n  "status": "active",\n  "intent": "order",\n  "priority": "urgent",\n  "code": {\n    "coding": [{ "system": "http://snomed.info/sct", "code": "448337001" }]\n  },\n  "subject": {\n    "identifier": {\n      "system": "urn:oid:1.2.752.129.2.1.3.1",\n      "value": "191212121212"\n    }\n  },\n  "reasonReference": [{ "reference": "Observation/ferritin-rapid-0412" }],\n  "authoredOn": "2025-06-12T09:42:05+02:00",\n  "requester": { "reference": "Practitioner/nurse-a-lind" }\n}',
            },
          ],
        },
        {
          key: 'api',
          label: {
            en: 'API',
            sv: 'API',
          },
          icon: 'code',
          title: {
            en: 'Results as data for your platform',
            sv: 'Resultat som data till er plattform',
          },
          description: {
            en: 'Health platforms, research systems and trial software can read results over a versioned REST API. Access is part of a partnership agreement: each system gets its own bearer token, scoped to your organisation.',
            sv: 'Hälsoplattformar, forskningssystem och programvara för kliniska prövningar kan hämta resultat via ett versionerat REST-API. Åtkomst ingår i ett samarbetsavtal: varje system får en egen bearer-token som bara gäller er organisation.',
          },
          points: [
            {
              text: {
                en: 'Versioned endpoints, so your integration keeps working as the API grows',
                sv: 'Versionerade slutpunkter, så att er integration fortsätter att fungera när API:et växer',
              },
            },
            {
              text: {
                en: 'Bearer-token authentication, one token per system',
                sv: 'Autentisering med bearer-token, en token per system',
              },
            },
            {
              text: {
                en: 'Only your own organisation’s results, never anyone else’s',
                sv: 'Bara er egen organisations resultat, aldrig någon annans',
              },
            },
          ],
          action: {
            label: {
              en: 'Request API Access',
              sv: 'Ansök om API-åtkomst',
            },
            href: '/contact?interest=partnership',
          },
          samples: [
            {
              title: {
                en: 'Sample request',
                sv: 'Exempel på anrop',
              },
              note: {
                en: 'Illustration – not a live endpoint',
                sv: 'Illustration – ingen skarp tjänst',
              },
              language: 'http',
              code: 'GET /v1/results/res_7Q2K9D HTTP/1.1\nHost: api.nordicrapiddiagnostics.se\nAuthorization: Bearer <your-access-token>\nAccept: application/json',
            },
            {
              title: {
                en: 'Sample response',
                sv: 'Exempel på svar',
              },
              note: {
                en: 'Illustration – not a live endpoint',
                sv: 'Illustration – ingen skarp tjänst',
              },
              language: 'http',
              code: 'HTTP/1.1 200 OK\nContent-Type: application/json\n\n{\n  "id": "res_7Q2K9D",\n  "test": "saliva-multi-7",\n  "lot": "L2025-0412",\n  "status": "negative",\n  "readAt": "2025-06-12T09:41:00Z",\n  "confirmationRequired": false\n}',
            },
          ],
        },
      ],
    },
    {
      blockType: 'testimonials',
      blockName: 'testimonials',
      tone: 'white',
      eyebrow: {
        en: 'From the clinic',
        sv: 'Från verksamheten',
      },
      title: {
        en: 'What clinicians say',
        sv: 'Det här säger vårdpersonalen',
      },
      intro: {
        en: 'Doctors and nurses who use our tests every day, in three very different settings.',
        sv: 'Läkare och sjuksköterskor som använder våra tester varje dag, i tre helt olika verksamheter.',
      },
      placement: 'solutions-healthcare',
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
        en: 'Work with us',
        sv: 'Samarbeta med oss',
      },
      intro: {
        en: 'Three ways we work with research groups, hospitals and the pharmaceutical industry. Tell us which fits and we will put you in touch with the right team.',
        sv: 'Vi samarbetar med forskargrupper, sjukhus och läkemedelsindustrin på tre sätt. Berätta vilket som passar er så kopplar vi ihop er med rätt team.',
      },
      itemsLabel: {
        en: 'What you get',
        sv: 'Det här får ni',
      },
      cardsFrom: {
        page: '/for-healthcare',
        section: 'partnerships',
      },
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'Bring rapid testing to your clinic',
        sv: 'Ta in snabbtester i er verksamhet',
      },
      description: {
        en: 'Talk to our clinical team about the tests, the integration and the routines that would fit your patients.',
        sv: 'Prata med vårt kliniska team om tester, integration och rutiner som passar era patienter.',
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
