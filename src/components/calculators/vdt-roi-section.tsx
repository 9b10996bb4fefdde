import { getTranslations } from 'next-intl/server';
import type { Action } from '@/components/sections/action-links';
import { VdtRoiSlider } from '@/components/lazy-leaves';
import type { Locale } from '@/i18n/locales';
import { vdtEmployees, vdtRateTexts } from '@/lib/calculators/vdt-roi';
import { formatNumber } from '@/lib/format-number';
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
  return (
    <>
      <VdtRoiSlider locale={locale} text={text} />
      <CalculatorNotes assumptions={t('assumptions', vdtRateTexts(locale))} action={action} />
    </>
  );
}
