/**
 * The studies behind the performance characteristics of the instructions for use (IVDR Annex I
 * §20.4.1), stored as counts only: every percentage a document or a catalogue card shows is
 * computed from them in ./performance.ts, so no figure is typed twice.
 *
 * The figures are composed to be plausible for lateral-flow devices of these kinds, like the panel
 * data docs/catalogue.md describes; they are not a supplier's study reports. Replace them with the
 * performance evaluation reports of the technical documentation before an edition with this section
 * is published: tests/unit/performance.test.ts keeps the site's claims true of whatever counts stand
 * here.
 */
import type { Localized } from '@/i18n/localized';
import type { SelfTestKind } from './articles';

// Defined here rather than taken from ./blocks, so this module loads whatever imports it first.
const L = (en: string, sv: string): Localized => ({ en, sv });

/** A comparison with a reference method: true/false positives and negatives. */
export type Counts = { readonly tp: number; readonly fn: number; readonly tn: number; readonly fp: number };

const counts = (tp: number, fn: number, tn: number, fp: number): Counts => ({ tp, fn, tn, fp });

/**
 * Reference methods, named as they read after 'with' / 'med' ('agreement with LC-MS/MS').
 * `confirmation` marks the mass-spectrometric methods that confirm a drug screening result.
 */
export const referenceMethods = {
  'lc-ms-ms': { name: L('LC-MS/MS', 'LC-MS/MS'), confirmation: true },
  'gc-ms': { name: L('GC-MS', 'GC-MS'), confirmation: true },
  'lab-creatinine': { name: L('an enzymatic laboratory method', 'enzymatisk laboratoriemetod'), confirmation: false },
  'ph-meter': { name: L('a calibrated pH meter', 'kalibrerad pH-mätare'), confirmation: false },
  'lab-hcg': { name: L('laboratory hCG measurement', 'hCG-mätning på laboratorium'), confirmation: false },
  'lab-lh': { name: L('laboratory LH measurement', 'LH-mätning på laboratorium'), confirmation: false },
  'lab-fsh': { name: L('laboratory FSH measurement', 'FSH-mätning på laboratorium'), confirmation: false },
  'urine-particles': { name: L('laboratory urine particle counting', 'partikelräkning i urin på laboratorium'), confirmation: false },
  'urine-chemistry': { name: L('laboratory urine chemistry', 'urinkemisk analys på laboratorium'), confirmation: false },
  'ph-electrode': { name: L('glass-electrode pH measurement', 'glaselektrodmätning av pH'), confirmation: false },
  'lab-ferritin': { name: L('laboratory ferritin measurement', 'ferritinmätning på laboratorium'), confirmation: false },
  'lab-vitamin-d': { name: L('LC-MS/MS in a laboratory', 'LC-MS/MS på laboratorium'), confirmation: false },
  'lab-tsh': { name: L('laboratory TSH measurement', 'TSH-mätning på laboratorium'), confirmation: false },
  'lab-fit': { name: L('laboratory haemoglobin measurement in stool by FIT', 'laboratorieanalys av hemoglobin i avföring med kvantitativt immunokemiskt test, FIT'), confirmation: false },
  'breath-test': { name: L('the ¹³C-urea breath test', '¹³C-ureautandningstest'), confirmation: false },
  'rt-pcr': { name: L('laboratory RT-PCR', 'RT-PCR på laboratorium'), confirmation: false },
} as const satisfies Record<string, { name: Localized; confirmation: boolean }>;

export type ReferenceMethodId = keyof typeof referenceMethods;

/** Units of the concentrations stated; '' for a number without a unit (pH). */
export const units = {
  'ng/mL': L('ng/mL', 'ng/ml'),
  'µg/mL': L('µg/mL', 'µg/ml'),
  'mg/mL': L('mg/mL', 'mg/ml'),
  'mg/L': L('mg/L', 'mg/l'),
  'mmol/L': L('mmol/L', 'mmol/l'),
  'nmol/L': L('nmol/L', 'nmol/l'),
  // Swedish laboratories write the international unit as IE (internationell enhet).
  'mIU/mL': L('mIU/mL', 'mIE/ml'),
  'mIU/L': L('mIU/L', 'mIE/l'),
  'IU/mL': L('IU/mL', 'IE/ml'),
  'cells/µL': L('cells/µL', 'celler/µl'),
  /** Per cent by volume, written by the percent formatter. */
  'v/v': L('v/v', 'v/v'),
  '': L('', ''),
} as const satisfies Record<string, Localized>;

export type Unit = keyof typeof units;
export type Quantity = { readonly value: number; readonly unit: Unit };
const q = (value: number, unit: Unit): Quantity => ({ value, unit });

/**
 * A decision limit: 'hCG of 25 mIU/mL or more in urine', 'ferritin below 30 ng/mL', 'pH below 4.5
 * or above 9'. `where` follows the figure ('in urine' / 'i urinen').
 */
export type Limit = { readonly analyte: Localized; readonly where?: Localized } & (
  | { readonly relation: 'from' | 'below' | 'above'; readonly at: Quantity }
  | { readonly relation: 'outside'; readonly low: Quantity; readonly high: Quantity }
);

