/**
 * Performance characteristics of every article's instructions for use (IVDR Annex I §20.4.1):
 * analytical performance (cut-off, precision around it, cross-reactivity, interfering substances)
 * and clinical performance (agreement with the reference method), written from the counts of
 * ./performance-data.ts, and the one headline figure a catalogue card shows, computed from the
 * same counts so the card and the document cannot disagree.
 *
 * The Swedish heading is 'Prestandaegenskaper', the term of the Swedish text of the IVDR (Annex I
 * §9, 'Prestandaegenskaper', and §20.4.1, which asks the instructions for use for the 'analytiska'
 * and 'kliniska prestandaegenskaper'). 'Prestanda' alone is the device's ability to achieve its
 * intended purpose (Article 2), so the paragraphs are led by 'Analytisk prestanda' and 'Klinisk
 * prestanda'.
 */
import { countInWords, figure, nbsp, percentFigure, prefixedFigure, unitFigure } from '@/content/figures';
import type { Localized } from '@/i18n/localized';
import { locales, type Locale } from '@/i18n/locales';
import { quoted } from '@/lib/quote-marks';
import type { DocumentArticle, SelfTestKind } from './articles';
// Read only inside functions, so the modules that import this one (./index) may load in either order.
import { cutOff, headings, inSentence } from './blocks';
import type { IfuTable } from './index';
import {
  drugStudies,
  manipulationControlStudies,
  precisionLevels,
  referenceMethods,
  selfTestStudies,
  units,
  type Counts,
  type CrossReactant,
  type Interference,
  type Interferent,
  type Limit,
  type MarkerStudies,
  type Matrix,
  type Quantity,
  type ReferenceMethodId,
  type StripStudy,
} from './performance-data';
import { selfTestText } from './self-tests';

export type { Counts, CrossReactant, Interferent, Limit, MarkerStudies, MarkerStudy, Matrix, Quantity, ReferenceMethodId, StripStudy } from './performance-data';

const L = (en: string, sv: string): Localized => ({ en, sv });

export const performanceHeading = L('Performance characteristics', 'Prestandaegenskaper');

// ---------------------------------------------------------------------------------------------
// Figures from counts

/** A share as its two counts, so a document can print '99.2% (120/121)'. */
export type Ratio = { readonly part: number; readonly whole: number };

export function samplesOf(counts: Counts): number {
  return counts.tp + counts.fn + counts.tn + counts.fp;
}

export function fractionOf({ part, whole }: Ratio): number {
  if (!(whole > 0)) throw new RangeError('performance: a share of no samples');
  return part / whole;
}

/** Positives by the reference method that the device also found: TP / (TP + FN). */
export const positiveAgreementOf = (counts: Counts): Ratio => ({ part: counts.tp, whole: counts.tp + counts.fn });
/** Negatives by the reference method that the device also found: TN / (TN + FP). */
export const negativeAgreementOf = (counts: Counts): Ratio => ({ part: counts.tn, whole: counts.tn + counts.fp });
/** All samples on which device and reference method agreed: (TP + TN) / n. */
export const overallAgreementOf = (counts: Counts): Ratio => ({ part: counts.tp + counts.tn, whole: samplesOf(counts) });

/**
 * Sensitivity and specificity are the clinical terms (against a reference standard), positive and
 * negative agreement the terms of a method comparison; the arithmetic is the same.
 */
export const sensitivity = (counts: Counts): number => fractionOf(positiveAgreementOf(counts));
export const specificity = (counts: Counts): number => fractionOf(negativeAgreementOf(counts));
export const positiveAgreement = sensitivity;
export const negativeAgreement = specificity;
export const overallAgreement = (counts: Counts): number => fractionOf(overallAgreementOf(counts));

/** Several comparisons as one (the strips of a cup, pooled). */
export function sumCounts(list: readonly Counts[]): Counts {
  return list.reduce((sum, c) => ({ tp: sum.tp + c.tp, fn: sum.fn + c.fn, tn: sum.tn + c.tn, fp: sum.fp + c.fp }), { tp: 0, fn: 0, tn: 0, fp: 0 });
}

/**
 * Cross-reactivity: the cut-off as a share of the lowest concentration of the compound that gave a
 * positive result; for a compound that gave none, an upper bound from the highest concentration
 * tested.
 */
export function crossReactivity(cutOffNgMl: number, reactant: CrossReactant): { fraction: number; below: boolean } {
  return 'positiveFromNgMl' in reactant
    ? { fraction: cutOffNgMl / reactant.positiveFromNgMl, below: false }
    : { fraction: cutOffNgMl / reactant.negativeUpToNgMl, below: true };
}

