import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format-number';
import { readWholeNumber, type WholeNumberRange } from './input';

/**
 * The Circular Testing savings calculator (001 §9): employees, the share of them tested in a year
 * and the price of a traditional test give the yearly testing cost the traditional way; Circular
 * Testing screens at $25 a test. Savings are the difference, also as a percentage with one decimal.
 *
 * Rounding: costs are rounded half up to whole dollars at the end and the saving is the difference
 * of the two rounded costs, so the three figures on screen always add up. The percentage is the
 * exact share of the traditional cost (it depends on the test price only), to one decimal.
 * A traditional price below $25 gives a negative saving: shown as it is, never hidden.
 */
export const circularInputs = {
  employees: { min: 1, max: 1_000_000, defaultValue: 200 },
  testedPercent: { min: 1, max: 100, defaultValue: 50 },
  costPerTest: { min: 1, max: 100_000, defaultValue: 100 },
} as const satisfies Record<string, WholeNumberRange & { defaultValue: number }>;

/** What one screening costs in the Circular Testing programme (001 §9). */
export const circularCostPerTest = 25;

export type CircularInput = { employees: number; testedPercent: number; costPerTest: number };
export type CircularField = keyof CircularInput;

export type CircularResult = CircularInput & {
  traditionalCost: number;
  circularCost: number;
  savings: number;
  /** Savings as a share of the traditional cost, in percent, rounded to one decimal. */
  savingsPercent: number;
};

export const defaultCircularInput: CircularInput = {
  employees: circularInputs.employees.defaultValue,
  testedPercent: circularInputs.testedPercent.defaultValue,
  costPerTest: circularInputs.costPerTest.defaultValue,
};

/**
 * The value a typed field gives the calculator: a whole number within the field's range, or
 * undefined while the field holds anything else (0, 5000000, 12.5, 1e3, an empty field). The field
 * then shows as invalid and the calculator keeps the last value it could use; nothing is clamped,
 * so the figures never follow a number other than the one on screen without saying so.
 */
export function readCircularInput(field: CircularField, raw: unknown): number | undefined {
  return readWholeNumber(raw, circularInputs[field]);
}

/** A field's range in one language ('1' and '1,000,000' / '1 000 000'), as its message states it. */
export function circularRangeTexts(field: CircularField, locale: Locale) {
  return { min: formatNumber(circularInputs[field].min, locale), max: formatNumber(circularInputs[field].max, locale) };
}

/** Inputs from code, by the same rule as the fields: anything the fields would mark invalid falls back to the default. */
export function normaliseCircularInput(input: Partial<Record<CircularField, unknown>>): CircularInput {
  return {
    employees: readCircularInput('employees', input.employees) ?? defaultCircularInput.employees,
    testedPercent: readCircularInput('testedPercent', input.testedPercent) ?? defaultCircularInput.testedPercent,
    costPerTest: readCircularInput('costPerTest', input.costPerTest) ?? defaultCircularInput.costPerTest,
  };
}

export function calculateCircularSavings(input: Partial<Record<CircularField, unknown>> = {}): CircularResult {
  const normalised = normaliseCircularInput(input);
  const { employees, testedPercent, costPerTest } = normalised;
  // employees × percent is whole; dividing once keeps halves exact before rounding.
  const testUnits = employees * testedPercent;
  const traditionalCost = Math.round((testUnits * costPerTest) / 100);
  const circularCost = Math.round((testUnits * circularCostPerTest) / 100);
  // One decimal, from the exact ratio ((price − 25) / price), rounded half away from zero.
  const exactPercent = (100 * (costPerTest - circularCostPerTest)) / costPerTest;
  const savingsPercent = Math.sign(exactPercent) * Math.round(Math.abs(exactPercent) * 10) / 10;
  return { ...normalised, traditionalCost, circularCost, savings: traditionalCost - circularCost, savingsPercent };
}