/**
 * A compound tested for cross-reactivity on a drug strip (names as in running text, lower case
 * unless a code or a stereo prefix): the lowest concentration in ng/mL that gave a positive result,
 * or, when none did, the highest concentration tested.
 */
export type CrossReactant =
  | { readonly compound: Localized; readonly positiveFromNgMl: number }
  | { readonly compound: Localized; readonly negativeUpToNgMl: number };

const x = (en: string, sv: string, positiveFromNgMl: number): CrossReactant => ({ compound: L(en, sv), positiveFromNgMl });
const none = (en: string, sv: string, negativeUpToNgMl: number): CrossReactant => ({ compound: L(en, sv), negativeUpToNgMl });

/** A substance that changed no result at the concentration tested. */
export type Interferent = { readonly name: Localized; readonly at: Quantity };

const each = (at: Quantity, ...names: Localized[]): Interferent[] => names.map((name) => ({ name, at }));

/** The concentrations of the precision study, as fractions of the cut-off away from it. */
export const precisionLevels = [-0.5, -0.25, 0, 0.25, 0.5] as const;

/**
 * One immunoassay strip as its studies found it: the calibrator its cut-off is stated in, the number
 * of negative results of the precision study at each of `precisionLevels` (the rest of the
 * replicates were positive), the method comparison with clinical samples, and cross-reactivity.
 */
export type StripStudy = {
  readonly code: string;
  readonly cutOffNgMl: number;
  readonly calibrator: Localized;
  readonly reference: ReferenceMethodId;
  readonly precisionNegatives: readonly [number, number, number, number, number];
  readonly comparison: Counts;
  readonly crossReactants: readonly CrossReactant[];
};

const strip = (
  code: string,
  cutOffNgMl: number,
  calibrator: Localized,
  reference: ReferenceMethodId,
  precisionNegatives: StripStudy['precisionNegatives'],
  [tp, fn, tn, fp]: readonly [number, number, number, number],
  crossReactants: CrossReactant[],
): StripStudy => ({ code, cutOffNgMl, calibrator, reference, precisionNegatives, comparison: counts(tp, fn, tn, fp), crossReactants });

export type Matrix = 'urine' | 'oral-fluid';

/** The strips of one sample matrix, with the design of their precision study and the interferents tested. */
export type MatrixStudies = {
  readonly matrix: Matrix;
  /** Replicates per concentration of the precision study, spread over `batches` production batches. */
  readonly replicates: number;
  readonly batches: number;
  readonly strips: readonly StripStudy[];
  readonly interferents: readonly Interferent[];
};

// Compounds that recur.
const amphetamine = L('D-amphetamine', 'D-amfetamin');
const methamphetamine = L('D-methamphetamine', 'D-metamfetamin');
const thcCooh = L('11-nor-9-carboxy-THC', '11-nor-9-karboxi-THC');

/**
 * The urine strips, one per substance code and cut-off. The single-panel cassettes and the
 * multi-panel cups carry the same strips (articles.ts), so a strip's figures are stated once here
 * and shared; the 3-panel THC cup's 25, 150 and 600 ng/mL strips are strips of their own.
 */
