import { z } from 'zod';
import { nbsp } from '@/content/figures';
import { E, S } from '@/content/marketing-figures';
import {
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
import { formatPercent, formatUsd } from '@/lib/format-number';
import { routes } from '@/lib/routes';

/**
 * /products/hair-analysis (001 §2 'Hair analysis page', §9 'Hair analysis'): coming soon. Hero with
 * download and consultation buttons, four benefits and a comparison, accreditation badges, the
 * whitepaper form, a five-step process, market figures and the static ROI comparison (computed by
 * lib/calculators/hair-roi from `roi.inputs`), six questions.
 */
export const hairFigures = {
  windowDays: 90,
  windowMonths: 3,
  turnaroundHours: 48,
  expressHours: 24,
  priceRangeUsd: [150, 400],
  tamperAccuracyPercent: 98,
  urineTamperAccuracyPercent: 72,
  adoptionPercent2027: 19,
  nordicSharePercent2028: 45,
} as const;

const headingSchema = z.object({ eyebrow: localizedSchema, title: localizedSchema, intro: localizedSchema });
const wholeNumber = z.number().int().nonnegative();

const hairPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    badge: localizedSchema,
    actions: z.array(actionSchema).length(2),
    comingSoon: localizedSchema,
    comingSoonNote: localizedSchema,
  }),
  benefits: headingSchema.extend({ items: z.array(featureSchema).length(4), comparison: comparisonSchema }),
  accreditation: headingSchema.extend({ badges: z.array(localizedSchema).min(3) }),
  form: whitepaperFormFrameSchema.extend({
    name: localizedSchema,
    email: localizedSchema,
    company: localizedSchema,
    role: localizedSchema,
    phone: localizedSchema,
    consent: localizedSchema,
  }),
  process: headingSchema.extend({ steps: z.array(stepSchema).length(5) }),
  market: headingSchema.extend({ stats: z.array(statSchema).length(4) }),
  roi: headingSchema.extend({
    /** The inputs the comparison is computed from (lib/calculators/hair-roi); rates in tenths of a percent. */
    inputs: z.object({
      employees: wholeNumber,
      incidentCostUsd: wholeNumber,
      traditionalIncidentRatePermille: wholeNumber,
      hairIncidentRatePermille: wholeNumber,
      traditionalTestCostUsd: wholeNumber,
      hairTestCostUsd: wholeNumber,
    }),
    columns: z.object({ item: localizedSchema, traditional: localizedSchema, hair: localizedSchema }),
    rows: z.object({ incidentRate: localizedSchema, incidents: localizedSchema, incidentCost: localizedSchema, testingCost: localizedSchema, total: localizedSchema }),
    savings: localizedSchema,
    /** '{employees}', '{incidentCost}', '{traditionalTest}' and '{hairTest}' are filled in from the inputs. */
    assumptions: localizedSchema,
  }),
  faq: z.object({ title: localizedSchema, items: z.array(faqItemSchema).length(6) }),
  whitepaper: whitepaperDocumentSchema,
  keyFigures: z.array(statSchema).min(6),
});

const hairContact = `${routes.contact}?interest=hair`;
const both = (build: (locale: 'en' | 'sv') => string): Localized => ({ en: build('en'), sv: build('sv') });
const pct = (value: number) => both((locale) => formatPercent(value, locale));
const windowText = { en: `${hairFigures.windowDays}-day`, sv: `${hairFigures.windowDays}${nbsp}dagars` };
const priceRange = both((locale) =>
  locale === 'sv'
    ? `${hairFigures.priceRangeUsd[0]}–${hairFigures.priceRangeUsd[1]}${nbsp}US$`
    : `${formatUsd(hairFigures.priceRangeUsd[0], locale)}–${formatUsd(hairFigures.priceRangeUsd[1], locale)}`,
);

