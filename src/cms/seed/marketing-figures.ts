import { marketingFiguresSchema, type MarketingFigures } from '@/content/marketing-figures';

/**
 * The marketing figures as first published (001 §9 'Marketing figures', 000 §9): what `seedCms`
 * creates in an empty CMS. Editors change them in the admin afterwards.
 */
export const marketingFiguresSeed: MarketingFigures = marketingFiguresSchema.parse({
  resultMinutes: 10,
  competitorResultMinutes: 39,
  labAvoidancePercent: 90,
  competitorLabAvoidancePercent: [35, 40],
  costReductionPercent: 39,
  workplaceRiskReductionPercent: 63,
  costPerTestUsd: [18, 35],
  traditionalCostPerTestUsd: [50, 150],
  fasterDeploymentPercent: 75,
  improvedOutcomesPercent: 22,
  systemCompatibilityPercent: 95,
  preEmploymentClearanceMinutes: 7,
  postAccidentDowntimeReductionPercent: 62,
  adminTimeReductionPercent: 89,
  telehealthHandoffMinutes: 2,
  clientRating: 4.9,
  molecularConcordancePercent: 98.7,
  ferritinAccuracyPercent: 99.2,
  drugTestAccuracyPercent: 99,
  salivaWindowHours: [24, 48],
  healthcareFacilities: 200,
  companiesServed: 500,
  circularResultHours: 24,
  circularTelehealthHours: 4,
  circularImplementationWeeks: [2, 4],
  circularFasterResolutionPercent: 62,
});
