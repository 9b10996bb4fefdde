import { ChevronDown, Info, ShieldCheck } from '@/components/ui/lucide';
import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button';
import type { MultiPanel } from '@/content/catalogue/schema';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { CeBadge } from './ce-badge';
import { contactHrefFor } from './contact-link';
import { InstructionsLink } from './instructions-link';
import { ProductDetails } from './product-details';
import { DrugTestProductImage as ProductImage } from '@/components/lazy-leaves';
import { SubstanceTable } from './substance-table';
import { SubstancesToggle } from '@/components/lazy-leaves';
import { PerformanceNote } from '@/components/documents/performance-note';

/** A multi-panel card (000 §3.2): details, a collapsible substances panel, marker and extra info. */
export function MultiPanelCard({ panel, locale }: { panel: MultiPanel; locale: Locale }) {
  const t = useTranslations('Catalogue');
  const name = panel.name[locale];
  return (
    <article
      data-testid="multi-panel-card"
      data-product-id={panel.id}
      className="flex w-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card sm:flex-row"
    >
      {/* An inset tile at the top of the column; one card per row, with the text in two columns on
          wide screens, keeps the card about as tall as the picture (no blank column under it). */}
      <div className="p-5 pb-0 sm:w-2/5 sm:shrink-0 sm:pr-0 sm:pb-5 lg:w-1/3">
        <ProductImage className="rounded-xl" src={panel.image.src} width={panel.image.width} height={panel.image.height} alt={t('imageAlt', { name })} />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-5 sm:p-6 lg:grid lg:grid-cols-2 lg:content-start lg:gap-x-8">
        <div className="flex flex-col gap-4">
          <CeBadge label={t('ceMarked')} className="self-start" />
          <div>
            <h4 className="text-xl font-bold text-brand-950">{name}</h4>
            <p className="mt-2 text-sm leading-relaxed text-ink-muted">{panel.description[locale]}</p>
          </div>
          <ProductDetails
            items={[
              { label: t('articleNr'), value: panel.articleNr },
              { label: t('quantity'), value: t('pieces', { count: panel.quantity }) },
            ]}
          />
          <PerformanceNote articleNr={panel.articleNr} locale={locale} />
        </div>
        <div className="flex flex-col gap-4">
          {/* One substance at several cut-offs (the THC test) lists cut-offs, not substances. */}
          <SubstancesToggle
            label={t(new Set(panel.substances.map((substance) => substance.code)).size === 1 ? 'cutOffLevels' : 'substances', { count: panel.substances.length })}
            chevron={<ChevronDown className="size-4" />}
          >
            <SubstanceTable substances={panel.substances} locale={locale} />
          </SubstancesToggle>
          {/* The sample check and the cup's particulars as two marked lines, not two more paragraphs. */}
          <ul className="space-y-2.5 text-sm leading-relaxed text-ink-muted">
            <li className="flex gap-2.5">
              <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {panel.markerInfo[locale]}
            </li>
            <li className="flex gap-2.5">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
              {panel.additionalInfo[locale]}
            </li>
          </ul>
          <Link href={contactHrefFor(panel.articleNr)} className={buttonVariants({ variant: 'outline', className: 'mt-auto self-start' })}>
            {t('learnMore')}
            <span className="sr-only">: {name}</span>
          </Link>
          <InstructionsLink articleNr={panel.articleNr} name={name} locale={locale} className="self-start" />
        </div>
      </div>
    </article>
  );
}
