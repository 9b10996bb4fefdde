import { CheckCircle2 } from '@/components/ui/lucide';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { HealthcareProduct } from '@/content/catalogue/schema';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { CatalogueIcon } from './catalogue-icon';
import { CeBadge } from './ce-badge';
import { contactHrefFor } from './contact-link';
import { InstructionsLink } from './instructions-link';
import { ProductImage } from './product-image';

/** A healthcare self-test card (000 §2.6): icon, CE badge, name, description, image, four benefits. */
export function HealthcareProductCard({ product, locale }: { product: HealthcareProduct; locale: Locale }) {
  const t = useTranslations('Catalogue');
  const name = product.name[locale];
  return (
    <article
      id={product.id}
      data-testid="healthcare-product-card"
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <div className="flex items-center justify-between gap-3 p-5 pb-0">
        <CatalogueIcon icon={product.icon} />
        <CeBadge label={t('ceMarked')} />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-brand-950">{name}</h3>
        <p className="mt-2 text-sm leading-relaxed text-ink-muted">{product.description[locale]}</p>
        <div className="mt-4 overflow-hidden rounded-xl bg-surface-muted">
          <ProductImage src={product.image.src} width={product.image.width} height={product.image.height} alt={t('imageAlt', { name })} />
        </div>
        <h4 className="mt-5 text-sm font-semibold tracking-wide text-brand-800 uppercase">{t('benefits')}</h4>
        <ul className="mt-2 flex-1 space-y-1.5">
          {product.features.map((feature) => (
            <li key={feature[locale]} className="flex gap-2 text-sm text-ink">
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {feature[locale]}
            </li>
          ))}
        </ul>
        <Link href={contactHrefFor(product.id)} className={buttonVariants({ variant: 'outline', className: 'mt-5 w-full' })}>
          {t('learnMore')}
          <span className="sr-only">: {name}</span>
        </Link>
        <InstructionsLink articleNr={product.articleNr} name={name} locale={locale} className="mt-3 self-center" />
      </div>
    </article>
  );
}
