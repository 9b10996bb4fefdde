import { z } from 'zod';
import { getHealthcareFamilies, getHealthcareProducts, getMultiPanels, getProductImage, getSalivaTest, getSinglePanels } from '@/content/catalogue';
import { claims, countInWords, figure, minutesFigure, nbsp, ngPerMl, percentFigure, prefixedFigure, unitFigure } from '@/content/figures';
import {
  actionSchema,
  defineContent,
  featureSchema,
  iconNameSchema,
  localizedSchema,
  pageMetaSchema,
  statSchema,
} from '@/content/schema';
import { routes } from '@/lib/routes';

/**
 * The home page (000 §2.4, §3.6, §9): hero with rotating headline and product cards, key figures,
 * products, drug-test solutions, why us, testimonials and the closing call to action.
 */
const sectionHeadingSchema = z.object({ eyebrow: localizedSchema, title: localizedSchema, intro: localizedSchema.optional() });

const homePageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    badge: localizedSchema,
    heading: localizedSchema,
    headlines: z.array(localizedSchema).length(3),
    description: localizedSchema,
    actions: z.array(actionSchema),
    /** Rotation interval for headline and card (000 §9). */
    rotationIntervalMs: z.literal(8000),
    carouselLabel: localizedSchema,
    learnMore: localizedSchema,
    categories: z.object({ drug: localizedSchema, healthcare: localizedSchema }),
    cards: z
      .array(
        z.object({
          id: z.string(),
          category: z.enum(['drug', 'healthcare']),
          icon: iconNameSchema,
          /** The catalogue product whose illustration the card shows (000 §3.6: a hero card has an image). */
          productId: z.string().refine((id) => getProductImage(id) !== undefined, 'not a catalogue product id'),
          name: localizedSchema,
          description: localizedSchema,
          /** Two figures shown on the card, each written from its record (see `facts` below). */
          stats: z.tuple([z.object({ value: localizedSchema, label: localizedSchema }), z.object({ value: localizedSchema, label: localizedSchema })]),
        }),
      )
      .length(5),
  }),
  stats: z.object({ title: localizedSchema, items: z.array(statSchema).min(3) }),
  products: sectionHeadingSchema.extend({ items: z.array(featureSchema) }),
  solutions: sectionHeadingSchema.extend({ items: z.array(featureSchema) }),
  why: sectionHeadingSchema.extend({ items: z.array(featureSchema) }),
  /** The section's heading; the testimonials are CMS records (src/cms/collections/testimonials.ts). */
  testimonials: sectionHeadingSchema,
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema) }),
});

function missing(what: string): never {
  throw new Error(`pages/home: the catalogue has no ${what}`);
}

/** A catalogue entry the page quotes; a missing one fails the build. */
function required<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((entry) => entry.id === id);
  return item ?? missing(`entry "${id}"`);
}

/**
 * Every figure the page shows that is a fact of the catalogue comes from its record, so the hero
 * card and the product card cannot disagree. (The fentanyl card once said 'sensitivity 5 ng/ml'
 * while the catalogue and the drawing said 'cut-off 10 ng/ml': the catalogue's cut-off is the one
 * record, 000 §3.1.)
 */
const fentanyl = required(getSinglePanels(), 'fyl');
const multi17 = required(getMultiPanels(), 'multi-17');
const thc3 = required(getMultiPanels(), 'thc-3');
const saliva = getSalivaTest();
const ferritin = required(getHealthcareProducts(), 'ferritin');
const vaginalPh = required(getHealthcareProducts(), 'vaginalph');
const instacare = required(getHealthcareFamilies(), 'instacare');
const panelCount = (id: string) => figure(required(getMultiPanels(), id).substances.length);

