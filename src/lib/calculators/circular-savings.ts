import { acceptWholeNumber, type WholeNumberRange } from './input';

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

/** The value an input field holds after the visitor typed `raw` into it (001 §5: anything but a whole number is ignored). */
export function acceptCircularInput(field: CircularField, raw: unknown, previous: number): number {
  return acceptWholeNumber(raw, circularInputs[field], previous);
}

/** Inputs as the calculator accepts them; anything unusable falls back to the default. */
export function normaliseCircularInput(input: Partial<Record<CircularField, unknown>>): CircularInput {
  return {
    employees: acceptCircularInput('employees', input.employees, defaultCircularInput.employees),
    testedPercent: acceptCircularInput('testedPercent', input.testedPercent, defaultCircularInput.testedPercent),
    costPerTest: acceptCircularInput('costPerTest', input.costPerTest, defaultCircularInput.costPerTest),
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
