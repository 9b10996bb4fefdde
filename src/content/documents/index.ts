/**
 * Instructions for use (IVDR Annex I §20) of every catalogue article: one record per article and
 * edition, assembled from the catalogue's facts and the text written per kind of device. The
 * article page, its earlier editions and the PDF all render this one record.
 */
import type { Localized } from '@/i18n/localized';
import { findDocumentArticle, getDocumentArticles, type DocumentArticle } from './articles';
import { ceText, cutOff, cutOffColumns, headings, L, manufacturerLines, materialsLabels, minutes, selfTestCare, storage, warnings } from './blocks';
import { professionalText, type KindText, type Outcome } from './professional';
import { selfTestText } from './self-tests';
import { currentVersion, documentVersions, earlierVersions, type DocumentVersion } from './versions';

export * from './articles';
export * from './versions';
export type { Outcome };

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
  outcomes?: Outcome[];
  /** Whether this edition shows pictures of the result windows. */
  pictures?: boolean;
};

export type Instructions = {
  article: DocumentArticle;
  version: DocumentVersion;
  isCurrent: boolean;
  title: Localized;
  audience: Localized;
  sections: IfuSection[];
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

function readingText(article: DocumentArticle, professional: boolean, version: DocumentVersion): Localized[] {
  const read = minutes(article.readingMinutes);
  const lines = [
    professional
      ? L(`Read the result at ${read.en}.`, `Resultatet avläses efter ${read.sv}.`)
      : L(`The result is ready after ${read.en}.`, `Resultatet är klart efter ${read.sv}.`),
  ];
  if (version.features.latestReadingTime && article.latestReadingMinutes) {
    const latest = minutes(article.latestReadingMinutes);
    lines.push(L(`Do not read a result after ${latest.en}.`, `Ett resultat får inte avläsas efter ${latest.sv}.`));
  }
  return lines;
}

function assemble(article: DocumentArticle, version: DocumentVersion): Instructions {
  const professional = article.audience === 'professional';
  const text: KindText = professional ? professionalText(article, version.features) : selfTestText(article, version.features);
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
    { id: 'reading', heading: headings.reading, paragraphs: readingText(article, professional, version) },
    {
      id: 'interpretation',
      heading: headings.interpretation,
      paragraphs: text.interpretationNote ? [text.interpretationNote] : [],
      outcomes: text.outcomes,
      pictures: version.features.resultPictures,
    },
    { id: 'limitations', heading: headings.limitations, paragraphs: [], bullets: professional ? text.limitations : [...text.limitations, selfTestCare] },
    { id: 'storage', heading: headings.storage, paragraphs: professional ? storage.professional : storage.selfTest },
    { id: 'warnings', heading: headings.warnings, paragraphs: [], bullets: professional ? warnings.professional : warnings.selfTest },
    { id: 'manufacturer', heading: headings.manufacturer, paragraphs: manufacturerLines() },
    { id: 'ce', heading: headings.ce, paragraphs: professional ? ceText.professional : ceText.selfTest },
  ];
  return {
    article,
    version,
    isCurrent: version === currentVersion(article),
    title: L(`Instructions for use: ${article.name.en}`, `Bruksanvisning: ${article.name.sv}`),
    audience: audienceLabels[article.audience],
    sections,
  };
}

/** The instructions of an article in one edition (the current one by default). */
export function instructionsFor(article: DocumentArticle, version: DocumentVersion = currentVersion(article)): Instructions {
  return assemble(article, version);
}

/** The instructions of an article number and optional version, or undefined when there is none. */
export function findInstructions(articleNr: string, version?: string): Instructions | undefined {
  const article = findDocumentArticle(articleNr);
  if (!article) return undefined;
  const edition = version === undefined ? currentVersion(article) : documentVersions(article).find((v) => v.version === version);
  return edition ? assemble(article, edition) : undefined;
}

/** Every (article, earlier version) pair: the static paths of the archived editions. */
export function archivedEditions(): { article: DocumentArticle; version: DocumentVersion }[] {
  return getDocumentArticles().flatMap((article) => earlierVersions(article).map((version) => ({ article, version })));
}

export { editionPath, instructionsDocumentName, instructionsPath } from './paths';
