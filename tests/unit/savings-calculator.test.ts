import { describe, expect, it } from 'vitest';
import { acceptWholeNumber } from '@/lib/calculators/input';
import { calculateSavings, defaultSavingsInput, normaliseSavingsInput, savingsInputs } from '@/lib/calculators/savings';
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

  it('at the minimum (10 employees, 1 %) tests 0.1 people a year, shown as 0, and still costs what 0.1 tests cost', () => {
    expect(calculateSavings({ employees: 10, frequencyPercent: 1 })).toMatchObject({
      testedPeople: 0,
      traditionalCost: 10,
      // 2.5 → 3 (half up); the saving is the difference of the shown figures, 10 − 3.
      productCost: 3,
      annualSavings: 7,
      traditionalHours: 0,
      productHours: 0,
      hoursSaved: 0,
      costReductionPercent: 75,
      hoursReductionPercent: 89,
    });
  });

  it('at the maximum (1000 employees, 100 %)', () => {
    expect(calculateSavings({ employees: 1000, frequencyPercent: 100 })).toMatchObject({
      testedPeople: 1000,
      traditionalCost: 100_000,
      productCost: 25_000,
      annualSavings: 75_000,
      traditionalHours: 750,
      productHours: 83,
      hoursSaved: 667,
    });
  });

  it('keeps the shown figures adding up where rounding each on its own would not', () => {
    // 21 × 10 % = 2.1 tests: 1.575 h → 2, 0.1743 h → 0; the exact saving 1.4 h would round to 1.
    const result = calculateSavings({ employees: 21, frequencyPercent: 10 });
    expect(result).toMatchObject({ testedPeople: 2, traditionalCost: 210, productCost: 53, annualSavings: 157, traditionalHours: 2, productHours: 0, hoursSaved: 2 });
    for (const employees of [10, 13, 99, 250, 777, 1000]) {
      for (const frequencyPercent of [1, 3, 7, 33, 50, 100]) {
        const r = calculateSavings({ employees, frequencyPercent });
        expect(r.annualSavings).toBe(r.traditionalCost - r.productCost);
        expect(r.hoursSaved).toBe(r.traditionalHours - r.productHours);
        expect(r.testedPeople).toBe(Math.round((employees * frequencyPercent) / 100));
      }
    }
  });

  it('rounds exact halves up without floating-point drift', () => {
    // 30 × 5 % = 1.5 tests: $37.5 → $38; 0.75 h × 1.5 = 1.125 h → 1.
    expect(calculateSavings({ employees: 30, frequencyPercent: 5 })).toMatchObject({ testedPeople: 2, productCost: 38, traditionalCost: 150, traditionalHours: 1 });
    // 70 × 10 % = 7 tests: 5.25 h → 5, 0.581 h → 1.
    expect(calculateSavings({ employees: 70, frequencyPercent: 10 })).toMatchObject({ traditionalHours: 5, productHours: 1, hoursSaved: 4 });
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
});

describe('number formatting per language', () => {
  it('formats the default results in English and Swedish', () => {
    expect(formatUsd(1000, 'en')).toBe('$1,000');
    expect(formatUsd(750, 'en')).toBe('$750');
    expect(formatUsd(1000, 'sv')).toBe('1\u00a0000\u00a0US$');
    expect(formatPercent(75, 'en')).toBe('75%');
    expect(formatPercent(75, 'sv')).toBe('75\u00a0%');
    expect(formatPercent(98.7, 'sv', 1)).toBe('98,7\u00a0%');
    expect(formatHours(8, 'en')).toBe('8\u00a0hours');
    expect(formatHours(1, 'en')).toBe('1\u00a0hour');
    expect(formatHours(8, 'sv')).toBe('8\u00a0timmar');
    expect(formatHours(1, 'sv')).toBe('1\u00a0timme');
  });
});
