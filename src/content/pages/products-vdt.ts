import { z } from 'zod';
import { nbsp } from '@/content/figures';
import { figures as F } from '@/content/marketing-figures';
import {
  jobTitleLabels,
  floatingActionSchema,
  trustSchema,
  whitepaperDocumentSchema,
  whitepaperFormFrameSchema,
} from '@/content/product-pages';
import {
  actionSchema,
  comparisonSchema,
  defineContent,
  faqItemSchema,
  featureSchema,
  localizedSchema,
  pageMetaSchema,
  statSchema,
  stepSchema,
} from '@/content/schema';
import type { Localized } from '@/i18n/localized';
import { vdtRates } from '@/lib/calculators/vdt-roi';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format-number';
import { routes } from '@/lib/routes';

/**
 * /products/vdt (001 §2 'VDT platform page', §9 'VDT'): coming soon. Hero, five benefits and a
 * comparison, partner marks and badges, 'How VDT Works' in five steps with an honest video
 * placeholder, the ROI slider, the whitepaper form, six questions and a floating 'Request a Demo'.
 *
 * The spec gives the pilot as 2025 on one page and 2026 on others; the issue settles on 2026 for
 * both the pilot and the launch, kept here once (`vdtFigures`).
 */
export const vdtFigures = {
  pilotYear: 2026,
  launchYear: 2026,
  forecastDays: 14,
  forecastAccuracyPercent: 99.8,
  targetFirms: 12_000,
  marketGrowthPercent: 28.57,
  marketUsdTrillions: 1.39,
  revenue2028Msek: 9.71,
} as const;

const headingSchema = z.object({ eyebrow: localizedSchema, title: localizedSchema, intro: localizedSchema });

const vdtPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    badge: localizedSchema,
    actions: z.array(actionSchema).length(2),
    comingSoon: localizedSchema,
    comingSoonNote: localizedSchema,
  }),
  statsTitle: localizedSchema,
  stats: z.array(statSchema).length(4),
  benefits: headingSchema.extend({ items: z.array(featureSchema).length(5), comparison: comparisonSchema }),
  trust: trustSchema,
  howItWorks: headingSchema.extend({
    steps: z.array(stepSchema).length(5),
    video: z.object({ title: localizedSchema, caption: localizedSchema, posterLabel: localizedSchema }),
  }),
  roi: headingSchema.extend({
    text: z.object({
      employees: localizedSchema,
      monthlyCost: localizedSchema,
      traditionalMonthly: localizedSchema,
      annualSavings: localizedSchema,
      perMonth: localizedSchema,
      announcement: localizedSchema,
      noScript: localizedSchema,
    }),
    assumptions: localizedSchema,
  }),
  form: whitepaperFormFrameSchema.extend({
    name: localizedSchema,
    email: localizedSchema,
    company: localizedSchema,
    jobTitle: localizedSchema,
    jobTitlePlaceholder: localizedSchema,
    jobTitles: z.object({
      'hr-manager': localizedSchema,
      'safety-officer': localizedSchema,
      'procurement-lead': localizedSchema,
      executive: localizedSchema,
      other: localizedSchema,
    }),
    phone: localizedSchema,
    consent: localizedSchema,
    thankYou: z.object({ title: localizedSchema, text: localizedSchema, demo: localizedSchema }),
  }),
  faq: z.object({ title: localizedSchema, items: z.array(faqItemSchema).length(6) }),
  floating: floatingActionSchema,
  whitepaper: whitepaperDocumentSchema,
  keyFigures: z.array(statSchema).min(6),
});

const vdtContact = `${routes.contact}?interest=vdt`;
const both = (build: (locale: 'en' | 'sv') => string): Localized => ({ en: build('en'), sv: build('sv') });
const price = both((locale) => formatUsd(vdtRates.pricePerUserMonth, locale));
const pilot = String(vdtFigures.pilotYear);
const accuracy = both((locale) => formatPercent(vdtFigures.forecastAccuracyPercent, locale, 1));
const adminCut = both((locale) => formatPercent(F.adminTimeReductionPercent, locale));
const days = { en: `${vdtFigures.forecastDays}${nbsp}days`, sv: `${vdtFigures.forecastDays}${nbsp}dagar` };
/** '14-day forecast' in English; Swedish says 'prognos för 14 dagar'. */
const dayForecast = `${vdtFigures.forecastDays}-day`;