const urine: MatrixStudies = {
  matrix: 'urine',
  replicates: 30,
  batches: 3,
  strips: [
    strip('3-CMC', 1500, L('3-CMC', '3-CMC'), 'lc-ms-ms', [30, 29, 15, 2, 0], [48, 1, 150, 1], [
      x('3-MMC', '3-MMC', 2000),
      x('4-CMC', '4-CMC', 3000),
      x('mephedrone (4-MMC)', 'mefedron (4-MMC)', 5000),
      x('methcathinone', 'metkatinon', 10000),
    ]),
    strip('AMP', 300, amphetamine, 'lc-ms-ms', [30, 29, 16, 2, 0], [120, 1, 178, 1], [
      x('DL-amphetamine', 'DL-amfetamin', 600),
      x('MDA', 'MDA', 1000),
      x('phentermine', 'fentermin', 1500),
      x('p-hydroxyamphetamine', 'p-hydroxiamfetamin', 1500),
      x('MDMA', 'MDMA', 6000),
      x('L-amphetamine', 'L-amfetamin', 10000),
      none('tyramine', 'tyramin', 100000),
    ]),
    strip('COC', 100, L('benzoylecgonine', 'bensoylekgonin'), 'lc-ms-ms', [30, 28, 14, 2, 0], [124, 1, 174, 1], [
      x('cocaine', 'kokain', 250),
      x('cocaethylene', 'kokaetylen', 10000),
      x('ecgonine', 'ekgonin', 30000),
      none('ecgonine methyl ester', 'ekgoninmetylester', 100000),
    ]),
    strip('MDMA', 500, L('MDMA', 'MDMA'), 'lc-ms-ms', [30, 29, 15, 1, 0], [96, 1, 202, 1], [
      x('MDEA', 'MDEA', 400),
      x('MBDB', 'MBDB', 1000),
      x('MDA', 'MDA', 1500),
      x('D-methamphetamine', 'D-metamfetamin', 50000),
    ]),
    strip('MDPV', 1000, L('MDPV', 'MDPV'), 'lc-ms-ms', [30, 29, 16, 2, 0], [50, 1, 148, 1], [
      x('alpha-PVP', 'alfa-PVP', 1500),
      x('MDPHP', 'MDPHP', 1500),
      x('pyrovalerone', 'pyrovaleron', 2000),
      x('alpha-PHP', 'alfa-PHP', 3000),
    ]),
    strip('MET', 300, methamphetamine, 'lc-ms-ms', [30, 30, 15, 2, 0], [112, 2, 185, 1], [
      x('p-hydroxymethamphetamine', 'p-hydroximetamfetamin', 800),
      x('mephentermine', 'mefentermin', 1000),
      x('MDMA', 'MDMA', 1500),
      x('L-methamphetamine', 'L-metamfetamin', 8000),
      x('ephedrine', 'efedrin', 50000),
      none('pseudoephedrine', 'pseudoefedrin', 100000),
    ]),
    strip('MPD', 150, L('methylphenidate', 'metylfenidat'), 'lc-ms-ms', [30, 29, 16, 1, 0], [64, 1, 184, 1], [
      x('ethylphenidate', 'etylfenidat', 300),
      x('ritalinic acid', 'ritalinsyra', 400),
    ]),
    strip('6-MAM', 10, L('6-monoacetylmorphine', '6-monoacetylmorfin'), 'lc-ms-ms', [30, 29, 16, 2, 0], [52, 1, 196, 1], [
      x('heroin (diacetylmorphine)', 'heroin (diacetylmorfin)', 25),
      x('6-acetylcodeine', '6-acetylkodein', 500),
      x('morphine', 'morfin', 50000),
      none('codeine', 'kodein', 100000),
    ]),
    strip('BUP', 10, L('buprenorphine', 'buprenorfin'), 'lc-ms-ms', [30, 29, 15, 1, 0], [98, 1, 200, 1], [
      x('buprenorphine-3-glucuronide', 'buprenorfin-3-glukuronid', 15),
      x('norbuprenorphine', 'norbuprenorfin', 20),
      x('norbuprenorphine-3-glucuronide', 'norbuprenorfin-3-glukuronid', 200),
      none('naloxone', 'naloxon', 100000),
      none('morphine', 'morfin', 100000),
    ]),
    strip('FYL', 10, L('fentanyl', 'fentanyl'), 'lc-ms-ms', [30, 29, 16, 2, 0], [86, 1, 162, 1], [
      x('acetylfentanyl', 'acetylfentanyl', 10),
      x('butyrylfentanyl', 'butyrfentanyl', 15),
      x('furanylfentanyl', 'furanylfentanyl', 25),
      x('norfentanyl', 'norfentanyl', 150),
      x('risperidone', 'risperidon', 30000),
      none('carfentanil', 'karfentanil', 10000),
    ]),
    // Studied for markets that screen fentanyl at 20 ng/ml; no article is sold at it yet.
    strip('FYL', 20, L('fentanyl', 'fentanyl'), 'lc-ms-ms', [30, 29, 16, 2, 0], [81, 2, 166, 1], [
      x('acetylfentanyl', 'acetylfentanyl', 20),
      x('butyrylfentanyl', 'butyrfentanyl', 30),
      x('furanylfentanyl', 'furanylfentanyl', 50),
      x('norfentanyl', 'norfentanyl', 300),
      x('risperidone', 'risperidon', 60000),
      none('carfentanil', 'karfentanil', 10000),
    ]),
    strip('OPI', 200, L('morphine', 'morfin'), 'lc-ms-ms', [30, 29, 15, 2, 0], [118, 1, 180, 1], [
      x('codeine', 'kodein', 150),
      x('ethylmorphine', 'etylmorfin', 200),
      x('heroin (diacetylmorphine)', 'heroin (diacetylmorfin)', 300),
      x('6-monoacetylmorphine', '6-monoacetylmorfin', 300),
      x('dihydrocodeine', 'dihydrokodein', 300),
      x('hydrocodone', 'hydrokodon', 500),
      x('hydromorphone', 'hydromorfon', 500),
      x('morphine-3-glucuronide', 'morfin-3-glukuronid', 600),
      x('thebaine', 'tebain', 5000),
      x('oxycodone', 'oxikodon', 30000),
      none('naloxone', 'naloxon', 100000),
    ]),
    strip('OXY', 100, L('oxycodone', 'oxikodon'), 'lc-ms-ms', [30, 30, 15, 2, 0], [84, 1, 164, 1], [
      x('oxymorphone', 'oximorfon', 300),
      x('noroxycodone', 'noroxikodon', 1000),
      x('hydrocodone', 'hydrokodon', 5000),
      x('hydromorphone', 'hydromorfon', 5000),
      x('morphine', 'morfin', 50000),
      x('codeine', 'kodein', 50000),
    ]),
    strip('TRA', 100, L('tramadol', 'tramadol'), 'lc-ms-ms', [30, 29, 15, 2, 0], [90, 1, 208, 1], [
      x('N-desmethyltramadol', 'N-desmetyltramadol', 250),
      x('O-desmethyltramadol', 'O-desmetyltramadol', 5000),
      none('tapentadol', 'tapentadol', 100000),
    ]),
    strip('ACL', 100, L('7-aminoclonazepam', '7-aminoklonazepam'), 'lc-ms-ms', [30, 29, 16, 2, 0], [66, 1, 182, 1], [
      x('7-aminonitrazepam', '7-aminonitrazepam', 125),
      x('clonazepam', 'klonazepam', 150),
      x('7-aminoflunitrazepam', '7-aminoflunitrazepam', 150),
      x('flunitrazepam', 'flunitrazepam', 400),
      x('nitrazepam', 'nitrazepam', 500),
    ]),
    strip('BZO', 200, L('oxazepam', 'oxazepam'), 'lc-ms-ms', [30, 28, 15, 2, 0], [126, 2, 171, 1], [
      x('alprazolam', 'alprazolam', 150),
      x('diazepam', 'diazepam', 150),
      x('temazepam', 'temazepam', 150),
      x('nordiazepam', 'nordiazepam', 200),
      x('flunitrazepam', 'flunitrazepam', 300),
      x('lorazepam', 'lorazepam', 1000),
      x('clonazepam', 'klonazepam', 1500),
      x('7-aminoclonazepam', '7-aminoklonazepam', 5000),
    ]),
    strip('ZOL', 50, L('zolpidem', 'zolpidem'), 'lc-ms-ms', [30, 29, 15, 2, 0], [55, 1, 143, 1], [
      x('zolpidem phenyl-4-carboxylic acid', 'zolpidemfenyl-4-karboxylsyra', 40),
      none('zaleplon', 'zaleplon', 100000),
      none('zopiclone', 'zopiklon', 100000),
    ]),
    strip('ZOP', 50, L('zopiclone', 'zopiklon'), 'lc-ms-ms', [30, 30, 16, 2, 0], [54, 1, 144, 1], [
      x('eszopiclone', 'eszopiklon', 50),
      x('N-desmethylzopiclone', 'N-desmetylzopiklon', 150),
      x('zopiclone N-oxide', 'zopiklon-N-oxid', 300),
      none('zolpidem', 'zolpidem', 100000),
    ]),
    strip('EDDP', 100, L('EDDP', 'EDDP'), 'lc-ms-ms', [30, 29, 15, 2, 0], [82, 1, 166, 1], [
      x('EMDP', 'EMDP', 3000),
      none('methadone', 'metadon', 100000),
    ]),
    strip('ETG', 500, L('ethyl glucuronide', 'etylglukuronid'), 'lc-ms-ms', [30, 29, 16, 2, 0], [110, 1, 188, 1], [
      x('methyl glucuronide', 'metylglukuronid', 2500),
      none('ethyl sulphate', 'etylsulfat', 100000),
      none('glucuronic acid', 'glukuronsyra', 100000),
    ]),
    strip('GAB', 2000, L('gabapentin', 'gabapentin'), 'lc-ms-ms', [30, 30, 15, 1, 0], [70, 0, 179, 1], [x('pregabalin', 'pregabalin', 30000)]),
    strip('KET', 1000, L('ketamine', 'ketamin'), 'lc-ms-ms', [30, 29, 15, 2, 0], [61, 1, 187, 1], [
      x('deschloroketamine', 'deskloroketamin', 2000),
      x('norketamine', 'norketamin', 2500),
      x('dehydronorketamine', 'dehydronorketamin', 10000),
    ]),
    strip('PGB', 500, L('pregabalin', 'pregabalin'), 'lc-ms-ms', [30, 29, 16, 2, 0], [72, 1, 176, 1], [x('gabapentin', 'gabapentin', 50000)]),
    // THC-COOH is confirmed by GC-MS, the method most Nordic laboratories still use for it.
    strip('THC', 50, thcCooh, 'gc-ms', [30, 29, 15, 2, 0], [131, 2, 166, 1], [
      x('Delta-8-THC-COOH', 'Delta-8-THC-COOH', 40),
      x('THC-COOH glucuronide', 'THC-COOH-glukuronid', 120),
      x('11-hydroxy-THC', '11-hydroxi-THC', 2500),
      x('Delta-9-THC', 'Delta-9-THC', 12000),
      x('cannabinol (CBN)', 'cannabinol (CBN)', 20000),
      none('cannabidiol (CBD)', 'cannabidiol (CBD)', 100000),
    ]),
    strip('THC', 25, thcCooh, 'gc-ms', [30, 29, 14, 2, 0], [148, 1, 150, 1], [
      x('Delta-8-THC-COOH', 'Delta-8-THC-COOH', 20),
      x('THC-COOH glucuronide', 'THC-COOH-glukuronid', 60),
      x('11-hydroxy-THC', '11-hydroxi-THC', 1200),
      x('Delta-9-THC', 'Delta-9-THC', 6000),
      x('cannabinol (CBN)', 'cannabinol (CBN)', 10000),
      none('cannabidiol (CBD)', 'cannabidiol (CBD)', 100000),
    ]),
    strip('THC', 150, thcCooh, 'gc-ms', [30, 30, 16, 2, 0], [110, 1, 187, 2], [
      x('Delta-8-THC-COOH', 'Delta-8-THC-COOH', 120),
      x('THC-COOH glucuronide', 'THC-COOH-glukuronid', 350),
      x('11-hydroxy-THC', '11-hydroxi-THC', 7500),
      x('Delta-9-THC', 'Delta-9-THC', 35000),
      x('cannabinol (CBN)', 'cannabinol (CBN)', 60000),
      none('cannabidiol (CBD)', 'cannabidiol (CBD)', 100000),
    ]),
    strip('THC', 600, thcCooh, 'gc-ms', [30, 29, 15, 1, 0], [72, 1, 226, 1], [
      x('Delta-8-THC-COOH', 'Delta-8-THC-COOH', 500),
      x('THC-COOH glucuronide', 'THC-COOH-glukuronid', 1500),
      x('11-hydroxy-THC', '11-hydroxi-THC', 30000),
      none('Delta-9-THC', 'Delta-9-THC', 100000),
      none('cannabinol (CBN)', 'cannabinol (CBN)', 100000),
      none('cannabidiol (CBD)', 'cannabidiol (CBD)', 100000),
    ]),
  ],
  interferents: [
    // Medicines chosen among those with no known immunoassay cross-reaction with any of the strips.
    ...each(
      q(100, 'µg/mL'),
      L('paracetamol', 'paracetamol'),
      L('acetylsalicylic acid', 'acetylsalicylsyra'),
      L('ibuprofen', 'ibuprofen'),
      L('naproxen', 'naproxen'),
      L('caffeine', 'koffein'),
      L('nicotine', 'nikotin'),
      L('amoxicillin', 'amoxicillin'),
      L('omeprazole', 'omeprazol'),
      L('metformin', 'metformin'),
      L('cetirizine', 'cetirizin'),
      L('salbutamol', 'salbutamol'),
    ),
    ...each(q(20, 'mg/mL'), L('glucose', 'glukos')),
    ...each(q(10, 'mg/mL'), L('ethanol', 'etanol'), L('acetone', 'aceton')),
    ...each(q(5, 'mg/mL'), L('creatinine', 'kreatinin')),
    ...each(q(2, 'mg/mL'), L('albumin', 'albumin')),
    ...each(q(1, 'mg/mL'), L('haemoglobin', 'hemoglobin'), L('ascorbic acid', 'askorbinsyra')),
  ],
};

