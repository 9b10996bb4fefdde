import { getTranslations } from 'next-intl/server';
import { RoiComparison } from '@/components/sections/roi-comparison';
import type { Locale } from '@/i18n/locales';
import { hairRoiExampleTexts } from '@/lib/calculators/hair-roi';

/**
 * The hair-analysis cost comparison: a year of the page's example workforce, urine testing against
 * hair analysis, computed from the example's inputs (lib/calculators/hair-roi); no script. Its
 * labels are messages; the note under it states the inputs.
 */
export async function HairRoiSection({ locale, caption }: { locale: Locale; caption: string }) {
  const t = await getTranslations('HairRoiComparison');
  const { rows, total, savings, inputs } = hairRoiExampleTexts(locale);
  return (
    <div className="mx-auto max-w-4xl">
      <RoiComparison
        caption={caption}
        columns={[t('columns.item'), t('columns.traditional'), t('columns.hair')]}
        rows={[
          [t('rows.incidentRate'), ...rows.incidentRate],
          [t('rows.incidents'), ...rows.incidents],
          [t('rows.incidentCost'), ...rows.incidentCost],
          [t('rows.testingCost'), ...rows.testingCost],
        ]}
        total={[t('rows.total'), ...total]}
        savings={{ label: t('savings'), value: savings }}
        note={t('assumptions', inputs)}
      />
    </div>
  );
}
