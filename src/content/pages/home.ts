import { z } from 'zod';
import { getProductImage } from '@/content/catalogue';
import {
  actionSchema,
  defineContent,
  featureSchema,
  iconNameSchema,
  localizedSchema,
  pageMetaSchema,
  statSchema,
  testimonialSchema,
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
          /** Two figures shown on the card. */
          stats: z.tuple([z.object({ value: z.string(), label: localizedSchema }), z.object({ value: z.string(), label: localizedSchema })]),
        }),
      )
      .length(5),
  }),
  stats: z.object({ title: localizedSchema, items: z.array(statSchema).min(3) }),
  products: sectionHeadingSchema.extend({ items: z.array(featureSchema) }),
  solutions: sectionHeadingSchema.extend({ items: z.array(featureSchema) }),
  why: sectionHeadingSchema.extend({ items: z.array(featureSchema) }),
  testimonials: sectionHeadingSchema.extend({ items: z.array(testimonialSchema).length(3) }),
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema) }),
});

export const homePage = defineContent('pages/home', homePageSchema, {
  meta: {
    title: { en: 'Nordic Rapid Diagnostics – Rapid drug tests and health self-tests', sv: 'Nordic Rapid Diagnostics – Snabba drogtester och hälsotester' },
    breadcrumb: { en: 'Home', sv: 'Startsida' },
    description: { en: 'CE-marked rapid tests for workplaces, healthcare and home use. Drug tests, saliva tests and self-tests with results in under 10 minutes, from an ISO 13485 certified Nordic company.', sv: 'CE-märkta snabbtester för arbetsplatser, vård och hemmabruk. Drogtester, salivtester och egentester med svar på under 10 minuter, från ett ISO 13485-certifierat nordiskt företag.' },
  },
  hero: {
    badge: { en: 'CE marked · ISO 13485 certified', sv: 'CE-märkt · ISO 13485-certifierat' },
    heading: { en: 'Rapid diagnostic tests for workplaces and healthcare', sv: 'Snabbtester för arbetsplatser och vård' },
    headlines: [
      { en: 'Rapid tests you can trust', sv: 'Snabbtester du kan lita på' },
      { en: 'Reliable answers in under 10 minutes', sv: 'Tillförlitliga svar på under 10 minuter' },
      { en: 'Safer workplaces, healthier people', sv: 'Säkrare arbetsplatser, friskare människor' },
    ],
    description: { en: 'Drug tests for safety-critical workplaces and self-tests for everyday health – developed in the Nordics, CE marked and ready to use wherever you need them.', sv: 'Drogtester för säkerhetskritiska arbetsplatser och egentester för vardagshälsan – utvecklade i Norden, CE-märkta och redo att användas där du behöver dem.' },
    actions: [
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'Explore Products', sv: 'Utforska produkterna' }, href: routes.products, variant: 'inverse' },
    ],
    rotationIntervalMs: 8000,
    carouselLabel: { en: 'Featured products', sv: 'Utvalda produkter' },
    learnMore: { en: 'Learn More', sv: 'Läs mer' },
    categories: {
      drug: { en: 'Drug test', sv: 'Drogtest' },
      healthcare: { en: 'Self-test', sv: 'Egentest' },
    },
    cards: [
      {
        id: 'multiPanel',
        category: 'drug',
        icon: 'layers',
        productId: 'multi-17',
        name: { en: 'Multi-panel urine drug tests', sv: 'Multipanel för urin' },
        description: { en: 'Screen for up to 17 substances in one cup, with built-in validity checks.', sv: 'Testa för upp till 17 substanser i en och samma mugg, med inbyggd kontroll av provets giltighet.' },
        stats: [
          { value: '17', label: { en: 'Substances per test', sv: 'Substanser per test' } },
          { value: '< 10 min', label: { en: 'Time to result', sv: 'Tid till svar' } },
        ],
      },
      {
        id: 'ferritin',
        category: 'healthcare',
        icon: 'droplet',
        productId: 'ferritin',
        name: { en: 'InstaCHECK Ferritin', sv: 'InstaCHECK Ferritin' },
        description: { en: 'A home test for iron deficiency that gives a clear answer from a drop of blood.', sv: 'Ett hemtest för järnbrist som ger ett tydligt svar från en droppe blod.' },
        stats: [
          { value: '99.2%', label: { en: 'Accuracy', sv: 'Tillförlitlighet' } },
          { value: '10 min', label: { en: 'Time to result', sv: 'Tid till svar' } },
        ],
      },
      {
        id: 'saliva',
        category: 'drug',
        icon: 'scan',
        productId: 'saliva-multi-7',
        name: { en: 'Saliva multi-test', sv: 'Saliv multitest' },
        description: { en: 'Non-invasive screening for 7 substances – sampled on site, under observation.', sv: 'Skonsam screening för 7 substanser – provet tas på plats, under övervakning.' },
        stats: [
          { value: '7', label: { en: 'Substances', sv: 'Substanser' } },
          { value: '5 min', label: { en: 'Reading time', sv: 'Avläsningstid' } },
        ],
      },
      {
        id: 'womensHealth',
        category: 'healthcare',
        icon: 'heart',
        productId: 'pregnancy',
        name: { en: 'InstaCARE women\'s health', sv: 'InstaCARE kvinnohälsa' },
        description: { en: 'Pregnancy, ovulation, urinary tract infection, vaginal pH and menopause tests for home use.', sv: 'Tester för graviditet, ägglossning, urinvägsinfektion, vaginalt pH och klimakteriet – för hemmabruk.' },
        stats: [
          { value: '5', label: { en: 'Self-tests in the range', sv: 'Egentester i serien' } },
          { value: '1 min', label: { en: 'Vaginal pH result', sv: 'Svar på vaginalt pH' } },
        ],
      },
      {
        id: 'fentanyl',
        category: 'drug',
        icon: 'flask',
        productId: 'fyl',
        name: { en: 'Fentanyl single-panel test', sv: 'Fentanyl enkelpanel' },
        description: { en: 'Detects fentanyl use early, for workplaces and treatment services facing synthetic opioids.', sv: 'Upptäcker fentanylanvändning tidigt – för arbetsplatser och verksamheter som möter syntetiska opioider.' },
        stats: [
          { value: '5 ng/ml', label: { en: 'Sensitivity', sv: 'Känslighet' } },
          { value: '25', label: { en: 'Tests per pack', sv: 'Tester per förpackning' } },
        ],
      },
    ],
  },
  stats: {
    title: { en: 'Key figures', sv: 'Nyckeltal' },
    items: [
      { value: { en: '< 10 min', sv: '< 10 min' }, label: { en: 'to a result', sv: 'till svar' } },
      { value: { en: '90%', sv: '90%' }, label: { en: 'of samples never need a lab', sv: 'av proven behöver aldrig skickas till labb' } },
      { value: { en: '99%', sv: '99%' }, label: { en: 'accuracy for our drug tests', sv: 'tillförlitlighet för våra drogtester' } },
      { value: { en: '500+', sv: '500+' }, label: { en: 'companies served', sv: 'företag som kunder' } },
    ],
  },
  products: {
    eyebrow: { en: 'Our products', sv: 'Våra produkter' },
    title: { en: 'Testing that fits how you work', sv: 'Testning som passar ert arbetssätt' },
    intro: { en: 'From on-site drug screening to self-tests sold at pharmacies – one partner for the whole testing chain.', sv: 'Från drogscreening på plats till egentester på apoteket – en partner för hela testkedjan.' },
    items: [
      {
        icon: 'scan',
        title: { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
        description: { en: 'Rapid saliva drug test with results in under 10 minutes and 90% fewer samples sent to a lab.', sv: 'Snabbt salivtest för droger med svar på under 10 minuter och 90 % färre prover till labb.' },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstaclear },
      },
      {
        icon: 'trending',
        title: { en: 'Circular Testing', sv: 'Circular Testing' },
        description: { en: 'A complete programme: rapid screening, Medical Review Officer verification and telehealth referral.', sv: 'Ett komplett program: snabbscreening, verifiering av läkare (MRO) och vidare kontakt via digital vård.' },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productCircularTesting },
      },
      {
        icon: 'droplet',
        title: { en: 'InstaCHECK', sv: 'InstaCHECK' },
        description: { en: 'Home tests for ferritin, vitamin D, thyroid (TSH) and occult blood, sold at pharmacies.', sv: 'Hemtester för ferritin, D-vitamin, sköldkörtel (TSH) och dolt blod i avföringen – finns på apotek.' },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstacheck },
      },
      {
        icon: 'microscope',
        title: { en: 'InstaFIND', sv: 'InstaFIND' },
        description: { en: 'Molecular home tests for H. pylori and four common respiratory viruses, with a companion app.', sv: 'Molekylära hemtester för H. pylori och fyra vanliga luftvägsvirus, med tillhörande app.' },
        link: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstafind },
      },
    ],
  },
  solutions: {
    eyebrow: { en: 'Drug testing', sv: 'Drogtestning' },
    title: { en: 'Drug-test solutions for safety-critical work', sv: 'Drogtester för säkerhetskritiskt arbete' },
    intro: { en: 'Choose the format that suits your workplace policy – every test is CE marked and made for use on site.', sv: 'Välj det format som passar er drogpolicy – alla tester är CE-märkta och gjorda för att användas på plats.' },
    items: [
      {
        icon: 'layers',
        title: { en: 'Urine multi-panels', sv: 'Multipaneler för urin' },
        description: { en: '10-, 12- and 17-panel cups plus a 3-level THC test, for thorough pre-employment and random screening.', sv: 'Muggar med 10, 12 och 17 paneler samt ett THC-test med tre nivåer – för grundlig testning vid nyanställning och slumpvisa kontroller.' },
        link: { label: { en: 'View tests', sv: 'Se testerna' }, href: `${routes.drugTests}#multipanels` },
      },
      {
        icon: 'flask',
        title: { en: 'Urine single panels', sv: 'Enkelpaneler för urin' },
        description: { en: '23 single-substance tests, from amphetamine to zopiclone, when you need to test for one thing only.', sv: '23 tester för en substans i taget, från amfetamin till zopiklon – när ni bara behöver testa för en sak.' },
        link: { label: { en: 'View tests', sv: 'Se testerna' }, href: `${routes.drugTests}#singlepanels` },
      },
      {
        icon: 'scan',
        title: { en: 'Saliva tests', sv: 'Salivtester' },
        description: { en: 'A 7-substance saliva panel with a 5-minute reading time – discreet, observed and hard to tamper with.', sv: 'En salivpanel för 7 substanser med 5 minuters avläsningstid – diskret, övervakad och svår att manipulera.' },
        link: { label: { en: 'View tests', sv: 'Se testerna' }, href: `${routes.drugTests}#saliva-tests` },
      },
      {
        icon: 'shield',
        title: { en: 'Manipulation control', sv: 'Manipulationskontroll' },
        description: { en: 'Creatinine and pH checks that reveal diluted or adulterated urine samples.', sv: 'Kontroll av kreatinin och pH som avslöjar utspädda eller manipulerade urinprov.' },
        link: { label: { en: 'View tests', sv: 'Se testerna' }, href: `${routes.drugTests}#manipulation-control` },
      },
    ],
  },
  why: {
    eyebrow: { en: 'Why us', sv: 'Varför oss' },
    title: { en: 'Why organisations choose us', sv: 'Därför väljer organisationer oss' },
    intro: { en: 'Tests are only as good as the decisions they support. We make sure yours rest on solid ground.', sv: 'Ett test är aldrig bättre än besluten det leder till. Vi ser till att era beslut vilar på stabil grund.' },
    items: [
      {
        title: { en: 'Certified quality', sv: 'Certifierad kvalitet' },
        description: { en: 'ISO 13485 certified manufacturing and CE-marked devices under European regulation.', sv: 'Tillverkning certifierad enligt ISO 13485 och CE-märkta produkter enligt EU:s regelverk.' },
      },
      {
        title: { en: 'Answers in minutes', sv: 'Svar på minuter' },
        description: { en: 'Results in under 10 minutes, compared with 39 minutes or more for comparable tests.', sv: 'Svar på under 10 minuter, jämfört med 39 minuter eller mer för jämförbara tester.' },
      },
      {
        title: { en: 'Made for the Nordics', sv: 'Utvecklat för Norden' },
        description: { en: 'Developed with Nordic medical institutions and supported in Swedish and English.', sv: 'Framtaget tillsammans med nordiska medicinska institutioner, med support på svenska och engelska.' },
      },
      {
        title: { en: 'Expert support', sv: 'Stöd från experter' },
        description: { en: 'Training, testing policies and follow-up from specialists in workplace health.', sv: 'Utbildning, drogpolicy och uppföljning från specialister på arbetsplatshälsa.' },
      },
      {
        title: { en: 'Prevention over punishment', sv: 'Förebyggande framför bestraffande' },
        description: { en: 'Programmes designed to catch problems early and route people to help.', sv: 'Program som fångar upp problem tidigt och hjälper människor vidare till stöd.' },
      },
      {
        title: { en: 'Fits your systems', sv: 'Passar era system' },
        description: { en: 'Results and reporting that integrate with existing healthcare and HR systems.', sv: 'Resultat och rapporter som integreras med befintliga vård- och HR-system.' },
      },
    ],
  },
  testimonials: {
    eyebrow: { en: 'Customer stories', sv: 'Kundberättelser' },
    title: { en: 'Trusted by safety and health professionals', sv: 'Förtroende från experter på säkerhet och hälsa' },
    items: [
      {
        quote: { en: 'Since switching to on-site rapid testing, our processing time per test has dropped by 75%. Drivers are back on the road the same morning.', sv: 'Sedan vi gick över till snabbtester på plats har handläggningstiden per test minskat med 75 %. Förarna är tillbaka på vägen samma förmiddag.' },
        author: { en: 'Johan Lindqvist', sv: 'Johan Lindqvist' },
        position: { en: 'Head of Safety', sv: 'Säkerhetschef' },
        organisation: { en: 'Nordic freight and logistics company', sv: 'Nordiskt transport- och logistikföretag' },
      },
      {
        quote: { en: 'We cut our administrative overhead for the testing programme by over 30%, and the clear results make conversations with employees much easier.', sv: 'Vi har minskat den administrativa bördan för testprogrammet med över 30 %, och de tydliga resultaten gör samtalen med medarbetarna mycket enklare.' },
        author: { en: 'Maria Andersson', sv: 'Maria Andersson' },
        position: { en: 'HR Director', sv: 'HR-direktör' },
        organisation: { en: 'Swedish manufacturing group', sv: 'Svensk tillverkningskoncern' },
      },
      {
        quote: { en: 'Our patients get an answer during the visit instead of waiting days for the lab. That changes how we can help them.', sv: 'Våra patienter får svar under besöket i stället för att vänta i flera dagar på labbet. Det förändrar hur vi kan hjälpa dem.' },
        author: { en: 'Dr. Erik Nilsson', sv: 'Dr Erik Nilsson' },
        position: { en: 'Medical Director', sv: 'Medicinsk chef' },
        organisation: { en: 'Primary care clinic, Gothenburg', sv: 'Vårdcentral i Göteborg' },
      },
    ],
  },
  cta: {
    heading: { en: 'Ready to make testing simpler?', sv: 'Redo att göra testningen enklare?' },
    description: { en: 'Book a demo and we\'ll show you how rapid testing can work in your organisation.', sv: 'Boka en demo så visar vi hur snabbtester kan fungera i er organisation.' },
    actions: [
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'Explore Products', sv: 'Utforska produkterna' }, href: routes.products, variant: 'inverse' },
    ],
  },
});
