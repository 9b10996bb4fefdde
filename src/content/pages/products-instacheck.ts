import { z } from 'zod';
import { E, S, figures, figure } from '@/content/marketing-figures';
import { nbsp } from '@/content/figures';
import { defineContent, faqItemSchema, featureSchema, localizedSchema, pageMetaSchema, statSchema, stepSchema } from '@/content/schema';

/**
 * The InstaCHECK home ferritin test page (001 §2): hero with the CE-marked badge and the accuracy
 * claim, 'Find Retailers' (to #where-to-purchase) and 'Download Instructions' (the PDF built from
 * this record by src/documents/instacheck-instructions.tsx), three benefits, the four steps,
 * where to purchase (src/content/retailers.ts) and a short FAQ. Consumer page: Swedish says 'du'.
 */
export const instacheckInstructionsDocument = 'instacheck-instructions';

const instacheckPageSchema = z.object({
  meta: pageMetaSchema,
  hero: z.object({
    badge: localizedSchema,
    findRetailers: localizedSchema,
    downloadInstructions: localizedSchema,
    /** Said after the download link's text, e.g. 'PDF, 2 pages'. */
    downloadNote: localizedSchema,
    stats: z.array(statSchema).length(3),
  }),
  benefits: z.object({ title: localizedSchema, items: z.array(featureSchema).length(3) }),
  steps: z.object({ title: localizedSchema, intro: localizedSchema, items: z.array(stepSchema).length(4) }),
  purchase: z.object({ title: localizedSchema, intro: localizedSchema, logoAlt: localizedSchema }),
  faq: z.object({ title: localizedSchema, items: z.array(faqItemSchema).length(3) }),
  instructions: z.object({
    title: localizedSchema,
    subtitle: localizedSchema,
    /** What the test does, the first paragraph of the instructions. */
    intro: localizedSchema,
    kitTitle: localizedSchema,
    kit: z.array(localizedSchema).min(3),
    beforeTitle: localizedSchema,
    before: z.array(localizedSchema).min(3),
    stepsTitle: localizedSchema,
    readingTitle: localizedSchema,
    readingColumns: z.array(localizedSchema).length(3),
    reading: z.array(z.array(localizedSchema).length(3)).length(3),
    warningsTitle: localizedSchema,
    warnings: z.array(localizedSchema).min(3),
    pageLabel: localizedSchema,
    eyebrow: localizedSchema,
    onlineVersion: localizedSchema,
  }),
});

