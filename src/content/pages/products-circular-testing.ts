import { z } from 'zod';
import { nbsp } from '@/content/figures';
import { E, S, figures as F } from '@/content/marketing-figures';
import {
  jobTitleLabels,
  floatingActionSchema,
  trustSchema,
  whitepaperDocumentSchema,
  whitepaperFormFrameSchema,
} from '@/content/product-pages';
import { actionSchema, comparisonSchema, defineContent, faqItemSchema, featureSchema, localizedSchema, pageMetaSchema, statSchema, stepSchema } from '@/content/schema';
import { circularCostPerTest, circularInputs } from '@/lib/calculators/circular-savings';
import { formatUsd } from '@/lib/format-number';
import { routes } from '@/lib/routes';

/**
 * /products/circular-testing (001 §2 'Circular Testing', §9): hero, four benefits and a comparison,
 * trusted-by marks with a quote and three badges, the savings calculator, the whitepaper form with
 * its thank-you dialog, five questions, and a floating 'Talk to Safety Expert' button. Figures come
 * from the marketing-figures record and the calculator's own constants.
 */
const headingSchema = z.object({ eyebrow: localizedSchema, title: localizedSchema, intro: localizedSchema });

const circularPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ badge: localizedSchema, actions: z.array(actionSchema).length(2) }),
  benefits: headingSchema.extend({ items: z.array(featureSchema).length(4), comparison: comparisonSchema }),
  process: headingSchema.extend({ steps: z.array(stepSchema).length(4) }),
  trust: trustSchema,
  calculator: headingSchema.extend({
    text: z.object({
      inputsHeading: localizedSchema,
      employees: localizedSchema,
      testedPercent: localizedSchema,
      costPerTest: localizedSchema,
      hint: localizedSchema,
      resultsHeading: localizedSchema,
      traditionalCost: localizedSchema,
      circularCost: localizedSchema,
      savings: localizedSchema,
      savingsPercent: localizedSchema,
      announcement: localizedSchema,
      noScript: localizedSchema,
    }),
    assumptions: localizedSchema,
  }),
  form: whitepaperFormFrameSchema.extend({
    fullName: localizedSchema,
    workEmail: localizedSchema,
    companyName: localizedSchema,
    jobTitle: localizedSchema,
    jobTitlePlaceholder: localizedSchema,
    jobTitles: z.object({ 'hr-manager': localizedSchema, 'safety-officer': localizedSchema, 'procurement-lead': localizedSchema, other: localizedSchema }),
    companySize: localizedSchema,
    companySizePlaceholder: localizedSchema,
    companySizes: z.object({ '50-200': localizedSchema, '201-500': localizedSchema, '501+': localizedSchema }),
    dialog: z.object({ title: localizedSchema, description: localizedSchema, close: localizedSchema, dismiss: localizedSchema }),
  }),
  faq: z.object({ title: localizedSchema, items: z.array(faqItemSchema).length(5) }),
  floating: floatingActionSchema,
  whitepaper: whitepaperDocumentSchema,
  /** The §9 figures, as the whitepaper's table lists them. */
  keyFigures: z.array(statSchema).min(4),
});

/** Circular Testing's own §9 figure beside the shared ones in marketing-figures. */
export const circularFigures = { fasterResolutionPercent: 62 } as const;

const circularContact = `${routes.contact}?interest=circular`;
const price = { en: formatUsd(circularCostPerTest, 'en'), sv: formatUsd(circularCostPerTest, 'sv') };
const traditionalPrice = { en: formatUsd(circularInputs.costPerTest.defaultValue, 'en'), sv: formatUsd(circularInputs.costPerTest.defaultValue, 'sv') };

