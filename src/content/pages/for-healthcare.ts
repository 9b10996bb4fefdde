import { z } from 'zod';
import { nbsp } from '@/content/figures';
import { E, S, figures as F } from '@/content/marketing-figures';
import { actionSchema, defineContent, featureSchema, localizedSchema, offerCardSchema, pageMetaSchema, statSchema } from '@/content/schema';
import { routes } from '@/lib/routes';
import { partnershipContactHref } from './solutions-healthcare';

/**
 * The healthcare audience page (000 §2.1 '/for-healthcare'; the spec gives only the route). It
 * routes clinicians, pharmacists and health-service managers to what fits them: the three self-test
 * lines, clinical integration and drug testing in care, and partnerships. The partnership options
 * themselves are the healthcare solution page's records (./solutions-healthcare), shown here too.
 */
const headingSchema = z.object({ eyebrow: localizedSchema, title: localizedSchema, intro: localizedSchema });

const forHealthcarePageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({ badge: localizedSchema, title: localizedSchema, description: localizedSchema, actions: z.array(actionSchema).length(2) }),
  figures: z.object({ title: localizedSchema, items: z.array(statSchema).length(4) }),
  selfTests: headingSchema.extend({ items: z.array(offerCardSchema).length(3), note: localizedSchema }),
  clinical: headingSchema.extend({ items: z.array(featureSchema).length(4) }),
  partnerships: headingSchema.extend({ benefitsLabel: localizedSchema }),
  cta: z.object({ heading: localizedSchema, description: localizedSchema, actions: z.array(actionSchema) }),
});

