import { z } from 'zod';
import { defineContent, localizedSchema } from '@/content/schema';

/** The PDF of the InstaCHECK instructions: /downloads/<locale>/instacheck-instructions.pdf. */
export const instacheckInstructionsDocument = 'instacheck-instructions';

/**
 * The InstaCHECK instructions for use (src/documents/instacheck-instructions.tsx): their own
 * sections, beyond what they print from /products/instacheck (a CMS page: the badge, the steps and
 * what to do with a low result). Consumer text: Swedish says 'du'.
 */
const instacheckInstructionsSchema = z.object({
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
});

export const instacheckInstructions = defineContent('instacheck-instructions', instacheckInstructionsSchema, {
  title: { en: 'InstaCHECK instructions for use', sv: 'Bruksanvisning för InstaCHECK' },
  subtitle: { en: 'Ferritin self-test for home use', sv: 'Järnbristtest (ferritin) – ett självtest för hemmabruk' },
  intro: {
    en: `Tired, pale or short of breath? InstaCHECK measures ferritin, your body’s iron store, in a drop of blood from your fingertip, with {ferritinAccuracyPercent} accuracy.`,
    sv: `Trött, blek eller andfådd? Järnbristtestet från InstaCHECK mäter ferritin, ett mått på kroppens järnförråd, i en droppe blod från fingertoppen – med {ferritinAccuracyPercent} träffsäkerhet.`,
  },
  kitTitle: { en: 'What is in the pack', sv: 'Det här finns i förpackningen' },
  kit: [
    { en: 'Test cassette in a sealed foil pouch', sv: 'Testkassett i förseglad foliepåse' },
    { en: 'Sterile single-use lancet', sv: 'Steril engångslansett' },
    { en: 'Capillary pipette', sv: 'Kapillärpipett' },
    { en: 'Dropper bottle with buffer solution', sv: 'Droppflaska med buffertvätska' },
    { en: 'Alcohol wipe and plaster', sv: 'Spritkompress och plåster' },
    { en: 'Reference chart', sv: 'Referensskala' },
  ],
  beforeTitle: { en: 'Before you start', sv: 'Innan du börjar' },
  before: [
    { en: 'Read these instructions all the way through.', sv: 'Läs hela bruksanvisningen.' },
    { en: 'Let the pack reach room temperature if it has been stored cold.', sv: 'Låt förpackningen bli rumstempererad om den har förvarats kallt.' },
    { en: 'Check the expiry date; do not use the test after it.', sv: 'Kontrollera utgångsdatumet och använd inte testet efter det.' },
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
      { en: 'Control line (C) and a test line (T) as strong as or stronger than the reference', sv: 'En kontrollinje (C) och en testlinje (T) som är lika stark som eller starkare än referensen' },
      { en: 'Normal ferritin', sv: 'Normalt ferritinvärde' },
      { en: 'No action needed. Talk to a doctor if your symptoms continue.', sv: 'Ingen åtgärd behövs. Kontakta läkare om besvären fortsätter.' },
    ],
    [
      { en: 'Control line (C) and a test line (T) weaker than the reference, or no test line', sv: 'En kontrollinje (C) och en testlinje (T) som är svagare än referensen, eller ingen testlinje' },
      { en: 'Low ferritin', sv: 'Lågt ferritinvärde' },
      { en: 'Talk to your doctor or health centre about iron deficiency.', sv: 'Kontakta din läkare eller vårdcentralen för att ta reda på om du har järnbrist.' },
    ],
    [
      { en: 'No control line (C)', sv: 'Ingen kontrollinje (C)' },
      { en: 'Invalid test', sv: 'Ogiltigt test' },
      { en: 'Repeat with a new test. Contact the pharmacy if it happens again.', sv: 'Ta ett nytt test. Kontakta apoteket om det händer igen.' },
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
});
