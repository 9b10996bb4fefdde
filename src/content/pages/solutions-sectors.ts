import { z } from 'zod';
import { defineContent, featureSchema, hrefSchema, iconNameSchema, localizedSchema } from '@/content/schema';
import { routes } from '@/lib/routes';
import { E, S, figures as F } from '@/content/marketing-figures';

/**
 * The four sectors of the solutions overview's tabs (001 §2, §4: workplace is the default): what
 * each solution is, its key benefits, who it is ideal for and its page. The public-sector and
 * education pages, which are CMS pages, start with the same benefits and 'Ideal for' text in their
 * seed (src/cms/seed/pages); until the overview moves into the CMS too, a change to one is made in both.
 */
export const sectorIds = ['workplace', 'healthcare', 'public', 'education'] as const;
export type SectorId = (typeof sectorIds)[number];

const sectorSchema = z.object({
  label: localizedSchema,
  icon: iconNameSchema,
  title: localizedSchema,
  summary: localizedSchema,
  benefits: z.array(featureSchema).length(4),
  idealFor: localizedSchema,
  href: hrefSchema,
});

const sectorsSchema = z.object(Object.fromEntries(sectorIds.map((id) => [id, sectorSchema])) as Record<SectorId, typeof sectorSchema>);

export const solutionSectors = defineContent('pages/solutions-sectors', sectorsSchema, {
  workplace: {
    label: { en: 'Workplace', sv: 'Arbetsplatser' },
    icon: 'briefcase',
    title: { en: 'Drug testing for safety-critical workplaces', sv: 'Drogtestning för säkerhetskritiska arbetsplatser' },
    summary: {
      en: `Saliva and urine tests on site with results in under ${E.minutes(F.resultMinutes)}, a medical review of every positive screening, and a programme built around your drug and alcohol policy.`,
      sv: `Saliv- och urintester på plats med svar på under ${S.minutes(F.resultMinutes)}, läkarverifiering (MRO) av varje positivt screeningresultat och ett program som utgår från er alkohol- och drogpolicy.`,
    },
    benefits: [
      {
        icon: 'clock',
        title: { en: 'Results on site', sv: 'Svar på plats' },
        description: {
          en: `A screening result in under ${E.minutes(F.resultMinutes)}, while the employee is still there – not days later from a lab.`,
          sv: `Ett screeningresultat på under ${S.minutes(F.resultMinutes)}, medan medarbetaren fortfarande är kvar – inte flera dagar senare från ett labb.`,
        },
      },
      {
        icon: 'flask',
        title: { en: 'Fewer samples to the lab', sv: 'Färre prover till labb' },
        description: {
          en: `${E.percent(F.labAvoidancePercent)} of samples are settled on site; only the rest travel to a laboratory for confirmation.`,
          sv: `${S.percent(F.labAvoidancePercent)} av proven avgörs på plats – bara resten skickas till laboratorium för bekräftelse.`,
        },
      },
      {
        icon: 'gauge',
        title: { en: 'Less administration', sv: 'Mindre administration' },
        description: {
          en: `${E.percent(F.adminTimeReductionPercent)} less admin time per test, with ready-made routines and digital records.`,
          sv: `${S.percent(F.adminTimeReductionPercent)} mindre administrationstid per test, med färdiga rutiner och digital dokumentation.`,
        },
      },
      {
        icon: 'stethoscope',
        title: { en: 'Medical review included', sv: 'Läkarverifiering ingår' },
        description: {
          en: 'A medical review officer (MRO) assesses every positive screening before anyone acts on it.',
          sv: 'Varje positivt screeningresultat går till läkarverifiering (MRO) innan någon agerar på det.',
        },
      },
    ],
    idealFor: {
      en: 'Manufacturing, logistics, mining, construction and transport companies with safety-critical roles – and any employer that wants a fair, documented drug and alcohol policy.',
      sv: 'Tillverknings-, logistik-, gruv-, bygg- och transportföretag med säkerhetskritiska arbetsuppgifter – och alla arbetsgivare som vill ha en rättvis och dokumenterad alkohol- och drogpolicy.',
    },
    href: routes.solutionsWorkplace,
  },
  healthcare: {
    label: { en: 'Healthcare', sv: 'Vård' },
    icon: 'stethoscope',
    title: { en: 'Rapid diagnostics for clinics and hospitals', sv: 'Snabbdiagnostik för vårdcentraler och sjukhus' },
    summary: {
      en: `Point-of-care tests that give an answer during the visit, results that flow into your patient record system, and a handoff to a telehealth clinician in under ${E.minutes(F.telehealthHandoffMinutes)}.`,
      sv: `Patientnära tester som ger svar under besöket, resultat som förs över till ert journalsystem och överlämning till digital vård på under ${S.minutes(F.telehealthHandoffMinutes)}.`,
    },
    benefits: [
      {
        icon: 'clock',
        title: { en: 'Answers during the visit', sv: 'Svar under besöket' },
        description: {
          en: `Results in under ${E.minutes(F.resultMinutes)} instead of days of waiting for the laboratory.`,
          sv: `Svar på under ${S.minutes(F.resultMinutes)} i stället för flera dagars väntan på laboratoriet.`,
        },
      },
      {
        icon: 'heart',
        title: { en: 'Better outcomes', sv: 'Bättre vårdresultat' },
        description: {
          en: `${E.percent(F.improvedOutcomesPercent)} improved patient outcomes when treatment can start at the first visit.`,
          sv: `${S.percent(F.improvedOutcomesPercent)} bättre vårdresultat när behandlingen kan börja redan vid första besöket.`,
        },
      },
      {
        icon: 'network',
        title: { en: 'Fits your systems', sv: 'Passar era system' },
        description: {
          en: `${E.percent(F.systemCompatibilityPercent)} compatibility with the record systems clinics already use.`,
          sv: `${S.percent(F.systemCompatibilityPercent)} kompatibilitet med de journalsystem som vården redan använder.`,
        },
      },
      {
        icon: 'shield',
        title: { en: 'Quality you can document', sv: 'Kvalitet som går att dokumentera' },
        description: {
          en: 'CE-marked tests under the IVDR, made under ISO\u00a013485-certified quality management.',
          sv: 'CE-\u2060märkta tester enligt IVDR, tillverkade inom ett ISO\u00a013485-\u2060certifierat kvalitetsledningssystem.',
        },
      },
    ],
    idealFor: {
      en: 'Primary care clinics, hospital departments, occupational health services, addiction care and pharmacies that offer testing.',
      sv: 'Vårdcentraler, sjukhusavdelningar, företagshälsovård, beroendevård och apotek som erbjuder testning.',
    },
    href: routes.solutionsHealthcare,
  },
  public: {
    label: { en: 'Public Sector', sv: 'Offentlig sektor' },
    icon: 'landmark',
    title: { en: 'Testing programmes for the public sector', sv: 'Testprogram för offentlig sektor' },
    summary: {
      en: 'Drug testing for safety-critical public roles: ready for public procurement, with data protection built in and a roll-out you can take one unit at a time.',
      sv: 'Drogtestning för säkerhetskritiska tjänster i offentlig verksamhet: redo för offentlig upphandling, med dataskyddet inbyggt och ett införande som kan tas en enhet i taget.',
    },
    benefits: [
      {
        icon: 'file-text',
        title: { en: 'Ready for procurement', sv: 'Redo för upphandling' },
        description: {
          en: 'Tender documents in Swedish and English: EU declarations of conformity, our ISO\u00a013485 certificate, instructions for use and product data sheets.',
          sv: 'Upphandlingsunderlag på svenska och engelska: EU-försäkringar om överensstämmelse, vårt ISO\u00a013485-\u2060certifikat, bruksanvisningar och produktblad.',
        },
      },
      {
        icon: 'lock',
        title: { en: 'Data protection by design', sv: 'Inbyggt dataskydd' },
        description: {
          en: 'Test results are health data under the GDPR. We help you handle them with as few people, and keep them for as short a time, as the purpose allows.',
          sv: 'Testresultat är hälsouppgifter enligt GDPR. Vi hjälper er att hantera dem med så få behöriga och så kort lagringstid som ändamålet tillåter.',
        },
      },
      {
        icon: 'wallet',
        title: { en: 'Lower cost per test', sv: 'Lägre kostnad per test' },
        description: {
          en: `${E.usdRange(F.costPerTestUsd)} per test against ${E.usdRange(F.traditionalCostPerTestUsd)} for laboratory testing – money that stays in the service.`,
          sv: `${S.usdRange(F.costPerTestUsd)} per test jämfört med ${S.usdRange(F.traditionalCostPerTestUsd)} för laboratorieanalys – pengar som stannar i verksamheten.`,
        },
      },
      {
        icon: 'calendar-check',
        title: { en: 'Roll-out unit by unit', sv: 'Införande enhet för enhet' },
        description: {
          en: `Start with one unit, evaluate, then expand – with training for your staff and ${E.percent(F.fasterDeploymentPercent)} faster deployment than a traditional programme.`,
          sv: `Börja med en enhet, utvärdera och bygg ut – med utbildning för er personal och ${S.percent(F.fasterDeploymentPercent)} snabbare införande än ett traditionellt program.`,
        },
      },
    ],
    idealFor: {
      en: 'Municipalities, regions and government agencies with safety-critical roles – public transport, rescue services, road and utility maintenance, prison and probation – and addiction and social services that test as part of care.',
      sv: 'Kommuner, regioner och statliga myndigheter med säkerhetskritiska tjänster – kollektivtrafik, räddningstjänst, väg- och VA-underhåll, kriminalvård – samt beroende- och socialtjänst som testar som en del av vården.',
    },
    href: routes.solutionsPublicSector,
  },
  education: {
    label: { en: 'Education', sv: 'Utbildning' },
    icon: 'graduation-cap',
    title: { en: 'Prevention and support for schools and universities', sv: 'Förebyggande arbete och stöd för skolor och lärosäten' },
    summary: {
      en: 'Voluntary, consent-based testing run by your student health team, as one part of a prevention programme that puts student wellbeing first.',
      sv: 'Frivillig testning med samtycke som elevhälsan genomför, som en del av ett förebyggande arbete där elevernas välbefinnande kommer först.',
    },
    benefits: [
      {
        icon: 'heart-handshake',
        title: { en: 'Support before sanctions', sv: 'Stöd före sanktioner' },
        description: {
          en: 'A screening result opens a conversation and a route to help – never a shortcut to disciplinary action.',
          sv: 'Ett screeningresultat öppnar för ett samtal och en väg till stöd – aldrig en genväg till disciplinära åtgärder.',
        },
      },
      {
        icon: 'timer',
        title: { en: 'Discreet and quick', sv: 'Diskret och snabbt' },
        description: {
          en: 'A saliva test takes a few minutes in the school nurse\'s room, and the answer is there before the student leaves.',
          sv: 'Ett salivtest tar några minuter hos skolsköterskan, och svaret finns innan eleven går därifrån.',
        },
      },
      {
        icon: 'message',
        title: { en: 'Clear words for parents', sv: 'Tydlig information till vårdnadshavare' },
        description: {
          en: 'Letters, consent forms and parents\' evening material you can adapt, in Swedish and English.',
          sv: 'Brev, samtyckesblanketter och material till föräldramöten som ni kan anpassa, på svenska och engelska.',
        },
      },
      {
        icon: 'briefcase',
        title: { en: 'Ready for work placements', sv: 'Redo för praktik' },
        description: {
          en: 'Students on vocational programmes can show the negative test that some safety-critical workplaces ask for before a placement.',
          sv: 'Elever på yrkesprogram kan visa upp det negativa test som en del säkerhetskritiska arbetsplatser kräver inför APL.',
        },
      },
    ],
    idealFor: {
      en: 'Upper-secondary schools (especially vocational programmes with work placements), folk high schools, boarding schools, and universities with a student health service.',
      sv: 'Gymnasieskolor (särskilt yrkesprogram med arbetsplatsförlagt lärande), folkhögskolor, skolor med elevboende samt universitet och högskolor med studenthälsa.',
    },
    href: routes.solutionsEducation,
  },
});
