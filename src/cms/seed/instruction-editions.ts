/**
 * The editions every instructions-for-use document had before the CMS: version, effective date,
 * change note and the text features of each, oldest first. What `seedCms` publishes into an empty
 * CMS; from then on regulatory affairs publish new editions there.
 */
import type { DocumentArticle, DocumentVersion } from '@/content/documents';

/** The edition that adds the performance characteristics (IVDR Annex I §20.4.1) to the drug tests' documents. */
const drugTestPerformanceChange = {
  en: 'Performance characteristics added: precision around the cut-off, cross-reactivity, interfering substances and agreement with the laboratory reference method, with the number of samples.',
  sv: 'Avsnittet ”Prestandaegenskaper” har lagts till: precision kring gränsvärdet, korsreaktivitet, interfererande substanser och överensstämmelse med referensmetoden på laboratorium, med antalet prov i varje jämförelse.',
};

const professionalHistory: readonly DocumentVersion[] = [
  {
    version: '1.0',
    effective: '2025-03-03',
    change: {
      en: 'First edition under the IVDR (EU) 2017/746.',
      sv: 'Första utgåvan enligt IVDR (EU) 2017/746.',
    },
    features: { resultPictures: false, latestReadingTime: false, performance: false },
  },
  {
    version: '2.0',
    effective: '2026-10-05',
    change: {
      en: 'Pictures of the positive, negative and invalid result window added; the procedure now states the latest time a result may be read.',
      sv: 'Bilder av resultatfönstret vid positivt, negativt och ogiltigt resultat har lagts till. Utförandet anger nu den senaste tidpunkten då resultatet får avläsas.',
    },
    features: { resultPictures: true, latestReadingTime: true, performance: false },
  },
  {
    version: '3.0',
    effective: '2026-11-23',
    change: drugTestPerformanceChange,
    features: { resultPictures: true, latestReadingTime: true, performance: true },
  },
];

/** The manipulation control was first released with the current layout, then gained the performance section. */
const manipulationHistory: readonly DocumentVersion[] = [
  {
    version: '1.0',
    effective: '2026-10-05',
    change: {
      en: 'First edition under the IVDR (EU) 2017/746.',
      sv: 'Första utgåvan enligt IVDR (EU) 2017/746.',
    },
    features: { resultPictures: true, latestReadingTime: true, performance: false },
  },
  {
    version: '2.0',
    effective: '2026-11-23',
    change: {
      en: 'Performance characteristics added: how well each colour field agrees with the laboratory reference method, and in how many samples.',
      sv: 'Avsnittet ”Prestandaegenskaper” har lagts till: hur väl varje färgfält stämmer överens med referensmetoden på laboratorium och i hur många prov.',
    },
    features: { resultPictures: true, latestReadingTime: true, performance: true },
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
    features: { resultPictures: false, latestReadingTime: true, performance: false },
  },
  {
    version: '1.1',
    effective: '2026-09-14',
    change: {
      en: 'Pictures of every possible result added, so the result window can be compared at a glance.',
      sv: 'Bilder av varje möjligt resultat har lagts till, så att du enkelt kan jämföra med ditt resultatfönster.',
    },
    features: { resultPictures: true, latestReadingTime: true, performance: false },
  },
  {
    version: '2.0',
    effective: '2026-11-23',
    change: {
      en: 'A section on the test’s performance added: how well it agrees with laboratory methods, in how many samples, and what can affect the result.',
      sv: 'Ett avsnitt om testets prestanda har lagts till: hur väl testet stämmer överens med laboratoriemetoder, hur många prov som ingick och vad som kan påverka resultatet.',
    },
    features: { resultPictures: true, latestReadingTime: true, performance: true },
  },
];

/** The editions of an article's document before the CMS, oldest first. */
export function editionSeeds(article: DocumentArticle): readonly DocumentVersion[] {
  if (article.family === 'manipulation-control') return manipulationHistory;
  return article.audience === 'self-test' ? selfTestHistory : professionalHistory;
}

/** Who approved the editions published before the CMS kept a record of it. */
export const seededApproval = 'Approved before the CMS (quality records)';
