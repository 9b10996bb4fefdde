/**
 * The version history of every instructions-for-use document: version, effective date, change note
 * and the text features that edition has. An earlier edition is rendered from the same text blocks
 * with its own features, so the page an old package's QR code leads to still shows what shipped
 * with it. Add a version at the end of a history; the last one is the current edition.
 */
import type { Localized } from '@/i18n/localized';
import type { DocumentArticle } from './articles';

export type EditionFeatures = {
  /** Pictures of the positive, negative and invalid result windows. */
  resultPictures: boolean;
  /** The procedure names the latest time a result may be read (where the catalogue states one). */
  latestReadingTime: boolean;
};

export type DocumentVersion = {
  version: string;
  /** ISO date from which this edition ships with the product. */
  effective: string;
  change: Localized;
  features: EditionFeatures;
};

const professionalHistory: readonly DocumentVersion[] = [
  {
    version: '1.0',
    effective: '2025-03-03',
    change: {
      en: 'First edition under the IVDR (EU) 2017/746.',
      sv: 'Första utgåvan enligt IVDR (EU) 2017/746.',
    },
    features: { resultPictures: false, latestReadingTime: false },
  },
  {
    version: '2.0',
    effective: '2026-10-05',
    change: {
      en: 'Pictures of the positive, negative and invalid result window added; the procedure now states the latest time a result may be read.',
      sv: 'Bilder av resultatfönstret vid positivt, negativt och ogiltigt resultat har lagts till. Utförandet anger nu den senaste tidpunkten då resultatet får avläsas.',
    },
    features: { resultPictures: true, latestReadingTime: true },
  },
];

/** The manipulation control was first released with the current layout and has one edition. */
const manipulationHistory: readonly DocumentVersion[] = [
  {
    version: '1.0',
    effective: '2026-10-05',
    change: {
      en: 'First edition under the IVDR (EU) 2017/746.',
      sv: 'Första utgåvan enligt IVDR (EU) 2017/746.',
    },
    features: { resultPictures: true, latestReadingTime: true },
  },
];

const selfTestHistory: readonly DocumentVersion[] = [
  {
    version: '1.0',
    effective: '2025-06-02',
    change: {
      en: 'First edition under the IVDR (EU) 2017/746.',
      sv: 'Första utgåvan enligt IVDR (EU) 2017/746.',
    },
    features: { resultPictures: false, latestReadingTime: true },
  },
  {
    version: '1.1',
    effective: '2026-09-14',
    change: {
      en: 'Pictures of every possible result added, so the result window can be compared at a glance.',
      sv: 'Bilder av varje möjligt resultat har lagts till, så att du enkelt kan jämföra med ditt resultatfönster.',
    },
    features: { resultPictures: true, latestReadingTime: true },
  },
];

/** The versions of an article's document, oldest first; the last one is current. */
export function documentVersions(article: DocumentArticle): readonly DocumentVersion[] {
  if (article.family === 'manipulation-control') return manipulationHistory;
  return article.audience === 'self-test' ? selfTestHistory : professionalHistory;
}

export function currentVersion(article: DocumentArticle): DocumentVersion {
  const versions = documentVersions(article);
  return versions[versions.length - 1]!;
}

/** The editions before the current one, newest first (as the page lists them). */
export function earlierVersions(article: DocumentArticle): DocumentVersion[] {
  return documentVersions(article).slice(0, -1).reverse();
}