export const hairAnalysisPage = defineContent('pages/products-hair-analysis', hairPageSchema, {
  meta: {
    title: {
      en: `Hair analysis drug testing: a ${hairFigures.windowDays}-day detection window`,
      sv: `Drogtest med håranalys: ${hairFigures.windowDays}${nbsp}dagars påvisningstid`,
    },
    description: {
      en: `Hair analysis shows substance use over the past ${hairFigures.windowDays} days, with results in ${E.hours(hairFigures.turnaroundHours)} and ${E.percent(hairFigures.tamperAccuracyPercent)} tamper detection. Coming soon; download the whitepaper.`,
      sv: `Håranalys visar droganvändning under de senaste ${hairFigures.windowDays} dagarna, med svar inom ${S.hours(hairFigures.turnaroundHours)} och ${S.percent(hairFigures.tamperAccuracyPercent)} upptäckt av manipulation. Kommer snart; ladda ner vår rapport.`,
    },
    breadcrumb: { en: 'Hair analysis', sv: 'Håranalys' },
  },
  hero: {
    badge: { en: 'Coming soon', sv: 'Kommer snart' },
    actions: [
      { label: { en: 'Download Whitepaper', sv: 'Ladda ner rapporten' }, href: '#whitepaper', variant: 'accent' },
      { label: { en: 'Book a Consultation', sv: 'Boka en konsultation' }, href: hairContact, variant: 'inverse' },
    ],
    comingSoon: { en: 'Coming Soon', sv: 'Kommer snart' },
    comingSoonNote: {
      en: 'Hair analysis cannot be ordered yet. Download the whitepaper or book a consultation to plan it into your programme.',
      sv: 'Håranalys går ännu inte att beställa. Ladda ner vår rapport eller boka en konsultation för att planera in den i ert program.',
    },
  },
  benefits: {
    eyebrow: { en: 'Why hair analysis', sv: 'Därför håranalys' },
    title: { en: 'The longest view of any workplace test', sv: 'Den längsta överblicken av alla arbetsplatstester' },
    intro: {
      en: 'Saliva shows recent use, hair shows the pattern. Together they cover both the shift ahead and the months behind.',
      sv: 'Saliv visar om intag skett nyligen, hår visar mönstret. Tillsammans täcker de både det kommande skiftet och månaderna bakåt.',
    },
    items: [
      {
        icon: 'calendar-check',
        title: { en: `A ${windowText.en} detection window`, sv: `${windowText.sv} påvisningstid` },
        description: {
          en: `Substances are laid down in the growing hair, so one sample covers about ${hairFigures.windowMonths} months – against 24–48 hours for saliva.`,
          sv: `Substanser lagras i det växande håret, så ett prov täcker ungefär ${hairFigures.windowMonths} månader – mot 24–48\u00a0timmar för saliv.`,
        },
      },
      {
        icon: 'shield',
        title: { en: `${E.percent(hairFigures.tamperAccuracyPercent)} tamper detection`, sv: `${S.percent(hairFigures.tamperAccuracyPercent)} upptäckt av manipulation` },
        description: {
          en: `An observed cut of hair is hard to swap or dilute: ${E.percent(hairFigures.tamperAccuracyPercent)} of tampering attempts are detected, against ${E.percent(hairFigures.urineTamperAccuracyPercent)} for urine.`,
          sv: `Ett hårprov som klipps under uppsikt är svårt att byta ut eller späda: ${S.percent(hairFigures.tamperAccuracyPercent)} av manipulationsförsöken upptäcks, mot ${S.percent(hairFigures.urineTamperAccuracyPercent)} för urin.`,
        },
      },
      {
        icon: 'timer',
        title: { en: `Results in ${E.hours(hairFigures.turnaroundHours)}`, sv: `Svar inom ${S.hours(hairFigures.turnaroundHours)}` },
        description: {
          en: `Standard results in ${E.hours(hairFigures.turnaroundHours)}, or ${E.hours(hairFigures.expressHours)} with the express service for a fee.`,
          sv: `Standardsvar inom ${S.hours(hairFigures.turnaroundHours)}, eller ${S.hours(hairFigures.expressHours)} med expresstjänsten mot en avgift.`,
        },
      },
      {
        icon: 'user-check',
        title: { en: 'Dignified sampling', sv: 'Värdig provtagning' },
        description: {
          en: 'No observed urine sample: a small cut close to the scalp, taken by trained staff in a few minutes.',
          sv: 'Inget urinprov under uppsikt: ett litet prov klipps nära hårbotten av utbildad personal på några minuter.',
        },
      },
    ],
    comparison: {
      caption: { en: 'Hair analysis compared with urine testing', sv: 'Håranalys jämfört med urinprov' },
      columns: [
        { en: 'Feature', sv: 'Egenskap' },
        { en: 'Hair analysis', sv: 'Håranalys' },
        { en: 'Urine test', sv: 'Urinprov' },
      ],
      rows: [
        { label: { en: 'Detection window', sv: 'Påvisningstid' }, cells: [{ en: `${hairFigures.windowDays}${nbsp}days`, sv: `${hairFigures.windowDays}${nbsp}dagar` }, { en: 'A few days', sv: 'Några dagar' }] },
        { label: { en: 'Tampering detected', sv: 'Upptäckt manipulation' }, cells: [pct(hairFigures.tamperAccuracyPercent), pct(hairFigures.urineTamperAccuracyPercent)] },
        { label: { en: 'Shows a pattern of use', sv: 'Visar ett användningsmönster' }, cells: [true, false] },
        { label: { en: 'Observed collection without intrusion', sv: 'Provtagning under uppsikt utan intrång' }, cells: [true, false] },
        { label: { en: 'Shows use in the last hours', sv: 'Visar intag de senaste timmarna' }, cells: [false, true] },
        { label: { en: 'Price per test', sv: 'Pris per test' }, cells: [priceRange, { en: 'Lower', sv: 'Lägre' }] },
      ],
    },
  },
  accreditation: {
    eyebrow: { en: 'Accreditation', sv: 'Ackreditering' },
    title: { en: 'Analysed to forensic standards', sv: 'Analyserat enligt rättsmedicinsk standard' },
    intro: {
      en: 'Samples are analysed by an accredited partner laboratory, with a documented chain of custody from the cut to the report.',
      sv: 'Proverna analyseras av ett ackrediterat partnerlaboratorium, med dokumenterad spårbarhet från klippet till rapporten.',
    },
    badges: [
      { en: `ISO/IEC${nbsp}17025-accredited laboratory`, sv: `Laboratorium ackrediterat enligt ISO/IEC${nbsp}17025` },
      { en: `ISO${nbsp}13485-certified quality management`, sv: `ISO${nbsp}13485-certifierat kvalitetsledningssystem` },
      { en: 'Documented chain of custody', sv: 'Dokumenterad spårbarhet' },
      { en: 'GDPR-compliant data handling', sv: 'Personuppgifter hanteras enligt GDPR' },
    ],
  },
  form: {
    eyebrow: { en: 'Free whitepaper', sv: 'Kostnadsfri rapport' },
    title: { en: 'Download the hair analysis whitepaper', sv: 'Ladda ner vår rapport om håranalys' },
    intro: {
      en: 'When hair analysis is the right test, how it fits beside saliva screening, and what it costs and saves.',
      sv: 'När håranalys är rätt test, hur den kompletterar salivscreening och vad den kostar och sparar.',
    },
    contents: [
      { en: 'How substances are laid down in hair, and what that means for the window', sv: 'Hur substanser lagras i håret och vad det betyder för påvisningstiden' },
      { en: 'Collection, chain of custody and laboratory analysis', sv: 'Provtagning, spårbarhet och laboratorieanalys' },
      { en: 'Where hair fits in a workplace policy', sv: 'Var håranalys passar in i en arbetsplatspolicy' },
      { en: 'The cost comparison from this page, explained', sv: 'Kostnadsjämförelsen från den här sidan, förklarad' },
    ],
    name: { en: 'Name', sv: 'Namn' },
    email: { en: 'Work e-mail', sv: 'E-post (jobb)' },
    company: { en: 'Company', sv: 'Företag' },
    role: { en: 'Role', sv: 'Roll' },
    phone: { en: 'Phone', sv: 'Telefon' },
    consent: {
      en: 'I agree to the <link>privacy policy</link> and to receiving the whitepaper by e-mail.',
      sv: 'Jag godkänner <link>integritetspolicyn</link> och att få rapporten via e-post.',
    },
    submit: { en: 'Send Me the Whitepaper', sv: 'Skicka rapporten' },
    sending: { en: 'Sending...', sv: 'Skickar…' },
    success: { en: 'Thank you! The whitepaper is on its way – and you can download it right here.', sv: 'Tack! Rapporten är på väg – och ni kan ladda ner den direkt här.' },
    toast: { en: 'Whitepaper Sent!', sv: 'Rapporten har skickats!' },
    toastClose: { en: 'Dismiss message', sv: 'Stäng meddelandet' },
    privacy: {
      en: 'We use your details only to send you the whitepaper and follow up on your request. Read our <link>privacy policy</link>.',
      sv: 'Vi använder era uppgifter enbart för att skicka rapporten och följa upp er förfrågan. Läs vår <link>integritetspolicy</link>.',
    },
    pdfLink: { en: 'Download the whitepaper (PDF, {pages} pages)', sv: 'Ladda ner rapporten (PDF, {pages} sidor)' },
  },
  process: {
    eyebrow: { en: 'The process', sv: 'Processen' },
    title: { en: 'From sample to report in five steps', sv: 'Från prov till rapport i fem steg' },
    intro: {
      en: 'Every step is documented, so the result holds up if it is ever challenged.',
      sv: 'Varje steg dokumenteras, så att resultatet håller om det någon gång ifrågasätts.',
    },
    steps: [
      {
        title: { en: 'Consent and identity', sv: 'Samtycke och identitet' },
        description: { en: 'The employee is informed, consents and shows ID.', sv: 'Medarbetaren informeras, samtycker och visar id-handling.' },
      },
      {
        title: { en: 'Collection', sv: 'Provtagning' },
        description: {
          en: 'Trained staff cut a small sample close to the scalp and seal it in front of the employee.',
          sv: 'Utbildad personal klipper ett litet prov nära hårbotten och förseglar det inför medarbetaren.',
        },
      },
      {
        title: { en: 'Transport', sv: 'Transport' },
        description: { en: 'The sealed sample travels to the laboratory with its chain-of-custody form.', sv: 'Det förseglade provet skickas till laboratoriet med sin spårbarhetsblankett.' },
      },
      {
        title: { en: 'Analysis', sv: 'Analys' },
        description: {
          en: `The laboratory screens and confirms by mass spectrometry; results in ${E.hours(hairFigures.turnaroundHours)}, or ${E.hours(hairFigures.expressHours)} by express.`,
          sv: `Laboratoriet screenar och bekräftar med masspektrometri; svar inom ${S.hours(hairFigures.turnaroundHours)}, eller ${S.hours(hairFigures.expressHours)} med express.`,
        },
      },
      {
        title: { en: 'Medical review and report', sv: 'Läkarverifiering och rapport' },
        description: {
          en: 'A medical review officer verifies positive results before you receive the report.',
          sv: 'En MRO-läkare verifierar positiva resultat innan ni får rapporten.',
        },
      },
    ],
  },
  market: {
    eyebrow: { en: 'Market', sv: 'Marknaden' },
    title: { en: 'A test employers are turning to', sv: 'Ett test som allt fler arbetsgivare väljer' },
    intro: {
      en: 'Hair analysis is growing fastest where a long detection window matters: pre-employment, safety-critical roles and return to work.',
      sv: 'Håranalys växer snabbast där en lång påvisningstid spelar roll: inför anställning, i säkerhetskritiska roller och vid återgång i arbete.',
    },
    stats: [
      { value: { en: `${hairFigures.windowDays}${nbsp}days`, sv: `${hairFigures.windowDays}${nbsp}dagar` }, label: { en: 'detection window', sv: 'påvisningstid' } },
      { value: priceRange, label: { en: 'per test, by panel and speed', sv: 'per test, beroende på panel och svarstid' } },
      { value: pct(hairFigures.adoptionPercent2027), label: { en: 'of testing employers expected to use hair analysis by 2027', sv: 'av de arbetsgivare som testar väntas använda håranalys 2027' } },
      { value: pct(hairFigures.nordicSharePercent2028), label: { en: 'our target share of the Nordic market by 2028', sv: 'vår målandel av den nordiska marknaden 2028' } },
    ],
  },
  roi: {
    eyebrow: { en: 'Return on investment', sv: 'Lönsamhet' },
    title: { en: 'Why the dearer test costs less', sv: 'Därför kostar det dyrare testet mindre' },
    intro: {
      en: 'A year of testing for 100 employees: hair analysis costs more per test but prevents more incidents.',
      sv: 'Ett års testning för 100 anställda: håranalys kostar mer per test men förebygger fler olyckor.',
    },
    inputs: {
      employees: 100,
      incidentCostUsd: 28_000,
      traditionalIncidentRatePermille: 24,
      hairIncidentRatePermille: 8,
      traditionalTestCostUsd: 25,
      hairTestCostUsd: 200,
    },
    columns: {
      item: { en: 'Per year', sv: 'Per år' },
      traditional: { en: 'Urine testing', sv: 'Urinprov' },
      hair: { en: 'Hair analysis', sv: 'Håranalys' },
    },
    rows: {
      incidentRate: { en: 'Incident rate', sv: 'Andel olyckor' },
      incidents: { en: 'Expected incidents', sv: 'Förväntade olyckor' },
      incidentCost: { en: 'Cost of incidents', sv: 'Kostnad för olyckor' },
      testingCost: { en: 'Cost of testing', sv: 'Kostnad för testning' },
      total: { en: 'Total cost', sv: 'Total kostnad' },
    },
    savings: { en: 'Savings with hair analysis', sv: 'Besparing med håranalys' },
    assumptions: {
      en: '{employees} employees tested once a year; an incident costs {incidentCost} on average; a urine test costs {traditionalTest} and a hair analysis {hairTest}. Illustrative figures, not a quote.',
      sv: '{employees} anställda som testas en gång per år; en olycka kostar i genomsnitt {incidentCost}; ett urinprov kostar {traditionalTest} och en håranalys {hairTest}. Räkneexempel, inte en offert.',
    },
  },
  faq: {
    title: { en: 'Frequently asked questions', sv: 'Vanliga frågor' },
    items: [
      {
        question: { en: 'When can we order hair analysis?', sv: 'När kan vi beställa håranalys?' },
        answer: {
          en: 'Hair analysis is coming soon and cannot be ordered yet. Book a consultation and we will plan it into your programme as soon as it is available.',
          sv: 'Håranalys kommer snart och går ännu inte att beställa. Boka en konsultation så planerar vi in den i ert program så snart den finns.',
        },
      },
      {
        question: { en: 'How far back does a hair test look?', sv: 'Hur långt bakåt visar ett hårprov?' },
        answer: {
          en: `About ${hairFigures.windowDays} days with a standard 3 cm sample close to the scalp. It does not show use in the last few days, because that hair has not yet grown out.`,
          sv: `Ungefär ${hairFigures.windowDays} dagar med ett standardprov på 3 cm nära hårbotten. Det visar inte intag de senaste dagarna, eftersom det håret ännu inte har vuxit ut.`,
        },
      },
      {
        question: { en: 'What if the employee has short hair or none?', sv: 'Vad händer om medarbetaren har kort hår eller inget hår?' },
        answer: {
          en: 'Body hair can be used instead; the window is then less precise. Where no hair is available, a saliva test is the alternative.',
          sv: 'Kroppshår kan användas i stället; påvisningstiden blir då mindre exakt. Finns inget hår är ett salivtest alternativet.',
        },
      },
      {
        question: { en: 'Can hair treatment hide drug use?', sv: 'Kan hårbehandlingar dölja droganvändning?' },
        answer: {
          en: 'Bleaching and some treatments can lower concentrations. The laboratory checks for them, and the chain of custody makes swapping a sample very hard.',
          sv: 'Blekning och vissa behandlingar kan sänka halterna. Laboratoriet kontrollerar detta, och spårbarheten gör det mycket svårt att byta ut ett prov.',
        },
      },
      {
        question: { en: 'Is hair analysis allowed in Swedish workplaces?', sv: 'Är håranalys tillåtet på svenska arbetsplatser?' },
        answer: {
          en: 'Yes, within a drug and alcohol policy agreed with employee representatives, with the employee’s consent and in proportion to the risks of the role.',
          sv: 'Ja, inom ramen för en alkohol- och drogpolicy som förankrats med arbetstagarnas företrädare, med medarbetarens samtycke och i proportion till riskerna i arbetet.',
        },
      },
      {
        question: { en: 'How is the cost comparison calculated?', sv: 'Hur räknas kostnadsjämförelsen ut?' },
        answer: {
          en: 'For each method, the expected number of incidents times the average cost of an incident, plus the cost of the tests. The inputs are listed under the table.',
          sv: 'För varje metod: förväntat antal olyckor gånger den genomsnittliga kostnaden för en olycka, plus kostnaden för testerna. Indata anges under tabellen.',
        },
      },
    ],
  },
  whitepaper: {
    eyebrow: { en: 'Whitepaper', sv: 'Rapport' },
    title: { en: 'Hair analysis in workplace testing', sv: 'Håranalys i arbetsplatstester' },
    subtitle: {
      en: `A ${hairFigures.windowDays}-day view of substance use: when to use it, how it works and what it costs and saves`,
      sv: `En överblick över ${hairFigures.windowDays}${nbsp}dagars droganvändning: när den ska användas, hur den fungerar och vad den kostar och sparar`,
    },
    edition: { en: 'Edition November 2026', sv: 'Utgåva november 2026' },
    summaryTitle: { en: 'Summary', sv: 'Sammanfattning' },
    summary: [
      {
        en: `Saliva and urine tests answer whether someone used a substance in the last days. Hair analysis answers whether there is a pattern over the last ${hairFigures.windowMonths} months. It detects ${E.percent(hairFigures.tamperAccuracyPercent)} of tampering attempts against ${E.percent(hairFigures.urineTamperAccuracyPercent)} for urine, returns results in ${E.hours(hairFigures.turnaroundHours)}, and – because it prevents more incidents – costs less over a year than cheaper tests.`,
        sv: `Salivtester och urinprov svarar på om någon använt en substans de senaste dagarna. Håranalys svarar på om det finns ett mönster under de senaste ${hairFigures.windowMonths} månaderna. Den upptäcker ${S.percent(hairFigures.tamperAccuracyPercent)} av manipulationsförsöken mot ${S.percent(hairFigures.urineTamperAccuracyPercent)} för urin, ger svar inom ${S.hours(hairFigures.turnaroundHours)} och – eftersom den förebygger fler olyckor – kostar den mindre över ett år än billigare tester.`,
      },
    ],
    sections: [
      {
        heading: { en: 'How substances reach the hair', sv: 'Så hamnar substanser i håret' },
        paragraphs: [
          {
            en: 'Substances and their metabolites pass from the blood into the growing hair follicle. Scalp hair grows about one centimetre a month, so a 3 cm sample close to the scalp covers roughly the last three months.',
            sv: 'Substanser och deras nedbrytningsprodukter går från blodet in i den växande hårsäcken. Hår på huvudet växer ungefär en centimeter i månaden, så ett prov på 3 cm nära hårbotten täcker ungefär de senaste tre månaderna.',
          },
        ],
      },
      {
        heading: { en: 'When to use hair analysis', sv: 'När håranalys passar' },
        paragraphs: [
          {
            en: 'Hair analysis complements saliva screening; it does not replace it. Use it where the past matters more than today:',
            sv: 'Håranalys kompletterar salivscreening; den ersätter den inte. Använd den där det som hänt spelar större roll än i dag:',
          },
        ],
        items: [
          { en: 'pre-employment checks for safety-critical roles', sv: 'kontroller inför anställning i säkerhetskritiska roller' },
          { en: 'return-to-work and follow-up programmes', sv: 'program för återgång i arbete och uppföljning' },
          { en: 'investigations where a single result is disputed', sv: 'utredningar där ett enskilt resultat ifrågasätts' },
        ],
      },
      {
        heading: { en: 'Collection and analysis', sv: 'Provtagning och analys' },
        paragraphs: [
          {
            en: `Trained staff cut and seal the sample in front of the employee. An accredited laboratory screens it and confirms positives by mass spectrometry within ${E.hours(hairFigures.turnaroundHours)}; a medical review officer verifies them before the employer is told.`,
            sv: `Utbildad personal klipper och förseglar provet inför medarbetaren. Ett ackrediterat laboratorium screenar det och bekräftar positiva resultat med masspektrometri inom ${S.hours(hairFigures.turnaroundHours)}; en MRO-läkare verifierar dem innan arbetsgivaren får besked.`,
          },
        ],
      },
    ],
    figuresTitle: { en: 'Key figures', sv: 'Nyckeltal' },
    figureColumns: [
      { en: 'Measure', sv: 'Mått' },
      { en: 'Hair analysis', sv: 'Håranalys' },
    ],
    disclaimer: {
      en: 'Hair analysis is not yet available. Figures are the company’s own marketing figures and illustrative estimates, not verified results.',
      sv: 'Håranalys är ännu inte tillgänglig. Siffrorna är företagets egna marknadsuppgifter och räkneexempel, inte verifierade resultat.',
    },
    contactTitle: { en: 'Book a consultation', sv: 'Boka en konsultation' },
    contactText: {
      en: 'We will help you decide where hair analysis belongs in your policy and plan it in as soon as it is available.',
      sv: 'Vi hjälper er att avgöra var håranalys hör hemma i er policy och planerar in den så snart den finns.',
    },
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
  },
  keyFigures: [
    { label: { en: 'Detection window', sv: 'Påvisningstid' }, value: { en: `${hairFigures.windowDays}${nbsp}days`, sv: `${hairFigures.windowDays}${nbsp}dagar` } },
    { label: { en: 'Standard turnaround', sv: 'Standardsvarstid' }, value: { en: E.hours(hairFigures.turnaroundHours), sv: S.hours(hairFigures.turnaroundHours) } },
    { label: { en: 'Express turnaround (for a fee)', sv: 'Expressvar (mot avgift)' }, value: { en: E.hours(hairFigures.expressHours), sv: S.hours(hairFigures.expressHours) } },
    { label: { en: 'Price per test', sv: 'Pris per test' }, value: priceRange },
    { label: { en: 'Tampering detected: hair / urine', sv: 'Upptäckt manipulation: hår / urin' }, value: both((locale) => `${formatPercent(hairFigures.tamperAccuracyPercent, locale)} / ${formatPercent(hairFigures.urineTamperAccuracyPercent, locale)}`) },
    { label: { en: 'Expected adoption by 2027', sv: 'Väntad användning 2027' }, value: pct(hairFigures.adoptionPercent2027) },
    { label: { en: 'Target Nordic market share 2028', sv: 'Mål för nordisk marknadsandel 2028' }, value: pct(hairFigures.nordicSharePercent2028) },
  ],
});