export const instacheckPage = defineContent('pages/products-instacheck', instacheckPageSchema, {
  meta: {
    title: { en: 'InstaCHECK Ferritin Self-Test', sv: 'InstaCHECK – självtest för ferritin' },
    breadcrumb: { en: 'InstaCHECK', sv: 'InstaCHECK' },
    description: {
      en: `Check your iron stores at home: InstaCHECK is a CE-marked ferritin self-test with ${E.percent(figures.ferritinAccuracyPercent)} accuracy and a result in ${E.minutes(figures.resultMinutes)}. Sold at pharmacies.`,
      sv: `Kolla dina järnförråd hemma: InstaCHECK är ett CE-märkt självtest för ferritin med ${S.percent(figures.ferritinAccuracyPercent)} träffsäkerhet och svar på ${S.minutes(figures.resultMinutes)}. Säljs på apotek.`,
    },
  },
  hero: {
    badge: { en: 'CE-marked self-test', sv: 'CE-märkt självtest' },
    findRetailers: { en: 'Find Retailers', sv: 'Hitta återförsäljare' },
    downloadInstructions: { en: 'Download Instructions', sv: 'Ladda ner bruksanvisningen' },
    downloadNote: { en: 'PDF', sv: 'PDF' },
    stats: [
      { value: figure((f) => f.percent(figures.ferritinAccuracyPercent)), label: { en: 'accuracy', sv: 'träffsäkerhet' } },
      { value: figure((f) => f.minutes(figures.resultMinutes)), label: { en: 'to your result', sv: 'till ditt svar' } },
      { value: { en: '1 drop', sv: '1 droppe' }, label: { en: 'of blood from your fingertip', sv: 'blod från fingertoppen' } },
    ],
  },
  benefits: {
    title: { en: 'Why InstaCHECK', sv: 'Därför InstaCHECK' },
    items: [
      {
        icon: 'clock',
        title: { en: 'Fast and simple', sv: 'Snabbt och enkelt' },
        description: {
          en: `Everything you need is in the pack, and your result is ready in ${E.minutes(figures.resultMinutes)}. No appointment, no waiting room.`,
          sv: `Allt du behöver finns i förpackningen och svaret är klart på ${S.minutes(figures.resultMinutes)}. Ingen tidsbokning, inget väntrum.`,
        },
      },
      {
        icon: 'shield',
        title: { en: 'Reliable', sv: 'Tillförlitligt' },
        description: {
          en: `${E.percent(figures.ferritinAccuracyPercent)} accuracy, CE-marked under IVDR and made under ISO${nbsp}13485-certified quality management.`,
          sv: `${S.percent(figures.ferritinAccuracyPercent)} träffsäkerhet, CE-märkt enligt IVDR och tillverkat enligt ett ISO${nbsp}13485-certifierat kvalitetsledningssystem.`,
        },
      },
      {
        icon: 'stethoscope',
        title: { en: 'A clear next step', sv: 'Tydligt nästa steg' },
        description: {
          en: 'The reference chart shows whether your ferritin is low, and the leaflet tells you when to talk to a doctor.',
          sv: 'Referensskalan visar om ditt ferritin är lågt, och bipacksedeln berättar när du bör prata med en läkare.',
        },
      },
    ],
  },
  steps: {
    title: { en: 'How it works', sv: 'Så gör du' },
    intro: {
      en: 'Four steps, about a quarter of an hour from opening the pack to reading your result.',
      sv: 'Fyra steg – ungefär en kvart från att du öppnar förpackningen tills du läser av svaret.',
    },
    items: [
      {
        title: { en: 'Collect a sample', sv: 'Ta provet' },
        description: {
          en: 'Wash and dry your hands, prick your fingertip with the lancet and fill the capillary tube with one drop of blood.',
          sv: 'Tvätta och torka händerna, stick dig i fingertoppen med lansetten och fyll kapillärröret med en droppe blod.',
        },
      },
      {
        title: { en: 'Apply the solution', sv: 'Tillsätt vätskan' },
        description: {
          en: 'Put the blood in the sample well of the test cassette, then add three drops of the buffer solution.',
          sv: 'Droppa blodet i provbrunnen på testkassetten och tillsätt sedan tre droppar buffertvätska.',
        },
      },
      {
        title: { en: `Wait ${E.minutes(figures.resultMinutes)}`, sv: `Vänta ${S.minutes(figures.resultMinutes)}` },
        description: {
          en: `Leave the cassette flat on the table. Do not read the result earlier, or later than 15${nbsp}minutes.`,
          sv: `Låt kassetten ligga plant på bordet. Läs inte av svaret tidigare, och inte senare än efter 15${nbsp}minuter.`,
        },
      },
      {
        title: { en: 'Read your result', sv: 'Läs av svaret' },
        description: {
          en: 'Compare the test line with the reference chart in the pack to see whether your ferritin level is low or normal.',
          sv: 'Jämför testlinjen med referensskalan i förpackningen för att se om ditt ferritinvärde är lågt eller normalt.',
        },
      },
    ],
  },
  purchase: {
    title: { en: 'Where to purchase', sv: 'Här kan du köpa testet' },
    intro: {
      en: 'InstaCHECK is sold at pharmacies across Sweden, among them the ones below, in store and online. Ask for it by name at the counter.',
      sv: 'InstaCHECK säljs på apotek i hela Sverige, bland annat hos apoteken nedan, i butik och på nätet. Fråga efter det med namn vid disken.',
    },
    logoAlt: { en: 'Logo of {name}', sv: 'Logotyp för {name}' },
  },
  faq: {
    title: { en: 'Frequently asked questions', sv: 'Vanliga frågor' },
    items: [
      {
        question: { en: 'What is ferritin?', sv: 'Vad är ferritin?' },
        answer: {
          en: 'Ferritin is the protein that stores iron in your body. A low level is the earliest sign of iron deficiency, often before anaemia shows up in a blood count.',
          sv: 'Ferritin är det protein som lagrar järn i kroppen. Ett lågt värde är det tidigaste tecknet på järnbrist, ofta innan blodvärdet sjunker.',
        },
      },
      {
        question: { en: 'What should I do if my result is low?', sv: 'Vad gör jag om mitt värde är lågt?' },
        answer: {
          en: 'Talk to your doctor or a nurse at your health centre. They can confirm the result and find out why your iron stores are low before you start taking iron.',
          sv: 'Prata med din läkare eller en sjuksköterska på vårdcentralen. De kan bekräfta resultatet och ta reda på varför dina järnförråd är låga innan du börjar ta järntabletter.',
        },
      },
      {
        question: { en: 'Can I use InstaCHECK if I take iron supplements?', sv: 'Kan jag använda InstaCHECK om jag tar järntillskott?' },
        answer: {
          en: 'Yes, but iron supplements raise ferritin. To see whether a treatment works, test again after the time your doctor recommends.',
          sv: 'Ja, men järntillskott höjer ferritinvärdet. Vill du se om en behandling fungerar testar du igen efter den tid som din läkare rekommenderar.',
        },
      },
    ],
  },
  instructions: {
    title: { en: 'InstaCHECK instructions for use', sv: 'InstaCHECK bruksanvisning' },
    subtitle: { en: 'Ferritin self-test for home use', sv: 'Självtest för ferritin för hemmabruk' },
    intro: {
      en: `Tired, pale or short of breath? InstaCHECK measures ferritin, your body's iron store, in a drop of blood from your fingertip, with ${E.percent(figures.ferritinAccuracyPercent)} accuracy.`,
      sv: `Trött, blek eller andfådd? InstaCHECK mäter ferritin, kroppens järnförråd, i en droppe blod från fingertoppen – med ${S.percent(figures.ferritinAccuracyPercent)} träffsäkerhet.`,
    },
    kitTitle: { en: 'What is in the pack', sv: 'Det här finns i förpackningen' },
    kit: [
      { en: 'Test cassette in a sealed foil pouch', sv: 'Testkassett i förseglad foliepåse' },
      { en: 'Sterile single-use lancet', sv: 'Steril engångslansett' },
      { en: 'Capillary tube', sv: 'Kapillärrör' },
      { en: 'Dropper bottle with buffer solution', sv: 'Droppflaska med buffertvätska' },
      { en: 'Alcohol wipe and plaster', sv: 'Spritsudd och plåster' },
      { en: 'Reference chart', sv: 'Referensskala' },
    ],
    beforeTitle: { en: 'Before you start', sv: 'Innan du börjar' },
    before: [
      { en: 'Read these instructions all the way through.', sv: 'Läs hela bruksanvisningen.' },
      { en: 'Let the pack reach room temperature if it has been stored cold.', sv: 'Låt förpackningen bli rumstempererad om den har förvarats kallt.' },
      { en: 'Check the expiry date; do not use the test after it.', sv: 'Kontrollera bäst före-datumet och använd inte testet efter det.' },
      { en: 'Have a watch or timer ready.', sv: 'Ha en klocka eller timer till hands.' },
    ],
    stepsTitle: { en: 'Step by step', sv: 'Steg för steg' },
    readingTitle: { en: 'Reading your result', sv: 'Så läser du av svaret' },
    readingColumns: [
      { en: 'What you see', sv: 'Det här ser du' },
      { en: 'Result', sv: 'Resultat' },
      { en: 'What to do', sv: 'Det här gör du' },
    ],
    reading: [
      [
        { en: 'Control line (C) and a test line (T) as strong as or stronger than the reference', sv: 'Kontrollinje (C) och en testlinje (T) som är lika stark som eller starkare än referensen' },
        { en: 'Normal ferritin', sv: 'Normalt ferritinvärde' },
        { en: 'No action needed. Talk to a doctor if your symptoms continue.', sv: 'Ingen åtgärd behövs. Kontakta läkare om besvären fortsätter.' },
      ],
      [
        { en: 'Control line (C) and a test line (T) weaker than the reference, or no test line', sv: 'Kontrollinje (C) och en testlinje (T) som är svagare än referensen, eller ingen testlinje' },
        { en: 'Low ferritin', sv: 'Lågt ferritinvärde' },
        { en: 'Talk to your doctor or health centre about iron deficiency.', sv: 'Kontakta din läkare eller vårdcentral om järnbrist.' },
      ],
      [
        { en: 'No control line (C)', sv: 'Ingen kontrollinje (C)' },
        { en: 'Invalid test', sv: 'Ogiltigt test' },
        { en: 'Repeat with a new test. Contact the pharmacy if it happens again.', sv: 'Gör om testet med ett nytt test. Kontakta apoteket om det händer igen.' },
      ],
    ],
    warningsTitle: { en: 'Good to know', sv: 'Bra att veta' },
    warnings: [
      { en: 'For in vitro diagnostic use outside the body only. Do not swallow the buffer solution.', sv: 'Endast för in vitro-diagnostik (analys av prov utanför kroppen). Svälj inte buffertvätskan.' },
      { en: 'The test is a screening: a doctor confirms a diagnosis.', sv: 'Testet är en screening: diagnosen ställs av en läkare.' },
      { en: 'Keep out of the reach of children. Store at room temperature, away from direct sunlight.', sv: 'Förvaras utom räckhåll för barn, i rumstemperatur och skyddat från direkt solljus.' },
      { en: 'Each test and lancet may be used once only. Dispose of them with household waste.', sv: 'Test och lansett får bara användas en gång. Släng dem i hushållsavfallet.' },
    ],
    pageLabel: { en: 'Page {page} of {total}', sv: 'Sida {page} av {total}' },
    eyebrow: { en: 'Instructions for use', sv: 'Bruksanvisning' },
    onlineVersion: { en: 'Also online at {url}', sv: 'Finns även på {url}' },
  },
});