/**
 * The saliva multi-test's strips: oral fluid carries the parent drug (professional.ts), so each
 * strip is calibrated with the parent drug at the catalogue's oral-fluid cut-off.
 */
const oralFluid: MatrixStudies = {
  matrix: 'oral-fluid',
  replicates: 30,
  batches: 3,
  strips: [
    strip('AMP', 50, amphetamine, 'lc-ms-ms', [30, 29, 15, 2, 0], [78, 1, 170, 1], [
      x('DL-amphetamine', 'DL-amfetamin', 100),
      x('MDA', 'MDA', 150),
      x('phentermine', 'fentermin', 300),
      x('MDMA', 'MDMA', 1000),
    ]),
    strip('BZO', 10, L('diazepam', 'diazepam'), 'lc-ms-ms', [30, 29, 16, 2, 0], [60, 1, 189, 0], [
      x('alprazolam', 'alprazolam', 8),
      x('nordiazepam', 'nordiazepam', 10),
      x('temazepam', 'temazepam', 12),
      x('oxazepam', 'oxazepam', 15),
      x('flunitrazepam', 'flunitrazepam', 20),
      x('lorazepam', 'lorazepam', 60),
      x('clonazepam', 'klonazepam', 75),
    ]),
    strip('OPI', 40, L('morphine', 'morfin'), 'lc-ms-ms', [30, 30, 15, 2, 0], [55, 0, 194, 1], [
      x('codeine', 'kodein', 30),
      x('ethylmorphine', 'etylmorfin', 50),
      x('6-monoacetylmorphine', '6-monoacetylmorfin', 50),
      x('heroin (diacetylmorphine)', 'heroin (diacetylmorfin)', 60),
      x('hydrocodone', 'hydrokodon', 150),
      x('hydromorphone', 'hydromorfon', 150),
      x('oxycodone', 'oxikodon', 5000),
    ]),
    strip('COC', 20, L('cocaine', 'kokain'), 'lc-ms-ms', [30, 29, 15, 1, 0], [70, 1, 178, 1], [
      x('benzoylecgonine', 'bensoylekgonin', 30),
      x('cocaethylene', 'kokaetylen', 40),
      none('ecgonine methyl ester', 'ekgoninmetylester', 10000),
    ]),
    strip('MET', 50, methamphetamine, 'lc-ms-ms', [30, 29, 16, 2, 0], [66, 1, 183, 0], [
      x('MDMA', 'MDMA', 200),
      x('L-methamphetamine', 'L-metamfetamin', 1500),
      x('ephedrine', 'efedrin', 20000),
    ]),
    strip('THC', 25, L('Delta-9-THC', 'Delta-9-THC'), 'lc-ms-ms', [30, 28, 15, 2, 0], [88, 1, 160, 1], [
      x('Delta-8-THC', 'Delta-8-THC', 30),
      x('11-hydroxy-THC', '11-hydroxi-THC', 40),
      x('11-nor-9-carboxy-THC', '11-nor-9-karboxi-THC', 50),
      x('cannabinol (CBN)', 'cannabinol (CBN)', 250),
      none('cannabidiol (CBD)', 'cannabidiol (CBD)', 10000),
    ]),
    strip('TRA', 50, L('tramadol', 'tramadol'), 'lc-ms-ms', [30, 29, 15, 2, 0], [50, 1, 199, 0], [
      x('N-desmethyltramadol', 'N-desmetyltramadol', 100),
      x('O-desmethyltramadol', 'O-desmetyltramadol', 2500),
      none('tapentadol', 'tapentadol', 10000),
    ]),
  ],
  interferents: [
    ...each(
      q(100, 'µg/mL'),
      L('paracetamol', 'paracetamol'),
      L('acetylsalicylic acid', 'acetylsalicylsyra'),
      L('ibuprofen', 'ibuprofen'),
      L('caffeine', 'koffein'),
      L('nicotine', 'nikotin'),
      L('cetirizine', 'cetirizin'),
      L('omeprazole', 'omeprazol'),
      L('amoxicillin', 'amoxicillin'),
    ),
    ...each(q(10, 'mg/mL'), L('ethanol', 'etanol')),
    ...each(q(1, 'mg/mL'), L('haemoglobin', 'hemoglobin')),
  ],
};

