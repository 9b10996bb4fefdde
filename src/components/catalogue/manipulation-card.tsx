import { Info } from '@/components/ui/lucide';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { ManipulationControl } from '@/content/catalogue/schema';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { CeBadge } from './ce-badge';
import { contactHrefFor } from './contact-link';
import { InstructionsLink } from './instructions-link';
import { ProductDetails } from './product-details';
import { DrugTestProductImage as ProductImage } from '@/components/lazy-leaves';
import { PerformanceNote } from '@/components/documents/performance-note';

/** The manipulation control (000 §3.4): how it works, its markers, its caveat and a contact link. */
export function ManipulationCard({
  control,
  locale,
  explanationTitle,
  linkLabel,
}: {
  control: ManipulationControl;
  locale: Locale;
  explanationTitle: string;
  linkLabel: string;
}) {
  const t = useTranslations('Catalogue');
  const name = control.name[locale];
  return (
    // Four cells: on a phone they stack in reading order; from 1024 px the markers sit under the
    // picture and the caveat and actions under the text. The text and the markers each span two of
    // three rows, so the markers follow the picture at once however long the text runs.
    <article data-testid="manipulation-card" className="grid overflow-hidden rounded-card border border-line bg-white shadow-card lg:grid-cols-2">
      <div className="p-6 pb-0 sm:p-8 sm:pb-0 lg:pr-0">
        <ProductImage className="rounded-xl" src={control.image.src} width={control.image.width} height={control.image.height} alt={t('imageAlt', { name })} />
      </div>
      <div className="flex flex-col gap-5 p-6 pb-0 sm:p-8 sm:pb-0 lg:row-span-2">
        <CeBadge label={t('ceMarked')} className="self-start" />
        <div>
          <h3 className="text-2xl font-bold text-brand-950">{name}</h3>
          <p className="mt-2 leading-relaxed text-ink-muted">{control.description[locale]}</p>
        </div>
        <ProductDetails
          items={[
            { label: t('articleNr'), value: control.articleNr },
            { label: t('quantity'), value: t('pieces', { count: control.quantity }) },
          ]}
        />
        <PerformanceNote articleNr={control.articleNr} locale={locale} />
        <div>
          <h4 className="font-semibold text-brand-900">{explanationTitle}</h4>
          <p className="mt-1 text-sm leading-relaxed text-ink">{control.explanation[locale]}</p>
        </div>
      </div>
      <div className="px-6 pt-5 sm:px-8 lg:row-span-2 lg:pr-0 lg:pb-8">
        <h4 className="font-semibold text-brand-900">{t('markers')}</h4>
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {control.markers.map((marker) => (
            <li key={marker.id} className="rounded-xl border border-line bg-surface-muted p-3 text-sm">
              <p className="font-semibold text-ink">{marker.name[locale]}</p>
              <p className="mt-1 text-ink-muted">{marker.description[locale]}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-5 p-6 pt-5 sm:p-8 sm:pt-5">
        <p className="flex gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-900 ring-1 ring-brand-100">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {control.caveat[locale]}
        </p>
        <Link href={contactHrefFor(control.articleNr)} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          {linkLabel}
          <span className="sr-only">: {name}</span>
        </Link>
        <InstructionsLink articleNr={control.articleNr} name={name} locale={locale} className="self-start" />
      </div>
    </article>
  );
}
