import { z } from 'zod';

/**
 * The shape of every investor figure of 001 §9 'Investor', kept once in the CMS (the
 * `investor-figures` global, first filled from src/cms/seed/investor-figures.ts). The investor
 * page, its charts and the investor summary PDF read that record (texts refer to it through
 * placeholders, see ./format.ts), so no two places can show different numbers. Amounts are in
 * millions of SEK (`Msek`) or of euros (`Meur`), billions where the name says `Beur`; percentages
 * as numbers (45 = 45 %).
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

export const investorFiguresSchema = z
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
  })
  .refine((figures) => figures.raise.bridgeMsek + figures.raise.seriesAMsek === figures.raise.totalMsek, 'bridge + Series A must equal the raise')
  .refine((figures) => figures.useOfFunds.reduce((sum, item) => sum + item.percent, 0) === 100, 'use of funds must add up to 100 %')
  .refine(
    (figures) => figures.financialYears.every((row, index, rows) => index === 0 || rows[index - 1]!.year + 1 === row.year),
    'financial years must be consecutive',
  );

export type InvestorFigures = z.output<typeof investorFiguresSchema>;
export type FinancialYear = InvestorFigures['financialYears'][number];


/** A year of the plan is profitable when its EBITDA is positive (001 §3 financial year: isProfit). */
export function isProfit(row: FinancialYear): boolean {
  return row.ebitdaMsek > 0;
}

/** The plan's last year: the spec's revenue target (28.9M SEK in 2028). */
export function revenueTarget(figures: InvestorFigures): FinancialYear {
  return figures.financialYears[figures.financialYears.length - 1]!;
}
