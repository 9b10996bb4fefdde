/**
 * Multi-panel urine tests (000 §3.2), the saliva multi-test (§3.3) and the manipulation control
 * (§3.4). The spec gives article numbers and pack sizes but not the panels' substance lists:
 * these are composed from the single-panel table (same codes, same cut-offs) following common
 * European workplace panels; docs/catalogue.md explains the choice.
 */
import { nbsp } from '@/content/figures';
import type { StoredManipulationControl, StoredMultiPanel, StoredSaliva, StoredSubstance } from '@/content/catalogue';

/** Substances read at the single panels' own cut-offs: each named by its single panel. */
const panelOf = (keys: readonly string[]): StoredSubstance[] => keys.map((singlePanel) => ({ singlePanel }));

const image = (name: string) => `/images/products/${name}.svg`;

const standardMarkerInfo = {
  en: 'Built-in adulteration check: pH and creatinine fields show whether the sample has been diluted or tampered with.',
  sv: 'Inbyggd manipulationskontroll: fälten för pH och kreatinin visar om provet har spätts ut eller manipulerats.',
};

export const multiPanelSeed: StoredMultiPanel[] = [
  {
    key: 'multi-17',
    inMenu: true,
    name: { en: '17-panel drug test', sv: 'Drogtest med 17 paneler' },
    description: {
      en: 'Our broadest urine cup: classic drugs, prescription medicines and new psychoactive substances in a single test.',
      sv: 'Vår bredaste urinkopp: klassiska droger, receptbelagda läkemedel och nya psykoaktiva substanser i ett och samma test.',
    },
    articleNr: 'DRX111-CE25',
    icon: 'multi-panel',
    image: image('multi-17'),
    substances: panelOf([
      'amp', 'met', 'mdma', 'coc', 'mpd', 'thc', 'opi', '6mam', 'oxy',
      'bup', 'fyl', 'tra', 'eddp', 'bzo', 'ket', 'pgb', 'gab',
    ]),
    additionalInfo: {
      en: 'Screw-cap cup with a built-in temperature strip; the result can be read after 5 minutes and remains valid for 10 minutes.',
      sv: `Urinkopp med skruvlock och inbyggd temperaturremsa. Resultatet läses av efter 5${nbsp}minuter och är giltigt i upp till 10${nbsp}minuter.`,
    },
    markerInfo: standardMarkerInfo,
  },
  {
    key: 'multi-12',
    inMenu: true,
    name: { en: '12-panel drug test', sv: 'Drogtest med 12 paneler' },
    description: {
      en: 'A comprehensive panel for workplaces and treatment services, covering the substances most often found in Nordic screening.',
      sv: 'En heltäckande panel för arbetsplatser och vård, med de substanser som oftast påträffas vid screening i Norden.',
    },
    articleNr: 'DRX187-CE25',
    icon: 'multi-panel',
    image: image('multi-12'),
    substances: panelOf(['amp', 'met', 'mdma', 'coc', 'thc', 'opi', 'oxy', 'bup', 'fyl', 'tra', 'eddp', 'bzo']),
    additionalInfo: {
      en: 'Screw-cap cup with a built-in temperature strip; the result can be read after 5 minutes.',
      sv: `Urinkopp med skruvlock och inbyggd temperaturremsa. Resultatet läses av efter 5${nbsp}minuter.`,
    },
    markerInfo: standardMarkerInfo,
  },
  {
    key: 'multi-10',
    inMenu: true,
    name: { en: '10-panel drug test', sv: 'Drogtest med 10 paneler' },
    description: {
      en: 'The standard panel for routine workplace testing: the ten most common drugs of abuse in one cup.',
      sv: 'Standardpanelen för rutinmässiga tester på arbetsplatsen: de tio vanligaste drogerna i en urinkopp.',
    },
    articleNr: 'DRX109-CE25',
    icon: 'multi-panel',
    image: image('multi-10'),
    substances: panelOf(['amp', 'met', 'mdma', 'coc', 'thc', 'opi', 'oxy', 'bup', 'tra', 'bzo']),
    additionalInfo: {
      en: 'Screw-cap cup with a built-in temperature strip; the result can be read after 5 minutes.',
      sv: `Urinkopp med skruvlock och inbyggd temperaturremsa. Resultatet läses av efter 5${nbsp}minuter.`,
    },
    markerInfo: standardMarkerInfo,
  },
  {
    key: 'thc-3',
    inMenu: true,
    name: { en: '3-panel THC test', sv: 'THC-test med 3 paneler' },
    description: {
      en: 'Measures THC at three cut-off levels in one test, making it possible to follow a declining cannabis level over time.',
      sv: 'Påvisar THC vid tre gränsvärden i samma test, så att en sjunkande cannabisnivå kan följas över tid.',
    },
    articleNr: 'DRX185-CE25',
    icon: 'multi-panel',
    image: image('thc-3'),
    substances: [
      { singlePanel: 'thc', cutOffNgMl: 600 },
      { singlePanel: 'thc', cutOffNgMl: 150 },
      { singlePanel: 'thc', cutOffNgMl: 25 },
    ],
    additionalInfo: {
      en: 'Suited to follow-up in treatment and rehabilitation, where a single cut-off cannot show whether use has stopped.',
      sv: 'Lämpar sig för uppföljning inom vård och rehabilitering, där ett enda gränsvärde inte kan visa om bruket har upphört.',
    },
    markerInfo: {
      en: 'Includes pH and creatinine fields so that a diluted or adulterated sample is detected.',
      sv: 'Innehåller fält för pH och kreatinin så att ett utspätt eller manipulerat prov upptäcks.',
    },
  },
];

