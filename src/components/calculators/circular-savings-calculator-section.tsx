import { getTranslations } from 'next-intl/server';
import type { Action } from '@/components/sections/action-links';
import { getMarketingFigures } from '@/cms/content';
import { CircularSavingsCalculator } from '@/components/lazy-leaves';
import type { Locale } from '@/i18n/locales';
import { circularCostPerTest, circularRangeTexts, type CircularField } from '@/lib/calculators/circular-savings';
import { formatPercent, formatUsd } from '@/lib/format-number';
import type { CircularCalculatorText } from './circular-savings-calculator';
import { CalculatorNotes } from './savings-calculator-section';

const labels = [
  'inputsHeading',
  'employees',
  'testedPercent',
  'costPerTest',
  'hint',
  'resultsHeading',
  'traditionalCost',
  'circularCost',
  'savings',
  'savingsPercent',
  'noScript',
] as const satisfies readonly (keyof CircularCalculatorText)[];

/**
 * The Circular Testing savings calculator with its texts (messages/*.json); the assumptions state
 * the screening price the calculator computes with and why its result differs from the programme
 * saving quoted on the page, and each field's message the range it accepts.
 */
export async function CircularSavingsCalculatorSection({ locale, action }: { locale: Locale; action?: Action }) {
  const t = await getTranslations('CircularSavingsCalculator');
  // The browser fills in the value the results use instead.
  const invalid = (field: CircularField) => t('invalid', { ...circularRangeTexts(field, locale), value: '{value}' });
  const text: CircularCalculatorText = {
    ...(Object.fromEntries(labels.map((key) => [key, t(key)])) as Record<(typeof labels)[number], string>),
    // The browser fills these in with the live figures.
    announcement: t('announcement', { savings: '{savings}', percent: '{percent}' }),
    invalid: { employees: invalid('employees'), testedPercent: invalid('testedPercent'), costPerTest: invalid('costPerTest') },
  };
  return (
    <>
      <CircularSavingsCalculator locale={locale} text={text} />
      <CalculatorNotes assumptions={t('assumptions', { price: formatUsd(circularCostPerTest, locale), programmeSaving: formatPercent((await getMarketingFigures()).costReductionPercent, locale) })} action={action} />
    </>
  );
}
