import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { SalivaTest } from '@/content/catalogue/schema';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { CeBadge } from './ce-badge';
import { contactHrefFor } from './contact-link';
import { InstructionsLink } from './instructions-link';
import { ProductDetails } from './product-details';
import { DrugTestProductImage as ProductImage } from '@/components/lazy-leaves';
import { SubstanceTable } from './substance-table';
import { PerformanceNote } from '@/components/documents/performance-note';

/** The saliva multi-panel (000 §3.3): details, its substances with cut-offs, a contact link. */
export function SalivaCard({ test, locale, linkLabel }: { test: SalivaTest; locale: Locale; linkLabel: string }) {
  const t = useTranslations('Catalogue');
  const name = test.name[locale];
  return (
    <article data-testid="saliva-card" className="overflow-hidden rounded-card border border-line bg-white shadow-card">
      {/* Drawing beside the text, except at 1024 px, where the card has half the page and the title would break. */}
      <div className="grid sm:grid-cols-[2fr_3fr] lg:grid-cols-1 xl:grid-cols-[2fr_3fr]">
        <div className="p-5 pb-0 sm:self-center sm:pr-0 sm:pb-5 lg:pr-5 lg:pb-0 xl:pr-0 xl:pb-5">
          <ProductImage className="rounded-xl" src={test.image.src} width={test.image.width} height={test.image.height} alt={t('imageAlt', { name })} />
        </div>
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          <CeBadge label={t('ceMarked')} className="self-start" />
          <h3 className="text-xl font-bold text-brand-950">{name}</h3>
          <p className="text-sm leading-relaxed text-ink-muted">{test.description[locale]}</p>
          <ProductDetails
            items={[
              { label: t('articleNr'), value: test.articleNr },
              { label: t('readingTime'), value: t('minutes', { count: test.readingTimeMinutes }) },
              { label: t('quantity'), value: t('pieces', { count: test.quantity }) },
            ]}
          />
          <PerformanceNote articleNr={test.articleNr} locale={locale} />
        </div>
      </div>
      <div className="border-t border-line p-5 sm:p-6">
        <SubstanceTable substances={test.substances} locale={locale} caption={t('substances', { count: test.substances.length })} />
        <div className="mt-5 flex flex-col items-start gap-4 sm:flex-row sm:items-center sm:gap-5">
          <Link href={contactHrefFor(test.articleNr)} className={buttonVariants({ variant: 'outline' })}>
            {linkLabel}
            <span className="sr-only">: {name}</span>
          </Link>
          <InstructionsLink articleNr={test.articleNr} name={name} locale={locale} />
        </div>
      </div>
    </article>
  );
}
