import { useTranslations } from 'next-intl';
import type { SinglePanel } from '@/content/catalogue/schema';
import type { Locale } from '@/i18n/locales';
import { CatalogueIcon } from './catalogue-icon';
import { CeBadge } from './ce-badge';
import { CardLinks } from './card-links';
import { ProductDetails } from './product-details';
import { DrugTestProductImage as ProductImage } from '@/components/lazy-leaves';

/**
 * A single-panel card (000 §2.5): icon, CE badge, lazy image, name, description, details, Learn More.
 * Below `sm` the same markup is a compact row (the `cat-*` classes in globals.css): the three
 * details are short, so they stay in sight as a one-row table rather than behind a disclosure.
 */
export function SinglePanelCard({ panel, locale }: { panel: SinglePanel; locale: Locale }) {
  const t = useTranslations('Catalogue');
  const name = panel.name[locale];
  return (
    <article
      data-testid="single-panel-card"
      data-product-id={panel.id}
      className="cat-row flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <div className="cat-badge flex items-center justify-between gap-3 p-5 pb-0">
        <CatalogueIcon icon={panel.icon} className="max-sm:hidden" />
        <CeBadge label={t('ceMarked')} />
      </div>
      <div className="cat-thumb mx-5 mt-4 overflow-hidden rounded-xl bg-surface-muted">
        <ProductImage src={panel.image.src} width={panel.image.width} height={panel.image.height} alt={t('imageAlt', { name })} />
      </div>
      <div className="cat-contents flex flex-1 flex-col p-5">
        <h4 className="cat-name text-lg font-bold text-brand-950">
          {name}
          {panel.abbreviation.toLowerCase() !== name.toLowerCase() && (
            <>
              {' '}
              <span className="text-sm font-semibold text-ink-muted">{`(${panel.abbreviation})`}</span>
            </>
          )}
        </h4>
        <p className="cat-desc mt-2 flex-1 text-sm leading-relaxed text-ink-muted">{panel.description[locale]}</p>
        <div className="cat-facts mt-4 border-t border-line pt-4">
          <ProductDetails
            items={[
              { label: t('cutOff'), value: t('cutOffValue', { value: panel.cutOffNgMl }) },
              { label: t('articleNr'), value: panel.articleNr },
              { label: t('quantity'), value: t('pieces', { count: panel.quantity }) },
            ]}
          />
        </div>
        <CardLinks contactKey={panel.articleNr} articleNr={panel.articleNr} name={name} locale={locale} />
      </div>
    </article>
  );
}