export const drugStudies: Record<Matrix, MatrixStudies> = { urine, 'oral-fluid': oralFluid };

/**
 * A marker (or target) of a self-test or of the manipulation control compared with its reference
 * method. `positive` is the decision limit at which both the device and the reference method call
 * a sample positive (for the manipulation control: abnormal).
 */
export type MarkerStudy = {
  readonly marker: Localized;
  readonly reference: ReferenceMethodId;
  readonly counts: Counts;
  readonly positive?: Limit;
};

/** Substances that gave no positive result, with the concentration tested where one applies. */
export type NoReaction = { readonly intro?: Localized; readonly items: readonly { name: Localized; at?: Quantity }[] };

/** A known interference: what it does, from which concentration where one is known. */
export type Interference = { readonly name: Localized; readonly from?: Quantity; readonly effect: Localized };

/**
 * The studies of a device read marker by marker: the self-tests and the manipulation control. A
 * device with more than one marker also counts the samples on which every marker agreed with the
 * reference method (the figure its catalogue card shows).
 */
export type MarkerStudies = {
  /** The samples of the clinical study, plural, in running text: 'urine samples' / 'urinprov'. */
  readonly samples: Localized;
  /** What the markers are, plural (Swedish definite), where 'markers' would read oddly: 'viruses' / 'virusen'. */
  readonly markerNoun?: Localized;
  /** The heading of the marker column, where 'Marker' would read oddly. */
  readonly markerColumn?: Localized;
  readonly markers: readonly MarkerStudy[];
  readonly concordantSamples?: number;
  readonly noReaction?: NoReaction;
  readonly interferents: readonly Interferent[];
  readonly interferences: readonly Interference[];
};

