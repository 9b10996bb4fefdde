import { describe, expect, it } from 'vitest';
import {
  acceptCircularInput,
  calculateCircularSavings,
  circularInputs,
  defaultCircularInput,
} from '@/lib/calculators/circular-savings';
import { calculateHairRoi, hairRoiExample } from '@/lib/calculators/hair-roi';
import { acceptVdtEmployees, calculateVdtRoi, vdtEmployees } from '@/lib/calculators/vdt-roi';
import { formatPercent, formatUsd, formatNumber } from '@/lib/format-number';

describe('circular savings calculator (001 §9)', () => {
  it('gives the issue figures at the defaults: 10,000 / 2,500 / 7,500 / 75.0 %', () => {
    expect(defaultCircularInput).toEqual({ employees: 200, testedPercent: 50, costPerTest: 100 });
    expect(calculateCircularSavings()).toEqual({
      employees: 200,
      testedPercent: 50,
      costPerTest: 100,
      traditionalCost: 10_000,
      circularCost: 2_500,
      savings: 7_500,
      savingsPercent: 75,
    });
    const result = calculateCircularSavings(defaultCircularInput);
    expect(formatUsd(result.traditionalCost, 'en')).toBe('$10,000');
    expect(formatUsd(result.savings, 'sv')).toBe('7\u00a0500\u00a0US$');
    expect(formatPercent(result.savingsPercent, 'en', 1)).toBe('75%');
    expect(formatNumber(result.savingsPercent, 'en', 1)).toBe('75');
  });

  it('updates with each input and keeps one decimal in the percentage', () => {
    expect(calculateCircularSavings({ employees: 120, testedPercent: 25, costPerTest: 60 })).toMatchObject({
      traditionalCost: 1_800,
      circularCost: 750,
      savings: 1_050,
      savingsPercent: 58.3,
    });
    expect(calculateCircularSavings({ costPerTest: 33 }).savingsPercent).toBe(24.2);
    // A traditional test cheaper than $25: the saving is negative, and says so.
    expect(calculateCircularSavings({ costPerTest: 20 })).toMatchObject({ traditionalCost: 2_000, circularCost: 2_500, savings: -500, savingsPercent: -25 });
  });

  it('accepts whole numbers only: empty, 1e3, -5 and 12.5 leave the previous value', () => {
    for (const raw of ['', '  ', '1e3', '-5', '12.5', 'abc', '0x10', NaN, Infinity, -5, 12.5, undefined, null]) {
      expect(acceptCircularInput('employees', raw, 321)).toBe(321);
      expect(acceptCircularInput('testedPercent', raw, 42)).toBe(42);
      expect(acceptCircularInput('costPerTest', raw, 99)).toBe(99);
    }
    expect(acceptCircularInput('employees', '250', 1)).toBe(250);
    expect(acceptCircularInput('employees', ' 7 ', 1)).toBe(7);
    // Unusable values never reach the result as NaN.
    expect(calculateCircularSavings({ employees: '1e3', testedPercent: '-5', costPerTest: '12.5' })).toEqual(calculateCircularSavings());
  });

  it('clamps to the ranges: employees and cost min 1, percentage 1–100', () => {
    expect(acceptCircularInput('employees', '0', 5)).toBe(1);
    expect(acceptCircularInput('costPerTest', '0', 5)).toBe(1);
    expect(acceptCircularInput('testedPercent', '0', 5)).toBe(1);
    expect(acceptCircularInput('testedPercent', '101', 5)).toBe(100);
    expect(acceptCircularInput('employees', '99999999', 5)).toBe(circularInputs.employees.max);
    expect(calculateCircularSavings({ employees: 1, testedPercent: 1, costPerTest: 1 })).toEqual({
      employees: 1,
      testedPercent: 1,
      costPerTest: 1,
      traditionalCost: 0,
      circularCost: 0,
      savings: 0,
      savingsPercent: -2400,
    });
    const max = calculateCircularSavings({ employees: circularInputs.employees.max, testedPercent: 100, costPerTest: circularInputs.costPerTest.max });
    expect(max.traditionalCost).toBe(100_000_000_000);
    expect(max.circularCost).toBe(25_000_000);
    expect(Number.isSafeInteger(max.savings)).toBe(true);
    expect(max.savingsPercent).toBe(100);
  });
});

describe('VDT ROI slider (001 §9)', () => {
  it('at the default of 100 employees: monthly 12,000 and the formula (100 × 150 × 1.5 − 12,000) × 12', () => {
    expect(vdtEmployees).toMatchObject({ min: 10, max: 1000, step: 10, defaultValue: 100 });
    const result = calculateVdtRoi();
    expect(result.monthlyCost).toBe(12_000);
    expect(result.traditionalMonthly).toBe(22_500);
    // 001 §9 prints 55,680 for this default, which its own formula does not give (see vdt-roi.ts).
    expect(result.annualSavings).toBe((100 * 150 * 1.5 - 12_000) * 12);
    expect(result.annualSavings).toBe(126_000);
  });

  it('at the ends of the slider', () => {
    expect(calculateVdtRoi(10)).toEqual({ employees: 10, monthlyCost: 1_200, traditionalMonthly: 2_250, annualSavings: 12_600 });
    expect(calculateVdtRoi(1000)).toEqual({ employees: 1000, monthlyCost: 120_000, traditionalMonthly: 225_000, annualSavings: 1_260_000 });
    expect(calculateVdtRoi(5).employees).toBe(10);
    expect(calculateVdtRoi(5000).employees).toBe(1000);
  });

  it('ignores anything but whole numbers and snaps to the step of 10', () => {
    for (const raw of ['', '1e3', '-5', '12.5', 'x', -5, 12.5, NaN]) expect(acceptVdtEmployees(raw, 370)).toBe(370);
    expect(acceptVdtEmployees('240', 100)).toBe(240);
    expect(acceptVdtEmployees('245', 100)).toBe(250);
    expect(acceptVdtEmployees('0', 100)).toBe(10);
    expect(calculateVdtRoi('1e3')).toEqual(calculateVdtRoi(100));
  });
});

describe('hair analysis static ROI (001 §9)', () => {
  it('computes $69,700 against $42,400 and $27,300 saved from the page’s example', () => {
    const inputs = hairRoiExample;
    expect(inputs.incidentCostUsd).toBe(28_000);
    expect(inputs.traditionalIncidentRatePermille).toBe(24);
    expect(inputs.hairIncidentRatePermille).toBe(8);
    const result = calculateHairRoi(inputs);
    expect(result.traditional.total).toBe(69_700);
    expect(result.hair.total).toBe(42_400);
    expect(result.savings).toBe(27_300);
    expect(formatUsd(result.savings, 'en')).toBe('$27,300');
    expect(formatUsd(result.hair.total, 'sv')).toBe('42\u00a0400\u00a0US$');
  });

  it('follows its inputs and refuses inputs that are not whole numbers ≥ 0', () => {
    const base = hairRoiExample;
    expect(calculateHairRoi({ ...base, employees: 200 }).savings).toBe(54_600);
    expect(calculateHairRoi({ ...base, employees: 0 }).savings).toBe(0);
    expect(() => calculateHairRoi({ ...base, employees: -5 })).toThrow(RangeError);
    expect(() => calculateHairRoi({ ...base, incidentCostUsd: 12.5 })).toThrow(RangeError);
    expect(() => calculateHairRoi({ ...base, hairTestCostUsd: Number.NaN })).toThrow(RangeError);
  });
});
