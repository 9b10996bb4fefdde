import { z } from 'zod';
import { nbsp } from '@/content/figures';
import { E, S, figures as F } from '@/content/marketing-figures';
import {
  actionSchema,
  defineContent,
  featureSchema,
  localizedSchema,
  pageMetaSchema,
  statSchema,
  stepSchema,
} from '@/content/schema';
import type { Localized } from '@/i18n/localized';
import type { Locale } from '@/i18n/locales';
import { savingsInputs, savingsRates } from '@/lib/calculators/savings';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format-number';
import { routes } from '@/lib/routes';

/**
 * The calculator page (001 §2 'Calculator pages', §9 'Savings calculator'; route
 * /innovative-healthcare from 000 §2.1): five sections about rapid testing in healthcare (the spec
 * does not show their content), the savings calculator, and the call to action. The calculator's
 * button and the call to action go to /contact.
 */
const headingSchema = z.object({ eyebrow: localizedSchema, title: localizedSchema, intro: localizedSchema });

const calculatorTextSchema = z.object({
  inputsHeading: localizedSchema,
  employees: localizedSchema,
  frequency: localizedSchema,
  testedPeople: localizedSchema,
  resultsHeading: localizedSchema,
  costHeading: localizedSchema,
  traditionalCost: localizedSchema,
  productCost: localizedSchema,
  annualSavings: localizedSchema,
  costReduction: localizedSchema,
  hoursHeading: localizedSchema,
  traditionalHours: localizedSchema,
  productHours: localizedSchema,
  hoursSaved: localizedSchema,
  hoursReduction: localizedSchema,
  riskHeading: localizedSchema,
  riskNote: localizedSchema,
  announcement: localizedSchema,
  noScript: localizedSchema,
});

const innovativeHealthcarePageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ badge: localizedSchema, title: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).length(2) }),
  pointOfCare: headingSchema.extend({ paragraphs: z.array(localizedSchema).min(2), items: z.array(localizedSchema).min(3) }),
  prevention: headingSchema.extend({ steps: z.array(stepSchema).length(3), action: actionSchema }),
  quality: headingSchema.extend({ items: z.array(featureSchema).length(4) }),
  connected: headingSchema.extend({ stats: z.array(statSchema.extend({ note: localizedSchema })).length(4), action: actionSchema }),
  home: headingSchema.extend({ items: z.array(featureSchema).length(3) }),
  calculator: headingSchema.extend({ text: calculatorTextSchema, assumptions: localizedSchema, action: actionSchema }),
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).min(1) }),
});

/** A text per language built from the calculator's own constants, so the page cannot state other rates than it computes with. */
function perLocale(build: (locale: Locale) => string): Localized {
  return { en: build('en'), sv: build('sv') };
}

const hoursPerTest = (milliHours: number, locale: Locale) => formatNumber(milliHours / 1000, locale, 3);