export const circularTestingPage = defineContent('pages/products-circular-testing', circularPageSchema, {
  meta: {
    title: { en: 'Circular Testing: screening, MRO review and telehealth support', sv: 'Circular Testing: screening, läkarverifiering och stöd via digital vård' },
    description: {
      en: `A workplace drug-testing programme that links rapid screening, medical review officer verification and telehealth referral: results in under ${E.hours(F.circularResultHours)} and ${E.percent(F.costReductionPercent)} lower testing costs.`,
      sv: `Ett program för drogtester på arbetsplatsen som knyter ihop snabb screening, läkarverifiering (MRO) och remiss till digital vård: resultat inom ${S.hours(F.circularResultHours)} och ${S.percent(F.costReductionPercent)} lägre testkostnader.`,
    },
    breadcrumb: { en: 'Circular Testing', sv: 'Circular Testing' },
  },
  hero: {
    badge: { en: 'Workplace testing programme · available now', sv: 'Testprogram för arbetsplatser · tillgängligt nu' },
    actions: [
      { label: { en: 'Download Whitepaper', sv: 'Ladda ner rapporten' }, href: '#whitepaper', variant: 'accent' },
      { label: { en: 'Talk to Safety Expert', sv: 'Prata med en säkerhetsexpert' }, href: circularContact, variant: 'inverse' },
    ],
  },
  benefits: {
    eyebrow: { en: 'Why Circular Testing', sv: 'Därför Circular Testing' },
    title: { en: 'One loop from test result to recovery', sv: 'En sammanhållen kedja från provsvar till återhämtning' },
    intro: {
      en: 'Traditional testing ends with a result. Circular Testing continues until the case is resolved: verified, followed up and, where needed, handed over to care.',
      sv: 'Traditionell testning slutar med ett provsvar. Circular Testing fortsätter tills ärendet är avslutat: verifierat, uppföljt och vid behov överlämnat till vården.',
    },
    items: [
      {
        icon: 'timer',
        title: { en: `Results in under ${E.hours(F.circularResultHours)}`, sv: `Resultat inom ${S.hours(F.circularResultHours)}` },
        description: {
          en: 'A negative screening is final on the spot; a non-negative one is reviewed and answered within a working day, not after a week of waiting for the laboratory.',
          sv: 'Ett negativt screeningresultat gäller direkt på plats; ett preliminärt positivt granskas och besvaras inom en arbetsdag, inte efter en veckas väntan på laboratoriet.',
        },
      },
      {
        icon: 'stethoscope',
        title: { en: 'Medical review officer verification', sv: 'Läkarverifiering (MRO)' },
        description: {
          en: 'A medical review officer checks every non-negative screening result against prescriptions and medical history before anyone acts on it.',
          sv: 'En MRO-läkare granskar varje preliminärt positivt screeningresultat mot recept och sjukdomshistorik innan någon agerar på det.',
        },
      },
      {
        icon: 'video',
        title: { en: `Telehealth within ${E.hours(F.circularTelehealthHours)}`, sv: `Digital vård inom ${S.hours(F.circularTelehealthHours)}` },
        description: {
          en: 'An employee who needs support talks to a clinician by video the same day – prevention and help instead of a file note.',
          sv: 'En medarbetare som behöver stöd får ett videosamtal med vårdpersonal samma dag – förebyggande hjälp i stället för en anteckning i personalakten.',
        },
      },
      {
        icon: 'piggy-bank',
        title: { en: `${E.percent(F.costReductionPercent)} lower testing costs`, sv: `${S.percent(F.costReductionPercent)} lägre testkostnader` },
        description: {
          en: `Fewer laboratory samples, less administration and ${E.percent(circularFigures.fasterResolutionPercent)} faster resolution of cases bring the cost of a testing programme down by ${E.percent(F.costReductionPercent)}.`,
          sv: `Färre laboratorieprover, mindre administration och ${S.percent(circularFigures.fasterResolutionPercent)} snabbare avslutade ärenden sänker kostnaden för ett testprogram med ${S.percent(F.costReductionPercent)}.`,
        },
      },
    ],
    comparison: {
      caption: { en: 'Circular Testing compared with a traditional laboratory testing programme', sv: 'Circular Testing jämfört med ett traditionellt testprogram via laboratorium' },
      columns: [
        { en: 'Feature', sv: 'Egenskap' },
        { en: 'Circular Testing', sv: 'Circular Testing' },
        { en: 'Traditional testing', sv: 'Traditionell testning' },
      ],
      rows: [
        {
          label: { en: 'Time to a verified result', sv: 'Tid till verifierat resultat' },
          cells: [
            { en: `Under ${E.hours(F.circularResultHours)}`, sv: `Inom ${S.hours(F.circularResultHours)}` },
            { en: 'Several days (laboratory)', sv: 'Flera dagar (laboratorium)' },
          ],
        },
        {
          label: { en: 'Cost per screening', sv: 'Kostnad per screening' },
          cells: [price, { en: `${traditionalPrice.en} on average`, sv: `${traditionalPrice.sv} i genomsnitt` }],
        },
        { label: { en: 'Medical review officer verification included', sv: 'Läkarverifiering (MRO) ingår' }, cells: [true, false] },
        { label: { en: 'Telehealth referral for the employee', sv: 'Remiss till digital vård för medarbetaren' }, cells: [true, false] },
        { label: { en: 'One report from screening to follow-up', sv: 'En rapport från screening till uppföljning' }, cells: [true, false] },
        {
          label: { en: 'Time to launch', sv: 'Tid till start' },
          cells: [
            { en: E.weekRange(F.circularImplementationWeeks), sv: S.weekRange(F.circularImplementationWeeks) },
            { en: 'Depends on the laboratory contract', sv: 'Beror på laboratorieavtalet' },
          ],
        },
      ],
    },
  },
  process: {
    eyebrow: { en: 'How it works', sv: 'Så fungerar det' },
    title: { en: 'Four steps, one accountable partner', sv: 'Fyra steg, en ansvarig partner' },
    intro: {
      en: 'Every step is documented in one case record that your HR and safety teams can follow – with the employee’s medical details kept with the clinicians.',
      sv: 'Varje steg dokumenteras i ett ärende som HR och arbetsmiljöansvariga kan följa – medan medarbetarens medicinska uppgifter stannar hos vårdpersonalen.',
    },
    steps: [
      {
        title: { en: 'Screen on site', sv: 'Screening på plats' },
        description: {
          en: `A CE-marked saliva test screens for the standard panel in under ${E.minutes(F.resultMinutes)}.`,
          sv: `Ett CE-märkt salivtest påvisar standardpanelens substanser på under ${S.minutes(F.resultMinutes)}.`,
        },
      },
      {
        title: { en: 'Verify', sv: 'Verifiera' },
        description: {
          en: 'A non-negative screening goes to a laboratory for confirmation and to a medical review officer for verification.',
          sv: 'Ett preliminärt positivt screeningresultat bekräftas av laboratorium och granskas av en MRO-läkare.',
        },
      },
      {
        title: { en: 'Refer', sv: 'Remittera' },
        description: {
          en: `An employee who needs support is offered a telehealth consultation within ${E.hours(F.circularTelehealthHours)}.`,
          sv: `En medarbetare som behöver stöd erbjuds ett samtal via digital vård inom ${S.hours(F.circularTelehealthHours)}.`,
        },
      },
      {
        title: { en: 'Close the loop', sv: 'Följ upp' },
        description: {
          en: 'Follow-up tests and a return-to-work plan complete the case; you receive one report.',
          sv: 'Uppföljande tester och en plan för återgång i arbete avslutar ärendet; ni får en samlad rapport.',
        },
      },
    ],
  },
  trust: {
    eyebrow: { en: 'Trusted by', sv: 'De litar på oss' },
    title: { en: 'Used by safety-critical employers across the Nordics', sv: 'Används av säkerhetskritiska arbetsgivare i hela Norden' },
    intro: {
      en: 'Logistics, mining and transport companies run Circular Testing as their standard programme.',
      sv: 'Företag inom logistik, gruvdrift och transport använder Circular Testing som sitt ordinarie testprogram.',
    },
    logos: [
      { name: 'Kantola Logistics', kind: { en: 'Logistics, Finland', sv: 'Logistik, Finland' } },
      { name: 'Norrberg Mineral', kind: { en: 'Mining, Sweden', sv: 'Gruvdrift, Sverige' } },
      { name: 'Vesterhav Shipping', kind: { en: 'Shipping, Norway', sv: 'Sjöfart, Norge' } },
      { name: 'Ljungdal Bygg', kind: { en: 'Construction, Sweden', sv: 'Bygg, Sverige' } },
    ],
    badges: [
      { en: `ISO${nbsp}13485-certified quality management`, sv: `ISO${nbsp}13485-certifierat kvalitetsledningssystem` },
      { en: 'CE-marked tests (IVDR)', sv: 'CE-märkta tester (IVDR)' },
      { en: 'GDPR-compliant data handling', sv: 'Personuppgifter hanteras enligt GDPR' },
    ],
  },
  calculator: {
    eyebrow: { en: 'Savings calculator', sv: 'Besparingskalkylator' },
    title: { en: 'What would Circular Testing save you?', sv: 'Vad skulle Circular Testing spara er?' },
    intro: {
      en: 'Enter your workforce, how many of them you test in a year and what a test costs you today.',
      sv: 'Ange antal anställda, hur stor andel ni testar per år och vad ett test kostar er i dag.',
    },
    text: {
      inputsHeading: { en: 'Your testing today', sv: 'Er testning i dag' },
      employees: { en: 'Number of employees', sv: 'Antal anställda' },
      testedPercent: { en: 'Employees tested per year (%)', sv: 'Andel som testas per år (%)' },
      costPerTest: { en: 'Current cost per test (USD)', sv: 'Nuvarande kostnad per test (USD)' },
      hint: { en: 'Whole numbers only; other input is ignored.', sv: 'Endast heltal; annan inmatning ignoreras.' },
      resultsHeading: { en: 'Your yearly testing costs', sv: 'Era årliga testkostnader' },
      traditionalCost: { en: 'Traditional testing', sv: 'Traditionell testning' },
      circularCost: { en: 'Circular Testing', sv: 'Circular Testing' },
      savings: { en: 'Annual savings', sv: 'Årlig besparing' },
      savingsPercent: { en: 'Savings', sv: 'Besparing' },
      announcement: { en: 'Annual savings {savings}, {percent} of today’s cost.', sv: 'Årlig besparing {savings}, {percent} av dagens kostnad.' },
      noScript: {
        en: 'The figures show the default values; turn on JavaScript to calculate with your own.',
        sv: 'Siffrorna visar standardvärdena; slå på JavaScript för att räkna med era egna.',
      },
    },
    assumptions: {
      en: `Traditional cost = employees × share tested × your cost per test. Circular Testing screens at ${price.en} per test. Figures are estimates for planning, not a quote.`,
      sv: `Traditionell kostnad = antal anställda × andel som testas × er kostnad per test. Circular Testing kostar ${price.sv} per screening. Siffrorna är uppskattningar för planering, inte en offert.`,
    },
  },
  form: {
    eyebrow: { en: 'Free whitepaper', sv: 'Kostnadsfri rapport' },
    title: { en: 'Download the Circular Testing whitepaper', sv: 'Ladda ner vår rapport om Circular Testing' },
    intro: {
      en: 'How a closed testing loop lowers costs and incidents – with the figures, the process and a rollout plan you can take to your management team.',
      sv: 'Så sänker en sluten testkedja både kostnader och olyckor – med siffror, arbetssätt och en införandeplan ni kan ta med till ledningsgruppen.',
    },
    contents: [
      { en: 'The cost of traditional testing, and where the savings come from', sv: 'Vad traditionell testning kostar och var besparingarna uppstår' },
      { en: 'The four steps of the programme, from screening to follow-up', sv: 'Programmets fyra steg, från screening till uppföljning' },
      { en: 'Rollout in two to four weeks: a week-by-week plan', sv: 'Införande på två till fyra veckor: en plan vecka för vecka' },
      { en: 'Data protection and the employee’s rights', sv: 'Dataskydd och medarbetarens rättigheter' },
    ],
    fullName: { en: 'Full name', sv: 'Fullständigt namn' },
    workEmail: { en: 'Work e-mail', sv: 'E-post (jobb)' },
    companyName: { en: 'Company name', sv: 'Företagsnamn' },
    jobTitle: { en: 'Job title', sv: 'Befattning' },
    jobTitlePlaceholder: { en: 'Select your job title', sv: 'Välj befattning' },
    jobTitles: jobTitleLabels,
    companySize: { en: 'Company size', sv: 'Företagets storlek' },
    companySizePlaceholder: { en: 'Select company size', sv: 'Välj storlek' },
    companySizes: {
      '50-200': { en: '50–200 employees', sv: '50–200 anställda' },
      '201-500': { en: '201–500 employees', sv: '201–500 anställda' },
      '501+': { en: '501+ employees', sv: 'Fler än 500 anställda' },
    },
    submit: { en: 'Get the Whitepaper', sv: 'Hämta rapporten' },
    sending: { en: 'Sending...', sv: 'Skickar…' },
    success: { en: 'Thank you! Your whitepaper is ready to download.', sv: 'Tack! Er rapport är klar att ladda ner.' },
    toast: { en: 'Whitepaper Access Granted!', sv: 'Nu har ni tillgång till rapporten!' },
    toastClose: { en: 'Dismiss message', sv: 'Stäng meddelandet' },
    privacy: {
      en: 'We use your details only to send you the whitepaper and, if you ask us to, answer your questions. Read our <link>privacy policy</link>.',
      sv: 'Vi använder era uppgifter enbart för att skicka rapporten och, om ni ber oss, besvara era frågor. Läs vår <link>integritetspolicy</link>.',
    },
    pdfLink: { en: 'Download the whitepaper (PDF, {pages} pages)', sv: 'Ladda ner rapporten (PDF, {pages} sidor)' },
    dialog: {
      title: { en: 'Thank you for your interest!', sv: 'Tack för ert intresse!' },
      description: {
        en: 'Your copy of the Circular Testing whitepaper is ready. Download it below – and if you would like to talk it through, our safety experts are a message away.',
        sv: 'Er rapport om Circular Testing är klar. Ladda ner den nedan – och vill ni gå igenom den med oss finns våra säkerhetsexperter bara ett meddelande bort.',
      },
      close: { en: 'Close', sv: 'Stäng' },
      dismiss: { en: 'Close dialog', sv: 'Stäng dialogrutan' },
    },
  },
  faq: {
    title: { en: 'Frequently asked questions', sv: 'Vanliga frågor' },
    items: [
      {
        question: { en: 'What makes the programme “circular”?', sv: 'Varför kallas programmet ”cirkulärt”?' },
        answer: {
          en: 'It does not stop at a test result. Screening, verification, support and follow-up testing form one loop that ends when the case is resolved and the employee is safely back at work.',
          sv: 'Det slutar inte vid ett provsvar. Screening, verifiering, stöd och uppföljande tester bildar en kedja som avslutas först när ärendet är löst och medarbetaren är tillbaka i arbete på ett säkert sätt.',
        },
      },
      {
        question: { en: 'Who sees an employee’s results?', sv: 'Vem ser en medarbetares resultat?' },
        answer: {
          en: 'The employer sees whether a result is negative or verified positive. Medical details stay with the medical review officer and the clinicians, in line with the GDPR.',
          sv: 'Arbetsgivaren ser om resultatet är negativt eller verifierat positivt. Medicinska uppgifter stannar hos MRO-läkaren och vårdpersonalen, i enlighet med GDPR.',
        },
      },
      {
        question: { en: 'How long does it take to start?', sv: 'Hur lång tid tar det att komma i gång?' },
        answer: {
          en: `Most employers run their first tests ${E.weekRange(F.circularImplementationWeeks)} after signing: policy review, training of your testing staff and the first delivery of tests.`,
          sv: `De flesta arbetsgivare gör sina första tester ${S.weekRange(F.circularImplementationWeeks)} efter avtalet: genomgång av policyn, utbildning av era testansvariga och första leveransen av tester.`,
        },
      },
      {
        question: { en: 'Which substances does the screening cover?', sv: 'Vilka substanser ingår i screeningen?' },
        answer: {
          en: 'The standard panel: amphetamines, benzodiazepines, cannabis (THC), cocaine, opiates and methamphetamines. Further substances can be added for your risk profile.',
          sv: 'Standardpanelen: amfetamin, bensodiazepiner, cannabis (THC), kokain, opiater och metamfetamin. Fler substanser kan läggas till utifrån er riskprofil.',
        },
      },
      {
        question: { en: 'How is the saving calculated?', sv: 'Hur räknas besparingen ut?' },
        answer: {
          en: `The calculator compares your current cost per test with the ${price.en} a Circular Testing screening costs, for the number of tests you run in a year. It is an estimate for planning; your offer is based on your actual volumes.`,
          sv: `Kalkylatorn jämför er nuvarande kostnad per test med de ${price.sv} som en screening i Circular Testing kostar, för det antal tester ni gör per år. Det är en uppskattning för planering; offerten utgår från era faktiska volymer.`,
        },
      },
    ],
  },
  floating: { label: { en: 'Talk to Safety Expert', sv: 'Prata med en säkerhetsexpert' }, href: circularContact },
  whitepaper: {
    eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
    title: { en: 'Circular Testing', sv: 'Circular Testing' },
    subtitle: {
      en: 'How a closed loop of screening, verification and care lowers the cost and the risk of workplace drug testing',
      sv: 'Så sänker en sluten kedja av screening, verifiering och vård både kostnaden och risken i drogtester på arbetsplatsen',
    },
    edition: { en: 'Edition November 2026', sv: 'Utgåva november 2026' },
    summaryTitle: { en: 'Summary', sv: 'Sammanfattning' },
    summary: [
      {
        en: `Most workplace testing programmes end with a result and a decision. Circular Testing adds what comes before and after: a rapid screening on site, verification by a medical review officer, a telehealth referral within ${E.hours(F.circularTelehealthHours)} and follow-up testing. Employers get a verified result in under ${E.hours(F.circularResultHours)} and lower their testing costs by ${E.percent(F.costReductionPercent)}.`,
        sv: `De flesta testprogram på arbetsplatser slutar med ett provsvar och ett beslut. Circular Testing lägger till det som kommer före och efter: snabb screening på plats, läkarverifiering (MRO), remiss till digital vård inom ${S.hours(F.circularTelehealthHours)} och uppföljande tester. Arbetsgivaren får ett verifierat resultat inom ${S.hours(F.circularResultHours)} och sänker sina testkostnader med ${S.percent(F.costReductionPercent)}.`,
      },
    ],
    sections: [
      {
        heading: { en: 'The problem with traditional testing', sv: 'Problemet med traditionell testning' },
        paragraphs: [
          {
            en: 'A laboratory-based programme sends every sample away, waits days for an answer and leaves the employer with a result but no plan. Employees who need help rarely get it, cases drag on, and the same people test positive again.',
            sv: 'Ett laboratoriebaserat program skickar iväg varje prov, väntar dagar på svar och lämnar arbetsgivaren med ett resultat men utan plan. Medarbetare som behöver hjälp får den sällan, ärenden drar ut på tiden och samma personer testar positivt igen.',
          },
        ],
      },
      {
        heading: { en: 'How the loop works', sv: 'Så fungerar kedjan' },
        paragraphs: [
          {
            en: 'Each case passes the same four steps, documented in one record. The employer sees status and outcome; medical details stay with the clinicians.',
            sv: 'Varje ärende går igenom samma fyra steg och dokumenteras i ett och samma ärende. Arbetsgivaren ser status och utfall; medicinska uppgifter stannar hos vårdpersonalen.',
          },
        ],
        items: [
          { en: 'Screen on site with a CE-marked saliva test.', sv: 'Screening på plats med ett CE-märkt salivtest.' },
          { en: 'Verify non-negative results: laboratory confirmation and MRO review.', sv: 'Verifiering av preliminärt positiva resultat: laboratoriebekräftelse och läkarverifiering (MRO).' },
          { en: 'Refer employees who need support to telehealth.', sv: 'Remiss till digital vård för medarbetare som behöver stöd.' },
          { en: 'Follow up with planned tests and a return-to-work plan.', sv: 'Uppföljning med planerade tester och en plan för återgång i arbete.' },
        ],
      },
      {
        heading: { en: 'Rollout plan', sv: 'Plan för införande' },
        paragraphs: [
          {
            en: `A typical rollout takes ${E.weekRange(F.circularImplementationWeeks)}: week one reviews your drug and alcohol policy with HR, safety representatives and unions; week two trains your testing staff; the first screenings follow as soon as the tests are delivered.`,
            sv: `Ett typiskt införande tar ${S.weekRange(F.circularImplementationWeeks)}: första veckan går vi igenom er alkohol- och drogpolicy med HR, skyddsombud och fack; andra veckan utbildas era testansvariga; de första screeningarna görs så snart testerna levererats.`,
          },
        ],
      },
      {
        heading: { en: 'Data protection', sv: 'Dataskydd' },
        paragraphs: [
          {
            en: 'Test results are health data under the GDPR. Circular Testing keeps them with the clinicians, gives the employer only what it needs to act, and lets the employee see their own record.',
            sv: 'Provsvar är hälsouppgifter enligt GDPR. I Circular Testing stannar de hos vårdpersonalen, arbetsgivaren får bara det som behövs för att agera och medarbetaren kan se sina egna uppgifter.',
          },
        ],
      },
    ],
    figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
    figureColumns: [
      { en: 'Measure', sv: 'Mått' },
      { en: 'Circular Testing', sv: 'Circular Testing' },
    ],
    disclaimer: {
      en: 'Figures are the company’s own marketing figures and estimates; actual results depend on your organisation. A rapid test is a screening; results are confirmed by a laboratory where required.',
      sv: 'Siffrorna är företagets egna marknadsuppgifter och uppskattningar; det faktiska utfallet beror på er organisation. Ett snabbtest är en screening; resultat bekräftas av laboratorium när det krävs.',
    },
    contactTitle: { en: 'Talk to us', sv: 'Kontakta oss' },
    contactText: {
      en: 'Our safety experts will go through the figures with you and tailor a programme to your sites and shifts.',
      sv: 'Våra säkerhetsexperter går igenom siffrorna med er och anpassar ett program efter era arbetsplatser och skift.',
    },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
  },
  keyFigures: [
    { label: { en: 'Time to a verified result', sv: 'Tid till verifierat resultat' }, value: { en: `Under ${E.hours(F.circularResultHours)}`, sv: `Inom ${S.hours(F.circularResultHours)}` } },
    { label: { en: 'Reduction in testing costs', sv: 'Minskade testkostnader' }, value: { en: E.percent(F.costReductionPercent), sv: S.percent(F.costReductionPercent) } },
    {
      label: { en: 'Faster resolution of cases', sv: 'Snabbare avslutade ärenden' },
      value: { en: E.percent(circularFigures.fasterResolutionPercent), sv: S.percent(circularFigures.fasterResolutionPercent) },
    },
    { label: { en: 'Telehealth consultation', sv: 'Samtal via digital vård' }, value: { en: `Within ${E.hours(F.circularTelehealthHours)}`, sv: `Inom ${S.hours(F.circularTelehealthHours)}` } },
    { label: { en: 'Implementation', sv: 'Införande' }, value: { en: E.weekRange(F.circularImplementationWeeks), sv: S.weekRange(F.circularImplementationWeeks) } },
    { label: { en: 'Cost per screening', sv: 'Kostnad per screening' }, value: price },
    { label: { en: 'Screening time on site', sv: 'Screeningtid på plats' }, value: { en: `Under ${E.minutes(F.resultMinutes)}`, sv: `Under ${S.minutes(F.resultMinutes)}` } },
  ],
});
