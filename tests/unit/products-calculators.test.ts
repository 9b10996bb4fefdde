import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import {
  calculateCircularSavings,
  circularInputs,
  circularRangeTexts,
  defaultCircularInput,
  normaliseCircularInput,
  readCircularInput,
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
    expect(formatUsd(result.savings, 'sv')).toBe('7\u00a0500\u00a0USD');
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

  it('reads whole numbers within each field\'s range; anything else leaves the field invalid', () => {
    for (const raw of ['', '  ', '1e3', '-5', '12.5', 'abc', '0x10', NaN, Infinity, -5, 12.5, undefined, null]) {
      expect(readCircularInput('employees', raw)).toBeUndefined();
      expect(readCircularInput('testedPercent', raw)).toBeUndefined();
      expect(readCircularInput('costPerTest', raw)).toBeUndefined();
    }
    expect(readCircularInput('employees', '250')).toBe(250);
    expect(readCircularInput('employees', ' 7 ')).toBe(7);
    expect(readCircularInput('employees', '007')).toBe(7);
    // Unusable values never reach the result as NaN.
    expect(calculateCircularSavings({ employees: '1e3', testedPercent: '-5', costPerTest: '12.5' })).toEqual(calculateCircularSavings());
  });

  it('does not clamp: 0 and values above the maximum are invalid, the ends of each range are not', () => {
    expect(circularInputs).toMatchObject({ employees: { min: 1, max: 1_000_000 }, testedPercent: { min: 1, max: 100 }, costPerTest: { min: 1, max: 100_000 } });
    for (const field of ['employees', 'testedPercent', 'costPerTest'] as const) {
      const { min, max } = circularInputs[field];
      expect(readCircularInput(field, String(min))).toBe(min);
      expect(readCircularInput(field, String(max))).toBe(max);
      expect(readCircularInput(field, String(min - 1))).toBeUndefined();
      expect(readCircularInput(field, String(max + 1))).toBeUndefined();
    }
    expect(readCircularInput('employees', '0')).toBeUndefined();
    expect(readCircularInput('employees', '5000000')).toBeUndefined();
    expect(readCircularInput('testedPercent', '250')).toBeUndefined();
    expect(readCircularInput('costPerTest', '99999999')).toBeUndefined();
    // From code, by the same rule: an invalid value is replaced by the default, not clamped.
    expect(normaliseCircularInput({ employees: 5_000_000, testedPercent: 0, costPerTest: 12.5 })).toEqual(defaultCircularInput);
    expect(normaliseCircularInput({ employees: '120', testedPercent: 25, costPerTest: '60' })).toEqual({ employees: 120, testedPercent: 25, costPerTest: 60 });
  });

  it('computes at the ends of the ranges', () => {
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

  it('states each field\'s range in its message in the page\'s number format', () => {
    const message = (locale: 'en' | 'sv') => createTranslator({ locale, messages: locale === 'en' ? en : sv, namespace: 'CircularSavingsCalculator' });
    const t = { en: message('en'), sv: message('sv') };
    expect(t.en('invalid', { ...circularRangeTexts('employees', 'en'), value: '200' })).toBe('Enter a whole number from 1 to 1,000,000. Until then, the results use 200.');
    expect(t.sv('invalid', { ...circularRangeTexts('employees', 'sv'), value: '200' })).toBe('Ange ett heltal från 1 till 1\u00a0000\u00a0000. Tills dess räknar kalkylatorn med 200.');
    expect(circularRangeTexts('testedPercent', 'en')).toEqual({ min: '1', max: '100' });
    expect(circularRangeTexts('costPerTest', 'en')).toEqual({ min: '1', max: '100,000' });
    expect(circularRangeTexts('costPerTest', 'sv')).toEqual({ min: '1', max: '100\u00a0000' });
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
    expect(formatUsd(result.hair.total, 'sv')).toBe('42\u00a0400\u00a0USD');
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