const facts = {
  panels10: panelCount('multi-10'),
  panels12: panelCount('multi-12'),
  multi17Substances: figure(multi17.substances.length),
  singlePanelCount: figure(getSinglePanels().length),
  thcLevels: figure(thc3.substances.length),
  salivaSubstances: figure(saliva.substances.length),
  /** The same count in running text ('seven' / 'sju'). */
  salivaSubstancesInWords: countInWords(saliva.substances.length),
  salivaReadingMinutes: figure(saliva.readingTimeMinutes),
  salivaReading: minutesFigure(saliva.readingTimeMinutes),
  ferritinAccuracy: percentFigure(ferritin.accuracy ?? missing('the ferritin accuracy')),
  ferritinResult: minutesFigure(ferritin.resultMinutes),
  vaginalPhResult: minutesFigure(vaginalPh.resultMinutes),
  instacareTests: figure(instacare.products.length),
  fentanylCutOff: unitFigure(fentanyl.cutOffNgMl, ngPerMl),
  fentanylPack: figure(fentanyl.quantity),
  underResultTime: prefixedFigure('<', minutesFigure(claims.resultMinutes)),
  resultMinutes: figure(claims.resultMinutes),
  competitorMinutes: figure(claims.competitorResultMinutes),
  labAvoidance: percentFigure(claims.labAvoidance),
  drugTestAccuracy: percentFigure(claims.drugTestAccuracy),
  companiesServed: figure(claims.companiesServed),
};

