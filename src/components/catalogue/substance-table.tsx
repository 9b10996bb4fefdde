import { useTranslations } from 'next-intl';
import type { PanelSubstance } from '@/content/catalogue/schema';
import type { Locale } from '@/i18n/locales';

/**
 * The substances of a panel with their cut-offs. The saliva card shows the column headings and a
 * caption; inside a multi-panel's toggle the toggle names the list, so the headings are only read.
 */
export function SubstanceTable({ substances, locale, caption }: { substances: readonly PanelSubstance[]; locale: Locale; caption?: string }) {
  const t = useTranslations('Catalogue');
  return (
    <table className="w-full text-sm">
      {caption && <caption className="mb-2 text-left font-semibold text-brand-900">{caption}</caption>}
      <thead className={caption ? undefined : 'sr-only'}>
        <tr className="text-left text-xs tracking-wide text-ink-muted uppercase">
          <th scope="col" className="pb-1 font-semibold">
            {t('substance')}
          </th>
          <th scope="col" className="pb-1 text-right font-semibold">
            {t('cutOff')}
          </th>
        </tr>
      </thead>
      <tbody>
        {substances.map((substance) => (
          <tr key={`${substance.code}-${substance.cutOffNgMl}`} className={caption ? 'border-t border-line' : 'border-t border-line first:border-t-0'}>
            <th scope="row" className="py-1.5 text-left font-medium text-ink">
              {substance.name[locale]}
              {substance.code !== substance.name[locale] && <>{' '}<span className="text-xs font-semibold text-ink-muted">{substance.code}</span></>}
            </th>
            <td className="py-1.5 text-right font-semibold whitespace-nowrap text-brand-800">{t('cutOffValue', { value: substance.cutOffNgMl })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
