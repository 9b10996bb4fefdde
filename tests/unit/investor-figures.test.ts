import { describe, expect, it } from 'vitest';
import { marketingFiguresSeed } from '@/cms/seed/marketing-figures';
import { isProfit, revenueTarget } from '@/content/investors/figures';
import { investorPlaceholders, formatEur, formatMsek } from '@/content/investors/format';
import { formatPercent } from '@/lib/format-number';
import { pageSeeds, seededPage } from '@/cms/seed/pages';
import type { Locale } from '@/i18n/locales';
import { routes } from '@/lib/routes';
import { figuresFrom, InvestorFigures } from '@/cms/globals/investor-figures';
import { riskColour, type RiskLevel } from '@/lib/risk';
import { investorFiguresSeed as investorFigures } from '@/cms/seed/investor-figures';

/**
 * Spec 001 §9 'Investor' (and 'About', 'General' where the investor page repeats them), copied
 * here by hand: the record the page, the charts and the PDF read must hold exactly these values.
 */
describe('investor figures record', () => {
  it('holds the raise: 22M SEK = 4M bridge + 18M Series A, pre-money 75M, minimum 2M', () => {
    expect(investorFigures.raise).toEqual({ totalMsek: 22, bridgeMsek: 4, seriesAMsek: 18, preMoneyMsek: 75, minimumInvestmentMsek: 2 });
  });

  it('holds profitability from Q1 2027 and the 2028 revenue target of 28.9M SEK', () => {
    expect(investorFigures.profitability).toEqual({ quarter: 1, year: 2027 });
    expect(revenueTarget(investorFigures)).toMatchObject({ year: 2028, revenueMsek: 28.9 });
  });

  it('holds revenue, growth, EBITDA and margin for 2025–2028', () => {
    expect(investorFigures.financialYears).toEqual([
      { year: 2025, revenueMsek: 7.5, growthPercent: 197, ebitdaMsek: -4.2, marginPercent: null },
      { year: 2026, revenueMsek: 14.3, growthPercent: 91, ebitdaMsek: -1.8, marginPercent: null },
      { year: 2027, revenueMsek: 20.9, growthPercent: 46, ebitdaMsek: 2.3, marginPercent: 11 },
      { year: 2028, revenueMsek: 28.9, growthPercent: 38, ebitdaMsek: 6.4, marginPercent: 22 },
    ]);
    expect(investorFigures.financialYears.map(isProfit)).toEqual([false, false, true, true]);
  });

  it('is consistent in itself: growth and margins follow from revenue and EBITDA (to the spec’s rounding)', () => {
    const [first, ...rest] = investorFigures.financialYears;
    let previous = first!;
    for (const row of rest) {
      expect(Math.round((row.revenueMsek / previous.revenueMsek - 1) * 100)).toBe(row.growthPercent);
      previous = row;
    }
    for (const row of investorFigures.financialYears.filter(isProfit)) {
      expect(Math.round((row.ebitdaMsek / row.revenueMsek) * 100)).toBe(row.marginPercent);
    }
  });

  it('holds the key metrics: 48 % growth, 70 % gross margin target, 8 % Nordic share target, 5.2x ROI in 5 years', () => {
    expect(investorFigures.keyMetrics).toEqual({ growthPercent: 48, grossMarginTargetPercent: 70, nordicMarketShareTargetPercent: 8, roiMultiple: 5.2, roiYears: 5 });
  });

  it('holds the market: global 8.7B EUR, Europe 2.1B, Nordic 420M, DACH 680M, UK 560M, CAGR 7.6 %', () => {
    expect(investorFigures.market).toEqual({ globalBeur: 8.7, europeBeur: 2.1, nordicMeur: 420, dachMeur: 680, ukMeur: 560, cagrPercent: 7.6 });
  });

  it('holds the use of funds: IT development 45 %, Nordic expansion 30 %, R&D 15 %, regulatory 10 %', () => {
    expect(investorFigures.useOfFunds).toEqual([
      { category: 'itDevelopment', percent: 45 },
      { category: 'nordicExpansion', percent: 30 },
      { category: 'researchDevelopment', percent: 15 },
      { category: 'regulatory', percent: 10 },
    ]);
  });

  it('holds 60 % currency hedging and the 12–18 month compliance roadmap', () => {
    expect(investorFigures.currencyHedgingPercent).toBe(60);
    expect(investorFigures.complianceRoadmapMonths).toEqual({ from: 12, to: 18 });
  });

  it('holds the about figures: 200+ facilities', () => {
    expect(marketingFiguresSeed.healthcareFacilities).toBe(200);
  });
});

