import { z } from 'zod';
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

export const drugTestsPage = defineContent('pages/drug-tests', drugTestsPageSchema, {
  meta: {
    title: { en: 'Drug Tests – ISO-certified, non-invasive drug testing', sv: 'Drogtester – ISO-certifierade och icke-invasiva' },
    breadcrumb: { en: 'Drug tests', sv: 'Drogtester' },
    description: { en: 'ISO 13485-certified, CE-marked urine and saliva drug tests for workplaces and safety-critical industries. Non-invasive testing with results in minutes.', sv: 'ISO 13485-certifierade, CE-märkta drogtester i urin och saliv för arbetsplatser och säkerhetskritiska branscher. Icke-invasiva tester med svar på några minuter.' },
  },
  hero: {
    badge: { en: 'ISO 13485 certified · CE marked', sv: 'ISO 13485-certifierad · CE-märkt' },
    title: { en: 'Reliable drug testing for safer workplaces', sv: 'Pålitliga drogtester för säkrare arbetsplatser' },
    description: { en: 'Non-invasive urine and saliva tests for workplaces and safety-critical industries – results on site in under 10 minutes, without waiting for a laboratory.', sv: 'Icke-invasiva urin- och salivtester för arbetsplatser och säkerhetskritiska branscher – svar på plats på under 10 minuter, utan att vänta på ett laboratorium.' },
    actions: [
      { label: { en: 'Request a quote', sv: 'Begär offert' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'View urine tests', sv: 'Se urintester' }, href: '#urine-tests', variant: 'inverse' },
    ],
  },
  urine: {
    title: { en: 'Urine tests', sv: 'Urintester' },
    intro: { en: 'Multi-panel cups test many substances in one sample; single panels test one substance at a cut-off chosen for it.', sv: 'Multipaneler testar många substanser i samma prov; enkelpaneler testar en substans med ett gränsvärde anpassat just för den.' },
    multiTitle: { en: 'Multi-panel urine tests', sv: 'Urintester med multipanel' },
    multiIntro: { en: 'Screw-cap cups with built-in adulteration control. Choose the panel that matches your testing policy.', sv: 'Muggar med skruvlock och inbyggd manipulationskontroll. Välj den panel som passar er testpolicy.' },
    singleTitle: { en: 'Single-panel urine tests', sv: 'Urintester med enkelpanel' },
    singleIntro: { en: 'Test for exactly the substance you need. Every cassette is CE marked and sold in packs of 25.', sv: 'Testa precis den substans du behöver. Alla kassetter är CE-märkta och säljs i förpackningar om 25 st.' },
  },
  saliva: {
    title: { en: 'Saliva tests', sv: 'Salivtester' },
    intro: { en: 'Saliva testing shows recent use and can be carried out under supervision anywhere – no toilet needed.', sv: 'Salivtester visar nyligen skett intag och kan göras under övervakning var som helst – ingen toalett behövs.' },
    advantagesTitle: { en: 'Advantages', sv: 'Fördelar' },
    advantages: [{ en: 'Short reading time, and only a small amount of saliva is needed.', sv: 'Kort avläsningstid, och det behövs bara en liten mängd saliv.' }, { en: 'Simple sampling: a spatula with an absorption pad is drawn several times along the inside of the cheeks.', sv: 'Enkel provtagning: en spatel med absorptionsdyna dras några gånger längs insidan av kinderna.' }],
    contactText: { en: 'Not sure which test suits your organisation? Contact us and we will help you choose.', sv: 'Osäker på vilket test som passar er verksamhet? Kontakta oss så hjälper vi er att välja.' },
    contactLabel: { en: 'Contact us', sv: 'Kontakta oss' },
    productIntro: { en: 'Our saliva multi-panel tests seven substances in a single sample.', sv: 'Vår multipanel för saliv testar sju substanser i ett och samma prov.' },
    productLink: { en: 'Learn More', sv: 'Jag vill veta mer' },
  },
  manipulation: {
    title: { en: 'Manipulation control', sv: 'Manipulationskontroll' },
    intro: { en: 'Make sure the sample you test is the sample you were given.', sv: 'Säkerställ att provet du testar är det prov du har fått.' },
    explanationTitle: { en: 'How it works', sv: 'Så fungerar det' },
    productLink: { en: 'Request Information', sv: 'Begär information' },
  },
  benefits: {
    title: { en: 'Why our drug tests', sv: 'Därför ska ni välja våra drogtester' },
    intro: { en: 'Tests designed for reliable results in everyday use.', sv: 'Tester utformade för tillförlitliga resultat i vardagen.' },
    items: [
      { icon: 'target', title: { en: 'High Accuracy', sv: 'Hög precision' }, description: { en: 'CE-certified and laboratory-validated tests with 99% accuracy.', sv: 'CE-certifierade och laboratorievaliderade tester med 99 % tillförlitlighet.' } },
      { icon: 'clock', title: { en: 'Time Efficiency', sv: 'Sparar tid' }, description: { en: 'Results in minutes on site, so work can continue without waiting for a laboratory.', sv: 'Svar på några minuter direkt på plats, så att arbetet kan fortsätta utan att vänta på ett laboratorium.' } },
      { icon: 'layers', title: { en: 'Comprehensive Solutions', sv: 'Heltäckande lösningar' }, description: { en: 'Urine and saliva tests, single and multi-panels, and adulteration control from one supplier.', sv: 'Urin- och salivtester, enkel- och multipaneler samt manipulationskontroll från en och samma leverantör.' } },
      { icon: 'shield', title: { en: 'Quality Assurance', sv: 'Kvalitetssäkring' }, description: { en: 'Overflow-proof design and clear, easy-to-read results.', sv: 'Överflödessäker konstruktion och tydliga, lättavlästa resultat.' } },
    ],
    badge: { en: 'Compliant with European Medical Device Regulations', sv: 'Uppfyller EU:s förordning om medicintekniska produkter' },
  },
  cta: {
    heading: { en: 'Ready to start testing?', sv: 'Redo att börja testa?' },
    description: { en: 'Tell us about your workplace and we will recommend the right tests and quantities.', sv: 'Berätta om er arbetsplats så rekommenderar vi rätt tester och antal.' },
    actions: [{ label: { en: 'Contact us', sv: 'Kontakta oss' }, href: routes.contact, variant: 'accent' }],
  },
  jsonLdName: { en: 'Drug tests', sv: 'Drogtester' },
});
