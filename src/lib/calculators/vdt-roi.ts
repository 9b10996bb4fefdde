import type { Locale } from '@/i18n/locales';
import { formatPercent, formatUsd } from '@/lib/format-number';
import { acceptWholeNumber, type WholeNumberRange } from './input';

/**
 * The VDT ROI slider (001 §9): the subscription costs $120 per user and month; what it replaces
 * is valued at employees × $150 × 1.5 a month (a traditional test programme and the working time
 * it takes). Annual savings = (employees × 150 × 1.5 − monthly cost) × 12.
 *
 * Note on the spec's example figure: 001 §9 gives the default's annual savings as 55,680, but its
 * own formula at the default (100 employees, monthly 12,000) gives (22,500 − 12,000) × 12 =
 * 126,000. The formula and the $120 rate are stated explicitly and 55,680 follows from neither, so
 * the calculator computes the formula; the discrepancy is reported, not papered over.
 */
export const vdtEmployees = { min: 10, max: 1000, step: 10, defaultValue: 100 } as const satisfies WholeNumberRange & {
  step: number;
  defaultValue: number;
};

export const vdtRates = {
  /** Subscription price per user and month, in US dollars. */
  pricePerUserMonth: 120,
  /** Monthly value per employee of the traditional programme VDT replaces: $150 × 1.5. */
  traditionalPerEmployeeMonth: 150,
  traditionalOverheadFactor: 1.5,
} as const;

/** The rates written out in one language, as the assumptions under the slider state them. */
export function vdtRateTexts(locale: Locale) {
  return {
    price: formatUsd(vdtRates.pricePerUserMonth, locale),
    traditionalPrice: formatUsd(vdtRates.traditionalPerEmployeeMonth, locale),
    overhead: formatPercent((vdtRates.traditionalOverheadFactor - 1) * 100, locale),
  };
}

export type VdtRoiResult = { employees: number; monthlyCost: number; traditionalMonthly: number; annualSavings: number };

/**
 * The slider's value after an input event: a whole number within 10–1000, snapped to the step of 10.
 * Anything else (a fraction, text, a negative number, an empty value) leaves `previous` in place.
 */
export function acceptVdtEmployees(raw: unknown, previous: number): number {
  const accepted = acceptWholeNumber(raw, vdtEmployees, previous);
  if (accepted === previous) return previous;
  const snapped = Math.round(accepted / vdtEmployees.step) * vdtEmployees.step;
  return Math.min(vdtEmployees.max, Math.max(vdtEmployees.min, snapped));
}

export function calculateVdtRoi(employees: unknown = vdtEmployees.defaultValue): VdtRoiResult {
  const count = acceptVdtEmployees(employees, vdtEmployees.defaultValue);
  const monthlyCost = count * vdtRates.pricePerUserMonth;
  // 150 × 1.5 = 225 per employee: whole dollars, so no rounding is needed.
  const traditionalMonthly = count * vdtRates.traditionalPerEmployeeMonth * vdtRates.traditionalOverheadFactor;
  return { employees: count, monthlyCost, traditionalMonthly, annualSavings: (traditionalMonthly - monthlyCost) * 12 };
}
