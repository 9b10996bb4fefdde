import { acceptWholeNumber, type WholeNumberRange } from './input';

/**
 * The savings calculator (001 §9): employees and the share of them tested in a year give the
 * number of tests; each test costs $100 and 0.75 administrative hours the traditional way, $25 and
 * 0.083 hours with our rapid tests.
 *
 * Rounding: everything is computed exactly and each figure shown is rounded half up to a whole
 * number at the end. A saving is the difference of the two rounded figures beside it, so the three
 * numbers on screen always add up. At the defaults (10 tests) that gives 7.5 h → 8 h traditional,
 * 0.83 h → 1 h with our tests, 7 h saved (the exact 6.67 h rounds to 7 as well). The reductions
 * are properties of the rates, not of the inputs: 75 % of the cost and 88.9 % → 89 % of the hours.
 */
export const savingsInputs = {
  employees: { min: 10, max: 1000, defaultValue: 100 },
  frequencyPercent: { min: 1, max: 100, defaultValue: 10 },
} as const satisfies Record<string, WholeNumberRange & { defaultValue: number }>;

export const savingsRates = {
  traditionalCostPerTest: 100,
  productCostPerTest: 25,
  /** Administrative time per test in thousandths of an hour (0.75 h and 0.083 h), so the sums stay exact. */
  traditionalMilliHoursPerTest: 750,
  productMilliHoursPerTest: 83,
  /** Fixed: the average improvement in incident prevention, not computed from the inputs. */
  riskMitigationPercent: 63,
} as const;

export type SavingsInput = { employees: number; frequencyPercent: number };

export type SavingsResult = SavingsInput & {
  testedPeople: number;
  traditionalCost: number;
  productCost: number;
  annualSavings: number;
  costReductionPercent: number;
  traditionalHours: number;
  productHours: number;
  hoursSaved: number;
  hoursReductionPercent: number;
  riskMitigationPercent: number;
};

export const defaultSavingsInput: SavingsInput = {
  employees: savingsInputs.employees.defaultValue,
  frequencyPercent: savingsInputs.frequencyPercent.defaultValue,
};

/** Inputs as the calculator accepts them: whole numbers clamped to their ranges, anything else the default. */
export function normaliseSavingsInput(input: { employees?: unknown; frequencyPercent?: unknown }): SavingsInput {
  return {
    employees: acceptWholeNumber(input.employees, savingsInputs.employees, savingsInputs.employees.defaultValue),
    frequencyPercent: acceptWholeNumber(input.frequencyPercent, savingsInputs.frequencyPercent, savingsInputs.frequencyPercent.defaultValue),
  };
}

export function calculateSavings(input: { employees?: unknown; frequencyPercent?: unknown } = {}): SavingsResult {
  const { employees, frequencyPercent } = normaliseSavingsInput(input);
  // employees × percent is a whole number; dividing it once keeps halves exact (7.5 stays 7.5).
  const testUnits = employees * frequencyPercent;
  const perTests = (rate: number, scale: number) => (testUnits * rate) / (100 * scale);

  const traditionalCost = Math.round(perTests(savingsRates.traditionalCostPerTest, 1));
  const productCost = Math.round(perTests(savingsRates.productCostPerTest, 1));
  const traditionalHours = Math.round(perTests(savingsRates.traditionalMilliHoursPerTest, 1000));
  const productHours = Math.round(perTests(savingsRates.productMilliHoursPerTest, 1000));

  const reduction = (before: number, after: number) => Math.round((100 * (before - after)) / before);

  return {
    employees,
    frequencyPercent,
    testedPeople: Math.round(testUnits / 100),
    traditionalCost,
    productCost,
    annualSavings: traditionalCost - productCost,
    costReductionPercent: reduction(savingsRates.traditionalCostPerTest, savingsRates.productCostPerTest),
    traditionalHours,
    productHours,
    hoursSaved: traditionalHours - productHours,
    hoursReductionPercent: reduction(savingsRates.traditionalMilliHoursPerTest, savingsRates.productMilliHoursPerTest),
    riskMitigationPercent: savingsRates.riskMitigationPercent,
  };
}
