import type { PageSeed } from './types';

export const publicSectorPageSeed: PageSeed = {
  path: '/solutions/public-sector',
  title: {
    en: 'Drug testing for the public sector',
    sv: 'Drogtestning för offentlig sektor',
  },
  description: {
    en: 'Drug testing programmes for municipalities, regions and government agencies: ready for public procurement, GDPR-compliant and rolled out one unit at a time.',
    sv: 'Testprogram för kommuner, regioner och myndigheter: redo för offentlig upphandling, med rutiner som följer GDPR och ett införande en enhet i taget.',
  },
  layout: [
    {
      blockType: 'hero',
      badge: {
        en: 'Public sector',
        sv: 'Offentlig sektor',
      },
      badgeIcon: 'landmark',
      title: {
        en: 'Safe public services, fair testing',
        sv: 'Trygg offentlig verksamhet, rättvis testning',
      },
      description: {
        en: 'Drug testing for safety-critical roles in municipalities, regions and government agencies – procured the way public bodies must buy, with data protection built in and a roll-out you control.',
        sv: 'Drogtestning för säkerhetskritiska tjänster i kommuner, regioner och myndigheter – upphandlad enligt reglerna för offentlig sektor, med inbyggt dataskydd och ett införande som ni styr.',
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
      scene: '/solutions/public-sector',
    },
    {
      blockType: 'featureGrid',
      blockName: 'benefits',
      eyebrow: {
        en: 'Key benefits',
        sv: 'Fördelar',
      },
      title: {
        en: 'Built for public organisations',
        sv: 'Byggt för offentliga organisationer',
      },
      intro: {
        en: 'What a testing programme with us brings to a public employer, from the tender to the daily routine.',
        sv: 'Det här får en offentlig arbetsgivare ut av ett testprogram med oss – från upphandlingen till den dagliga rutinen.',
      },
      tone: 'white',
      columns: '4',
      iconTone: 'brand',
      items: [
        {
          icon: 'file-text',
          title: {
            en: 'Ready for procurement',
            sv: 'Redo för upphandling',
          },
          description: {
            en: 'Tender documents in Swedish and English: EU declarations of conformity, our ISO\u00a013485 certificate, instructions for use and product data sheets.',
            sv: 'Upphandlingsunderlag på svenska och engelska: EU-försäkringar om överensstämmelse, vårt ISO\u00a013485-\u2060certifikat, bruksanvisningar och produktblad.',
          },
        },
        {
          icon: 'lock',
          title: {
            en: 'Data protection by design',
            sv: 'Inbyggt dataskydd',
          },
          description: {
            en: 'Test results are health data under the GDPR. We help you handle them with as few people, and keep them for as short a time, as the purpose allows.',
            sv: 'Testresultat är hälsouppgifter enligt GDPR. Vi hjälper er att hantera dem med så få behöriga och så kort lagringstid som ändamålet tillåter.',
          },
        },
        {
          icon: 'wallet',
          title: {
            en: 'Lower cost per test',
            sv: 'Lägre kostnad per test',
          },
          description: {
            en: '{costPerTestUsd} per test against {traditionalCostPerTestUsd} for laboratory testing – money that stays in the service.',
            sv: 'Ett test kostar {costPerTestUsd}, jämfört med {traditionalCostPerTestUsd} för en laboratorieanalys – pengar som stannar i verksamheten.',
          },
        },
        {
          icon: 'calendar-check',
          title: {
            en: 'Roll-out unit by unit',
            sv: 'Införande enhet för enhet',
          },
          description: {
            en: 'Start with one unit, evaluate, then expand – with training for your staff and {fasterDeploymentPercent} faster deployment than a traditional programme.',
            sv: 'Börja med en enhet, utvärdera och bygg ut – med utbildning för er personal och {fasterDeploymentPercent} snabbare införande än ett traditionellt program.',
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
        en: 'Municipalities, regions and government agencies with safety-critical roles – public transport, rescue services, road and utility maintenance, prison and probation – and addiction and social services that test as part of care.',
        sv: 'Kommuner, regioner och statliga myndigheter med säkerhetskritiska tjänster – kollektivtrafik, räddningstjänst, väg- och VA-underhåll, kriminalvård – samt beroendevård och socialtjänst där testning ingår i behandlingen.',
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
        en: 'Public procurement',
        sv: 'Offentlig upphandling',
      },
      title: {
        en: 'Easy to procure',
        sv: 'Enkelt att upphandla',
      },
      intro: {
        en: 'We take part in procurements under the Public Procurement Act (LOU) – open procedures, direct awards and framework agreements – and give you what the evaluation needs.',
        sv: 'Vi deltar i upphandlingar enligt lagen om offentlig upphandling (LOU) – öppna förfaranden, direktupphandlingar och ramavtal – och ger er det som utvärderingen behöver.',
      },
      tone: 'white',
      columns: '4',
      iconTone: 'accent',
      items: [
        {
          icon: 'clipboard-check',
          title: {
            en: 'Requirements you can write',
            sv: 'Krav ni kan skriva in i underlaget',
          },
          description: {
            en: 'Specific without locking out other suppliers: CE marking under the IVDR, cut-offs, reading time, training and medical review.',
            sv: 'Konkreta krav som inte stänger ute andra leverantörer: CE-\u2060märkning enligt IVDR, gränsvärden, avläsningstid, utbildning och läkarverifiering.',
          },
        },
        {
          icon: 'wallet',
          title: {
            en: 'Transparent pricing',
            sv: 'Tydlig prissättning',
          },
          description: {
            en: 'Tests, training and medical review priced separately, so the evaluation compares like with like. Tests cost {costPerTestUsd} each.',
            sv: 'Tester, utbildning och läkarverifiering prissätts var för sig, så att anbuden kan jämföras på lika villkor. Ett test kostar {costPerTestUsd}.',
          },
        },
        {
          icon: 'message',
          title: {
            en: 'Market dialogue welcome',
            sv: 'Marknadsdialog före annonsering',
          },
          description: {
            en: 'We take part in market dialogues and demonstrate the tests to your project group before the tender is published.',
            sv: 'Vi deltar gärna i marknadsdialoger och visar testerna för er projektgrupp innan upphandlingen annonseras.',
          },
        },
        {
          icon: 'truck',
          title: {
            en: 'One contact, every unit',
            sv: 'En kontakt för alla enheter',
          },
          description: {
            en: 'Deliveries to every unit named in the contract, with one contact person for the whole agreement and its follow-up.',
            sv: 'Leveranser till varje enhet som anges i avtalet, med en kontaktperson för hela avtalet och uppföljningen.',
          },
        },
      ],
    },
    {
      blockType: 'prose',
      blockName: 'prose',
      eyebrow: {
        en: 'Data protection',
        sv: 'Dataskydd',
      },
      title: {
        en: 'Health data, handled with care',
        sv: 'Hälsouppgifter som hanteras varsamt',
      },
      intro: {
        en: 'Designed together with your data protection officer from the first meeting.',
        sv: 'Rutinen utformas tillsammans med ert dataskyddsombud redan från första mötet.',
      },
      tone: 'muted',
      paragraphs: [
        {
          text: {
            en: 'A drug test result is health data – a special category of personal data under the GDPR. A public body must also weigh the principle of public access against the secrecy rules of the Public Access to Information and Secrecy Act (OSL). The routine we set up with you answers both.',
            sv: 'Ett drogtestresultat är en hälsouppgift – en känslig personuppgift enligt GDPR. En offentlig organisation behöver dessutom väga offentlighetsprincipen mot sekretessreglerna i offentlighets- och sekretesslagen (OSL). Rutinen vi tar fram tillsammans med er tar hänsyn till båda.',
          },
        },
        {
          text: {
            en: 'The tests themselves give the result on the spot. Nothing leaves the room unless your routine says it should.',
            sv: 'Själva testet ger resultatet direkt på plats. Ingenting lämnar rummet om inte er rutin säger att det ska göra det.',
          },
        },
      ],
      items: [
        {
          text: {
            en: 'Only those who need a result see it – normally the occupational health service; the manager learns only whether the person can work',
            sv: 'Bara de som behöver ett resultat får se det – normalt företagshälsovården; chefen får bara veta om personen kan arbeta',
          },
        },
        {
          text: {
            en: 'A fixed retention period, after which results are deleted',
            sv: 'En bestämd lagringstid, därefter raderas resultaten',
          },
        },
        {
          text: {
            en: 'Support for your data protection impact assessment (DPIA)',
            sv: 'Stöd i er konsekvensbedömning avseende dataskydd (DPIA)',
          },
        },
        {
          text: {
            en: 'A data processing agreement wherever we handle personal data on your behalf',
            sv: 'Personuppgiftsbiträdesavtal där vi behandlar personuppgifter för er räkning',
          },
        },
        {
          text: {
            en: 'Results can stay in your own systems – we do not need to store them',
            sv: 'Resultaten kan stanna i era egna system – vi behöver inte lagra dem',
          },
        },
      ],
    },
    {
      blockType: 'steps',
      blockName: 'steps',
      eyebrow: {
        en: 'Programme roll-out',
        sv: 'Införande',
      },
      title: {
        en: 'From decision to routine in four steps',
        sv: 'Från beslut till rutin i fyra steg',
      },
      intro: {
        en: 'A roll-out that follows how public organisations decide, with unions, safety representatives and managers on board – and {fasterDeploymentPercent} faster than a traditional programme.',
        sv: 'Ett införande som följer hur offentliga organisationer fattar beslut, där fack, skyddsombud och chefer är med från början – och {fasterDeploymentPercent} snabbare än ett traditionellt program.',
      },
      tone: 'white',
      items: [
        {
          title: {
            en: 'Policy and consultation',
            sv: 'Policy och förhandling',
          },
          description: {
            en: 'We help you write or update the drug and alcohol policy and prepare the consultation with the unions (MBL) and the safety representatives.',
            sv: 'Vi hjälper er att ta fram eller uppdatera alkohol- och drogpolicyn och att förbereda MBL-förhandlingen med facket och samverkan med skyddsombuden.',
          },
        },
        {
          title: {
            en: 'Procurement and agreement',
            sv: 'Upphandling och avtal',
          },
          description: {
            en: 'Requirements, tender and contract – or a call-off under a framework agreement you already have.',
            sv: 'Kravställning, upphandling och avtal – eller avrop från ett ramavtal ni redan har.',
          },
        },
        {
          title: {
            en: 'Training and pilot',
            sv: 'Utbildning och pilot',
          },
          description: {
            en: 'We train the staff who take the samples and the managers who act on results, then run the routine in one unit.',
            sv: 'Vi utbildar personalen som tar proven och de chefer som ska hantera resultaten, och sedan provar ni rutinen på en första enhet.',
          },
        },
        {
          title: {
            en: 'Roll-out and follow-up',
            sv: 'Breddinförande och uppföljning',
          },
          description: {
            en: 'Extend unit by unit, with regular follow-up of volumes, results and lessons learned.',
            sv: 'Bygg ut enhet för enhet, med regelbunden uppföljning av volymer, resultat och erfarenheter.',
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
        en: 'Questions public employers ask',
        sv: 'Frågor som offentliga arbetsgivare ställer',
      },
      tone: 'brand',
      items: [
        {
          question: {
            en: 'Can a public employer require drug tests?',
            sv: 'Får en offentlig arbetsgivare kräva drogtester?',
          },
          answer: {
            en: 'For job applicants to safety-critical roles, a negative test can be a condition of employment. For current employees, the constitution’s protection against forced physical examinations means testing in the public sector rests on consent and on the policy agreed with the unions; a refusal is handled under that policy, never by force. We help you document every step.',
            sv: 'För sökande till säkerhetskritiska tjänster kan ett negativt test vara ett villkor för anställning. För redan anställda innebär regeringsformens skydd mot påtvingade kroppsliga ingrepp att testning i offentlig sektor bygger på samtycke och på den policy som förhandlats med facket; en vägran hanteras enligt policyn, aldrig med tvång. Vi hjälper er att dokumentera varje steg.',
          },
        },
        {
          question: {
            en: 'How are results kept confidential?',
            sv: 'Hur skyddas resultaten?',
          },
          answer: {
            en: 'Results are health data. They are seen only by the people your routine names – normally the occupational health service, while the responsible manager learns only whether the person can work – kept for a fixed period and then deleted. Secrecy under OSL applies to them in the same way as to other health information in your organisation.',
            sv: 'Resultaten är hälsouppgifter. Bara de personer som rutinen anger får se dem – normalt företagshälsovården, medan ansvarig chef bara får veta om personen kan arbeta – och de sparas under en bestämd tid och raderas sedan. Sekretess enligt OSL gäller för dem på samma sätt som för andra hälsouppgifter i er organisation.',
          },
        },
        {
          question: {
            en: 'What happens after a positive screening?',
            sv: 'Vad händer efter ett preliminärt positivt screeningresultat?',
          },
          answer: {
            en: 'A rapid test is a screening. A positive result is confirmed by a laboratory and reviewed by a doctor (MRO) before any decision is taken, and the employee is offered support under your rehabilitation routine.',
            sv: 'Ett snabbtest är en screening. Ett preliminärt positivt resultat bekräftas av laboratorium och går till läkarverifiering (MRO) innan något beslut fattas, och medarbetaren erbjuds stöd enligt er rehabiliteringsrutin.',
          },
        },
        {
          question: {
            en: 'Which tests suit public-sector roles?',
            sv: 'Vilka tester passar offentliga verksamheter?',
          },
          answer: {
            en: 'The saliva multi-test for pre-employment and post-incident testing (sampled under observation, 5-minute reading time), and urine multi-panels with manipulation control for random testing and for follow-up in social and addiction services.',
            sv: 'Salivmultitestet vid nyanställning och efter tillbud (provtagning under övervakning, 5\u00a0minuters avläsningstid) och multipaneler för urin med manipulationskontroll för slumpvisa kontroller och för uppföljning inom social- och beroendevården.',
          },
        },
        {
          question: {
            en: 'How long does a roll-out take?',
            sv: 'Hur lång tid tar ett införande?',
          },
          answer: {
            en: 'The first unit can usually start within weeks of the agreement; the pace after that is yours. Programmes with us are deployed {fasterDeploymentPercent} faster than traditional testing programmes.',
            sv: 'Den första enheten kan oftast starta inom några veckor efter avtalet – takten därefter bestämmer ni. Program med oss införs {fasterDeploymentPercent} snabbare än traditionella testprogram.',
          },
        },
      ],
    },
    {
      blockType: 'callToAction',
      heading: {
        en: 'See how it would work in your organisation',
        sv: 'Se hur det skulle fungera hos er',
      },
      description: {
        en: 'Book a demo for your project group, HR or occupational health service – on site or online.',
        sv: 'Boka en demo för er projektgrupp, HR eller företagshälsovården – på plats eller digitalt.',
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
