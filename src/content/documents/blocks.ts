/**
 * Shared text blocks of the instructions for use: headings, the manufacturer and CE texts, and the
 * helpers that write figures (minutes, cut-offs) from the catalogue's numbers. Professional
 * documents address the reader with 'ni', self-tests with 'du' (shared/guides/language.md).
 */
import { seededCompany } from '@/cms/seed/site-settings';
import { figure, nbsp, ngPerMl, unitFigure } from '@/content/figures';
import type { Localized } from '@/i18n/localized';
import type { SharedSections } from './index';

export const L = (en: string, sv: string): Localized => ({ en, sv });

/**
 * A name or clause inside a sentence: 'Amphetamine' / 'Blood from meat' start small, while codes
 * and abbreviations with a capital or digit after the first letter (MDMA, 3-CMC, EtG) stay as written.
 */
export const inSentence = (text: string) => (/^\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** '5 minutes' / '5 minuter', the number and its unit kept together. */
export function minutes(value: number): Localized {
  const n = figure(value);
  const one = value === 1;
  return { en: `${n.en}${nbsp}${one ? 'minute' : 'minutes'}`, sv: `${n.sv}${nbsp}${one ? 'minut' : 'minuter'}` };
}

/** A cut-off as the catalogue card writes it: '300 ng/mL' / '300 ng/ml'. */
export const cutOff = (value: number): Localized => unitFigure(value, ngPerMl);

export const headings = {
  purpose: L('Intended purpose', 'Avsett ändamål'),
  principle: L('Test principle', 'Testprincip'),
  detects: L('What the test detects', 'Vad testet påvisar'),
  sample: L('Sample and sample collection', 'Prov och provtagning'),
  materials: L('Materials', 'Material'),
  procedure: L('Procedure', 'Utförande'),
  procedureSelf: L('How to do the test', 'Så gör du testet'),
  reading: L('Reading time', 'Avläsningstid'),
  interpretation: L('Interpreting the result', 'Tolkning av resultatet'),
  limitations: L('Limitations', 'Begränsningar'),
  storage: L('Storage and shelf life', 'Förvaring och hållbarhet'),
  warnings: L('Warnings and precautions', 'Varningar och försiktighetsåtgärder'),
  manufacturer: L('Manufacturer', 'Tillverkare'),
  ce: L('CE marking', 'CE-märkning'),
};

export const materialsLabels = {
  provided: L('Provided', 'Ingår'),
  required: L('Required but not provided', 'Behövs men ingår inte'),
};

export const cutOffColumns = [L('Code', 'Kod'), L('Substance', 'Substans'), L('Cut-off', 'Gränsvärde')];

/**
 * The manufacturer's block as first seeded, from the company's first details; regulatory affairs
 * keeps it in the CMS's shared sections from then on.
 */
function manufacturerLines(): Localized[] {
  const company = seededCompany();
  const a = company.address;
  return [
    L(company.name, company.name),
    L(a.street, a.street),
    L(`${a.postalCode} ${a.city}`, `${a.postalCode} ${a.city}`),
    L('Sweden', 'Sverige'),
    L(`Phone ${company.phone}`, `Telefon ${company.phone}`),
    L(`E-mail ${company.email}`, `E-post ${company.email}`),
  ];
}

const ceText = {
  professional: [
    L(
      'This product is a CE-marked in vitro diagnostic medical device for professional use, placed on the market under the EU regulation on in vitro diagnostic medical devices (IVDR, (EU) 2017/746).',
      'Produkten är en CE-märkt medicinteknisk produkt för in vitro-diagnostik avsedd för professionell användning och släpps ut på marknaden enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR, (EU) 2017/746).',
    ),
    L(
      'Symbols on the label: IVD (in vitro diagnostic medical device), REF (article number), LOT (batch number), an hourglass (use by) and a thermometer (storage temperature).',
      'Symboler på etiketten: IVD (medicinteknisk produkt för in vitro-diagnostik), REF (artikelnummer), LOT (tillverkningssats), ett timglas (används före) och en termometer (förvaringstemperatur).',
    ),
    L(
      'Report any serious incident involving this product to the manufacturer and to the competent authority of your country (in Sweden, the Swedish Medical Products Agency, Läkemedelsverket).',
      'Rapportera varje allvarligt tillbud med produkten till tillverkaren och till den behöriga myndigheten i ert land (i Sverige Läkemedelsverket).',
    ),
  ],
  selfTest: [
    L(
      'This product is a CE-marked in vitro diagnostic medical device for self-testing under the EU regulation on in vitro diagnostic medical devices (IVDR, (EU) 2017/746).',
      'Produkten är ett CE-märkt självtest, en medicinteknisk produkt för in vitro-diagnostik enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR, (EU) 2017/746).',
    ),
    L(
      'Symbols on the box: IVD (for in vitro diagnostic use), REF (article number), LOT (batch number), an hourglass (use by) and a thermometer (storage temperature).',
      'Symboler på förpackningen: IVD (för in vitro-diagnostik), REF (artikelnummer), LOT (tillverkningssats), ett timglas (används före) och en termometer (förvaringstemperatur).',
    ),
    L(
      'If something serious happens when you use the test, tell the manufacturer and the medicines authority of your country (in Sweden, Läkemedelsverket).',
      'Om ett allvarligt tillbud inträffar när du använder testet ska du rapportera det till tillverkaren och Läkemedelsverket.',
    ),
  ],
};

/** Storage text without figures the catalogue does not state: the label carries temperature and date. */
const storage = {
  professional: [
    L(
      'Store the tests in their sealed pouches within the temperature range shown by the thermometer symbol on the label, away from direct sunlight, moisture and heat. Do not freeze.',
      'Förvara testerna i obrutna foliepåsar inom det temperaturintervall som termometersymbolen på etiketten anger, skyddade mot direkt solljus, fukt och värme. Får inte frysas.',
    ),
    L(
      'Shelf life: use before the expiry date printed next to the hourglass symbol on the pouch and the box. Open a pouch only when you are ready to test and use the device at once.',
      'Hållbarhet: använd före det utgångsdatum som står vid timglassymbolen på foliepåsen och kartongen. Öppna foliepåsen först när ni är redo att testa och använd testet direkt.',
    ),
    L(
      'Let a refrigerated test and the sample reach room temperature before you open the pouch; a cold test can give an unreliable result.',
      'Låt ett kylförvarat test och provet anta rumstemperatur innan foliepåsen öppnas. Ett kallt test kan ge ett otillförlitligt resultat.',
    ),
  ],
  selfTest: [
    L(
      'Keep the test in its sealed pouch within the temperature range shown by the thermometer symbol on the box, away from sunlight and damp places such as the bathroom cabinet. Do not freeze.',
      'Förvara testet i den obrutna foliepåsen inom det temperaturintervall som termometersymbolen på förpackningen anger, skyddat mot solljus och fukt – alltså inte i badrumsskåpet. Får inte frysas.',
    ),
    L(
      'Use the test before the date next to the hourglass symbol on the box and pouch. Open the pouch only when you are ready to test.',
      'Använd testet före datumet vid timglassymbolen på förpackningen och foliepåsen. Öppna foliepåsen först när du är redo att testa.',
    ),
  ],
};

const warnings = {
  professional: [
    L('For in vitro diagnostic use by trained professionals only. Not for self-testing.', 'Endast för in vitro-diagnostik av utbildad personal. Inte avsett för självtestning.'),
    L('Single use: never reuse a test or a collection device.', 'Engångsprodukt: återanvänd aldrig ett test eller en provtagningsanordning.'),
    L('Do not use a test after its expiry date or if its pouch is damaged.', 'Använd inte testet efter utgångsdatumet eller om foliepåsen är skadad.'),
    L(
      'Handle every sample as potentially infectious: wear disposable gloves and dispose of used tests, samples and gloves as clinical waste under local rules.',
      'Hantera varje prov som potentiellt smittsamt: använd engångshandskar och kassera använda tester, prov och handskar som smittförande avfall enligt lokala regler.',
    ),
    L(
      'A screening result is never the only basis for a decision about a person: follow your organisation’s drug and alcohol policy and the law that applies to the testing.',
      'Ett screeningresultat får aldrig vara det enda underlaget för ett beslut om en person. Följ organisationens alkohol- och drogpolicy och den lagstiftning som gäller för testningen.',
    ),
  ],
  selfTest: [
    L('For in vitro diagnostic use only: the test is used outside the body. Do not swallow any part of it.', 'Endast för in vitro-diagnostik: testet används utanför kroppen. Svälj ingen del av det.'),
    L('Single use: use each test only once.', 'Engångstest: använd varje test bara en gång.'),
    L('Do not use the test after the expiry date or if the pouch is damaged.', 'Använd inte testet efter utgångsdatumet eller om foliepåsen är skadad.'),
    L('Keep tests and their small parts out of the reach of children.', 'Förvara tester och smådelar utom räckhåll för barn.'),
    L(
      'After testing, put everything back in the pouch and throw it away with household waste.',
      'Lägg tillbaka allt i foliepåsen efter testet och släng den i hushållsavfallet.',
    ),
  ],
};

const selfTestCare = L(
  'A self-test gives an indication, not a diagnosis. Do not change or stop any treatment because of a result without talking to your doctor. If you feel unwell, contact a doctor or your health centre whatever the result shows (in Sweden, call 1177 for health advice).',
  'Ett självtest ger en indikation, inte en diagnos. Ändra eller avbryt aldrig en behandling på grund av ett resultat utan att först tala med din läkare. Om du mår dåligt ska du kontakta läkare eller vårdcentral oavsett vad testet visar (ring 1177 för sjukvårdsrådgivning).',
);

export const outcomeTitles = {
  positive: L('Positive', 'Positivt'),
  negative: L('Negative', 'Negativt'),
  invalid: L('Invalid', 'Ogiltigt'),
};

/** The shared sections the CMS starts with; regulatory affairs edit them there. */
export function sharedSectionSeeds(): SharedSections {
  return { manufacturer: manufacturerLines(), storage, warnings, ce: ceText, selfTestCare };
}
