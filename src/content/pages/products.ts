import { z } from 'zod';
import { E, S, figures } from '@/content/marketing-figures';
import { productFigures } from '@/content/products';
import { nbsp } from '@/content/figures';
import { actionSchema, comparisonSchema, defineContent, faqItemSchema, localizedSchema, pageMetaSchema } from '@/content/schema';
import { routes } from '@/lib/routes';

/**
 * The products overview (001 §2 'Products page'). The product cards themselves (name, badge,
 * description, features, availability, page) come from src/content/products.ts; this module holds
 * the page's own copy around them.
 */
const productsPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ badge: localizedSchema, title: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).length(2) }),
  details: z.object({
    title: localizedSchema,
    intro: localizedSchema,
    workplace: z.object({ title: localizedSchema, intro: localizedSchema }),
    consumer: z.object({ title: localizedSchema, intro: localizedSchema }),
    featuresLabel: localizedSchema,
    learnMore: localizedSchema,
    comingSoon: localizedSchema,
  }),
  fit: z.object({
    title: localizedSchema,
    intro: localizedSchema,
    enterpriseLabel: localizedSchema,
    consumerLabel: localizedSchema,
    /** Who each product suits, by product id. */
    bestFor: z.object({
      instaclear: localizedSchema,
      'circular-testing': localizedSchema,
      vdt: localizedSchema,
      'hair-analysis': localizedSchema,
      instacheck: localizedSchema,
      instafind: localizedSchema,
    }),
    learnMore: localizedSchema,
  }),
  comparison: z.object({ title: localizedSchema, intro: localizedSchema, table: comparisonSchema }),
  faq: z.object({ title: localizedSchema, items: z.array(faqItemSchema).length(5) }),
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema) }),
});

