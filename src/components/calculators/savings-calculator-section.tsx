import { getTranslations } from 'next-intl/server';
import { ActionLink, type Action } from '@/components/sections/action-links';
import type { Locale } from '@/i18n/locales';
import { savingsInputs, savingsRates } from '@/lib/calculators/savings';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format-number';
import type { SavingsCalculatorText } from './savings-calculator';
import { SavingsCalculator } from '@/components/lazy-leaves';

const labels = [
  'inputsHeading',
  'employees',
  'frequency',
  'testedPeople',
  'resultsHeading',
  'costHeading',
  'traditionalCost',
  'productCost',
  'annualSavings',
  'costReduction',
  'hoursHeading',
  'traditionalHours',
  'productHours',
  'hoursSaved',
  'hoursReduction',
  'riskHeading',
  'riskNote',
  'roundingNote',
] as const satisfies readonly (keyof SavingsCalculatorText)[];

const hoursPerTest = (milliHours: number, locale: Locale) => formatNumber(milliHours / 1000, locale, 3);

/**
 * The savings calculator with its texts: its labels are interface texts (messages/*.json), and the
 * no-JavaScript note and the assumptions are written from the calculator's own defaults and rates,
 * so the page cannot state other figures than it computes with.
 */
export async function SavingsCalculatorSection({ locale, action }: { locale: Locale; action?: Action }) {
  const t = await getTranslations('SavingsCalculator');
  const text: SavingsCalculatorText = {
    ...(Object.fromEntries(labels.map((key) => [key, t(key)])) as Record<(typeof labels)[number], string>),
    // The browser fills these in with the live figures.
    announcement: t('announcement', { savings: '{savings}', costReduction: '{costReduction}', hoursSaved: '{hoursSaved}', tested: '{tested}' }),
    noScript: t('noScript', {
      employees: formatNumber(savingsInputs.employees.defaultValue, locale),
      share: formatPercent(savingsInputs.frequencyPercent.defaultValue, locale),
    }),
  };
  const assumptions = t('assumptions', {
    traditionalCost: formatUsd(savingsRates.traditionalCostPerTest, locale),
    traditionalHours: hoursPerTest(savingsRates.traditionalMilliHoursPerTest, locale),
    productCost: formatUsd(savingsRates.productCostPerTest, locale),
    productHours: hoursPerTest(savingsRates.productMilliHoursPerTest, locale),
  });
  return (
    <>
      <SavingsCalculator locale={locale} text={text} />
      <CalculatorNotes assumptions={assumptions} action={action} />
    </>
  );
}

/** Under a calculator: what it assumes and, if the block has one, a button. */
export function CalculatorNotes({ assumptions, action }: { assumptions: string; action?: Action }) {
  return (
    <div className="mt-6 flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
      <p className="max-w-3xl text-sm leading-relaxed text-ink-muted">{assumptions}</p>
      {action && <ActionLink action={action} size="md" />}
    </div>
  );
}
