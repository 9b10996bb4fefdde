import { acceptWholeNumber, type WholeNumberRange } from './input';

/**
 * The savings calculator (001 §9): employees and the share of them tested in a year give the
 * number of tests; each test costs $100 and 0.75 administrative hours the traditional way, $25 and
 * 0.083 hours with our rapid tests.
 *
 * Rounding: people tested are rounded first, and every other figure is computed from that whole
 * number, so the figures on screen agree with each other. People tested per year
 * (employees × share) is rounded half up to a whole number of people, at least one when anyone is
 * tested at all (10 employees at 1 % is 0.1 → 1 person, never '0 people' beside a cost). Costs are
 * that number of people × the price per test, so they are exact; hours are that number × the hours
 * per test, rounded half up to whole hours, and the hours saved are the difference of the two
 * rounded figures beside them, so the three numbers on screen always add up. At the defaults
 * (10 people) that gives 7.5 h → 8 h traditional, 0.83 h → 1 h with our tests, 7 h saved. The
 * reductions are properties of the rates, not of the inputs: 75 % of the cost and 88.9 % → 89 % of
 * the hours.
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

/**
 * People tested in a year: employees × percent / 100 rounded half up (computed on whole numbers, so
 * halves are exact), and at least one whenever the share is above zero.
 */
export function testedPeopleFor(employees: number, frequencyPercent: number): number {
  const testUnits = employees * frequencyPercent;
  if (testUnits <= 0) return 0;
  return Math.max(1, Math.floor((testUnits + 50) / 100));
}

export function calculateSavings(input: { employees?: unknown; frequencyPercent?: unknown } = {}): SavingsResult {
  const { employees, frequencyPercent } = normaliseSavingsInput(input);
  const testedPeople = testedPeopleFor(employees, frequencyPercent);

  const traditionalCost = testedPeople * savingsRates.traditionalCostPerTest;
  const productCost = testedPeople * savingsRates.productCostPerTest;
  // Whole thousandths of an hour divided once, so a half (7,500 → 7.5 h) is exact before rounding.
  const hours = (milliHoursPerTest: number) => Math.round((testedPeople * milliHoursPerTest) / 1000);
  const traditionalHours = hours(savingsRates.traditionalMilliHoursPerTest);
  const productHours = hours(savingsRates.productMilliHoursPerTest);

  const reduction = (before: number, after: number) => Math.round((100 * (before - after)) / before);

  return {
    employees,
    frequencyPercent,
    testedPeople,
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