export const forHealthcarePage = defineContent('pages/for-healthcare', forHealthcarePageSchema, {
  meta: {
    title: { en: 'For healthcare: self-tests, clinical integration and partnerships', sv: 'För vården: självtester, klinisk integration och samarbeten' },
    description: {
      en: 'What we offer healthcare providers: CE-marked self-tests for patients, point-of-care tests that feed your record system, drug testing in addiction care, and research and hospital partnerships.',
      sv: 'Det här erbjuder vi vården: CE-märkta självtester för patienter, patientnära tester som förs över till journalsystemet, drogtester i beroendevården samt samarbeten inom forskning och sjukhus.',
    },
  },
  hero: {
    badge: { en: 'For healthcare', sv: 'För vården' },
    title: { en: 'Everything we offer healthcare, in one place', sv: 'Allt vi erbjuder vården, på ett ställe' },
    description: {
      en: 'Self-tests your patients can buy at the pharmacy, point-of-care tests that feed your record system, and partnerships for research and hospitals. Start wherever you are.',
      sv: 'Självtester som era patienter kan köpa på apoteket, patientnära tester som förs över till journalsystemet och samarbeten för forskning och sjukhus. Börja där ni befinner er.',
    },
    actions: [
      { label: { en: 'Contact Our Clinical Team', sv: 'Kontakta vårt kliniska team' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'View Self-Tests', sv: 'Se självtesterna' }, href: routes.healthcareTests, variant: 'inverse' },
    ],
  },
  figures: {
    title: { en: 'Key figures', sv: 'Nyckeltal' },
    items: [
      { value: { en: `<${nbsp}${E.minutes(F.resultMinutes)}`, sv: `<${nbsp}${S.minutes(F.resultMinutes)}` }, label: { en: 'to a result at the point of care', sv: 'till svar där patienten är' } },
      { value: { en: E.percent(F.labAvoidancePercent), sv: S.percent(F.labAvoidancePercent) }, label: { en: 'of samples settled without a lab', sv: 'av proven avgörs utan labb' } },
      { value: { en: E.percent(F.improvedOutcomesPercent), sv: S.percent(F.improvedOutcomesPercent) }, label: { en: 'improved patient outcomes', sv: 'bättre vårdresultat' } },
      { value: { en: `${F.healthcareFacilities}+`, sv: `${F.healthcareFacilities}+` }, label: { en: 'healthcare facilities served', sv: 'vårdenheter använder våra tester' } },
    ],
  },
  selfTests: {
    eyebrow: { en: 'Self-tests', sv: 'Självtester' },
    title: { en: 'Three self-test lines for your patients', sv: 'Tre serier självtester för era patienter' },
    intro: {
      en: 'CE-marked self-tests sold at pharmacies. Recommend them, stock them in your clinic, or use them as a first step before a visit.',
      sv: 'CE-\u2060märkta självtester som säljs på apotek. Rekommendera dem, ha dem på mottagningen eller använd dem som ett första steg före ett besök.',
    },
    items: [
      {
        icon: 'heart',
        title: { en: 'InstaCARE', sv: 'InstaCARE' },
        description: { en: 'Women\'s health self-tests for everyday questions, read at home in minutes.', sv: 'Självtester för kvinnohälsa och vardagens frågor, som läses av hemma på några minuter.' },
        stat: { en: `Vaginal pH result in ${E.minutes(1)}`, sv: `Svar på vaginalt pH på ${S.minutes(1)}` },
        items: [
          { en: 'Pregnancy and ovulation', sv: 'Graviditet och ägglossning' },
          { en: 'Urinary tract infection and vaginal pH', sv: 'Urinvägsinfektion och vaginalt pH' },
          { en: 'Menopause (FSH)', sv: 'Klimakteriet (FSH)' },
        ],
        action: { label: { en: 'View InstaCARE', sv: 'Se InstaCARE' }, href: `${routes.healthcareTests}#instacare` },
      },
      {
        icon: 'droplet',
        title: { en: 'InstaCHECK', sv: 'InstaCHECK' },
        description: { en: 'Self-tests that check common deficiencies and warning signs from a drop of blood or a stool sample.', sv: 'Självtester som visar vanliga bristtillstånd och varningstecken utifrån en droppe blod eller ett avföringsprov.' },
        stat: { en: `${E.percent(F.ferritinAccuracyPercent)} accuracy for ferritin`, sv: `${S.percent(F.ferritinAccuracyPercent)} träffsäkerhet för ferritin` },
        items: [
          { en: `Iron deficiency (ferritin) in ${E.minutes(F.resultMinutes)}`, sv: `Järnbrist (ferritin) på ${S.minutes(F.resultMinutes)}` },
          { en: 'Vitamin D and thyroid (TSH)', sv: 'D-vitamin och sköldkörtel (TSH)' },
          { en: 'Faecal occult blood', sv: 'Dolt blod i avföringen' },
        ],
        action: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstacheck },
      },
      {
        icon: 'microscope',
        title: { en: 'InstaFIND', sv: 'InstaFIND' },
        description: { en: 'Molecular self-tests with a companion app that stores results and helps patients book care.', sv: 'Molekylära självtester med en app som sparar resultaten och hjälper patienten att boka vård.' },
        stat: { en: `${E.percent(F.molecularConcordancePercent)} concordance with lab methods`, sv: `${S.percent(F.molecularConcordancePercent)} överensstämmelse med labbmetoder` },
        items: [
          { en: 'Stomach ulcer bacteria (H. pylori)', sv: 'Magsårsbakterie (H. pylori)' },
          { en: '4-in-1 virus test: influenza A/B, RSV, COVID-19', sv: '4-i-1-virustest: influensa A/B, RSV, covid-19' },
          { en: 'Telehealth booking from the app', sv: 'Bokning av digital vård direkt i appen' },
        ],
        action: { label: { en: 'Learn More', sv: 'Läs mer' }, href: routes.productInstafind },
      },
    ],
    note: {
      en: 'A self-test is a screening: a result that needs action should always be followed up by healthcare.',
      sv: 'Ett självtest är en screening: ett resultat som kräver åtgärd ska alltid följas upp av vården.',
    },
  },
  clinical: {
    eyebrow: { en: 'In the clinic', sv: 'På mottagningen' },
    title: { en: 'Clinical integration and drug testing in care', sv: 'Klinisk integration och drogtester i vården' },
    intro: {
      en: 'For clinics and hospital departments that test every day: results in the record, a specialist on call, and the right drug tests for treatment follow-up.',
      sv: 'För mottagningar och avdelningar som testar varje dag: resultat i journalen, en specialist nära till hands och rätt drogtester för uppföljning av behandling.',
    },
    items: [
      {
        icon: 'network',
        title: { en: 'Results in the patient record', sv: 'Resultat i journalen' },
        description: {
          en: `Results filed as structured data, with ${E.percent(F.systemCompatibilityPercent)} compatibility with the record systems clinics already use.`,
          sv: `Resultaten sparas som strukturerade uppgifter, med ${S.percent(F.systemCompatibilityPercent)} kompatibilitet med de journalsystem som vården redan använder.`,
        },
        link: { label: { en: 'See Integration Options', sv: 'Se integrationsmöjligheterna' }, href: `${routes.solutionsHealthcare}#healthcare-integration` },
      },
      {
        icon: 'video',
        title: { en: 'Telehealth handoff', sv: 'Överlämning till digital vård' },
        description: {
          en: `A positive or unclear result reaches a clinician by video in under ${E.minutes(F.telehealthHandoffMinutes)}, with the test details already on screen.`,
          sv: `Ett positivt eller oklart resultat når en läkare via video på under ${S.minutes(F.telehealthHandoffMinutes)}, med testuppgifterna redan på skärmen.`,
        },
        link: { label: { en: 'How the Handoff Works', sv: 'Så fungerar överlämningen' }, href: `${routes.solutionsHealthcare}?integration=telehealth#healthcare-integration` },
      },
      {
        icon: 'flask',
        title: { en: 'Drug testing in addiction care', sv: 'Drogtester i beroendevården' },
        description: {
          en: 'Urine multi-panels and 23 single panels for treatment follow-up, with manipulation control for diluted or adulterated samples.',
          sv: 'Multipaneler för urin och 23 enkelpaneler för uppföljning av behandling, med manipulationskontroll för utspädda eller manipulerade prover.',
        },
        link: { label: { en: 'View Drug Tests', sv: 'Se drogtesterna' }, href: routes.drugTests },
      },
      {
        icon: 'stethoscope',
        title: { en: 'Occupational health services', sv: 'Företagshälsovård' },
        description: {
          en: 'Circular Testing combines rapid screening, medical review and telehealth referral into one programme you can offer your client companies.',
          sv: 'Circular Testing kombinerar snabbscreening, läkarverifiering och hänvisning till digital vård i ett program som ni kan erbjuda era kundföretag.',
        },
        link: { label: { en: 'Explore Circular Testing', sv: 'Utforska Circular Testing' }, href: routes.productCircularTesting },
      },
    ],
  },
  partnerships: {
    eyebrow: { en: 'Partnerships', sv: 'Samarbeten' },
    title: { en: 'Partner with us', sv: 'Samarbeta med oss' },
    intro: {
      en: 'Research groups, hospitals and pharmaceutical companies work with us in three ways. Choose one and we will connect you with the right team.',
      sv: 'Forskargrupper, sjukhus och läkemedelsföretag samarbetar med oss på tre sätt. Välj ett så kopplar vi ihop er med rätt team.',
    },
    benefitsLabel: { en: 'What you get', sv: 'Det här får ni' },
  },
  cta: {
    heading: { en: 'Talk to our clinical team', sv: 'Prata med vårt kliniska team' },
    description: {
      en: 'Whether you want to stock self-tests, test at the point of care or start a partnership – we will find the right starting point with you.',
      sv: 'Oavsett om ni vill ha självtester på mottagningen, testa patientnära eller inleda ett samarbete hittar vi rätt startpunkt tillsammans med er.',
    },
    actions: [
      { label: { en: 'Contact Our Clinical Team', sv: 'Kontakta vårt kliniska team' }, href: routes.contact, variant: 'accent' },
      { label: { en: 'Discuss a Partnership', sv: 'Diskutera ett samarbete' }, href: partnershipContactHref, variant: 'inverse' },
    ],
  },
});