const urineSelfTestInterferents = [
  ...each(
    q(200, 'µg/mL'),
    L('paracetamol', 'paracetamol'),
    L('acetylsalicylic acid', 'acetylsalicylsyra'),
    L('ibuprofen', 'ibuprofen'),
    L('caffeine', 'koffein'),
    L('ascorbic acid', 'askorbinsyra'),
    L('amoxicillin', 'amoxicillin'),
  ),
  ...each(q(20, 'mg/mL'), L('glucose', 'glukos')),
  ...each(q(2, 'mg/mL'), L('albumin', 'albumin')),
  ...each(q(1, 'mg/mL'), L('haemoglobin', 'hemoglobin')),
];

const bloodSelfTestInterferents = [
  ...each(
    q(200, 'µg/mL'),
    L('paracetamol', 'paracetamol'),
    L('acetylsalicylic acid', 'acetylsalicylsyra'),
    L('ibuprofen', 'ibuprofen'),
    L('caffeine', 'koffein'),
    L('ascorbic acid', 'askorbinsyra'),
  ),
  ...each(q(0.2, 'mg/mL'), L('bilirubin', 'bilirubin')),
  ...each(q(10, 'mg/mL'), L('triglycerides', 'triglycerider')),
  ...each(q(100, 'IU/mL'), L('rheumatoid factor', 'reumatoid faktor')),
];

const from = (analyte: Localized, value: number, unit: Unit, where?: Localized): Limit => ({ analyte, relation: 'from', at: q(value, unit), ...(where ? { where } : {}) });
const below = (analyte: Localized, value: number, unit: Unit): Limit => ({ analyte, relation: 'below', at: q(value, unit) });
const above = (analyte: Localized, value: number, unit: Unit): Limit => ({ analyte, relation: 'above', at: q(value, unit) });

const study = (marker: Localized, reference: ReferenceMethodId, [tp, fn, tn, fp]: readonly [number, number, number, number], positive?: Limit): MarkerStudy => ({
  marker,
  reference,
  counts: counts(tp, fn, tn, fp),
  ...(positive ? { positive } : {}),
});

/**
 * The manipulation control's markers, named as the catalogue names them (the article's markers are
 * matched by their English name). Positive here means abnormal, at the limits of the colour chart's
 * normal range.
 */
export const manipulationControlStudies: MarkerStudies = {
  samples: L('urine samples', 'urinprov'),
  markers: [
    study(L('Creatinine', 'Kreatinin'), 'lab-creatinine', [38, 1, 259, 2], below(L('creatinine', 'kreatinin'), 1.8, 'mmol/L')),
    study(L('pH', 'pH'), 'ph-meter', [24, 1, 274, 1], { analyte: L('pH', 'pH'), relation: 'outside', low: q(4.5, ''), high: q(9, '') }),
  ],
  concordantSamples: 296,
  interferents: [],
  interferences: [],
};

