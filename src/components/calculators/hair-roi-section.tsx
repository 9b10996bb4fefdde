import { getTranslations } from 'next-intl/server';
import { RoiComparison } from '@/components/sections/roi-comparison';
import type { Locale } from '@/i18n/locales';
import { calculateHairRoi, hairRoiExample } from '@/lib/calculators/hair-roi';
import { formatNumber, formatPercent, formatUsd } from '@/lib/format-number';

/**
 * The hair-analysis cost comparison: a year of the page's example workforce, urine testing against
 * hair analysis, computed from the example's inputs (lib/calculators/hair-roi); no script. Its
 * labels are messages; the note under it states the inputs.
 */
export async function HairRoiSection({ locale, caption }: { locale: Locale; caption: string }) {
  const t = await getTranslations('HairRoiComparison');
  const input = hairRoiExample;
  const result = calculateHairRoi(input);
  const usd = (value: number) => formatUsd(value, locale);
  const rate = (permille: number) => formatPercent(permille / 10, locale, 1);
  return (
    <div className="mx-auto max-w-4xl">
      <RoiComparison
        caption={caption}
        columns={[t('columns.item'), t('columns.traditional'), t('columns.hair')]}
        rows={[
          [t('rows.incidentRate'), rate(input.traditionalIncidentRatePermille), rate(input.hairIncidentRatePermille)],
          [t('rows.incidents'), formatNumber(result.traditional.incidents, locale, 1), formatNumber(result.hair.incidents, locale, 1)],
          [t('rows.incidentCost'), usd(result.traditional.incidentCost), usd(result.hair.incidentCost)],
          [t('rows.testingCost'), usd(result.traditional.testingCost), usd(result.hair.testingCost)],
        ]}
        total={[t('rows.total'), usd(result.traditional.total), usd(result.hair.total)]}
        savings={{ label: t('savings'), value: usd(result.savings) }}
        note={t('assumptions', {
          employees: formatNumber(input.employees, locale),
          incidentCost: usd(input.incidentCostUsd),
          traditionalTest: usd(input.traditionalTestCostUsd),
          hairTest: usd(input.hairTestCostUsd),
        })}
      />
    </div>
  );
}