export const vdtPage = defineContent('pages/products-vdt', vdtPageSchema, {
  meta: {
    title: { en: `VDT virtual drug testing: coming ${pilot}`, sv: `VDT – virtuell drogtestning: lanseras ${pilot}` },
    description: {
      en: `VDT is our virtual drug-testing platform: AI-proctored remote tests, a ${dayForecast} risk forecast and health-record integration, by subscription. Pilot and launch in ${pilot}.`,
      sv: `VDT är vår plattform för virtuell drogtestning: AI-övervakade tester på distans, en riskprognos för ${days.sv} och koppling till journalsystem, som abonnemang. Pilot och lansering ${pilot}.`,
    },
    breadcrumb: { en: 'VDT', sv: 'VDT' },
  },
  hero: {
    badge: { en: `Coming soon · pilot and launch ${pilot}`, sv: `Kommer snart · pilot och lansering ${pilot}` },
    actions: [
      { label: { en: 'Download Whitepaper', sv: 'Ladda ner rapporten' }, href: '#whitepaper', variant: 'accent' },
      { label: { en: 'Request a Demo', sv: 'Boka en demo' }, href: vdtContact, variant: 'inverse' },
    ],
    comingSoon: { en: 'Coming Soon', sv: 'Kommer snart' },
    comingSoonNote: {
      en: `VDT cannot be ordered yet. The pilot runs in ${pilot}; register for the whitepaper or a demo to hear first.`,
      sv: `VDT går ännu inte att beställa. Piloten genomförs ${pilot}; beställ vår rapport eller boka en demo, så hör vi av oss till er först.`,
    },
  },
  statsTitle: { en: 'VDT in figures', sv: 'VDT i siffror' },
  stats: [
    { value: days, label: { en: 'risk forecast per site', sv: 'riskprognos per arbetsplats' } },
    { value: accuracy, label: { en: 'forecast accuracy', sv: 'träffsäkerhet i prognosen' } },
    { value: adminCut, label: { en: 'less administration time', sv: 'mindre administrationstid' } },
    { value: { en: `${price.en}`, sv: `${price.sv}` }, label: { en: 'per user and month', sv: 'per användare och månad' } },
  ],
  benefits: {
    eyebrow: { en: 'What VDT does', sv: 'Det här gör VDT' },
    title: { en: 'Testing that comes to the employee', sv: 'Testning som kommer till medarbetaren' },
    intro: {
      en: 'VDT moves the whole test – instruction, observation, reading and reporting – onto a phone, without losing the chain of custody.',
      sv: 'VDT flyttar hela testet – instruktion, övervakning, avläsning och rapportering – till mobilen, utan att spårbarheten går förlorad.',
    },
    items: [
      {
        icon: 'video',
        title: { en: 'AI-proctored remote tests', sv: 'AI-övervakade tester på distans' },
        description: {
          en: 'The employee takes a CE-marked saliva test on camera; the AI proctor checks identity, every step and the reading, and flags anything unusual for a person to review.',
          sv: 'Medarbetaren tar ett CE-märkt salivtest framför kameran; AI-observatören kontrollerar identitet, varje moment och avläsningen och flaggar avvikelser för granskning av en människa.',
        },
      },
      {
        icon: 'trending',
        title: { en: `${dayForecast} risk forecast`, sv: `Riskprognos för ${days.sv}` },
        description: {
          en: `Test history, shift patterns and incident reports give each site a forecast for the next ${days.en}, with ${accuracy.en} accuracy in our models, so you test where the risk is.`,
          sv: `Testhistorik, skiftmönster och tillbudsrapporter ger varje arbetsplats en prognos för de kommande ${days.sv}, med ${accuracy.sv} träffsäkerhet i våra modeller, så att ni testar där risken finns.`,
        },
      },
      {
        icon: 'database',
        title: { en: 'Health-record integration', sv: 'Koppling till journalsystem' },
        description: {
          en: 'Verified results reach your occupational health provider’s records directly – no scanning, no e-mailed spreadsheets.',
          sv: 'Verifierade resultat går direkt in i företagshälsovårdens journalsystem – ingen skanning och inga kalkylark via e-post.',
        },
      },
      {
        icon: 'clipboard-check',
        title: { en: `${adminCut.en} less administration`, sv: `${adminCut.sv} mindre administration` },
        description: {
          en: 'Scheduling, reminders, documentation and reporting run by themselves; your team handles the exceptions.',
          sv: 'Bokning, påminnelser, dokumentation och rapportering sköter sig själva; ert team hanterar undantagen.',
        },
      },
      {
        icon: 'wallet',
        title: { en: 'One subscription', sv: 'Ett abonnemang' },
        description: {
          en: `${price.en} per user and month covers tests, proctoring, forecasting and reporting – a cost you can budget.`,
          sv: `${price.sv} per användare och månad täcker tester, övervakning, prognoser och rapporter – en kostnad ni kan budgetera.`,
        },
      },
    ],
    comparison: {
      caption: { en: 'VDT compared with on-site testing', sv: 'VDT jämfört med testning på plats' },
      columns: [
        { en: 'Feature', sv: 'Egenskap' },
        { en: 'VDT', sv: 'VDT' },
        { en: 'On-site testing', sv: 'Testning på plats' },
      ],
      rows: [
        { label: { en: 'Test anywhere, at any hour', sv: 'Testa var och när som helst' }, cells: [true, false] },
        { label: { en: 'Observed test with identity check', sv: 'Övervakat test med id-kontroll' }, cells: [true, true] },
        { label: { en: 'Risk forecast per site', sv: 'Riskprognos per arbetsplats' }, cells: [days, false] },
        { label: { en: 'Results straight into health records', sv: 'Resultat direkt i journalsystemet' }, cells: [true, false] },
        { label: { en: 'Administration time', sv: 'Administrationstid' }, cells: [{ en: `${adminCut.en} less`, sv: `${adminCut.sv} mindre` }, { en: 'Baseline', sv: 'Utgångsläge' }] },
        { label: { en: 'Pricing', sv: 'Prissättning' }, cells: [{ en: `${price.en} per user and month`, sv: `${price.sv} per användare och månad` }, { en: 'Per test and call-out', sv: 'Per test och utryckning' }] },
      ],
    },
  },
  trust: {
    eyebrow: { en: 'Pilot partners', sv: 'Pilotpartner' },
    title: { en: `Built with the employers who will run the ${pilot} pilot`, sv: `Utvecklat tillsammans med arbetsgivarna i piloten ${pilot}` },
    intro: {
      en: 'Transport, energy and occupational health partners shape VDT before it launches.',
      sv: 'Partner inom transport, energi och företagshälsovård formar VDT innan lanseringen.',
    },
    logos: [
      { name: 'Nordlys Bedriftshelse', kind: { en: 'Occupational health, Norway', sv: 'Företagshälsovård, Norge' } },
      { name: 'Kantola Logistics', kind: { en: 'Logistics, Finland', sv: 'Logistik, Finland' } },
      { name: 'Østvind Energi', kind: { en: 'Energy, Denmark', sv: 'Energi, Danmark' } },
      { name: 'Granlund Transport', kind: { en: 'Road haulage, Sweden', sv: 'Åkeri, Sverige' } },
    ],
    badges: [
      { en: `ISO${nbsp}13485-certified quality management`, sv: `ISO${nbsp}13485-certifierat kvalitetsledningssystem` },
      { en: 'CE-marked saliva tests (IVDR)', sv: 'CE-märkta salivtester (IVDR)' },
      { en: 'GDPR: data stored in the EU', sv: 'GDPR: data lagras inom EU' },
    ],
  },
  howItWorks: {
    eyebrow: { en: 'How VDT works', sv: 'Så fungerar VDT' },
    title: { en: 'How VDT Works', sv: 'Så fungerar VDT' },
    intro: {
      en: 'Five steps from invitation to a verified result, each one recorded.',
      sv: 'Fem steg från kallelse till verifierat resultat, vart och ett dokumenterat.',
    },
    steps: [
      {
        title: { en: 'Invite', sv: 'Kallelse' },
        description: {
          en: 'The platform invites an employee – at random, by schedule or after an incident – and a test kit is already on site.',
          sv: 'Plattformen kallar en medarbetare – slumpvis, enligt schema eller efter ett tillbud – och testkitet finns redan på plats.',
        },
      },
      {
        title: { en: 'Verify identity', sv: 'Kontrollera identitet' },
        description: {
          en: 'The employee opens the app and confirms their identity with an ID document and a face check.',
          sv: 'Medarbetaren öppnar appen och styrker sin identitet med id-handling och ansiktskontroll.',
        },
      },
      {
        title: { en: 'Test on camera', sv: 'Testa framför kameran' },
        description: {
          en: 'The AI proctor guides each step of the saliva test and watches that it is done correctly.',
          sv: 'AI-observatören guidar varje moment i salivtestet och kontrollerar att det görs rätt.',
        },
      },
      {
        title: { en: 'Read and verify', sv: 'Läs av och verifiera' },
        description: {
          en: 'The reading is captured by the camera; a non-negative screening goes to laboratory confirmation and medical review.',
          sv: 'Avläsningen fångas av kameran; ett preliminärt positivt screeningresultat går vidare till laboratoriebekräftelse och läkarverifiering (MRO).',
        },
      },
      {
        title: { en: 'Report and forecast', sv: 'Rapportera och prognostisera' },
        description: {
          en: `The result reaches the health record and updates the site’s ${dayForecast} risk forecast.`,
          sv: `Resultatet förs in i journalsystemet och uppdaterar arbetsplatsens riskprognos för ${days.sv}.`,
        },
      },
    ],
    video: {
      title: { en: 'Video demonstration', sv: 'Videodemonstration' },
      caption: {
        en: `The video demonstration is recorded during the ${pilot} pilot and will be published here. Until then, book a live demo and we will show you the platform.`,
        sv: `Videodemonstrationen spelas in under piloten ${pilot} och publiceras här. Till dess kan ni boka en demo, så visar vi plattformen live.`,
      },
      posterLabel: {
        en: 'Illustration: a phone showing the VDT app guiding a saliva test, beside a site risk forecast',
        sv: 'Illustration: en mobil där VDT-appen guidar ett salivtest, bredvid en riskprognos för arbetsplatsen',
      },
    },
  },
  roi: {
    eyebrow: { en: 'ROI calculator', sv: 'Lönsamhetskalkyl' },
    title: { en: 'What VDT could save you', sv: 'Vad VDT kan spara er' },
    intro: {
      en: 'Move the slider to your number of employees.',
      sv: 'Dra reglaget till ert antal anställda.',
    },
    text: {
      employees: { en: 'Number of employees', sv: 'Antal anställda' },
      monthlyCost: { en: 'VDT subscription', sv: 'VDT-abonnemang' },
      traditionalMonthly: { en: 'Traditional programme', sv: 'Traditionellt program' },
      annualSavings: { en: 'Estimated annual savings', sv: 'Uppskattad årlig besparing' },
      perMonth: { en: 'per month', sv: 'per månad' },
      announcement: { en: '{employees} employees: estimated annual savings {savings}.', sv: '{employees} anställda: uppskattad årlig besparing {savings}.' },
      noScript: {
        en: 'The figures show 100 employees; turn on JavaScript to move the slider.',
        sv: 'Siffrorna gäller 100 anställda; slå på JavaScript för att använda reglaget.',
      },
    },
    assumptions: {
      en: `VDT costs ${price.en} per user and month. A traditional programme is valued at ${formatUsd(vdtRates.traditionalPerEmployeeMonth, 'en')} per employee and month plus ${formatPercent((vdtRates.traditionalOverheadFactor - 1) * 100, 'en')} for administration and lost working time. Annual savings = (traditional − VDT) × 12. An estimate, not a quote.`,
      sv: `VDT kostar ${price.sv} per användare och månad. Ett traditionellt program värderas till ${formatUsd(vdtRates.traditionalPerEmployeeMonth, 'sv')} per anställd och månad plus ${formatPercent((vdtRates.traditionalOverheadFactor - 1) * 100, 'sv')} för administration och förlorad arbetstid. Årlig besparing = (traditionellt − VDT) × 12. En uppskattning, inte en offert.`,
    },
  },
  form: {
    eyebrow: { en: 'Free whitepaper', sv: 'Kostnadsfri rapport' },
    title: { en: 'Download the VDT whitepaper', sv: 'Ladda ner vår rapport om VDT' },
    intro: {
      en: 'The platform, the science behind the risk forecast, the business case and the pilot plan – in one document for your management team.',
      sv: 'Plattformen, vetenskapen bakom riskprognosen, affärsnyttan och pilotplanen – samlat i ett dokument för ledningsgruppen.',
    },
    contents: [
      { en: 'How AI proctoring keeps a remote test trustworthy', sv: 'Så gör AI-övervakningen ett test på distans tillförlitligt' },
      { en: `The ${dayForecast} risk forecast: data, model and accuracy`, sv: `Riskprognosen för ${days.sv}: data, modell och träffsäkerhet` },
      { en: 'The business case, with the ROI model from this page', sv: 'Affärsnyttan, med lönsamhetsmodellen från den här sidan' },
      { en: `The ${pilot} pilot: who can join and how`, sv: `Piloten ${pilot}: vem som kan delta och hur` },
    ],
    name: { en: 'Name', sv: 'Namn' },
    email: { en: 'Work e-mail', sv: 'E-post (jobb)' },
    company: { en: 'Company', sv: 'Företag' },
    jobTitle: { en: 'Job title', sv: 'Befattning' },
    jobTitlePlaceholder: { en: 'Select your job title', sv: 'Välj befattning' },
    jobTitles: jobTitleLabels,
    phone: { en: 'Phone', sv: 'Telefon' },
    consent: {
      en: 'I agree to the <link>privacy policy</link> and to receiving the whitepaper and news about VDT.',
      sv: 'Jag godkänner <link>integritetspolicyn</link> och att få rapporten och nyheter om VDT.',
    },
    submit: { en: 'Download Whitepaper', sv: 'Ladda ner rapporten' },
    sending: { en: 'Processing...', sv: 'Skickar…' },
    success: { en: 'Thank you! Your whitepaper is ready to download.', sv: 'Tack! Er rapport är klar att ladda ner.' },
    toast: { en: 'Your whitepaper is ready!', sv: 'Er rapport är klar!' },
    toastClose: { en: 'Dismiss message', sv: 'Stäng meddelandet' },
    privacy: {
      en: 'We use your details to send you the whitepaper and news about VDT; you can unsubscribe at any time. Read our <link>privacy policy</link>.',
      sv: 'Vi använder era uppgifter för att skicka rapporten och nyheter om VDT; ni kan avregistrera er när som helst. Läs vår <link>integritetspolicy</link>.',
    },
    pdfLink: { en: 'Download the whitepaper (PDF, {pages} pages)', sv: 'Ladda ner rapporten (PDF, {pages} sidor)' },
    thankYou: {
      title: { en: 'Thank You!', sv: 'Tack!' },
      text: {
        en: `Your VDT whitepaper is ready below. Want to see the platform before the ${pilot} pilot? Book a demo with our team.`,
        sv: `Er rapport om VDT finns nedan. Vill ni se plattformen före piloten ${pilot}? Boka en demo med vårt team.`,
      },
      demo: { en: 'Request a Demo', sv: 'Boka en demo' },
    },
  },
  faq: {
    title: { en: 'Frequently asked questions', sv: 'Vanliga frågor' },
    items: [
      {
        question: { en: 'When will VDT be available?', sv: 'När blir VDT tillgängligt?' },
        answer: {
          en: `The pilot with selected employers runs in ${pilot}, and VDT launches for all customers in ${vdtFigures.launchYear}. It cannot be ordered yet.`,
          sv: `Piloten med utvalda arbetsgivare genomförs ${pilot} och VDT lanseras för alla kunder ${vdtFigures.launchYear}. Det går ännu inte att beställa.`,
        },
      },
      {
        question: { en: 'Is a remote test as reliable as one on site?', sv: 'Är ett test på distans lika tillförlitligt som ett på plats?' },
        answer: {
          en: 'The test itself is the same CE-marked saliva test. The AI proctor checks identity and every step, a person reviews anything flagged, and non-negative screenings are confirmed by a laboratory.',
          sv: 'Själva testet är samma CE-märkta salivtest. AI-observatören kontrollerar identitet och varje moment, en människa granskar allt som flaggas och preliminärt positiva screeningresultat bekräftas av laboratorium.',
        },
      },
      {
        question: { en: 'What does the risk forecast use?', sv: 'Vad bygger riskprognosen på?' },
        answer: {
          en: 'Anonymised test results, shift patterns and incident reports for each site – never individual health data. It forecasts risk for a site, not for a person.',
          sv: 'Avidentifierade testresultat, skiftmönster och tillbudsrapporter för varje arbetsplats – aldrig enskildas hälsouppgifter. Prognosen gäller arbetsplatsen, inte en person.',
        },
      },
      {
        question: { en: 'Which record systems does VDT connect to?', sv: 'Vilka journalsystem kan VDT kopplas till?' },
        answer: {
          en: 'VDT exchanges results with occupational health record systems through standard interfaces (HL7 FHIR). We confirm your system during the pilot.',
          sv: 'VDT utbyter resultat med företagshälsovårdens journalsystem via standardgränssnitt (HL7 FHIR). Vi bekräftar ert system under piloten.',
        },
      },
      {
        question: { en: 'What does it cost?', sv: 'Vad kostar det?' },
        answer: {
          en: `${price.en} per user and month, covering tests, proctoring, forecasting and reporting. Laboratory confirmation is charged only when it is needed.`,
          sv: `${price.sv} per användare och månad, inklusive tester, övervakning, prognoser och rapporter. Laboratoriebekräftelse debiteras bara när den behövs.`,
        },
      },
      {
        question: { en: 'How is the employee’s privacy protected?', sv: 'Hur skyddas medarbetarens integritet?' },
        answer: {
          en: 'Video is used only for the test and deleted after verification; results are health data under the GDPR, stored in the EU and shared with the employer only as far as needed to act.',
          sv: 'Videon används bara för testet och raderas efter verifieringen; resultaten är hälsouppgifter enligt GDPR, lagras inom EU och delas med arbetsgivaren bara i den mån det behövs för att agera.',
        },
      },
    ],
  },
  floating: { label: { en: 'Request a Demo', sv: 'Boka en demo' }, href: vdtContact },
  whitepaper: {
    eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
    title: { en: 'VDT: virtual drug testing', sv: 'VDT: virtuell drogtestning' },
    subtitle: {
      en: 'AI-proctored remote testing, predictive risk forecasting and health-record integration for employers',
      sv: 'AI-övervakade tester på distans, prediktiv riskprognos och koppling till journalsystem för arbetsgivare',
    },
    edition: { en: `Edition November 2026 · pilot ${pilot}`, sv: `Utgåva november 2026 · pilot ${pilot}` },
    summaryTitle: { en: 'Summary', sv: 'Sammanfattning' },
    summary: [
      {
        en: `Field teams, drivers and remote sites are where the risk is and where testing is hardest. VDT brings a supervised test to the employee’s phone, forecasts risk per site for the next ${days.en} and sends verified results straight to health records. It is offered by subscription at ${price.en} per user and month; the pilot runs in ${pilot}.`,
        sv: `Fältpersonal, förare och avlägsna arbetsplatser är där risken finns och där testning är svårast. VDT ger medarbetaren ett övervakat test i mobilen, prognostiserar risken per arbetsplats för de kommande ${days.sv} och skickar verifierade resultat direkt till journalsystemet. Det erbjuds som abonnemang för ${price.sv} per användare och månad; piloten genomförs ${pilot}.`,
      },
    ],
    sections: [
      {
        heading: { en: 'AI proctoring', sv: 'AI-övervakning' },
        paragraphs: [
          {
            en: 'The proctor model checks identity against an ID document, follows the sampling step by step, reads the test cassette and flags deviations. Every flagged test is reviewed by a person; nothing is decided by the model alone.',
            sv: 'Övervakningsmodellen jämför identiteten med en id-handling, följer provtagningen steg för steg, läser av testkassetten och flaggar avvikelser. Varje flaggat test granskas av en människa; ingenting avgörs av modellen ensam.',
          },
        ],
      },
      {
        heading: { en: 'Risk forecasting', sv: 'Riskprognos' },
        paragraphs: [
          {
            en: `Anonymised test results, shift patterns and incident reports feed a model that forecasts risk per site for the next ${days.en}. In back-testing on historical data the forecast reached ${accuracy.en} accuracy; the pilot will measure it in live operation.`,
            sv: `Avidentifierade testresultat, skiftmönster och tillbudsrapporter matar en modell som prognostiserar risken per arbetsplats för de kommande ${days.sv}. I tester mot historiska data nådde prognosen ${accuracy.sv} träffsäkerhet; piloten mäter den i skarp drift.`,
          },
        ],
      },
      {
        heading: { en: 'Integration and data protection', sv: 'Integration och dataskydd' },
        paragraphs: [
          {
            en: 'Results are exchanged with occupational health record systems through HL7 FHIR. Video is deleted after verification, data is stored in the EU, and the employer sees only what it needs to act.',
            sv: 'Resultat utbyts med företagshälsovårdens journalsystem via HL7 FHIR. Videon raderas efter verifieringen, data lagras inom EU och arbetsgivaren ser bara det som behövs för att agera.',
          },
        ],
      },
      {
        heading: { en: 'The pilot', sv: 'Piloten' },
        paragraphs: [
          {
            en: `The ${pilot} pilot runs with employers in transport, energy and occupational health. Participants use VDT alongside their current programme for three months and help set the thresholds of the risk forecast.`,
            sv: `Piloten ${pilot} genomförs med arbetsgivare inom transport, energi och företagshälsovård. Deltagarna använder VDT parallellt med sitt nuvarande program i tre månader och är med och sätter gränsvärdena i riskprognosen.`,
          },
        ],
      },
    ],
    figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
    figureColumns: [
      { en: 'Measure', sv: 'Mått' },
      { en: 'VDT', sv: 'VDT' },
    ],
    disclaimer: {
      en: 'VDT is not yet available. Figures are the company’s own marketing figures, targets and model estimates, not verified results. A rapid test is a screening; results are confirmed by a laboratory where required.',
      sv: 'VDT är ännu inte tillgängligt. Siffrorna är företagets egna marknadsuppgifter, mål och modelluppskattningar, inte verifierade resultat. Ett snabbtest är en screening; resultat bekräftas av laboratorium när det krävs.',
    },
    contactTitle: { en: 'Join the pilot', sv: 'Delta i piloten' },
    contactText: {
      en: 'Tell us about your sites and teams, and we will show you VDT and how the pilot would work for you.',
      sv: 'Berätta om era arbetsplatser och team, så visar vi VDT och hur piloten skulle fungera för er.',
    },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
  },
  keyFigures: [
    { label: { en: 'Pilot and launch', sv: 'Pilot och lansering' }, value: { en: pilot, sv: pilot } },
    { label: { en: 'Risk forecast horizon', sv: 'Prognoshorisont' }, value: days },
    { label: { en: 'Forecast accuracy (back-testing)', sv: 'Prognosens träffsäkerhet (historiska data)' }, value: accuracy },
    { label: { en: 'Less administration time', sv: 'Mindre administrationstid' }, value: adminCut },
    { label: { en: 'Price per user and month', sv: 'Pris per användare och månad' }, value: price },
    { label: { en: 'Target companies in the Nordics', sv: 'Målföretag i Norden' }, value: both((locale) => `${formatNumber(vdtFigures.targetFirms, locale)}+`) },
    { label: { en: 'Annual market growth', sv: 'Årlig marknadstillväxt' }, value: both((locale) => formatPercent(vdtFigures.marketGrowthPercent, locale, 2)) },
    {
      label: { en: 'Global market', sv: 'Global marknad' },
      value: { en: `$${formatNumber(vdtFigures.marketUsdTrillions, 'en', 2)} trillion`, sv: `${formatNumber(vdtFigures.marketUsdTrillions, 'sv', 2)}${nbsp}biljoner US$` },
    },
    {
      label: { en: 'Revenue target 2028', sv: 'Intäktsmål 2028' },
      value: { en: `SEK ${formatNumber(vdtFigures.revenue2028Msek, 'en', 2)}m`, sv: `${formatNumber(vdtFigures.revenue2028Msek, 'sv', 2)}${nbsp}MSEK` },
    },
  ],
});
