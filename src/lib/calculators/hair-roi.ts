import type { Locale } from '@/i18n/locales';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format-number';

/**
 * The hair-analysis page's static ROI comparison (001 §9): a year of workplace testing for a
 * workforce, the traditional way (urine screening) against hair analysis. Each total is the cost of
 * the incidents expected at that programme's incident rate plus what the tests cost; nothing is
 * typed in as a result. With the page's example (`hairRoiExample`: 100 employees, $28,000 per incident,
 * 2.4 % against 0.8 %, $25 against $200 per test) that is $69,700 against $42,400, $27,300 saved.
 */
export type HairRoiInput = {
  employees: number;
  incidentCostUsd: number;
  /** Incident rates in tenths of a percent (2.4 % → 24), so every product stays a whole number. */
  traditionalIncidentRatePermille: number;
  hairIncidentRatePermille: number;
  traditionalTestCostUsd: number;
  hairTestCostUsd: number;
};

/** The example the hair-analysis page and its whitepaper show. */
export const hairRoiExample: HairRoiInput = {
  employees: 100,
  incidentCostUsd: 28_000,
  traditionalIncidentRatePermille: 24,
  hairIncidentRatePermille: 8,
  traditionalTestCostUsd: 25,
  hairTestCostUsd: 200,
};

export type HairRoiSide = { incidents: number; incidentCost: number; testingCost: number; total: number };
export type HairRoiResult = { traditional: HairRoiSide; hair: HairRoiSide; savings: number };

function side(input: HairRoiInput, ratePermille: number, testCost: number): HairRoiSide {
  const incidentCost = Math.round((input.employees * ratePermille * input.incidentCostUsd) / 1000);
  const testingCost = input.employees * testCost;
  return { incidents: (input.employees * ratePermille) / 1000, incidentCost, testingCost, total: incidentCost + testingCost };
}

export function calculateHairRoi(input: HairRoiInput): HairRoiResult {
  for (const [name, value] of Object.entries(input)) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`hair ROI input ${name} must be a whole number ≥ 0, got ${String(value)}`);
  }
  const traditional = side(input, input.traditionalIncidentRatePermille, input.traditionalTestCostUsd);
  const hair = side(input, input.hairIncidentRatePermille, input.hairTestCostUsd);
  return { traditional, hair, savings: traditional.total - hair.total };
}

/**
 * The example's comparison written out in one language, for the page and its whitepaper: per row the
 * urine and hair figures, the totals, the saving, and the inputs the note under it states.
 */
export function hairRoiExampleTexts(locale: Locale) {
  const input = hairRoiExample;
  const result = calculateHairRoi(input);
  const usd = (value: number) => formatUsd(value, locale);
  const rate = (permille: number) => formatPercent(permille / 10, locale, 1);
  const both = (pick: (side: HairRoiSide) => number, format: (value: number) => string) => [format(pick(result.traditional)), format(pick(result.hair))] as const;
  return {
    rows: {
      incidentRate: [rate(input.traditionalIncidentRatePermille), rate(input.hairIncidentRatePermille)] as const,
      incidents: both((side) => side.incidents, (value) => formatNumber(value, locale, 1)),
      incidentCost: both((side) => side.incidentCost, usd),
      testingCost: both((side) => side.testingCost, usd),
    },
    total: both((side) => side.total, usd),
    savings: usd(result.savings),
    inputs: { employees: formatNumber(input.employees, locale), incidentCost: usd(input.incidentCostUsd), traditionalTest: usd(input.traditionalTestCostUsd), hairTest: usd(input.hairTestCostUsd) },
  };
}
