import { describe, expect, it } from 'vitest';
import { acceptWholeNumber, readWholeNumber } from '@/lib/calculators/input';
import { calculateSavings, defaultSavingsInput, normaliseSavingsInput, savingsInputs, savingsRates, testedPeopleFor } from '@/lib/calculators/savings';
import { formatHours, formatPercent, formatUsd } from '@/lib/format-number';

describe('savings calculator (001 §9)', () => {
  it('gives the spec figures at the defaults, with 7.5 h and 0.83 h rounded half up to 8 h and 1 h', () => {
    expect(defaultSavingsInput).toEqual({ employees: 100, frequencyPercent: 10 });
    expect(calculateSavings(defaultSavingsInput)).toEqual({
      employees: 100,
      frequencyPercent: 10,
      testedPeople: 10,
      traditionalCost: 1000,
      productCost: 250,
      annualSavings: 750,
      costReductionPercent: 75,
      // 10 × 0.75 h = 7.5 h → 8; 10 × 0.083 h = 0.83 h → 1; saved 8 − 1 = 7 (exactly 6.67, which also rounds to 7).
      traditionalHours: 8,
      productHours: 1,
      hoursSaved: 7,
      hoursReductionPercent: 89,
      riskMitigationPercent: 63,
    });
  });

  it('uses the defaults when called without input', () => {
    expect(calculateSavings()).toEqual(calculateSavings(defaultSavingsInput));
  });

  for (const { name, input, figures } of [
    {
      name: 'at the minimum (10 employees, 1 %) tests 0.1 people a year, shown as 1 person, and costs what 1 test costs',
      input: { employees: 10, frequencyPercent: 1 },
      // 1 × 0.75 h → 1; 1 × 0.083 h → 0; saved 1 − 0.
      figures: { testedPeople: 1, traditionalCost: 100, productCost: 25, annualSavings: 75, traditionalHours: 1, productHours: 0, hoursSaved: 1, costReductionPercent: 75, hoursReductionPercent: 89 },
    },
    {
      name: 'at the maximum (1000 employees, 100 %)',
      input: { employees: 1000, frequencyPercent: 100 },
      figures: { testedPeople: 1000, traditionalCost: 100_000, productCost: 25_000, annualSavings: 75_000, traditionalHours: 750, productHours: 83, hoursSaved: 667 },
    },
  ]) {
    it(name, () => {
      expect(calculateSavings(input)).toMatchObject(figures);
    });
  }

  it('rounds people tested half up to whole people, at least one when the share is above zero', () => {
    expect(testedPeopleFor(49, 1)).toBe(1); // 0.49 → 0, raised to 1
    expect(testedPeopleFor(10, 1)).toBe(1); // 0.1
    expect(testedPeopleFor(150, 1)).toBe(2); // 1.5
    expect(testedPeopleFor(249, 1)).toBe(2); // 2.49
    expect(testedPeopleFor(250, 13)).toBe(33); // 32.5
    expect(testedPeopleFor(21, 10)).toBe(2); // 2.1
    expect(testedPeopleFor(1000, 100)).toBe(1000);
    expect(testedPeopleFor(0, 10)).toBe(0);
    expect(testedPeopleFor(100, 0)).toBe(0);
  });

  it('computes costs and hours from the whole number of people shown, so people × price per test is the cost shown', () => {
    for (const [input, figures] of [
      // 250 × 13 % = 32.5 → 33 people: $3,300 and $825, not the $3,250 and $813 of 32.5 tests; 24.75 h → 25, 2.739 h → 3.
      [{ employees: 250, frequencyPercent: 13 }, { testedPeople: 33, traditionalCost: 3_300, productCost: 825, annualSavings: 2_475, traditionalHours: 25, productHours: 3, hoursSaved: 22 }],
      // 21 × 10 % = 2.1 → 2 people: $200 and $50; 1.5 h → 2 and 0.166 h → 0.
      [{ employees: 21, frequencyPercent: 10 }, { testedPeople: 2, traditionalCost: 200, productCost: 50, annualSavings: 150, traditionalHours: 2, productHours: 0, hoursSaved: 2 }],
    ] as const) {
      expect(calculateSavings(input), `${input.employees} × ${input.frequencyPercent} %`).toMatchObject(figures);
    }
  });

  it('never shows 0 people beside a cost, and keeps every figure consistent with the people shown, over the whole input range', () => {
    for (let employees = savingsInputs.employees.min; employees <= savingsInputs.employees.max; employees += 1) {
      for (let frequencyPercent = savingsInputs.frequencyPercent.min; frequencyPercent <= savingsInputs.frequencyPercent.max; frequencyPercent += 1) {
        const r = calculateSavings({ employees, frequencyPercent });
        const people = r.testedPeople;
        if (people < 1 || people > employees) throw new Error(`${employees} × ${frequencyPercent} %: ${people} people`);
        if (Math.abs(people - (employees * frequencyPercent) / 100) > 0.5 && people !== 1) throw new Error(`${employees} × ${frequencyPercent} %: ${people} is not the nearest whole number`);
        if (r.traditionalCost !== people * savingsRates.traditionalCostPerTest || r.productCost !== people * savingsRates.productCostPerTest) {
          throw new Error(`${employees} × ${frequencyPercent} %: costs ${r.traditionalCost} / ${r.productCost} for ${people} people`);
        }
        if (r.traditionalHours !== Math.round(people * 0.75) || r.productHours !== Math.round((people * 83) / 1000)) {
          throw new Error(`${employees} × ${frequencyPercent} %: hours ${r.traditionalHours} / ${r.productHours} for ${people} people`);
        }
        if (r.annualSavings !== r.traditionalCost - r.productCost || r.hoursSaved !== r.traditionalHours - r.productHours) {
          throw new Error(`${employees} × ${frequencyPercent} %: the savings are not the difference of the figures beside them`);
        }
      }
    }
  });

  it('rounds exact halves up without floating-point drift', () => {
    // 30 × 5 % = 1.5 → 2 people: $200 and $50; 2 × 0.75 h = 1.5 h → 2.
    expect(calculateSavings({ employees: 30, frequencyPercent: 5 })).toMatchObject({ testedPeople: 2, traditionalCost: 200, productCost: 50, traditionalHours: 2 });
    // 70 × 10 % = 7 people: 5.25 h → 5, 0.581 h → 1.
    expect(calculateSavings({ employees: 70, frequencyPercent: 10 })).toMatchObject({ traditionalHours: 5, productHours: 1, hoursSaved: 4 });
    // 500 people × 0.083 h = 41.5 h → 42 exactly.
    expect(calculateSavings({ employees: 1000, frequencyPercent: 50 })).toMatchObject({ testedPeople: 500, productHours: 42, traditionalHours: 375 });
  });

  it('clamps whole numbers to the ranges and ignores anything that is not a whole number of 0 or more', () => {
    expect(normaliseSavingsInput({ employees: 5, frequencyPercent: 150 })).toEqual({ employees: 10, frequencyPercent: 100 });
    expect(normaliseSavingsInput({ employees: 0, frequencyPercent: 0 })).toEqual({ employees: 10, frequencyPercent: 1 });
    expect(normaliseSavingsInput({ employees: 12.7, frequencyPercent: -3 })).toEqual(defaultSavingsInput);
    expect(normaliseSavingsInput({ employees: Number.NaN, frequencyPercent: Number.POSITIVE_INFINITY })).toEqual(defaultSavingsInput);
    expect(normaliseSavingsInput({ employees: '250', frequencyPercent: ' 20 ' })).toEqual({ employees: 250, frequencyPercent: 20 });
    expect(normaliseSavingsInput({ employees: '2e2', frequencyPercent: '10%' })).toEqual(defaultSavingsInput);
    expect(calculateSavings({ employees: 5000, frequencyPercent: 100 }).traditionalCost).toBe(100_000);
  });

  it('keeps the previous value for ignored input', () => {
    const range = savingsInputs.employees;
    expect(acceptWholeNumber('', range, 321)).toBe(321);
    expect(acceptWholeNumber('abc', range, 321)).toBe(321);
    expect(acceptWholeNumber(null, range, 321)).toBe(321);
    expect(acceptWholeNumber(1.5, range, 321)).toBe(321);
    expect(acceptWholeNumber(400, range, 321)).toBe(400);
    expect(acceptWholeNumber(4000, range, 321)).toBe(1000);
  });

  it('reads a typed whole number only within its range, without clamping', () => {
    const range = savingsInputs.employees;
    expect(readWholeNumber('400', range)).toBe(400);
    expect(readWholeNumber(' 10 ', range)).toBe(10);
    expect(readWholeNumber(1000, range)).toBe(1000);
    for (const raw of ['9', '1001', '0', '', '12.5', '-5', '1e3', 'abc', 12.5, Number.NaN, null, undefined]) expect(readWholeNumber(raw, range)).toBeUndefined();
  });
});

describe('number formatting per language', () => {
  it('formats the default results in English and Swedish', () => {
    expect(formatUsd(1000, 'en')).toBe('$1,000');
    expect(formatUsd(750, 'en')).toBe('$750');
    expect(formatUsd(1000, 'sv')).toBe('1\u00a0000\u00a0USD');
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(75, 'sv')).toBe('75\u00a0%');
    expect(formatPercent(98.7, 'sv', 1)).toBe('98,7\u00a0%');
    expect(formatHours(8, 'en')).toBe('8\u00a0hours');
    expect(formatHours(1, 'en')).toBe('1\u00a0hour');
    expect(formatHours(8, 'sv')).toBe('8\u00a0timmar');
    expect(formatHours(1, 'sv')).toBe('1\u00a0timme');
  });
});
