/**
 * Instructions for use (IVDR Annex I §20) of every catalogue article. An edition's text is
 * assembled once, when the edition is published (src/cms/collections/instruction-editions.ts), from
 * the catalogue's facts, the text written per kind of device and the shared sections; the CMS keeps
 * it unchanged from then on, and the article page, its earlier editions and the PDF render it.
 */
import type { Localized } from '@/i18n/localized';
import type { DocumentArticle } from './articles';
import { cutOff, cutOffColumns, headings, L, materialsLabels, minutes } from './blocks';
import { performanceHeading, performanceSection } from './performance';
import { professionalText, type KindText, type Outcome } from './professional';
import { selfTestText } from './self-tests';

export * from './articles';
export type { Outcome };

export type EditionFeatures = {
  /** Pictures of the positive, negative and invalid result windows. */
  resultPictures: boolean;
  /** The procedure names the latest time a result may be read (where the catalogue states one). */
  latestReadingTime: boolean;
  /** The performance characteristics section (IVDR Annex I §20.4.1). */
  performance: boolean;
};

/** What identifies an edition: its version, the date it ships from, what changed, what it has. */
export type DocumentVersion = {
  version: string;
  /** ISO date from which this edition ships with the product. */
  effective: string;
  change: Localized;
  features: EditionFeatures;
};

type ByAudience<T> = { professional: T; selfTest: T };

/**
 * The sections every document of an audience shares, edited once by regulatory affairs: a new
 * edition picks up the text they have when it is published.
 */
export type SharedSections = {
  manufacturer: Localized[];
  storage: ByAudience<Localized[]>;
  warnings: ByAudience<Localized[]>;
  ce: ByAudience<Localized[]>;
  /** The self-tests' last limitation: a result is an indication, not a diagnosis. */
  selfTestCare: Localized;
};

export type IfuTable = { caption: Localized; columns: Localized[]; rows: Localized[][] };

export type IfuSection = {
  id: string;
  heading: Localized;
  paragraphs: Localized[];
  bullets?: Localized[];
  /** Labelled lists (materials provided / required). */
  lists?: { label: Localized; items: Localized[] }[];
  /** Numbered steps, shown next to the product illustration. */
  steps?: Localized[];
  table?: IfuTable;
  /** Further tables after the paragraphs (the performance studies). */
  tables?: IfuTable[];
  outcomes?: Outcome[];
  /** Whether this edition shows pictures of the result windows. */
  pictures?: boolean;
};

/** An edition's text, as frozen when it was published. */
export type InstructionsContent = {
  title: Localized;
  audience: Localized;
  sections: IfuSection[];
};

/** A published edition (or, in a preview, a draft one) of an article's document. */
export type Edition = DocumentVersion & { content: InstructionsContent };

/** One edition of an article's instructions, as a page shows it, with the article's history. */
export type Instructions = InstructionsContent & {
  article: DocumentArticle;
  version: DocumentVersion;
  isCurrent: boolean;
  /** Every edition of the article, oldest first; the last one is current. */
  editions: readonly DocumentVersion[];
};

const audienceLabels = {
  professional: L('For professional use', 'För professionell användning'),
  'self-test': L('Self-test', 'Självtest'),
};

function detectsTable(article: DocumentArticle): IfuTable | undefined {
  if (article.cutOffs.length > 0) {
    return {
      caption: L(`Cut-offs of the ${article.articleNr}`, `Gränsvärden för ${article.articleNr}`),
      columns: cutOffColumns,
      rows: article.cutOffs.map((row) => [L(row.code, row.code), row.name, cutOff(row.cutOffNgMl)]),
    };
  }
  if (article.markers.length > 0) {
    return {
      caption: L('Markers of the manipulation control', 'Manipulationskontrollens markörer'),
      columns: [L('Marker', 'Markör'), L('What it shows', 'Vad den visar')],
      rows: article.markers.map((marker) => [marker.name, marker.description]),
    };
  }
  return undefined;
}

function readingText(article: DocumentArticle, professional: boolean, features: EditionFeatures): Localized[] {
  const read = minutes(article.readingMinutes);
  const lines = [
    professional
      ? L(`Read the result at ${read.en}.`, `Resultatet läses av efter ${read.sv}.`)
      : L(`The result is ready after ${read.en}.`, `Resultatet är klart efter ${read.sv}.`),
  ];
  if (features.latestReadingTime && article.latestReadingMinutes) {
    const latest = minutes(article.latestReadingMinutes);
    lines.push(L(`Do not read a result after ${latest.en}.`, `Ett resultat får inte avläsas efter ${latest.sv}.`));
  }
  return lines;
}

/** The text of an article's document with an edition's features and the shared sections of the day. */
export function instructionsContent(article: DocumentArticle, features: EditionFeatures, shared: SharedSections): InstructionsContent {
  const professional = article.audience === 'professional';
  const text: KindText = professional ? professionalText(article, features) : selfTestText(article, features);
  const table = detectsTable(article);
  const sections: IfuSection[] = [
    { id: 'purpose', heading: headings.purpose, paragraphs: text.purpose },
    { id: 'principle', heading: headings.principle, paragraphs: text.principle },
    { id: 'detects', heading: headings.detects, paragraphs: [text.detectsIntro], ...(table ? { table } : {}) },
    { id: 'sample', heading: headings.sample, paragraphs: text.sample },
    {
      id: 'materials',
      heading: headings.materials,
      paragraphs: [],
      lists: [
        { label: materialsLabels.provided, items: text.provided },
        { label: materialsLabels.required, items: text.required },
      ],
    },
    { id: 'procedure', heading: professional ? headings.procedure : headings.procedureSelf, paragraphs: [], steps: text.steps },
    { id: 'reading', heading: headings.reading, paragraphs: readingText(article, professional, features) },
    {
      id: 'interpretation',
      heading: headings.interpretation,
      paragraphs: text.interpretationNote ? [text.interpretationNote] : [],
      outcomes: text.outcomes,
      pictures: features.resultPictures,
    },
    { id: 'limitations', heading: headings.limitations, paragraphs: [], bullets: professional ? text.limitations : [...text.limitations, shared.selfTestCare] },
    ...(features.performance ? [{ id: 'performance', heading: performanceHeading, ...performanceSection(article) }] : []),
    { id: 'storage', heading: headings.storage, paragraphs: professional ? shared.storage.professional : shared.storage.selfTest },
    { id: 'warnings', heading: headings.warnings, paragraphs: [], bullets: professional ? shared.warnings.professional : shared.warnings.selfTest },
    { id: 'manufacturer', heading: headings.manufacturer, paragraphs: shared.manufacturer },
    { id: 'ce', heading: headings.ce, paragraphs: professional ? shared.ce.professional : shared.ce.selfTest },
  ];
  return {
    title: L(`Instructions for use: ${article.name.en}`, `Bruksanvisning: ${article.name.sv}`),
    audience: audienceLabels[article.audience],
    sections,
  };
}

/**
 * An article's instructions in one edition (the current one by default) from its editions, oldest
 * first; undefined when it has no such edition.
 */
export function editionInstructions(article: DocumentArticle, editions: readonly Edition[], version?: string): Instructions | undefined {
  const current = editions.at(-1);
  const edition = version === undefined ? current : editions.find((candidate) => candidate.version === version);
  if (!edition) return undefined;
  const { content, ...meta } = edition;
  return { ...content, article, version: meta, isCurrent: edition === current, editions: editions.map(({ content: _, ...rest }) => rest) };
}

export { editionDocumentName, editionPath, instructionsDocumentName, instructionsPath, parseInstructionsDocumentName } from './paths';