const inUrine = L('in urine', 'i urinen');

const hormones = {
  lh: L('LH', 'LH'),
  fsh: L('FSH', 'FSH'),
  tsh: L('TSH', 'TSH'),
  hcg: L('hCG', 'hCG'),
};

/** Per self-test kind (the catalogue id of the product). */
export const selfTestStudies: Record<SelfTestKind, MarkerStudies> = {
  pregnancy: {
    samples: L('urine samples', 'urinprov'),
    markers: [study(hormones.hcg, 'lab-hcg', [212, 1, 345, 2], from(hormones.hcg, 25, 'mIU/mL', inUrine))],
    noReaction: {
      items: [
        { name: hormones.lh, at: q(500, 'mIU/mL') },
        { name: hormones.fsh, at: q(1000, 'mIU/mL') },
        { name: hormones.tsh, at: q(1000, 'mIU/L') },
      ],
    },
    interferents: urineSelfTestInterferents,
    interferences: [],
  },
  ovulation: {
    samples: L('urine samples', 'urinprov'),
    markers: [study(hormones.lh, 'lab-lh', [96, 3, 216, 5], from(hormones.lh, 25, 'mIU/mL', inUrine))],
    noReaction: {
      items: [
        { name: hormones.fsh, at: q(1000, 'mIU/mL') },
        { name: hormones.tsh, at: q(1000, 'mIU/L') },
      ],
    },
    interferents: urineSelfTestInterferents,
    interferences: [],
  },
  utitest: {
    samples: L('urine samples', 'urinprov'),
    markers: [
      study(L('Leukocytes (LEU)', 'Leukocyter (LEU)'), 'urine-particles', [118, 9, 208, 15], from(L('leukocytes', 'leukocyter'), 25, 'cells/µL')),
      study(L('Nitrite (NIT)', 'Nitrit (NIT)'), 'urine-chemistry', [61, 3, 283, 3], from(L('nitrite', 'nitrit'), 0.5, 'mg/L')),
    ],
    concordantSamples: 324,
    interferents: [
      ...each(q(200, 'µg/mL'), L('paracetamol', 'paracetamol'), L('ibuprofen', 'ibuprofen'), L('caffeine', 'koffein')),
      ...each(q(10, 'mg/mL'), L('glucose', 'glukos')),
    ],
    interferences: [
      {
        name: L('ascorbic acid (vitamin C)', 'askorbinsyra (C-vitamin)'),
        from: q(250, 'mg/L'),
        effect: L('can give a false-negative nitrite result', 'kan ge falskt negativt nitritresultat'),
      },
    ],
  },
  vaginalph: {
    samples: L('vaginal fluid samples', 'prov från slidan'),
    markers: [study(L('pH', 'pH'), 'ph-electrode', [88, 4, 162, 6], above(L('pH', 'pH'), 4.5, ''))],
    interferents: [],
    // Why the instructions say not to test during a period or shortly after sex.
    interferences: [{ name: L('menstrual blood and semen', 'mensblod och sädesvätska'), effect: L('raise the pH', 'höjer pH-värdet') }],
  },
  menopause: {
    samples: L('urine samples', 'urinprov'),
    markers: [study(hormones.fsh, 'lab-fsh', [118, 3, 173, 6], from(hormones.fsh, 25, 'mIU/mL', inUrine))],
    noReaction: {
      items: [
        { name: hormones.lh, at: q(500, 'mIU/mL') },
        { name: hormones.tsh, at: q(1000, 'mIU/L') },
      ],
    },
    interferents: urineSelfTestInterferents,
    interferences: [],
  },
  // 480 samples: the study the site's ferritin accuracy claim rests on (figure-sources.ts).
  ferritin: {
    samples: L('capillary blood samples', 'kapillära blodprov'),
    markers: [study(L('Ferritin', 'Ferritin'), 'lab-ferritin', [142, 2, 334, 2], below(L('ferritin', 'ferritin'), 30, 'ng/mL'))],
    interferents: bloodSelfTestInterferents,
    interferences: [],
  },
  dvitamin: {
    samples: L('capillary blood samples', 'kapillära blodprov'),
    markers: [study(L('25-hydroxyvitamin D', '25-hydroxivitamin D'), 'lab-vitamin-d', [104, 7, 178, 11], below(L('25-hydroxyvitamin D', '25-hydroxivitamin D'), 50, 'nmol/L'))],
    interferents: bloodSelfTestInterferents,
    interferences: [],
  },
  tsh: {
    samples: L('capillary blood samples', 'kapillära blodprov'),
    markers: [study(hormones.tsh, 'lab-tsh', [42, 2, 231, 5], above(hormones.tsh, 5, 'mIU/L'))],
    interferents: bloodSelfTestInterferents,
    // The instructions' limitations name biotin supplements; this is the concentration from which it matters.
    interferences: [{ name: L('biotin', 'biotin'), from: q(500, 'ng/mL'), effect: L('can give a falsely low result', 'kan ge falskt lågt resultat') }],
  },
  fob: {
    samples: L('stool samples', 'avföringsprov'),
    markers: [study(L('Human haemoglobin', 'Mänskligt hemoglobin'), 'lab-fit', [58, 2, 335, 5], from(L('human haemoglobin', 'mänskligt hemoglobin'), 50, 'ng/mL', L('in the liquid of the sampling tube', 'i provrörets vätska')))],
    // What lets the instructions say that no diet is needed.
    noReaction: {
      intro: L('Blood from meat and peroxidase from vegetables gave no positive result:', 'Blod från kött och peroxidas från grönsaker gav inget positivt resultat:'),
      items: [
        { name: L('haemoglobin from cattle, pigs, chickens, horses and sheep', 'hemoglobin från nötkreatur, gris, kyckling, häst och får'), at: q(500, 'µg/mL') },
        { name: L('horseradish peroxidase', 'pepparrotsperoxidas'), at: q(2, 'mg/mL') },
      ],
    },
    interferents: [...each(q(1, 'mg/mL'), L('ascorbic acid', 'askorbinsyra'), L('iron(II) sulphate', 'järn(II)sulfat'))],
    interferences: [],
  },
  hpylori: {
    samples: L('stool samples', 'avföringsprov'),
    markers: [study(L('H. pylori antigen', 'Antigen från H. pylori'), 'breath-test', [94, 5, 195, 6])],
    noReaction: {
      intro: L('Other stool organisms, tested at 1,000,000 organisms/mL, gave no positive result:', 'Andra organismer i avföring, testade vid 1 000 000 organismer/ml, gav inget positivt resultat:'),
      items: [
        { name: L('Campylobacter jejuni', 'Campylobacter jejuni') },
        { name: L('Escherichia coli', 'Escherichia coli') },
        { name: L('Salmonella enterica', 'Salmonella enterica') },
        { name: L('Shigella flexneri', 'Shigella flexneri') },
        { name: L('Yersinia enterocolitica', 'Yersinia enterocolitica') },
        { name: L('Clostridioides difficile', 'Clostridioides difficile') },
        { name: L('Klebsiella pneumoniae', 'Klebsiella pneumoniae') },
        { name: L('Enterococcus faecalis', 'Enterococcus faecalis') },
        { name: L('Candida albicans', 'Candida albicans') },
      ],
    },
    interferents: [
      ...each(q(100, 'µg/mL'), L('paracetamol', 'paracetamol'), L('ibuprofen', 'ibuprofen'), L('loperamide', 'loperamid'), L('simethicone', 'simetikon')),
      ...each(q(5, 'mg/mL'), L('mucin', 'mucin')),
      ...each(q(1, 'mg/mL'), L('haemoglobin', 'hemoglobin')),
    ],
    interferences: [],
  },
  // 612 samples: the study the site's molecular concordance claim rests on (figure-sources.ts).
  virustest: {
    samples: L('nasal swab samples', 'näsprov'),
    markerNoun: L('viruses', 'virusen'),
    markerColumn: L('Virus', 'Virus'),
    markers: [
      study(L('Influenza A', 'Influensa A'), 'rt-pcr', [96, 3, 510, 3]),
      study(L('Influenza B', 'Influensa B'), 'rt-pcr', [41, 1, 569, 1]),
      study(L('RSV', 'RSV'), 'rt-pcr', [52, 2, 557, 1]),
      study(L('SARS-CoV-2', 'SARS-CoV-2'), 'rt-pcr', [118, 2, 491, 1]),
    ],
    concordantSamples: 604,
    noReaction: {
      intro: L(
        'Other respiratory pathogens, tested at 100,000 TCID50/mL (viruses) or 1,000,000 CFU/mL (bacteria and yeast), gave no positive result on any line:',
        'Andra luftvägspatogener, testade vid 100 000 TCID50/ml (virus) eller 1 000 000 CFU/ml (bakterier och jäst), gav inget positivt resultat på någon linje:',
      ),
      items: [
        { name: L('human coronaviruses 229E, OC43 and NL63', 'humana coronavirus 229E, OC43 och NL63') },
        { name: L('adenovirus', 'adenovirus') },
        { name: L('human metapneumovirus', 'humant metapneumovirus') },
        { name: L('parainfluenza viruses 1–3', 'parainfluensavirus 1–3') },
        { name: L('rhinovirus', 'rhinovirus') },
        { name: L('enterovirus', 'enterovirus') },
        { name: L('Mycoplasma pneumoniae', 'Mycoplasma pneumoniae') },
        { name: L('Streptococcus pyogenes', 'Streptococcus pyogenes') },
        { name: L('Haemophilus influenzae', 'Haemophilus influenzae') },
        { name: L('Candida albicans', 'Candida albicans') },
      ],
    },
    interferents: [
      ...each(
        q(10, 'v/v'),
        L('nasal sprays with oxymetazoline or xylometazoline', 'nässpray med oximetazolin eller xylometazolin'),
        L('nasal steroid sprays with budesonide or fluticasone', 'kortisonnässpray med budesonid eller flutikason'),
        L('saline nasal spray', 'nässpray med koksaltlösning'),
      ),
      ...each(q(5, 'v/v'), L('whole blood', 'helblod')),
      ...each(q(5, 'mg/mL'), L('mucin', 'mucin')),
      ...each(q(50, 'µg/mL'), L('oseltamivir', 'oseltamivir')),
    ],
    interferences: [],
  },
};
