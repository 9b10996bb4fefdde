import { getTranslations } from 'next-intl/server';
import { getSiteSettings } from '@/cms/content';
import { BadgeCheck } from '@/components/ui/lucide';
import { JsonLd } from '@/components/ui/json-ld';
import { getHealthcareFamilies, getHealthcareProducts } from '@/content/catalogue';
import type { Locale } from '@/i18n/locales';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { cn } from '@/lib/cn';
import { HealthcareProductCard } from './healthcare-product-card';

/**
 * Card widths that keep a family's rows balanced: four cards as 2 × 2 (a row of four on wide
 * screens), otherwise up to three a row, the last row centred, never one card stranded on a row
 * of its own beside an empty slot.
 */
function balancedItemWidth(count: number): string {
  if (count === 4) return 'w-full sm:w-[calc((100%-1.5rem)/2)] xl:w-[calc((100%-4.5rem)/4)]';
  if (count === 2) return 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:max-w-md';
  return 'w-full sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]';
}

/**
 * The healthcare self-tests (000 §2.6): a section per product family from the catalogue, on
 * alternating backgrounds, and the products as a list in the page's structured data (`listName`).
 */
export async function HealthcareCatalogue({ listName, locale }: { listName: string; locale: Locale }) {
  const t = await getTranslations('Catalogue');
  const jsonLd = buildProductListJsonLd(
    listName,
    getHealthcareProducts().map((product) => ({ name: product.name[locale], description: product.description[locale], image: product.image.src })),
    (await getSiteSettings()).name,
  );
  return (
    <>
      <JsonLd data={jsonLd} />
      {getHealthcareFamilies().map((family, index) => (
        <section
          key={family.id}
          id={family.id}
          aria-labelledby={`${family.id}-heading`}
          className={cn('py-16 sm:py-20', index % 2 === 1 ? 'bg-surface-muted' : 'bg-white')}
        >
          <div className="container-page">
            <div className="mx-auto max-w-2xl text-center">
              <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
                <BadgeCheck aria-hidden className="size-4 text-accent-600" />
                {family.badge[locale]}
              </p>
              <h2 id={`${family.id}-heading`} className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
                {family.name}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-muted">{family.description[locale]}</p>
            </div>
            <ul aria-label={t('familyProducts', { family: family.name })} className="mt-10 flex flex-wrap justify-center gap-4 sm:gap-6">
              {family.products.map((product) => (
                <li key={product.id} className={cn('flex', balancedItemWidth(family.products.length))}>
                  <HealthcareProductCard product={product} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
    </>
  );
}