/** A share in percent rounded as `percentFigure` shows it (one decimal): 0.99166 → 99.2. */
export function displayedPercent(fraction: number): number {
  return Math.round(fraction * 1000) / 10;
}

// ---------------------------------------------------------------------------------------------
// One record per article

/** What the headline figure counts: samples of one study, or strip results pooled over a cup's strips. */
export type HeadlineBasis = {
  readonly agreement: Ratio;
  readonly counted: 'samples' | 'results';
  /** Strips pooled (drug tests), otherwise 1. */
  readonly strips: number;
  readonly references: readonly ReferenceMethodId[];
};

export type DrugTestPerformance = {
  readonly type: 'strips';
  readonly articleNr: string;
  readonly matrix: Matrix;
  readonly replicates: number;
  readonly batches: number;
  /** One per row of the article's cut-off table, in its order. */
  readonly strips: readonly StripStudy[];
  readonly interferents: readonly Interferent[];
  readonly headline: HeadlineBasis;
};

export type MarkerPerformance = {
  readonly type: 'markers';
  readonly articleNr: string;
  readonly audience: DocumentArticle['audience'];
  readonly studies: MarkerStudies;
  readonly headline: HeadlineBasis;
};

export type ArticlePerformance = DrugTestPerformance | MarkerPerformance;

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

const matrixOf = (kind: DocumentArticle['kind']): Matrix | undefined =>
  kind === 'urine-cassette' || kind === 'urine-cup' ? 'urine' : kind === 'saliva' ? 'oral-fluid' : undefined;

const studyOf = (matrix: Matrix, row: DocumentArticle['cutOffs'][number]) =>
  drugStudies[matrix].strips.find((s) => s.code === row.code && s.cutOffNgMl === row.cutOffNgMl);

/**
 * The cut-offs of an article that no study in performance-data.ts covers, as 'urine study of FYL at
 * 35 ng/ml': its instructions for use could not state their performance, so the CMS refuses to
 * publish them and a preview shows the card without its figure.
 */
export function unstudiedCutOffs(article: DocumentArticle): string[] {
  const matrix = matrixOf(article.kind);
  if (!matrix) return [];
  return article.cutOffs.filter((row) => !studyOf(matrix, row)).map((row) => `${matrix} study of ${row.code} at ${row.cutOffNgMl} ng/ml`);
}

function drugTestPerformance(article: DocumentArticle, matrix: Matrix): DrugTestPerformance {
  const source = drugStudies[matrix];
  const strips = article.cutOffs.map((row) => {
    const found = studyOf(matrix, row);
    // A new substance or cut-off in the catalogue needs its studies in performance-data.ts.
    if (!found) throw new Error(`performance: no ${matrix} study of ${row.code} at ${row.cutOffNgMl} ng/mL (${article.articleNr})`);
    return found;
  });
  if (strips.length === 0) throw new Error(`performance: ${article.articleNr} has no cut-offs`);
  return {
    type: 'strips',
    articleNr: article.articleNr,
    matrix,
    replicates: source.replicates,
    batches: source.batches,
    strips,
    interferents: source.interferents,
    headline: {
      agreement: overallAgreementOf(sumCounts(strips.map((s) => s.comparison))),
      counted: strips.length === 1 ? 'samples' : 'results',
      strips: strips.length,
      references: unique(strips.map((s) => s.reference)),
    },
  };
}

function markerHeadline(studies: MarkerStudies): HeadlineBasis {
  const [first] = studies.markers;
  if (!first) throw new Error('performance: a study without markers');
  const references = unique(studies.markers.map((m) => m.reference));
  if (studies.markers.length === 1) return { agreement: overallAgreementOf(first.counts), counted: 'samples', strips: 1, references };
  if (studies.concordantSamples === undefined) throw new Error('performance: a device with several markers needs its per-sample concordance');
  return { agreement: { part: studies.concordantSamples, whole: samplesOf(first.counts) }, counted: 'samples', strips: 1, references };
}

function markerPerformance(article: DocumentArticle, studies: MarkerStudies): MarkerPerformance {
  return { type: 'markers', articleNr: article.articleNr, audience: article.audience, studies, headline: markerHeadline(studies) };
}

/** The manipulation control's studies in the order of the article's markers (matched by English name). */
function manipulationStudies(article: DocumentArticle): MarkerStudies {
  const markers = article.markers.map((marker) => {
    const found = manipulationControlStudies.markers.find((m) => m.marker.en === marker.name.en);
    if (!found) throw new Error(`performance: no study of the marker "${marker.name.en}" (${article.articleNr})`);
    return { ...found, marker: marker.name };
  });
  return { ...manipulationControlStudies, markers };
}

