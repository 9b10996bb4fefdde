import { z } from 'zod';
import { defineContent } from '@/content/schema';

/**
 * Every investor figure of 001 §9 'Investor', kept once. The investor page, its charts and the
 * investor summary PDF read this record (texts refer to it through placeholders, see ./format.ts),
 * so no two places can show different numbers. Amounts are in millions of SEK (`Msek`) or of
 * euros (`Meur`), billions where the name says `Beur`; percentages as numbers (45 = 45 %).
 * tests/unit/investor-figures.test.ts compares the record with the spec.
 */
const financialYearSchema = z.object({
  year: z.number().int(),
  revenueMsek: z.number().positive(),
  /** Revenue growth on the year before, in percent. */
  growthPercent: z.number(),
  ebitdaMsek: z.number(),
  /** EBITDA margin; the spec gives it for the profitable years only (2027 and 2028). */
  marginPercent: z.number().nullable(),
});

export const useOfFundsCategories = ['itDevelopment', 'nordicExpansion', 'researchDevelopment', 'regulatory'] as const;
export type UseOfFundsCategory = (typeof useOfFundsCategories)[number];

const investorFiguresSchema = z
  .object({
    raise: z.object({
      totalMsek: z.number(),
      bridgeMsek: z.number(),
      seriesAMsek: z.number(),
      preMoneyMsek: z.number(),
      minimumInvestmentMsek: z.number(),
    }),
    /** The first profitable quarter. */
    profitability: z.object({ quarter: z.number().int().min(1).max(4), year: z.number().int() }),
    financialYears: z.array(financialYearSchema).length(4),
    keyMetrics: z.object({
      growthPercent: z.number(),
      grossMarginTargetPercent: z.number(),
      nordicMarketShareTargetPercent: z.number(),
      roiMultiple: z.number(),
      roiYears: z.number().int(),
    }),
    market: z.object({
      globalBeur: z.number(),
      europeBeur: z.number(),
      nordicMeur: z.number(),
      dachMeur: z.number(),
      ukMeur: z.number(),
      cagrPercent: z.number(),
    }),
    useOfFunds: z.array(z.object({ category: z.enum(useOfFundsCategories), percent: z.number().positive() })).length(4),
    currencyHedgingPercent: z.number(),
    complianceRoadmapMonths: z.object({ from: z.number().int(), to: z.number().int() }),
    /** 001 §9 'General' figures the investor page repeats (traction and the competitor table). */
    proofPoints: z.object({ labAvoidancePercent: z.number(), clientRating: z.number(), clientRatingScale: z.number() }),
  })
  .refine((figures) => figures.raise.bridgeMsek + figures.raise.seriesAMsek === figures.raise.totalMsek, 'bridge + Series A must equal the raise')
  .refine((figures) => figures.useOfFunds.reduce((sum, item) => sum + item.percent, 0) === 100, 'use of funds must add up to 100 %')
  .refine(
    (figures) => figures.financialYears.every((row, index, rows) => index === 0 || rows[index - 1]!.year + 1 === row.year),
    'financial years must be consecutive',
  );

export type InvestorFigures = z.output<typeof investorFiguresSchema>;
export type FinancialYear = InvestorFigures['financialYears'][number];

export const investorFigures = defineContent('investors/figures', investorFiguresSchema, {
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
  proofPoints: { labAvoidancePercent: 90, clientRating: 4.9, clientRatingScale: 5 },
});

/** A year of the plan is profitable when its EBITDA is positive (001 §3 financial year: isProfit). */
export function isProfit(row: FinancialYear): boolean {
  return row.ebitdaMsek > 0;
}

/** The plan's last year: the spec's revenue target (28.9M SEK in 2028). */
export function revenueTarget(figures: InvestorFigures = investorFigures): FinancialYear {
  return figures.financialYears[figures.financialYears.length - 1]!;
}