describe('figure formatting', () => {
  it('writes SEK as SEK 22m in English and 22 MSEK in Swedish, with a non-breaking space', () => {
    expect(formatMsek(22, 'en')).toBe('SEK\u00a022m');
    expect(formatMsek(28.9, 'en')).toBe('SEK\u00a028.9m');
    expect(formatMsek(2, 'en')).toBe('SEK\u00a02m');
    expect(formatMsek(22, 'sv')).toBe('22\u00a0MSEK');
    // A loss keeps its minus on the amount's line: the true minus, in both languages.
    expect(formatMsek(-4.2, 'en')).toBe('\u2212SEK\u00a04.2m');
    expect(formatMsek(-4.2, 'sv')).toBe('\u22124,2\u00a0MSEK');
  });

  it('writes euros and percentages the way each language does', () => {
    expect(formatEur(8700, 'en')).toBe('€8.7bn');
    expect(formatEur(420, 'en')).toBe('€420m');
    expect(formatEur(8700, 'sv')).toBe('8,7\u00a0mdr\u00a0EUR');
    expect(formatEur(420, 'sv')).toBe('420\u00a0MEUR');
    expect(formatPercent(7.6, 'en', 1)).toBe('7.6%');
    expect(formatPercent(7.6, 'sv', 1)).toBe('7,6\u00a0%');
  });

  it('fills the investor placeholders from the record', () => {
    const sv = investorPlaceholders('sv', investorFigures);
    expect(sv.raiseTotal).toBe('22\u00a0MSEK');
    expect(sv.revenue2028).toBe('28,9\u00a0MSEK');
    expect(sv.profitability).toBe('Q1\u00a02027');
    expect(sv.complianceRoadmap).toBe('12\u2060–\u206018\u00a0månader');
    expect(investorPlaceholders('en', investorFigures).roi).toBe('5.2×');
  });
});

describe('investor page', () => {
  type Texts = { blockType: string; description: string; figures: { value: string }[]; actions: { href: string }[]; items: { title: string; likelihood: RiskLevel; impact: RiskLevel }[] };
  const block = (type: string, locale: Locale = 'en') => seededPage<Texts>(routes.investors, locale).layout.find((candidate) => candidate.blockType === type)!;

  it('shows the raise, valuation and minimum in the hero from the record', () => {
    expect(block('figuresHero').figures.map((figure) => figure.value)).toEqual(['SEK\u00a022m', 'SEK\u00a075m', 'SEK\u00a02m']);
    expect(block('figuresHero', 'sv').description).toContain('22\u00a0MSEK');
  });

  it('links Request Investor Deck to the contact form with the investor topic, and Investment Opportunity to its section', () => {
    expect(block('investmentTerms').actions.map((action) => action.href)).toEqual(['/contact?interest=investors']);
    expect(block('figuresHero').actions.map((action) => action.href)).toEqual(['#investment-opportunity', '/contact']);
  });

  it('has the three strategic initiatives of the spec', () => {
    expect(block('initiatives').items.map((item) => item.title)).toEqual(['Nordic expansion', 'Women’s health partnerships', 'Post-incident testing']);
  });

  it('rates risks of every colour', () => {
    const colours = new Set(block('riskMatrix').items.map((item) => riskColour(item.likelihood, item.impact)));
    expect([...colours].sort()).toEqual(['green', 'orange', 'red', 'yellow']);
  });
});

const seededPages = pageSeeds.map((seed) => ({ path: seed.path, layout: seed.layout }));

describe('the investor figures in the CMS', () => {
  const withIds = { ...investorFigures, financialYears: investorFigures.financialYears.map((row, index) => ({ ...row, id: `row${index}` })), id: 1, _status: 'published' };

  it('are read without the admin\'s row ids, and hold together', () => {
    const parsed = figuresFrom(withIds);
    expect(parsed.success && parsed.data.financialYears[0]).toEqual(investorFigures.financialYears[0]);
  });

  it('are refused when the rounds do not add up to the raise or the funds to 100 %', () => {
    const raise = figuresFrom({ ...withIds, raise: { ...investorFigures.raise, bridgeMsek: 5 } });
    expect(raise.success ? [] : raise.error.issues.map((issue) => issue.message)).toEqual(['bridge + Series A must equal the raise']);
    const funds = figuresFrom({ ...withIds, useOfFunds: investorFigures.useOfFunds.map((item) => ({ ...item, percent: 30 })) });
    expect(funds.success).toBe(false);
  });

  it('are refused on publish while a page names a plan year they no longer have, and taken otherwise', async () => {
    const [beforeChange] = InvestorFigures.hooks!.beforeChange!;
    const shifted = { ...withIds, financialYears: investorFigures.financialYears.map((row) => ({ ...row, year: row.year + 1 })) };
    const publish = (data: object) =>
      beforeChange!({ data, originalDoc: {}, req: { payload: { find: async () => ({ docs: seededPages }) }, t: (key: string) => key } } as never);
    await expect(publish(shifted)).rejects.toThrow(/Pages still name \{revenue2025\}/u);
    await expect(publish(withIds)).resolves.toEqual(withIds);
  });
});