/**
 * Saliva (oral-fluid) cut-offs are lower than urine cut-offs because the parent drug is measured
 * rather than the urinary metabolite; the values are those of common EU oral-fluid screening
 * devices (see docs/catalogue.md).
 */
export const salivaSeed: StoredSaliva = {
  inMenu: true,
  name: { en: 'Saliva multi-test, 7 substances', sv: 'Salivmultitest, 7 substanser' },
  menuName: { en: 'Saliva multi-test', sv: 'Salivmultitest' },
  description: {
    en: 'Non-invasive saliva drug test that shows recent use of any of seven substances. Sampling can be supervised anywhere, with no need for a toilet.',
    sv: 'Icke-invasivt drogtest i saliv som visar om någon av sju substanser har tagits nyligen. Provtagningen kan övervakas var som helst och kräver ingen toalett.',
  },
  articleNr: 'DRX121-CE25',
  substances: [
    { singlePanel: 'amp', cutOffNgMl: 50 },
    { singlePanel: 'bzo', cutOffNgMl: 10 },
    { singlePanel: 'opi', cutOffNgMl: 40 },
    { singlePanel: 'coc', cutOffNgMl: 20 },
    { singlePanel: 'met', cutOffNgMl: 50 },
    { singlePanel: 'thc', cutOffNgMl: 25 },
    { singlePanel: 'tra', cutOffNgMl: 50 },
  ],
  icon: 'saliva',
  image: image('saliva-multi-7'),
};

export const manipulationControlSeed: StoredManipulationControl = {
  inMenu: true,
  name: { en: 'Manipulation control', sv: 'Manipulationskontroll' },
  description: {
    en: 'Test strip that checks whether a urine sample has been diluted or adulterated before it is drug tested.',
    sv: 'Testremsa som kontrollerar om ett urinprov har spätts ut eller manipulerats innan det drogtestas.',
  },
  articleNr: 'DRX107-CE99',
  explanation: {
    en: 'Dip the strip in the urine sample and compare the colour fields with the chart on the tube after one minute. A value outside the normal range means the sample should be treated as suspect.',
    sv: 'Doppa remsan i urinprovet och jämför efter en minut färgfälten med skalan på burken. Ett värde utanför normalintervallet innebär att provet ska betraktas som misstänkt.',
  },
  markers: [
    {
      key: 'creatinine',
      name: { en: 'Creatinine', sv: 'Kreatinin' },
      description: {
        en: 'Detects dilution, for example when water has been added to the sample or large amounts of fluid have been drunk.',
        sv: 'Upptäcker utspädning, till exempel när vatten har tillsatts provet eller stora mängder vätska har druckits.',
      },
    },
    {
      key: 'ph',
      name: { en: 'pH', sv: 'pH' },
      description: {
        en: 'Detects acidic or basic additives that can interfere with the drug test.',
        sv: 'Upptäcker sura eller basiska tillsatser som kan störa drogtestet.',
      },
    },
  ],
  caveat: {
    en: 'The result is preliminary only. Abnormal results must be confirmed by a laboratory.',
    sv: 'Resultatet är endast preliminärt. Avvikande resultat måste bekräftas av ett laboratorium.',
  },
  icon: 'manipulation',
  image: image('manipulation-control'),
};
