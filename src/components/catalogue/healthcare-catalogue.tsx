import { getTranslations } from 'next-intl/server';
import { getCatalogue, getSiteSettings } from '@/cms/content';
import { JsonLd } from '@/components/ui/json-ld';
import { healthcareProducts } from '@/content/catalogue';
import type { Locale } from '@/i18n/locales';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { cn } from '@/lib/cn';
import { HealthcareProductCard } from './healthcare-product-card';
import { balancedGrid } from '@/components/ui/balanced-grid';

/**
 * The healthcare self-tests (000 §2.6): a section per product family from the catalogue, on
 * alternating backgrounds, and the products as a list in the page's structured data (`listName`).
 */
export async function HealthcareCatalogue({ listName, locale }: { listName: string; locale: Locale }) {
  const t = await getTranslations('Catalogue');
  const catalogue = await getCatalogue();
  const jsonLd = buildProductListJsonLd(
    listName,
    healthcareProducts(catalogue).map((product) => ({ name: product.name[locale], description: product.description[locale], image: product.image.src })),
    (await getSiteSettings()).name,
  );
  return (
    <>
      <JsonLd data={jsonLd} />
      {catalogue.healthcareFamilies.map((family, index) => (
        <section
          key={family.id}
          id={family.id}
          aria-labelledby={`${family.id}-heading`}
          className={cn('py-16 sm:py-20', index % 2 === 1 ? 'bg-surface-muted' : 'bg-white')}
        >
          <div className="container-page">
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{family.badge[locale]}</p>
              <h2 id={`${family.id}-heading`} className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
                {family.name}
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-ink-muted">{family.description[locale]}</p>
            </div>
            {/* Each card spans five rows of the list's grid and shares them (subgrid), so the titles,
                descriptions, pictures, benefits and buttons of a row line up across its cards. */}
            <ul aria-label={t('familyProducts', { family: family.name })} className={cn('mt-10 grid gap-4 sm:gap-6', balancedGrid(family.products.length, 'centre'))}>
              {family.products.map((product) => (
                <li key={product.id} className="flex sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
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
