import { CheckCircle2 } from '@/components/ui/lucide';
import { useTranslations } from 'next-intl';
import type { HealthcareProduct } from '@/content/catalogue/schema';
import type { Locale } from '@/i18n/locales';
import { CeBadge } from './ce-badge';
import { CardLinks } from './card-links';
import { ProductImage } from '@/components/lazy-leaves';

/**
 * A healthcare self-test card (000 §2.6): name, CE badge, description, drawing, four benefits. The
 * drawing is the card's picture, so no second icon competes with it. Below `sm` the same markup is
 * a compact row (the `cat-*` classes in globals.css): the time to result as its key figure, the
 * whole description, the benefits collapsed. From `sm` the card shares its five rows with the other
 * cards of its row (see HealthcareCatalogue).
 */
export function HealthcareProductCard({ product, locale }: { product: HealthcareProduct; locale: Locale }) {
  const t = useTranslations('Catalogue');
  const name = product.name[locale];
  return (
    <article
      id={product.id}
      data-testid="healthcare-product-card"
      className="cat-row flex w-full scroll-mt-24 flex-col overflow-hidden rounded-card border border-line bg-white p-5 shadow-card sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-y-0"
    >
      {/* The badge above the name, so a name has the card's whole width. */}
      <div className="cat-contents flex flex-col-reverse items-start justify-end gap-2">
        <h3 className="cat-name text-lg font-bold text-brand-950">{name}</h3>
        <span className="cat-badge shrink-0">
          <CeBadge label={t('ceMarked')} />
        </span>
      </div>
      {/* The row's key figure; from `sm` up the benefits state it. */}
      <p className="cat-fig text-sm font-semibold text-ink">{t('resultIn', { minutes: product.resultMinutes })}</p>
      <p className="cat-desc mt-2 text-sm leading-relaxed text-ink-muted">{product.description[locale]}</p>
      <div className="cat-thumb mt-4 overflow-hidden rounded-xl bg-surface-muted">
        <ProductImage src={product.image.src} width={product.image.width} height={product.image.height} alt={t('imageAlt', { name })} />
      </div>
      <details className="cat-more mt-5">
        <summary>{t('benefits')}</summary>
        <h4 className="text-sm font-semibold tracking-wide text-brand-800 uppercase max-sm:hidden">{t('benefits')}</h4>
        <ul className="mt-2 space-y-1.5">
          {product.features.map((feature) => (
            <li key={feature[locale]} className="flex gap-2 text-sm text-ink">
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {feature[locale]}
            </li>
          ))}
        </ul>
      </details>
      <CardLinks contactKey={product.id} articleNr={product.articleNr} name={name} locale={locale} />
    </article>
  );
}
