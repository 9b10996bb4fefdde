import { z } from 'zod';
import { getSalivaTest, standardPackSize } from '@/content/catalogue';
import { claims, countInWords, figure, nbsp, percentFigure } from '@/content/figures';
import { actionSchema, defineContent, featureSchema, localizedSchema, pageMetaSchema } from '@/content/schema';
import { routes } from '@/lib/routes';

/**
 * The drug-tests catalogue page (000 §2.5). The products themselves come from the catalogue
 * (src/content/catalogue); this module holds the page's own copy around them.
 */
const drugTestsPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ badge: localizedSchema, title: localizedSchema, description: localizedSchema, actions: z.array(actionSchema) }),
  urine: z.object({
    title: localizedSchema,
    intro: localizedSchema,
    multiTitle: localizedSchema,
    multiIntro: localizedSchema,
    singleTitle: localizedSchema,
    singleIntro: localizedSchema,
  }),
  saliva: z.object({
    title: localizedSchema,
    intro: localizedSchema,
    advantagesTitle: localizedSchema,
    advantages: z.array(localizedSchema).min(1),
    contactText: localizedSchema,
    contactLabel: localizedSchema,
    productIntro: localizedSchema,
    productLink: localizedSchema,
  }),
  manipulation: z.object({ title: localizedSchema, intro: localizedSchema, explanationTitle: localizedSchema, productLink: localizedSchema }),
  benefits: z.object({ title: localizedSchema, intro: localizedSchema, items: z.array(featureSchema).length(4), badge: localizedSchema }),
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema) }),
  /** The name of the product list in the page's structured data. */
  jsonLdName: localizedSchema,
});

const resultMinutes = figure(claims.resultMinutes);
const accuracy = percentFigure(claims.drugTestAccuracy);
const packSize = figure(standardPackSize);
// Running text: 'seven substances' / 'sju substanser' (numbers up to twelve as words).
const salivaSubstances = countInWords(getSalivaTest().substances.length);