export const innovativeHealthcarePage = defineContent('pages/innovative-healthcare', innovativeHealthcarePageSchema, {
  meta: {
    title: { en: 'Innovative healthcare: rapid testing and what it saves', sv: 'Innovativ vård: snabbtester och vad de sparar' },
    description: {
      en: 'How rapid testing moves diagnostics from the laboratory to the clinic, the workplace and the home – and a calculator that shows what it could save your organisation.',
      sv: 'Så flyttar snabbtester diagnostiken från laboratoriet till mottagningen, arbetsplatsen och hemmet – och en kalkylator som visar vad det kan spara er organisation.',
    },
  },
  hero: {
    badge: { en: 'Innovative healthcare', sv: 'Innovativ vård' },
    title: { en: 'Rapid testing is changing where care happens', sv: 'Snabbtester förändrar var vården sker' },
    description: {
      en: 'Answers in minutes instead of days move testing out of the laboratory – into the clinic, the workplace and the home. Here is what that means, and what it could save your organisation.',
      sv: 'Svar på minuter i stället för dagar flyttar testningen ut från laboratoriet – till mottagningen, arbetsplatsen och hemmet. Här är vad det innebär, och vad det kan spara er organisation.',
    },
    actions: [
      { label: { en: 'Calculate Your Savings', sv: 'Räkna på besparingen' }, href: '#savings-calculator', variant: 'accent' },
      { label: { en: 'Contact Us', sv: 'Kontakta oss' }, href: routes.contact, variant: 'inverse' },
    ],
  },
  pointOfCare: {
    eyebrow: { en: 'Point of care', sv: 'Patientnära' },
    title: { en: 'From the lab queue to the point of care', sv: 'Från labbkön till patientnära testning' },
    intro: {
      en: 'The biggest change is not the test itself, but where the answer arrives.',
      sv: 'Den största förändringen är inte själva testet, utan var svaret kommer.',
    },
    paragraphs: [
      {
        en: `A sample sent to a laboratory takes days to come back, and by then the patient has gone home and the shift has started. Our tests give a result in under ${E.minutes(F.resultMinutes)} – comparable rapid tests take ${E.minutes(F.competitorResultMinutes)} or more – so the decision is made while the person is still there. What that changes:`,
        sv: `Ett prov som skickas till laboratorium tar flera dagar att få svar på, och då har patienten gått hem och arbetspasset redan börjat. Våra tester ger svar på under ${S.minutes(F.resultMinutes)} – jämförbara snabbtester tar ${S.minutes(F.competitorResultMinutes)} eller mer – så beslutet fattas medan personen fortfarande är kvar. Det här förändras:`,
      },
      {
        en: 'The laboratory does not disappear: it confirms the screenings that need confirming, and spends its time on the analyses only it can do.',
        sv: 'Laboratoriet försvinner inte: det bekräftar de screeningar som behöver bekräftas och lägger sin tid på de analyser som bara laboratoriet kan göra.',
      },
    ],
    items: [
      {
        en: `${E.percent(F.labAvoidancePercent)} of samples are settled on the spot, against ${E.percentRange(F.competitorLabAvoidancePercent)} with other solutions`,
        sv: `${S.percent(F.labAvoidancePercent)} av proven avgörs direkt på plats, jämfört med ${S.percentRange(F.competitorLabAvoidancePercent)} med andra lösningar`,
      },
      {
        en: `Tests cost ${E.usdRange(F.costPerTestUsd)} each instead of ${E.usdRange(F.traditionalCostPerTestUsd)} for a laboratory analysis`,
        sv: `Ett test kostar ${S.usdRange(F.costPerTestUsd)} i stället för ${S.usdRange(F.traditionalCostPerTestUsd)} för en laboratorieanalys`,
      },
      {
        en: `New programmes are deployed ${E.percent(F.fasterDeploymentPercent)} faster than traditional testing`,
        sv: `Nya program införs ${S.percent(F.fasterDeploymentPercent)} snabbare än traditionell testning`,
      },
    ],
  },
  prevention: {
    eyebrow: { en: 'Prevention', sv: 'Förebyggande' },
    title: { en: 'Prevention over punishment', sv: 'Förebyggande framför bestraffande' },
    intro: {
      en: 'A positive test should open a route to care, not close a door. Circular Testing builds that route into the programme.',
      sv: 'Ett positivt test ska öppna en väg till vård, inte stänga en dörr. Circular Testing bygger in den vägen i programmet.',
    },
    steps: [
      {
        title: { en: 'Rapid screening', sv: 'Snabbscreening' },
        description: {
          en: `A CE-marked rapid test on site, with a result in under ${E.minutes(F.resultMinutes)}.`,
          sv: `Ett CE-\u2060märkt snabbtest på plats, med svar på under ${S.minutes(F.resultMinutes)}.`,
        },
      },
      {
        title: { en: 'Medical review', sv: 'Läkarverifiering' },
        description: {
          en: `A doctor (MRO) reviews every positive screening, with reviewed results in under ${E.hours(F.circularResultHours)}.`,
          sv: `En läkare bedömer varje positivt screeningresultat (MRO), med verifierat resultat inom ${S.hours(F.circularResultHours)}.`,
        },
      },
      {
        title: { en: 'Telehealth referral', sv: 'Hänvisning till digital vård' },
        description: {
          en: `The person is offered a telehealth consultation within ${E.hours(F.circularTelehealthHours)} and a route into care.`,
          sv: `Personen erbjuds ett digitalt vårdbesök inom ${S.hours(F.circularTelehealthHours)} och en väg in i vården.`,
        },
      },
    ],
    action: { label: { en: 'Explore Circular Testing', sv: 'Utforska Circular Testing' }, href: routes.productCircularTesting, variant: 'outline' },
  },
  quality: {
    eyebrow: { en: 'Quality', sv: 'Kvalitet' },
    title: { en: 'Quality you can document', sv: 'Kvalitet som går att dokumentera' },
    intro: {
      en: 'Moving a test out of the laboratory must not lower the bar. These are the guarantees that travel with every test.',
      sv: 'Att flytta ett test ut från laboratoriet får inte sänka ribban. Det här är garantierna som följer med varje test.',
    },
    items: [
      {
        title: { en: 'CE-marked under the IVDR', sv: 'CE-\u2060märkta enligt IVDR' },
        description: {
          en: 'Every test meets the EU regulation on in vitro diagnostic medical devices, (EU) 2017/746.',
          sv: 'Varje test uppfyller EU:s förordning om medicintekniska produkter för in vitro-diagnostik, (EU) 2017/746.',
        },
      },
      {
        title: { en: 'ISO\u00a013485-certified quality management', sv: 'ISO\u00a013485-\u2060certifierat kvalitetsledningssystem' },
        description: {
          en: 'Design, manufacture and traceability under a certified quality management system, lot by lot.',
          sv: 'Utveckling, tillverkning och spårbarhet inom ett certifierat kvalitetsledningssystem, lot för lot.',
        },
      },
      {
        title: { en: 'Published performance', sv: 'Redovisad prestanda' },
        description: {
          en: `${E.percent(F.drugTestAccuracyPercent)} accuracy for our drug tests, ${E.percent(F.ferritinAccuracyPercent)} for the ferritin self-test and ${E.percent(F.molecularConcordancePercent)} concordance with laboratory methods for InstaFIND.`,
          sv: `${S.percent(F.drugTestAccuracyPercent)} träffsäkerhet i våra drogtester, ${S.percent(F.ferritinAccuracyPercent)} för ferritintestet och ${S.percent(F.molecularConcordancePercent)} överensstämmelse med laboratoriemetoder för InstaFIND.`,
        },
      },
      {
        title: { en: 'Screening, confirmed where required', sv: 'Screening som bekräftas vid behov' },
        description: {
          en: 'A rapid test is a screening. Where a decision requires it, the result is confirmed by a laboratory before anyone acts on it.',
          sv: 'Ett snabbtest är en screening. När ett beslut kräver det bekräftas resultatet av laboratorium innan någon agerar på det.',
        },
      },
    ],
  },
  connected: {
    eyebrow: { en: 'Connected care', sv: 'Uppkopplad vård' },
    title: { en: 'A result is only useful where it is needed', sv: 'Ett resultat gör bara nytta där det behövs' },
    intro: {
      en: 'Results that land in the patient record and reach a clinician in minutes turn a quick test into a quick decision.',
      sv: 'Resultat som hamnar i journalen och når en läkare på några minuter gör ett snabbt test till ett snabbt beslut.',
    },
    stats: [
      {
        value: { en: E.percent(F.systemCompatibilityPercent), sv: S.percent(F.systemCompatibilityPercent) },
        label: { en: 'system compatibility', sv: 'systemkompatibilitet' },
        note: { en: 'With the record systems clinics already use', sv: 'Med de journalsystem som vården redan använder' },
      },
      {
        value: { en: `<${nbsp}${E.minutes(F.telehealthHandoffMinutes)}`, sv: `<${nbsp}${S.minutes(F.telehealthHandoffMinutes)}` },
        label: { en: 'telehealth handoff', sv: 'till digital vård' },
        note: { en: 'From an unclear result to a clinician', sv: 'Från oklart resultat till läkare' },
      },
      {
        value: { en: E.percent(F.improvedOutcomesPercent), sv: S.percent(F.improvedOutcomesPercent) },
        label: { en: 'improved outcomes', sv: 'bättre vårdresultat' },
        note: { en: 'When treatment starts at the first visit', sv: 'När behandlingen börjar vid första besöket' },
      },
      {
        value: { en: `${F.healthcareFacilities}+`, sv: `${F.healthcareFacilities}+` },
        label: { en: 'healthcare facilities', sv: 'vårdenheter använder våra tester' },
        note: { en: 'Already working with us', sv: 'Arbetar redan med oss' },
      },
    ],
    action: { label: { en: 'See Integration Options', sv: 'Se integrationsmöjligheterna' }, href: `${routes.solutionsHealthcare}#healthcare-integration`, variant: 'outline' },
  },
  home: {
    eyebrow: { en: 'At home', sv: 'Hemma' },
    title: { en: 'Testing at home, with care one step away', sv: 'Testning hemma, med vården ett steg bort' },
    intro: {
      en: 'Self-tests sold at pharmacies help people answer common health questions in private – and know when it is time to see a doctor.',
      sv: 'Med självtester från apoteket kan man i lugn och ro få svar på vanliga hälsofrågor – och veta när det är dags att träffa en läkare.',
    },
    items: [
      {
        icon: 'heart',
        title: { en: 'InstaCARE', sv: 'InstaCARE' },
        description: {
          en: 'Women\'s health: pregnancy, ovulation, urinary tract infection, vaginal pH and menopause.',
          sv: 'Kvinnohälsa: graviditet, ägglossning, urinvägsinfektion, vaginalt pH och klimakteriet.',
        },
        link: { label: { en: 'View InstaCARE', sv: 'Se InstaCARE' }, href: `${routes.healthcareTests}#instacare` },
      },
      {
        icon: 'droplet',
        title: { en: 'InstaCHECK', sv: 'InstaCHECK' },
        description: {
          en: `Ferritin, vitamin D, thyroid and occult blood – iron deficiency answered in ${E.minutes(F.resultMinutes)}.`,
          sv: `Ferritin, D-vitamin, sköldkörtel och dolt blod – besked om järnbrist på ${S.minutes(F.resultMinutes)}.`,
        },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstacheck },
      },
      {
        icon: 'microscope',
        title: { en: 'InstaFIND', sv: 'InstaFIND' },
        description: {
          en: 'Molecular self-tests for H. pylori and four respiratory viruses, with an app that stores results and books care.',
          sv: 'Molekylära självtester för H. pylori och fyra luftvägsvirus, med en app som sparar resultaten och bokar vård.',
        },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstafind },
      },
    ],
  },
  calculator: {
    eyebrow: { en: 'Savings calculator', sv: 'Besparingskalkylator' },
    title: { en: 'What could rapid testing save you?', sv: 'Vad kan snabbtester spara er?' },
    intro: {
      en: 'Set the number of employees and the share you test in a year. The results follow as you move the sliders.',
      sv: 'Ange antal anställda och hur stor andel ni testar under ett år. Resultaten följer med när ni drar i reglagen.',
    },
    text: {
      inputsHeading: { en: 'Your organisation', sv: 'Er organisation' },
      employees: { en: 'Number of employees', sv: 'Antal anställda' },
      frequency: { en: 'Share tested per year', sv: 'Andel som testas per år' },
      testedPeople: { en: 'People tested per year', sv: 'Testade personer per år' },
      resultsHeading: { en: 'Your estimated annual savings', sv: 'Er uppskattade årliga besparing' },
      costHeading: { en: 'Testing costs per year', sv: 'Testkostnad per år' },
      traditionalCost: { en: 'Traditional testing', sv: 'Traditionell testning' },
      productCost: { en: 'With our rapid tests', sv: 'Med våra snabbtester' },
      annualSavings: { en: 'Annual savings', sv: 'Årlig besparing' },
      costReduction: { en: 'Cost reduction', sv: 'Kostnadsminskning' },
      hoursHeading: { en: 'Administration per year', sv: 'Administration per år' },
      traditionalHours: { en: 'Traditional testing', sv: 'Traditionell testning' },
      productHours: { en: 'With our rapid tests', sv: 'Med våra snabbtester' },
      hoursSaved: { en: 'Hours saved', sv: 'Sparad tid' },
      hoursReduction: { en: 'Less admin time', sv: 'Mindre administrationstid' },
      riskHeading: { en: 'Risk mitigation improvement', sv: 'Förbättrad riskhantering' },
      riskNote: { en: 'Based on average improvement in incident prevention', sv: 'Baserat på genomsnittlig förbättring i det olycksförebyggande arbetet' },
      announcement: {
        en: 'Estimated annual savings {savings}, {costReduction} lower cost, and {hoursSaved} less administration, for {tested} people tested.',
        sv: 'Uppskattad årlig besparing {savings}, {costReduction} lägre kostnad och {hoursSaved} mindre administration, för {tested} testade personer.',
      },
      noScript: perLocale((locale) =>
        locale === 'en'
          ? `The figures below are for ${formatNumber(savingsInputs.employees.defaultValue, locale)} employees with ${formatPercent(savingsInputs.frequencyPercent.defaultValue, locale)} tested per year. Turn on JavaScript to try your own.`
          : `Siffrorna gäller ${formatNumber(savingsInputs.employees.defaultValue, locale)} anställda där ${formatPercent(savingsInputs.frequencyPercent.defaultValue, locale)} testas per år. Aktivera JavaScript för att prova era egna.`,
      ),
    },
    assumptions: perLocale((locale) =>
      locale === 'en'
        ? `Assumptions: traditional laboratory testing at ${formatUsd(savingsRates.traditionalCostPerTest, locale)} and ${hoursPerTest(savingsRates.traditionalMilliHoursPerTest, locale)} administrative hours per test; our rapid tests at ${formatUsd(savingsRates.productCostPerTest, locale)} and ${hoursPerTest(savingsRates.productMilliHoursPerTest, locale)} hours per test. Figures are rounded to whole numbers. An estimate, not a quote.`
        : `Antaganden: traditionell laboratorietestning för ${formatUsd(savingsRates.traditionalCostPerTest, locale)} och ${hoursPerTest(savingsRates.traditionalMilliHoursPerTest, locale)} administrativa timmar per test; våra snabbtester för ${formatUsd(savingsRates.productCostPerTest, locale)} och ${hoursPerTest(savingsRates.productMilliHoursPerTest, locale)}${nbsp}timmar per test. Siffrorna är avrundade till hela tal. En uppskattning, inte en offert.`,
    ),
    action: { label: { en: 'Talk to Us About Your Savings', sv: 'Prata med oss om besparingen' }, href: routes.contact, variant: 'primary' },
  },
  cta: {
    heading: { en: 'Ready to see the savings for real?', sv: 'Redo att se besparingen på riktigt?' },
    description: {
      en: 'We will go through your figures with you and show how rapid testing would work in your organisation.',
      sv: 'Vi går igenom era siffror tillsammans med er och visar hur snabbtester skulle fungera i er organisation.',
    },
    actions: [{ label: { en: 'Contact Us', sv: 'Kontakta oss' }, href: routes.contact, variant: 'accent' }],
  },
});