/** An article's performance record: the studies its instructions state and its headline figure. */
export function articlePerformance(article: DocumentArticle): ArticlePerformance {
  const matrix = matrixOf(article.kind);
  if (matrix) return drugTestPerformance(article, matrix);
  switch (article.kind) {
    case 'adulteration':
      return markerPerformance(article, manipulationStudies(article));
    default: {
      const studies = selfTestStudies[article.kind as SelfTestKind];
      if (!studies) throw new Error(`performance: no studies of the self-test ${article.articleNr}`);
      return markerPerformance(article, studies);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Writing figures

const perLocale = (write: (locale: Locale) => string): Localized => {
  const [en, sv] = locales.map(write) as [string, string];
  return { en, sv };
};

const listFormats: Record<Locale, string> = { en: 'en-GB', sv: 'sv-SE' };

/** 'a, b and c' / 'a, b och c' (or 'or' / 'eller'). */
function listOf(items: readonly Localized[], type: 'conjunction' | 'disjunction' = 'conjunction'): Localized {
  return perLocale((locale) => new Intl.ListFormat(listFormats[locale], { type }).format(items.map((item) => item[locale])));
}

/**
 * A name at the start of a table cell: 'Phentermine', 'Fentermin'. Locants and stereo prefixes
 * ('p-hydroxyamphetamine', 'N-desmethyltramadol', 'D-amphetamine') and codes keep their case.
 */
const capitalised = (text: Localized): Localized =>
  perLocale((locale) => (/^\p{Ll}\p{Ll}/u.test(text[locale]) ? text[locale].charAt(0).toLocaleUpperCase(locale) + text[locale].slice(1) : text[locale]));

/** A reference method in a table cell: without the English article a sentence needs ('an enzymatic …'). */
const methodCell = (id: ReferenceMethodId): Localized => {
  const { name } = referenceMethods[id];
  return capitalised({ en: name.en.replace(/^(?:an?|the) /, ''), sv: name.sv });
};
const lowerFirst = (text: Localized): Localized => perLocale((locale) => inSentence(text[locale]));

/** '12 ng/mL' / '12 ng/ml', '10% v/v' / '10 % v/v', '4.5' / '4,5'. */
export function quantityText({ value, unit }: Quantity): Localized {
  if (unit === '') return figure(value);
  if (unit === 'v/v') return perLocale((locale) => `${percentFigure(value / 100)[locale]}${nbsp}v/v`);
  return unitFigure(value, units[unit]);
}

/** 'hCG of 25 mIU/mL or more in urine', 'ferritin below 30 ng/mL', 'pH below 4.5 or above 9'. */
export function limitText(limit: Limit): Localized {
  const text = perLocale((locale) => {
    const en = locale === 'en';
    const analyte = limit.analyte[locale];
    if (limit.relation === 'outside') {
      const [low, high] = [quantityText(limit.low)[locale], quantityText(limit.high)[locale]];
      return en ? `${analyte} below ${low} or above ${high}` : `${analyte} under ${low} eller över ${high}`;
    }
    const at = quantityText(limit.at)[locale];
    switch (limit.relation) {
      case 'from':
        return en ? `${analyte} of ${at} or more` : `${analyte} på ${at} eller mer`;
      case 'below':
        return en ? `${analyte} below ${at}` : `${analyte} under ${at}`;
      case 'above':
        return en ? `${analyte} above ${at}` : `${analyte} över ${at}`;
    }
  });
  const { where } = limit;
  return where ? L(`${text.en} ${where.en}`, `${text.sv} ${where.sv}`) : text;
}

/** 'a, b, c' joined with '; ' or ', ' — for clauses that contain lists of their own. */
const joined = (items: readonly Localized[], separator: Localized): Localized => perLocale((locale) => items.map((item) => item[locale]).join(separator[locale]));

const percent = (ratio: Ratio): Localized => percentFigure(fractionOf(ratio));

/** '99.2% (120/121)' / '99,2 % (120/121)': the share and the counts it comes from. */
function agreementCell(ratio: Ratio): Localized {
  const [share, part, whole] = [percent(ratio), figure(ratio.part), figure(ratio.whole)];
  return perLocale((locale) => `${share[locale]} (${part[locale]}/${whole[locale]})`);
}

/** Cross-reactivity: two significant digits below 100 %, whole per cent above. */
function crossReactivityText(cutOffNgMl: number, reactant: CrossReactant): Localized {
  const { fraction, below } = crossReactivity(cutOffNgMl, reactant);
  const value = figure(fraction, fraction >= 1 ? { style: 'percent', maximumFractionDigits: 0 } : { style: 'percent', maximumSignificantDigits: 2 });
  return below ? prefixedFigure('<', value) : value;
}

const dash = L('–', '–');

/**
 * The method or methods a comparison used, as they read after 'with' / 'med': one method by its
 * name, the confirmation methods of a cup as a confirmation analysis, others as laboratory methods.
 */
export function referenceName(ids: readonly ReferenceMethodId[]): Localized {
  const methods = ids.map((id) => referenceMethods[id]);
  const [only] = methods;
  if (methods.length === 1 && only) return only.name;
  if (methods.every((m) => m.confirmation)) {
    const names = listOf(
      methods.map((m) => m.name),
      'disjunction',
    );
    return L(`confirmation by ${names.en}`, `${names.sv}`);
  }
  return L('laboratory reference methods', 'referensmetoder på laboratorium');
}

// ---------------------------------------------------------------------------------------------
// The headline

/**
 * The figure a buyer sees on the catalogue card and product page: the overall agreement with the
 * reference method, what it is agreement with, and how many samples (or pooled strip results) it
 * rests on.
 */
export function performanceHeadline(article: DocumentArticle): { value: Localized; claim: Localized; basis: Localized } {
  const { headline } = articlePerformance(article);
  const reference = referenceName(headline.references);
  const total = figure(headline.agreement.whole);
  const basis =
    headline.counted === 'samples'
      ? L(`${total.en}${nbsp}samples, see instructions for use`, `${total.sv}${nbsp}prov, se bruksanvisningen`)
      : L(
          `${total.en}${nbsp}results across ${figure(headline.strips).en}${nbsp}test strips, see instructions for use`,
          `${total.sv}${nbsp}resultat för ${figure(headline.strips).sv}${nbsp}testremsor, se bruksanvisningen`,
        );
  return {
    value: percent(headline.agreement),
    claim: L(`agreement with ${reference.en}`, `överensstämmelse med ${reference.sv}`),
    basis,
  };
}

// ---------------------------------------------------------------------------------------------
// The section

export type PerformanceSection = { paragraphs: Localized[]; tables: IfuTable[] };

const matrixWords: Record<Matrix, { fluid: Localized; samples: Localized }> = {
  urine: { fluid: L('urine', 'urin'), samples: L('urine samples', 'urinprov') },
  'oral-fluid': { fluid: L('oral fluid', 'saliv'), samples: L('oral fluid samples', 'salivprov') },
};

function levelLabel(level: number): Localized {
  if (level === 0) return L('At cut-off', 'Vid gränsvärdet');
  // A minus sign, not the hyphen en-GB formatting gives, as the Swedish formatting and the table cells write it.
  const label = figure(level, { style: 'percent', signDisplay: 'exceptZero' });
  return { en: label.en.replace(/^-/, '\u2212'), sv: label.sv };
}

/** Interferents grouped by concentration: 'paracetamol and ibuprofen (100 µg/mL each); glucose (20 mg/mL)'. */
function interferentList(interferents: readonly Interferent[]): Localized {
  const groups: { at: Quantity; names: Localized[] }[] = [];
  for (const { name, at } of interferents) {
    const last = groups.at(-1);
    if (last && last.at.value === at.value && last.at.unit === at.unit) last.names.push(name);
    else groups.push({ at, names: [name] });
  }
  return joined(
    groups.map(({ at, names }) => {
      const [list, amount] = [listOf(names), quantityText(at)];
      return names.length > 1 ? L(`${list.en} (${amount.en} each)`, `${list.sv} (${amount.sv} vardera)`) : L(`${list.en} (${amount.en})`, `${list.sv} (${amount.sv})`);
    }),
    L('; ', '; '),
  );
}

function drugSection(record: DrugTestPerformance): PerformanceSection {
  const { fluid, samples } = matrixWords[record.matrix];
  const several = record.strips.length > 1;
  const duplicateCodes = new Set(record.strips.map((s) => s.code)).size < record.strips.length;
  const stripLabel = (s: StripStudy): Localized => (duplicateCodes ? L(`${s.code} ${cutOff(s.cutOffNgMl).en}`, `${s.code} ${cutOff(s.cutOffNgMl).sv}`) : L(s.code, s.code));
  const levels = listOf(precisionLevels.filter((level) => level !== 0).map(levelLabel));
  const [lowest, highest] = [levelLabel(precisionLevels[0]), levelLabel(precisionLevels[precisionLevels.length - 1]!)];
  const replicates = figure(record.replicates);
  const batches = countInWords(record.batches);
  const references = unique(record.strips.map((s) => s.reference));
  const reference = referenceName(references);
  const referenceInText = references.length > 1 ? L(`${listOf(references.map((id) => referenceMethods[id].name), 'disjunction').en} (see the table)`, `${listOf(references.map((id) => referenceMethods[id].name), 'disjunction').sv} (se tabellen)`) : reference;
  const calibrator = several ? L('each strip’s calibrator', 'respektive remsas kalibratorsubstans') : L('the calibrator', 'kalibratorsubstansen');

  const paragraphs: Localized[] = [
    L(
      `Analytical performance – precision around the cut-off: ${calibrator.en} was added to drug-free ${fluid.en} at concentrations of ${levels.en} of the cut-off and at the cut-off. Each concentration was tested ${replicates.en} times, across ${batches.en} production batches; the table shows the number of negative (−) and positive (+) results.`,
      `Analytisk prestanda – precision kring gränsvärdet: ${calibrator.sv} sattes till drogfri ${fluid.sv} i halterna ${levels.sv} i förhållande till gränsvärdet och vid gränsvärdet. Varje halt testades ${replicates.sv} gånger, fördelat på ${batches.sv} tillverkningssatser. Tabellen visar antalet negativa (−) och positiva (+) resultat.`,
    ),
    L(
      `Analytical specificity – cross-reactivity: the compounds in the table were added to drug-free ${fluid.en}. The table gives the lowest concentration that gave a positive result and the cross-reactivity, the cut-off as a percentage of that concentration; for a compound that gave no positive result, it gives the highest concentration tested.`,
      `Analytisk specificitet – korsreaktivitet: substanserna i tabellen sattes till drogfri ${fluid.sv}. Tabellen anger den lägsta halt som gav positivt resultat och korsreaktiviteten, det vill säga gränsvärdet i procent av den halten. För en substans som inte gav positivt resultat anges den högsta halt som testades.`,
    ),
    L(
      `Interfering substances – none of the following changed a result when added to drug-free ${fluid.en} and to ${fluid.en} with the calibrator at ${lowest.en} and ${highest.en} of the cut-off: ${interferentList(record.interferents).en}.`,
      `Interfererande substanser – ingen av följande substanser ändrade något resultat när de sattes till drogfri ${fluid.sv} och till ${fluid.sv} med kalibratorsubstans i halterna ${lowest.sv} och ${highest.sv} i förhållande till gränsvärdet: ${interferentList(record.interferents).sv}.`,
    ),
    L(
      `Clinical performance – method comparison: ${samples.en} from workplace testing and treatment services were tested with the device and analysed in a laboratory by ${referenceInText.en}, with the same cut-off as the decision limit. Positive agreement is the share of the samples at or above the cut-off by the reference method that the test showed as preliminary positive, negative agreement the share below the cut-off that it showed as negative, and overall agreement the share of all samples on which the two agreed.`,
      `Klinisk prestanda – metodjämförelse: ${samples.sv} från testning på arbetsplatser och inom missbruksvården analyserades dels med testet, dels på laboratorium med ${referenceInText.sv}, och samma gränsvärde användes som beslutsgräns. Positiv överensstämmelse är andelen av proven vid eller över gränsvärdet enligt referensmetoden som testet visade som preliminärt positiva, negativ överensstämmelse andelen av proven under gränsvärdet som testet visade som negativa och total överensstämmelse andelen av alla prov där testet och referensmetoden gav samma resultat.`,
    ),
  ];
  if (several) {
    const { agreement } = record.headline;
    const [count, part, whole, share] = [countInWords(record.strips.length), figure(agreement.part), figure(agreement.whole), percent(agreement)];
    paragraphs.push(
      L(
        `Each strip was evaluated with its own samples. Over all ${count.en} strips, ${part.en} of ${whole.en} results (${share.en}) agreed with the reference method.`,
        `Varje remsa utvärderades med egna prov. För alla ${count.sv} remsor tillsammans stämde ${part.sv} av ${whole.sv} resultat (${share.sv}) överens med referensmetoden.`,
      ),
    );
  }

  const precision: IfuTable = {
    caption: L('Precision around the cut-off: negative (−) and positive (+) results at each concentration relative to the cut-off', 'Precision kring gränsvärdet: negativa (−) och positiva (+) resultat vid varje halt i förhållande till gränsvärdet'),
    columns: [L('Strip', 'Remsa'), L('Calibrator', 'Kalibratorsubstans'), L('Cut-off', 'Gränsvärde'), ...precisionLevels.map(levelLabel)],
    rows: record.strips.map((s) => [
      stripLabel(s),
      capitalised(s.calibrator),
      cutOff(s.cutOffNgMl),
      ...s.precisionNegatives.map((negatives) => {
        const [neg, pos] = [figure(negatives), figure(record.replicates - negatives)];
        return perLocale((locale) => `${neg[locale]}\u2212/${pos[locale]}+`);
      }),
    ]),
  };

  const comparisonRow = (label: Localized, cut: Localized, method: Localized, counts: Counts): Localized[] => [
    label,
    cut,
    method,
    figure(samplesOf(counts)),
    agreementCell(positiveAgreementOf(counts)),
    agreementCell(negativeAgreementOf(counts)),
    agreementCell(overallAgreementOf(counts)),
  ];
  const comparison: IfuTable = {
    caption: L(`Method comparison with ${reference.en}`, `Metodjämförelse med ${reference.sv}`),
    columns: [
      L('Strip', 'Remsa'),
      L('Cut-off', 'Gränsvärde'),
      L('Reference method', 'Referensmetod'),
      L('Samples', 'Antal prov'),
      L('Positive agreement', 'Positiv överensstämmelse'),
      L('Negative agreement', 'Negativ överensstämmelse'),
      L('Overall agreement', 'Total överensstämmelse'),
    ],
    rows: [
      ...record.strips.map((s) => comparisonRow(stripLabel(s), cutOff(s.cutOffNgMl), methodCell(s.reference), s.comparison)),
      ...(several
        ? [comparisonRow(L('All strips', 'Alla remsor'), dash, joined(references.map(methodCell), L(', ', ', ')), sumCounts(record.strips.map((s) => s.comparison)))]
        : []),
    ],
  };

  const crossReactivityTable: IfuTable = {
    caption: L('Cross-reactivity', 'Korsreaktivitet'),
    columns: [L('Strip', 'Remsa'), L('Compound', 'Substans'), L('Lowest concentration giving a positive result', 'Lägsta halt med positivt resultat'), L('Cross-reactivity', 'Korsreaktivitet')],
    rows: record.strips.flatMap((s) => {
      const calibratorRow: CrossReactant = { compound: s.calibrator, positiveFromNgMl: s.cutOffNgMl };
      return [calibratorRow, ...s.crossReactants].map((reactant) => {
        const concentration =
          'positiveFromNgMl' in reactant
            ? cutOff(reactant.positiveFromNgMl)
            : L(`negative at ${cutOff(reactant.negativeUpToNgMl).en}`, `negativt vid ${cutOff(reactant.negativeUpToNgMl).sv}`);
        return [stripLabel(s), capitalised(reactant.compound), concentration, crossReactivityText(s.cutOffNgMl, reactant)];
      });
    }),
  };

  return { paragraphs, tables: [precision, comparison, crossReactivityTable] };
}

/** The reference method or methods of a marker study, as a text reads them after 'with' / 'med'. */
function markerReference(studies: MarkerStudies): { name: Localized; several: boolean } {
  const ids = unique(studies.markers.map((m) => m.reference));
  return ids.length === 1 ? { name: referenceName(ids), several: false } : { name: L('laboratory analysis', 'laboratorieanalys'), several: true };
}

function noReactionText(studies: MarkerStudies): Localized | undefined {
  const { noReaction } = studies;
  if (!noReaction) return undefined;
  const items = listOf(
    noReaction.items.map(({ name, at }) => {
      if (!at) return name;
      const amount = quantityText(at);
      return L(`${name.en} (${amount.en})`, `${name.sv} (${amount.sv})`);
    }),
  );
  const intro = noReaction.intro ? lowerFirst(noReaction.intro) : L('these related substances gave no positive result:', 'följande besläktade substanser gav inget positivt resultat:');
  return L(`Analytical specificity – ${intro.en} ${items.en}.`, `Analytisk specificitet – ${intro.sv} ${items.sv}.`);
}

function interferenceText(interferences: readonly Interference[]): Localized | undefined {
  if (interferences.length === 0) return undefined;
  const items = interferences.map(({ name, from, effect }) => {
    const amount = from ? quantityText(from) : undefined;
    return amount ? L(`${name.en} from ${amount.en} ${effect.en}`, `${name.sv} från ${amount.sv} ${effect.sv}`) : L(`${name.en} ${effect.en}`, `${name.sv} ${effect.sv}`);
  });
  const list = joined(items, L('; ', '; '));
  return L(`Known interferences: ${list.en}.`, `Kända interferenser: ${list.sv}.`);
}

function interferentText(interferents: readonly Interferent[]): Localized | undefined {
  if (interferents.length === 0) return undefined;
  const list = interferentList(interferents);
  return L(
    `Interfering substances – none of the following affected the result at the concentration tested: ${list.en}.`,
    `Interfererande substanser – ingen av följande substanser påverkade resultatet i de halter som testades: ${list.sv}.`,
  );
}

/** 'both markers' / 'båda markörerna', 'all four viruses' / 'alla fyra virusen'. */
function everyMarker(studies: MarkerStudies): Localized {
  const noun = studies.markerNoun ?? L('markers', 'markörerna');
  const count = studies.markers.length;
  if (count === 2) return L(`both ${noun.en}`, `båda ${noun.sv}`);
  const words = countInWords(count);
  return L(`all ${words.en} ${noun.en}`, `alla ${words.sv} ${noun.sv}`);
}

/** The per-sample concordance of a device with several markers, as a table row and a sentence. */
function concordance(studies: MarkerStudies, reference: Localized): { row: Localized[]; sentence: Localized } | undefined {
  const [first] = studies.markers;
  if (studies.markers.length < 2 || !first || studies.concordantSamples === undefined) return undefined;
  const ratio: Ratio = { part: studies.concordantSamples, whole: samplesOf(first.counts) };
  const [part, whole, share, every] = [figure(ratio.part), figure(ratio.whole), percent(ratio), everyMarker(studies)];
  return {
    row: [L('All, per sample', 'Alla, per prov'), figure(ratio.whole), dash, dash, agreementCell(ratio)],
    sentence: L(
      `For ${part.en} of the ${whole.en} samples (${share.en}), the result agreed with ${reference.en} for ${every.en}.`,
      `För ${part.sv} av de ${whole.sv} proven (${share.sv}) stämde resultatet överens med ${reference.sv} för ${every.sv}.`,
    ),
  };
}

function selfTestSection(article: DocumentArticle, studies: MarkerStudies): PerformanceSection {
  // The outcomes do not depend on an edition's features.
  const positiveTitle = selfTestText(article, { resultPictures: false, latestReadingTime: false, performance: false }).outcomes.find((o) => o.outcome === 'positive')?.title;
  const limits = studies.markers.flatMap((m) => (m.positive ? [limitText(m.positive)] : []));
  const reference = markerReference(studies);
  const sampleCount = figure(samplesOf(studies.markers[0]!.counts));
  const paragraphs: Localized[] = [];
  if (limits.length > 0 && positiveTitle) {
    const meaning = joined(limits, L(', or ', ', eller '));
    paragraphs.push(
      L(
        `Analytical performance – cut-off: the result ${quoted(positiveTitle.en, 'en')} means ${meaning.en}.`,
        `Analytisk prestanda – gränsvärde: resultatet ${quoted(positiveTitle.sv, 'sv')} betyder ${meaning.sv}.`,
      ),
    );
  }
  for (const text of [noReactionText(studies), interferentText(studies.interferents), interferenceText(studies.interferences)]) {
    if (text) paragraphs.push(text);
  }
  paragraphs.push(
    L(
      `Clinical performance – lay users tested ${sampleCount.en} ${studies.samples.en} following these instructions alone, and the results were compared with ${reference.name.en}${reference.several ? ' (the reference method of each marker is in the table)' : ''}.`,
      `Klinisk prestanda – lekmän testade ${sampleCount.sv} ${studies.samples.sv} enbart med hjälp av den här bruksanvisningen, och resultaten jämfördes med ${reference.name.sv}${reference.several ? ' (referensmetoden för varje markör står i tabellen)' : ''}.`,
    ),
    L(
      'Sensitivity is the share of the samples positive by the reference method that the test also showed as positive, specificity the share of negative samples that it showed as negative, and overall agreement the share of all samples with the same result.',
      'Sensitivitet är andelen av de prov som var positiva enligt referensmetoden som testet också visade som positiva, specificitet andelen av de negativa proven som testet visade som negativa och total överensstämmelse andelen av alla prov där testet och referensmetoden gav samma resultat.',
    ),
  );
  const perSample = concordance(studies, reference.name);
  if (perSample) paragraphs.push(perSample.sentence);
  paragraphs.push(
    L(
      `No test is right every time, and a single result can be wrong. Read the section ${quoted(headings.limitations.en, 'en')} and contact healthcare if you are unsure about your result.`,
      `Inget test är helt säkert, och ett enskilt resultat kan vara fel. Läs avsnittet ${quoted(headings.limitations.sv, 'sv')} och kontakta vården om du är osäker på ditt resultat.`,
    ),
  );

  const withReference = reference.several;
  const table: IfuTable = {
    caption: L(`Clinical performance compared with ${reference.name.en}`, `Klinisk prestanda jämfört med ${reference.name.sv}`),
    columns: [
      studies.markerColumn ?? L('Marker', 'Markör'),
      ...(withReference ? [L('Reference method', 'Referensmetod')] : []),
      L('Samples', 'Antal prov'),
      L('Sensitivity', 'Sensitivitet'),
      L('Specificity', 'Specificitet'),
      L('Overall agreement', 'Total överensstämmelse'),
    ],
    rows: [
      ...studies.markers.map((m) => [
        m.marker,
        ...(withReference ? [methodCell(m.reference)] : []),
        figure(samplesOf(m.counts)),
        agreementCell(positiveAgreementOf(m.counts)),
        agreementCell(negativeAgreementOf(m.counts)),
        agreementCell(overallAgreementOf(m.counts)),
      ]),
      ...(perSample ? [[perSample.row[0]!, ...(withReference ? [dash] : []), ...perSample.row.slice(1)]] : []),
    ],
  };
  return { paragraphs, tables: [table] };
}

function manipulationSection(studies: MarkerStudies): PerformanceSection {
  const sampleCount = figure(samplesOf(studies.markers[0]!.counts));
  const methods = listOf(studies.markers.map((m) => L(`${lowerFirst(m.marker).en} with ${referenceMethods[m.reference].name.en}`, `${lowerFirst(m.marker).sv} med ${referenceMethods[m.reference].name.sv}`)));
  const limits = joined(
    studies.markers.flatMap((m) => (m.positive ? [limitText(m.positive)] : [])),
    L(', or ', ', eller '),
  );
  const paragraphs: Localized[] = [
    L(
      `Clinical performance – method comparison: ${sampleCount.en} urine samples from workplace testing, among them samples diluted with water or made acidic or alkaline in the laboratory, were tested with the strip and measured in a laboratory: ${methods.en}.`,
      `Klinisk prestanda – metodjämförelse: ${sampleCount.sv} urinprov från testning på arbetsplatser, bland dem prov som spätts ut med vatten eller gjorts sura eller basiska på laboratoriet, testades med remsan och mättes på laboratorium: ${methods.sv}.`,
    ),
    L(
      `A sample counted as abnormal with ${limits.en}, the limits of the normal range on the colour chart. Agreement for abnormal samples is the share of the samples abnormal by the laboratory that the strip also showed as abnormal; agreement for normal samples is the share of the normal samples that it showed as normal.`,
      `Ett prov räknades som avvikande vid ${limits.sv}, som är gränserna för färgskalans normalintervall. Överensstämmelsen för avvikande prov är andelen av de prov som var avvikande enligt laboratoriet och som remsan också visade som avvikande, och överensstämmelsen för normala prov andelen av de normala proven som remsan visade som normala.`,
    ),
  ];
  const perSample = concordance(studies, L('the laboratory', 'laboratoriet'));
  if (perSample) paragraphs.push(perSample.sentence);
  const table: IfuTable = {
    caption: L('Method comparison with laboratory reference methods', 'Metodjämförelse med referensmetoder på laboratorium'),
    columns: [
      L('Marker', 'Markör'),
      L('Reference method', 'Referensmetod'),
      L('Samples', 'Antal prov'),
      L('Agreement, abnormal', 'Överensstämmelse, avvikande prov'),
      L('Agreement, normal', 'Överensstämmelse, normala prov'),
      L('Overall agreement', 'Total överensstämmelse'),
    ],
    rows: [
      ...studies.markers.map((m) => [
        m.marker,
        methodCell(m.reference),
        figure(samplesOf(m.counts)),
        agreementCell(positiveAgreementOf(m.counts)),
        agreementCell(negativeAgreementOf(m.counts)),
        agreementCell(overallAgreementOf(m.counts)),
      ]),
      ...(perSample ? [[perSample.row[0]!, dash, ...perSample.row.slice(1)]] : []),
    ],
  };
  return { paragraphs, tables: [table] };
}

/** The body of the section 'Performance characteristics' / 'Prestandaegenskaper' of an article's instructions. */
export function performanceSection(article: DocumentArticle): PerformanceSection {
  const record = articlePerformance(article);
  if (record.type === 'strips') return drugSection(record);
  return article.kind === 'adulteration' ? manipulationSection(record.studies) : selfTestSection(article, record.studies);
}
