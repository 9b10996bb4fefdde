import { getTranslations } from 'next-intl/server';
import type { Action } from '@/components/sections/action-links';
import { VdtRoiSlider } from '@/components/lazy-leaves';
import type { Locale } from '@/i18n/locales';
import { vdtEmployees, vdtRates } from '@/lib/calculators/vdt-roi';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format-number';
import { CalculatorNotes } from './savings-calculator-section';
import type { VdtRoiText } from './vdt-roi-slider';

const labels = ['employees', 'monthlyCost', 'traditionalMonthly', 'annualSavings', 'perMonth'] as const satisfies readonly (keyof VdtRoiText)[];

/**
 * The VDT ROI slider with its texts (messages/*.json); the no-JavaScript note and the assumptions
 * state the default and the rates the slider computes with.
 */
export async function VdtRoiSection({ locale, action }: { locale: Locale; action?: Action }) {
  const t = await getTranslations('VdtRoiCalculator');
  const text: VdtRoiText = {
    ...(Object.fromEntries(labels.map((key) => [key, t(key)])) as Record<(typeof labels)[number], string>),
    // The browser fills these in with the live figures.
    announcement: t('announcement', { employees: '{employees}', savings: '{savings}' }),
    noScript: t('noScript', { employees: formatNumber(vdtEmployees.defaultValue, locale) }),
  };
  const assumptions = t('assumptions', {
    price: formatUsd(vdtRates.pricePerUserMonth, locale),
    traditionalPrice: formatUsd(vdtRates.traditionalPerEmployeeMonth, locale),
    overhead: formatPercent((vdtRates.traditionalOverheadFactor - 1) * 100, locale),
  });
  return (
    <>
      <VdtRoiSlider locale={locale} text={text} />
      <CalculatorNotes assumptions={assumptions} action={action} />
    </>
  );
}
