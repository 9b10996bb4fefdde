import { investorFiguresSchema, type InvestorFigures } from '@/content/investors/figures';

/**
 * The investor figures as first published (001 §9 'Investor'); tests/unit/investor-figures.test.ts
 * compares them with the spec. What `seedCms` creates in an empty CMS.
 */
export const investorFiguresSeed: InvestorFigures = investorFiguresSchema.parse({
  raise: { totalMsek: 22, bridgeMsek: 4, seriesAMsek: 18, preMoneyMsek: 75, minimumInvestmentMsek: 2 },
  profitability: { quarter: 1, year: 2027 },
  financialYears: [
    { year: 2025, revenueMsek: 7.5, growthPercent: 197, ebitdaMsek: -4.2, marginPercent: null },
    { year: 2026, revenueMsek: 14.3, growthPercent: 91, ebitdaMsek: -1.8, marginPercent: null },
    { year: 2027, revenueMsek: 20.9, growthPercent: 46, ebitdaMsek: 2.3, marginPercent: 11 },
    { year: 2028, revenueMsek: 28.9, growthPercent: 38, ebitdaMsek: 6.4, marginPercent: 22 },
  ],
  keyMetrics: { growthPercent: 48, grossMarginTargetPercent: 70, nordicMarketShareTargetPercent: 8, roiMultiple: 5.2, roiYears: 5 },
  market: { globalBeur: 8.7, europeBeur: 2.1, nordicMeur: 420, dachMeur: 680, ukMeur: 560, cagrPercent: 7.6 },
  useOfFunds: [
    { category: 'itDevelopment', percent: 45 },
    { category: 'nordicExpansion', percent: 30 },
    { category: 'researchDevelopment', percent: 15 },
    { category: 'regulatory', percent: 10 },
  ],
  currencyHedgingPercent: 60,
  complianceRoadmapMonths: { from: 12, to: 18 },
});