export const productsPage = defineContent('pages/products', productsPageSchema, {
  meta: {
    title: { en: 'Our Products', sv: 'Våra Produkter' },
    breadcrumb: { en: 'Products', sv: 'Produkter' },
    description: {
      en: 'Workplace drug testing and consumer self-tests: InstaCLEAR saliva tests, the Circular Testing programme, VDT, hair analysis, InstaCHECK and InstaFIND. Compare them and find the right fit.',
      sv: 'Drogtester för arbetsplatser och självtester för konsumenter: InstaCLEAR salivtest, programmet Circular Testing, VDT, håranalys, InstaCHECK och InstaFIND. Jämför dem och hitta rätt.',
    },
  },
  hero: {
    badge: { en: 'CE-marked · IVDR · Made in the Nordics', sv: 'CE-\u2060märkt · IVDR · Utvecklat i Norden' },
    title: { en: 'Testing that fits how you work', sv: 'Tester som passar er verksamhet' },
    description: {
      en: `From an on-site saliva test with a result in under ${E.minutes(figures.resultMinutes)} to complete testing programmes and self-tests sold at pharmacies: every product is built for reliable answers without the wait for a laboratory.`,
      sv: `Från salivtest på plats med svar på under ${S.minutes(figures.resultMinutes)} till kompletta testprogram och självtester som säljs på apotek: alla produkter är gjorda för tillförlitliga svar utan att vänta på laboratoriet.`,
    },
    actions: [
      { label: { en: 'Explore Products', sv: 'Utforska produkterna' }, href: '#product-details', variant: 'accent' },
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: routes.contact, variant: 'inverse' },
    ],
  },
  details: {
    title: { en: 'Our product range', sv: 'Vårt sortiment' },
    intro: {
      en: 'Four solutions for employers and two self-tests for consumers. Products marked coming soon are in development; ask us about pilots.',
      sv: 'Fyra lösningar för arbetsgivare och två serier självtester för konsumenter. Produkter märkta ”Kommer snart” är under utveckling – fråga oss om pilotprojekt.',
    },
    workplace: {
      title: { en: 'Workplace solutions', sv: 'Lösningar för arbetsplatser' },
      intro: {
        en: 'For HR, safety and procurement teams that need fair, fast and defensible drug and alcohol testing.',
        sv: 'För HR-, säkerhets- och inköpsavdelningar som behöver rättvisa, snabba och rättssäkra alkohol- och drogtester.',
      },
    },
    consumer: {
      title: { en: 'Consumer products', sv: 'Produkter för konsumenter' },
      intro: {
        en: 'Self-tests you can buy at the pharmacy and use at home, with clear instructions and results in minutes.',
        sv: 'Självtester som du köper på apoteket och gör hemma, med tydliga instruktioner och svar på några minuter.',
      },
    },
    featuresLabel: { en: 'Key features', sv: 'I korthet' },
    learnMore: { en: 'Learn More', sv: 'Läs mer' },
    comingSoon: { en: 'Coming Soon', sv: 'Kommer snart' },
  },
  fit: {
    title: { en: 'Find the right fit', sv: 'Hitta rätt lösning' },
    intro: {
      en: 'Each product answers a different question. Start from the situation you need to handle.',
      sv: 'Varje produkt svarar på en egen fråga. Utgå från situationen som ska hanteras.',
    },
    enterpriseLabel: { en: 'For employers', sv: 'För arbetsgivare' },
    consumerLabel: { en: 'For consumers', sv: 'För konsumenter' },
    bestFor: {
      instaclear: {
        en: 'Pre-employment checks, random testing and testing after an incident, on site and the same day.',
        sv: 'Kontroller vid anställning, slumpvisa tester och tester efter tillbud – på plats och samma dag.',
      },
      'circular-testing': {
        en: 'Organisations that want a full programme: screening, MRO verification and support for employees who test positive.',
        sv: 'Organisationer som vill ha ett helt program: screening, läkarverifiering (MRO) och stöd till medarbetare som testar positivt.',
      },
      vdt: {
        en: 'Distributed teams, field staff and remote sites where supervised testing on location is impractical.',
        sv: 'Utspridda team, fältpersonal och avlägsna arbetsplatser där övervakade tester på plats är svåra att ordna.',
      },
      'hair-analysis': {
        en: `Safety-critical roles that call for a longer look back: drug use over the past ${E.number(productFigures.hairDetectionDays)}${nbsp}days.`,
        sv: `Säkerhetskritiska roller som kräver en längre tillbakablick: drogbruk under de senaste ${S.number(productFigures.hairDetectionDays)}${nbsp}dagarna.`,
      },
      instacheck: {
        en: 'Anyone who feels tired or short of breath and wants to know whether low iron stores could be the reason.',
        sv: 'För den som känner sig trött eller andfådd och vill veta om låga järnförråd kan vara orsaken.',
      },
      instafind: {
        en: 'Households that want a molecular test at home, with the result explained and stored in an app.',
        sv: 'Hushåll som vill kunna göra ett molekylärt test hemma, med resultatet förklarat och sparat i en app.',
      },
    },
    learnMore: { en: 'Learn More', sv: 'Läs mer' },
  },
  comparison: {
    title: { en: 'Compare the workplace solutions', sv: 'Jämför lösningarna för arbetsplatser' },
    intro: {
      en: 'What each workplace product does, side by side. Rapid tests give a screening result that is confirmed by a laboratory where required.',
      sv: 'Vad varje produkt för arbetsplatser gör, sida vid sida. Snabbtester ger ett screeningresultat som bekräftas av laboratorium när det krävs.',
    },
    table: {
      caption: { en: 'Comparison of the workplace solutions', sv: 'Jämförelse av lösningarna för arbetsplatser' },
      columns: [
        { en: 'Capability', sv: 'Funktion' },
        { en: 'InstaCLEAR', sv: 'InstaCLEAR' },
        { en: 'Circular Testing', sv: 'Circular Testing' },
        { en: 'VDT', sv: 'VDT' },
        { en: 'Hair analysis', sv: 'Håranalys' },
      ],
      rows: [
        {
          label: { en: 'Detection window', sv: 'Påvisningstid' },
          cells: [
            { en: E.hourRange(figures.salivaWindowHours), sv: S.hourRange(figures.salivaWindowHours) },
            { en: E.hourRange(figures.salivaWindowHours), sv: S.hourRange(figures.salivaWindowHours) },
            { en: E.hourRange(figures.salivaWindowHours), sv: S.hourRange(figures.salivaWindowHours) },
            { en: `${E.number(productFigures.hairDetectionDays)}${nbsp}days`, sv: `${S.number(productFigures.hairDetectionDays)}${nbsp}dagar` },
          ],
        },
        { label: { en: 'Screening result on site', sv: 'Screeningresultat på plats' }, cells: [true, true, true, false] },
        { label: { en: 'Verification by a medical review officer (MRO)', sv: 'Läkarverifiering (MRO)' }, cells: [false, true, true, true] },
        { label: { en: 'Telehealth referral and support', sv: 'Hänvisning och stöd via digital vård' }, cells: [false, true, true, false] },
        { label: { en: 'Remote testing without a collector', sv: 'Tester på distans utan provtagare' }, cells: [false, false, true, false] },
        { label: { en: 'Available now', sv: 'Tillgänglig nu' }, cells: [true, true, false, false] },
      ],
    },
  },
  faq: {
    title: { en: 'Frequently asked questions', sv: 'Vanliga frågor' },
    items: [
      {
        question: { en: 'Which product should we start with?', sv: 'Vilken produkt ska vi börja med?' },
        answer: {
          en: 'Most employers start with InstaCLEAR for on-site testing and add Circular Testing when they want verification and employee support in one programme. Tell us about your sites and policy, and we will suggest a set-up.',
          sv: 'De flesta arbetsgivare börjar med InstaCLEAR för tester på plats och lägger till Circular Testing när de vill ha verifiering och stöd till medarbetarna i ett och samma program. Berätta om era arbetsplatser och er policy, så föreslår vi ett upplägg.',
        },
      },
      {
        question: { en: 'Are the tests CE-marked?', sv: 'Är testerna CE-\u2060märkta?' },
        answer: {
          en: `Yes. Our rapid tests are CE-marked under the EU regulation on in vitro diagnostic medical devices (IVDR) and made under ISO${nbsp}13485-certified quality management.`,
          sv: `Ja. Våra snabbtester är CE-\u2060märkta enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR) och tillverkas enligt ett ISO${nbsp}13485-\u2060certifierat kvalitetsledningssystem.`,
        },
      },
      {
        question: { en: 'Is a rapid test result final?', sv: 'Är resultatet från ett snabbtest slutgiltigt?' },
        answer: {
          en: 'A rapid test gives a screening result. A non-negative result is confirmed by a laboratory where required, and in Circular Testing it is reviewed by a medical review officer before anyone acts on it.',
          sv: 'Ett snabbtest ger ett screeningresultat. Ett preliminärt positivt resultat bekräftas av laboratorium när det krävs, och inom Circular Testing granskas det genom läkarverifiering (MRO) innan någon agerar på det.',
        },
      },
      {
        question: { en: 'When will VDT and hair analysis be available?', sv: 'När blir VDT och håranalys tillgängliga?' },
        answer: {
          en: `VDT starts its pilot in ${productFigures.vdtPilotYear} and launches in ${productFigures.vdtLaunchYear}; hair analysis follows. Contact us if you would like to take part in a pilot.`,
          sv: `VDT startar sin pilot ${productFigures.vdtPilotYear} och lanseras ${productFigures.vdtLaunchYear}; håranalysen följer därefter. Kontakta oss om ni vill delta i ett pilotprojekt.`,
        },
      },
      {
        question: { en: 'Where can I buy InstaCHECK and InstaFIND?', sv: 'Var kan jag köpa InstaCHECK och InstaFIND?' },
        answer: {
          en: 'Both self-tests are sold at pharmacies across Sweden, in store and online. Each product page lists where to buy them.',
          sv: 'Båda serierna säljs på apotek i hela Sverige, i butik och på nätet. På varje produktsida står var de finns att köpa.',
        },
      },
    ],
  },
  cta: {
    heading: { en: 'See the products in action', sv: 'Se produkterna i praktiken' },
    description: {
      en: 'Book a demo with one of our specialists, or read the whitepapers first.',
      sv: 'Boka en demo med någon av våra specialister eller läs våra rapporter först.',
    },
    actions: [
      { label: { en: 'Schedule a Demo', sv: 'Boka en demo' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'Read the Whitepapers', sv: 'Läs våra rapporter' }, href: routes.whitepapers, variant: 'inverse' },
    ],
  },
});