export const drugTestsPage = defineContent('pages/drug-tests', drugTestsPageSchema, {
  meta: {
    breadcrumb: { en: 'Drug tests', sv: 'Drogtester' },
    title: { en: `Drug Tests – Non-invasive testing, ISO${nbsp}13485-certified quality`, sv: `Drogtester – icke-invasiva tester, ISO${nbsp}13485-certifierad kvalitet` },
    description: {
      en: `CE-marked urine and saliva drug tests for workplaces and safety-critical industries, made under ISO${nbsp}13485-certified quality management. Non-invasive testing with results in minutes.`,
      sv: `CE-märkta drogtester i urin och saliv för arbetsplatser och säkerhetskritiska branscher, tillverkade enligt ett ISO${nbsp}13485-certifierat kvalitetsledningssystem. Icke-invasiva tester med svar på några minuter.`,
    },
  },
  hero: {
    badge: { en: `CE-marked · ISO${nbsp}13485-certified quality management`, sv: `CE-\u2060märkt · ISO${nbsp}13485-\u2060certifierat kvalitetsledningssystem` },
    title: { en: 'Reliable drug testing for safer workplaces', sv: 'Pålitliga drogtester för säkrare arbetsplatser' },
    description: {
      en: `Non-invasive urine and saliva tests for workplaces and safety-critical industries – results on site in under ${resultMinutes.en} minutes, without waiting for a laboratory.`,
      sv: `Icke-invasiva urin- och salivtester för arbetsplatser och säkerhetskritiska branscher – svar direkt på plats inom ${resultMinutes.sv}${nbsp}minuter, utan att vänta på ett laboratorium.`,
    },
    actions: [
      { label: { en: 'Request a Quote', sv: 'Begär offert' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'View Urine Tests', sv: 'Se urintesterna' }, href: '#urine-tests', variant: 'inverse' },
    ],
  },
  urine: {
    title: { en: 'Urine tests', sv: 'Urintester' },
    intro: { en: 'Multi-panel cups test many substances in one sample; single panels test one substance at a cut-off chosen for it.', sv: 'Multipaneler testar många substanser i samma prov; enkelpaneler testar en substans med ett gränsvärde anpassat just för den.' },
    multiTitle: { en: 'Multi-panel urine tests', sv: 'Multipaneler för urin' },
    multiIntro: { en: 'Screw-cap cups with built-in adulteration control. Choose the panel that matches your testing policy.', sv: 'Urinkoppar med skruvlock och inbyggd manipulationskontroll. Välj den panel som passar er drogpolicy.' },
    singleTitle: { en: 'Single-panel urine tests', sv: 'Enkelpaneler för urin' },
    singleIntro: {
      en: `Test for exactly the substance you need. Every cassette is CE-marked and sold in packs of ${packSize.en}.`,
      sv: `Testa precis den substans ni behöver. Alla kassetter är CE-\u2060märkta och säljs i förpackningar om ${packSize.sv}${nbsp}st.`,
    },
  },
  saliva: {
    title: { en: 'Saliva tests', sv: 'Salivtester' },
    intro: { en: 'Saliva testing shows recent use and can be carried out under supervision anywhere – no toilet needed.', sv: 'Salivtester visar om intag skett nyligen och kan göras under övervakning var som helst – ingen toalett behövs.' },
    advantagesTitle: { en: 'Advantages', sv: 'Fördelar' },
    advantages: [{ en: 'Short reading time, and only a small amount of saliva is needed.', sv: 'Kort avläsningstid, och det behövs bara en liten mängd saliv.' }, { en: 'Simple sampling: a spatula with an absorption pad is drawn several times along the inside of the cheeks.', sv: 'Enkel provtagning: en spatel med absorptionsdyna dras några gånger längs insidan av kinderna.' }],
    contactText: { en: 'Not sure which test suits your organisation? Contact us and we will help you choose.', sv: 'Är ni osäkra på vilket test som passar er verksamhet? Kontakta oss så hjälper vi er att välja.' },
    contactLabel: { en: 'Contact Us', sv: 'Kontakta oss' },
    productIntro: {
      en: `Our saliva multi-test screens for ${salivaSubstances.en} substances in a single sample.`,
      sv: `Vårt salivmultitest påvisar ${salivaSubstances.sv} substanser i ett och samma prov.`,
    },
    productLink: { en: 'Learn More', sv: 'Jag vill veta mer' },
  },
  manipulation: {
    title: { en: 'Manipulation control', sv: 'Manipulationskontroll' },
    intro: { en: 'Make sure the sample you test is the sample you were given.', sv: 'Säkerställ att provet ni testar verkligen är det prov ni har fått.' },
    explanationTitle: { en: 'How it works', sv: 'Så fungerar det' },
    productLink: { en: 'Request Information', sv: 'Begär information' },
  },
  benefits: {
    title: { en: 'Why choose our drug tests', sv: 'Därför ska ni välja våra drogtester' },
    intro: { en: 'Tests designed for reliable results in everyday use.', sv: 'Tester utformade för tillförlitliga resultat i vardagen.' },
    items: [
      {
        icon: 'target',
        title: { en: 'High accuracy', sv: 'Hög träffsäkerhet' },
        description: { en: `CE-marked, laboratory-validated tests with ${accuracy.en} accuracy.`, sv: `CE-\u2060märkta och laboratorievaliderade tester med ${accuracy.sv} träffsäkerhet.` },
      },
      { icon: 'clock', title: { en: 'Time efficiency', sv: 'Sparar tid' }, description: { en: 'Results in minutes on site, so work can continue without waiting for a laboratory.', sv: 'Svar på några minuter direkt på plats, så att arbetet kan fortsätta utan att vänta på ett laboratorium.' } },
      { icon: 'layers', title: { en: 'Comprehensive solutions', sv: 'Heltäckande lösningar' }, description: { en: 'Urine and saliva tests, single and multi-panels, and adulteration control from one supplier.', sv: 'Urin- och salivtester, enkel- och multipaneler samt manipulationskontroll från en och samma leverantör.' } },
      { icon: 'shield', title: { en: 'Quality assurance', sv: 'Kvalitetssäkring' }, description: { en: 'Overflow-proof design and clear, easy-to-read results.', sv: 'Spillsäker konstruktion och tydliga, lättavlästa resultat.' } },
    ],
    badge: {
      en: 'Compliant with the EU regulation on in vitro diagnostic medical devices (IVDR)',
      sv: 'Uppfyller EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR)',
    },
  },
  cta: {
    heading: { en: 'Ready to start testing?', sv: 'Redo att börja testa?' },
    description: { en: 'Tell us about your workplace and we will recommend the right tests and quantities.', sv: 'Berätta om er arbetsplats så rekommenderar vi rätt tester och antal.' },
    actions: [{ label: { en: 'Contact Us', sv: 'Kontakta oss' }, href: routes.contact, variant: 'accent' }],
  },
  jsonLdName: { en: 'Drug tests', sv: 'Drogtester' },
});