export const homePage = defineContent('pages/home', homePageSchema, {
  meta: {
    breadcrumb: { en: 'Home', sv: 'Startsida' },
    title: { en: 'Nordic Rapid Diagnostics – Rapid drug tests and health self-tests', sv: 'Nordic Rapid Diagnostics – Snabba drogtester och självtester för hälsan' },
    description: {
      en: `CE-marked rapid tests for workplaces, healthcare and home use. Drug tests, saliva tests and self-tests with results in under ${facts.resultMinutes.en} minutes, from a Nordic company with ISO${nbsp}13485-certified quality management.`,
      sv: `CE-märkta snabbtester för arbetsplatser, vård och hemmabruk. Drogtester, salivtester och självtester med svar på under ${facts.resultMinutes.sv}${nbsp}minuter, från ett nordiskt företag med ISO${nbsp}13485-certifierat kvalitetsledningssystem.`,
    },
  },
  hero: {
    badge: { en: `CE-marked · ISO${nbsp}13485-certified quality management`, sv: `CE-\u2060märkt · ISO${nbsp}13485-\u2060certifierat kvalitetsledningssystem` },
    heading: { en: 'Rapid diagnostic tests for workplaces and healthcare', sv: 'Snabbtester för arbetsplatser och vård' },
    headlines: [
      { en: 'Rapid tests you can trust', sv: 'Snabbtester ni kan lita på' },
      { en: `Reliable answers in under ${facts.resultMinutes.en} minutes`, sv: `Tillförlitliga svar på under ${facts.resultMinutes.sv}${nbsp}minuter` },
      { en: 'Safer workplaces, healthier people', sv: 'Säkrare arbetsplatser, friskare människor' },
    ],
    description: {
      en: 'Drug tests for safety-critical workplaces and self-tests for everyday health – developed in the Nordics, CE-marked and ready to use wherever you need them.',
      sv: 'Drogtester för säkerhetskritiska arbetsplatser och självtester för vardagshälsan – utvecklade i Norden, CE-\u2060märkta och redo att användas där ni behöver dem.',
    },
    actions: [
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'Explore Products', sv: 'Utforska produkterna' }, href: routes.products, variant: 'inverse' },
    ],
    rotationIntervalMs: 8000,
    carouselLabel: { en: 'Featured products', sv: 'Utvalda produkter' },
    learnMore: { en: 'Learn More', sv: 'Läs mer' },
    categories: {
      drug: { en: 'Drug test', sv: 'Drogtest' },
      healthcare: { en: 'Self-test', sv: 'Självtest' },
    },
    cards: [
      {
        id: 'multiPanel',
        category: 'drug',
        icon: 'layers',
        productId: multi17.id,
        name: { en: 'Multi-panel urine drug tests', sv: 'Multipaneltester för urin' },
        description: {
          en: `Screen for up to ${facts.multi17Substances.en} substances in one cup, with built-in validity checks.`,
          sv: `Testa upp till ${facts.multi17Substances.sv} substanser i en och samma urinkopp, med inbyggd kontroll av att provet är giltigt.`,
        },
        stats: [
          { value: facts.multi17Substances, label: { en: 'Substances per test', sv: 'Substanser per test' } },
          { value: facts.underResultTime, label: { en: 'Time to result', sv: 'Svarstid' } },
        ],
      },
      {
        id: 'ferritin',
        category: 'healthcare',
        icon: 'droplet',
        productId: ferritin.id,
        name: { en: 'InstaCHECK Ferritin', sv: 'InstaCHECK Ferritin' },
        description: { en: 'A self-test for iron deficiency that gives a clear answer from a single drop of blood.', sv: 'Ett självtest för järnbrist som ger ett tydligt svar med bara en droppe blod.' },
        stats: [
          { value: facts.ferritinAccuracy, label: { en: 'Accuracy', sv: 'Träffsäkerhet' } },
          { value: facts.ferritinResult, label: { en: 'Time to result', sv: 'Svarstid' } },
        ],
      },
      {
        id: 'saliva',
        category: 'drug',
        icon: 'scan',
        productId: saliva.id,
        name: { en: 'Saliva multi-test', sv: 'Salivmultitest' },
        description: {
          en: `Non-invasive screening for ${facts.salivaSubstancesInWords.en} substances – sampled on site, under observation.`,
          sv: `Icke-invasiv screening av ${facts.salivaSubstancesInWords.sv} substanser – provet tas på plats under övervakning.`,
        },
        stats: [
          { value: facts.salivaSubstances, label: { en: 'Substances', sv: 'Substanser' } },
          { value: facts.salivaReading, label: { en: 'Reading time', sv: 'Avläsningstid' } },
        ],
      },
      {
        id: 'womensHealth',
        category: 'healthcare',
        icon: 'heart',
        productId: 'pregnancy',
        name: { en: "InstaCARE women's health", sv: 'InstaCARE – kvinnohälsa' },
        description: {
          en: 'Pregnancy, ovulation, urinary tract infection, vaginal pH and menopause tests for home use.',
          sv: 'Självtester för graviditet, ägglossning, urinvägsinfektion, vaginalt pH och klimakteriet – för hemmabruk.',
        },
        stats: [
          { value: facts.instacareTests, label: { en: 'Self-tests in the range', sv: 'Självtester i serien' } },
          { value: facts.vaginalPhResult, label: { en: 'Vaginal pH result', sv: 'Svarstid, vaginalt pH' } },
        ],
      },
      {
        id: 'fentanyl',
        category: 'drug',
        icon: 'flask',
        productId: fentanyl.id,
        name: { en: 'Fentanyl single-panel test', sv: 'Enkelpaneltest för fentanyl' },
        description: {
          en: 'Detects fentanyl use early, for workplaces and treatment services facing synthetic opioids.',
          sv: 'Upptäcker fentanylbruk tidigt – för arbetsplatser och behandlingsverksamheter som möter syntetiska opioider.',
        },
        stats: [
          { value: facts.fentanylCutOff, label: { en: 'Cut-off', sv: 'Gränsvärde' } },
          { value: facts.fentanylPack, label: { en: 'Tests per pack', sv: 'Tester per förpackning' } },
        ],
      },
    ],
  },
  stats: {
    title: { en: 'Key figures', sv: 'Nyckeltal' },
    items: [
      { value: facts.underResultTime, label: { en: 'to a result', sv: 'till svar' } },
      { value: facts.labAvoidance, label: { en: 'of samples never need a lab', sv: 'av proven behöver aldrig skickas till labb' } },
      { value: facts.drugTestAccuracy, label: { en: 'accuracy for our drug tests', sv: 'träffsäkerhet i våra drogtester' } },
      { value: { en: `${facts.companiesServed.en}+`, sv: `${facts.companiesServed.sv}+` }, label: { en: 'companies served', sv: 'företagskunder' } },
    ],
  },
  products: {
    eyebrow: { en: 'Our products', sv: 'Våra produkter' },
    title: { en: 'Testing that fits how you work', sv: 'Testning som passar ert arbetssätt' },
    intro: {
      en: 'From on-site drug screening to self-tests sold at pharmacies – one partner for the whole testing chain.',
      sv: 'Från drogscreening på plats till självtester på apoteket – en och samma partner för hela testkedjan.',
    },
    items: [
      {
        icon: 'scan',
        title: { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
        description: {
          en: `Rapid saliva drug test with results in under ${facts.resultMinutes.en} minutes and ${facts.labAvoidance.en} fewer samples sent to a lab.`,
          sv: `Snabbt drogtest i saliv med svar på under ${facts.resultMinutes.sv}${nbsp}minuter och ${facts.labAvoidance.sv} färre prover som skickas till labb.`,
        },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstaclear },
      },
      {
        icon: 'cycle',
        title: { en: 'Circular Testing', sv: 'Circular Testing' },
        description: {
          en: 'A complete programme: rapid screening, verification by a medical review officer (MRO) and referral to telehealth.',
          sv: 'Ett komplett program: snabbscreening, läkarverifiering (MRO) och hänvisning till digital vård.',
        },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productCircularTesting },
      },
      {
        icon: 'droplet',
        title: { en: 'InstaCHECK', sv: 'InstaCHECK' },
        description: {
          en: 'Self-tests for ferritin, vitamin D, thyroid function (TSH) and occult blood, sold at pharmacies.',
          sv: 'Självtester för ferritin, D-vitamin, sköldkörtelns funktion (TSH) och dolt blod i avföringen – finns på apotek.',
        },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstacheck },
      },
      {
        icon: 'microscope',
        title: { en: 'InstaFIND', sv: 'InstaFIND' },
        description: {
          en: 'Molecular self-tests for H. pylori and four common respiratory viruses, with a companion app.',
          sv: 'Molekylära självtester för H. pylori och fyra vanliga luftvägsvirus, med tillhörande app.',
        },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstafind },
      },
    ],
  },
  solutions: {
    eyebrow: { en: 'Drug testing', sv: 'Drogtestning' },
    title: { en: 'Drug-test solutions for safety-critical work', sv: 'Drogtester för säkerhetskritiskt arbete' },
    intro: {
      en: 'Choose the format that suits your workplace policy – every test is CE-marked and made for use on site.',
      sv: 'Välj det format som passar er drogpolicy – alla tester är CE-\u2060märkta och gjorda för att användas på plats.',
    },
    items: [
      {
        icon: 'layers',
        title: { en: 'Urine multi-panels', sv: 'Multipaneler för urin' },
        description: {
          en: `${facts.panels10.en}-, ${facts.panels12.en}- and ${facts.multi17Substances.en}-panel cups plus a ${facts.thcLevels.en}-level THC test, for thorough pre-employment and random screening.`,
          sv: `Urinkoppar med ${facts.panels10.sv}, ${facts.panels12.sv} och ${facts.multi17Substances.sv} paneler samt ett THC-test med ${facts.thcLevels.sv} nivåer – för grundlig testning vid nyanställning och slumpvisa kontroller.`,
        },
        link: { label: { en: 'View Tests', sv: 'Se testerna' }, href: `${routes.drugTests}#multipanels` },
      },
      {
        icon: 'flask',
        title: { en: 'Urine single panels', sv: 'Enkelpaneler för urin' },
        description: {
          en: `${facts.singlePanelCount.en} single-substance tests, from amphetamine to zopiclone, for when you need to test for one substance only.`,
          sv: `${facts.singlePanelCount.sv} tester för enskilda substanser, från amfetamin till zopiklon – när ni bara behöver testa en substans.`,
        },
        link: { label: { en: 'View Tests', sv: 'Se testerna' }, href: `${routes.drugTests}#singlepanels` },
      },
      {
        icon: 'scan',
        title: { en: 'Saliva tests', sv: 'Salivtester' },
        description: {
          en: `A ${facts.salivaSubstances.en}-substance saliva panel with a ${facts.salivaReadingMinutes.en}-minute reading time – discreet, observed and hard to tamper with.`,
          sv: `En salivpanel för ${facts.salivaSubstancesInWords.sv} substanser med ${facts.salivaReadingMinutes.sv}${nbsp}minuters avläsningstid – diskret, övervakad och svår att manipulera.`,
        },
        link: { label: { en: 'View Tests', sv: 'Se testerna' }, href: `${routes.drugTests}#saliva-tests` },
      },
      {
        icon: 'shield',
        title: { en: 'Manipulation control', sv: 'Manipulationskontroll' },
        description: { en: 'Creatinine and pH checks that reveal diluted or adulterated urine samples.', sv: 'Kontroll av kreatinin och pH som avslöjar utspädda eller manipulerade urinprov.' },
        link: { label: { en: 'View Tests', sv: 'Se testerna' }, href: `${routes.drugTests}#manipulation-control` },
      },
    ],
  },
  why: {
    eyebrow: { en: 'Why us', sv: 'Varför oss' },
    title: { en: 'Why organisations choose us', sv: 'Därför väljer organisationer oss' },
    intro: {
      en: 'Tests are only as good as the decisions they support. We make sure yours rest on solid ground.',
      sv: 'Ett test är aldrig bättre än besluten det leder till. Vi ser till att era beslut vilar på stabil grund.',
    },
    items: [
      {
        title: { en: 'Certified quality', sv: 'Certifierad kvalitet' },
        description: {
          en: `ISO${nbsp}13485-certified quality management, and devices CE-marked under the EU regulation on in vitro diagnostic medical devices (IVDR).`,
          sv: `Kvalitetsledningssystem certifierat enligt ISO${nbsp}13485 och produkter CE-\u2060märkta enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR).`,
        },
      },
      {
        title: { en: 'Answers in minutes', sv: 'Svar på några minuter' },
        description: {
          en: `Results in under ${facts.resultMinutes.en} minutes, compared with ${facts.competitorMinutes.en} minutes or more for comparable tests.`,
          sv: `Svar på under ${facts.resultMinutes.sv}${nbsp}minuter, jämfört med ${facts.competitorMinutes.sv}${nbsp}minuter eller mer för jämförbara tester.`,
        },
      },
      {
        title: { en: 'Made for the Nordics', sv: 'Utvecklat för Norden' },
        description: {
          en: 'Developed with Nordic medical institutions and supported in Swedish and English.',
          sv: 'Framtaget tillsammans med nordiska medicinska institutioner, med kundtjänst på svenska och engelska.',
        },
      },
      {
        title: { en: 'Expert support', sv: 'Stöd från experter' },
        description: {
          en: 'Training, help with testing policies and follow-up from specialists in workplace health.',
          sv: 'Utbildning, hjälp med drogpolicyn och uppföljning från specialister på hälsa i arbetslivet.',
        },
      },
      {
        title: { en: 'Prevention over punishment', sv: 'Förebygga i stället för att straffa' },
        description: {
          en: 'Programmes designed to catch problems early and route people to help.',
          sv: 'Program som fångar upp problem tidigt och slussar människor vidare till stöd.',
        },
      },
      {
        title: { en: 'Fits your systems', sv: 'Passar era system' },
        description: {
          en: 'Results and reporting that integrate with existing healthcare and HR systems.',
          sv: 'Resultat och rapporter som går att koppla till befintliga vård- och HR-system.',
        },
      },
    ],
  },
  testimonials: {
    eyebrow: { en: 'Customer stories', sv: 'Kundberättelser' },
    title: { en: 'Trusted by safety and health professionals', sv: 'Experter på säkerhet och hälsa litar på oss' },
  },
  cta: {
    heading: { en: 'Ready to make testing simpler?', sv: 'Redo att göra testningen enklare?' },
    description: { en: "Book a demo and we'll show you how rapid testing can work in your organisation.", sv: 'Boka en demo så visar vi hur snabbtester kan fungera i er organisation.' },
    actions: [
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'Explore Products', sv: 'Utforska produkterna' }, href: routes.products, variant: 'inverse' },
    ],
  },
});
