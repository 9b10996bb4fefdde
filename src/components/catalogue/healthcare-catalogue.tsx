import { getTranslations } from 'next-intl/server';
import { getCatalogue, getSiteSettings } from '@/cms/content';
import { JsonLd } from '@/components/ui/json-ld';
import { healthcareProducts } from '@/content/catalogue';
import type { HealthcareFamily } from '@/content/catalogue';
import type { Locale } from '@/i18n/locales';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { cn } from '@/lib/cn';
import { MapPin, TestTubes, Timer } from '@/components/ui/lucide';
import { HealthcareProductCard } from './healthcare-product-card';
import { ProductShelf } from './product-shelf';

/** The columns a family's introduction spans: what its cards leave free of the last row, two or three a row. */
function introSpan(cards: number): string {
  const beside = cards % 2 === 1 ? 'sm:col-span-1' : 'sm:col-span-2';
  const besideWide = cards % 3 === 1 ? 'lg:col-span-2' : cards % 3 === 2 ? 'lg:col-span-1' : 'lg:col-span-3';
  return `${beside} ${besideWide}`;
}

/** The introduction's tint: the colour the family's packs are drawn in (scripts/generate-illustrations.ts). */
const familyTints: Record<HealthcareFamily['id'], string> = {
  instacare: 'from-pink-50 to-pink-100/70',
  instacheck: 'from-emerald-50 to-emerald-100/70',
  instafind: 'from-indigo-50 to-indigo-100/70',
};

/** What a family's tests have in common, from its products: how many, how fast, where sold. */
async function FamilyFacts({ family }: { family: HealthcareFamily }) {
  const t = await getTranslations('Catalogue');
  const minutes = family.products.map((product) => product.resultMinutes);
  const [min, max] = [Math.min(...minutes), Math.max(...minutes)];
  const facts = [
    { icon: TestTubes, text: t('familyCount', { count: family.products.length }) },
    { icon: Timer, text: min === max ? t('resultIn', { minutes: min }) : t('familyResults', { min, max }) },
    { icon: MapPin, text: <a href="#where-to-buy" className="underline underline-offset-2 hover:decoration-2">{t('familyStockists')}</a> },
  ];
  return (
    <ul className="mt-6 space-y-2.5 text-sm font-medium text-ink">
      {facts.map(({ icon: FactIcon, text }, index) => (
        <li key={index} className="flex items-center gap-2.5">
          <span className="grid size-8 shrink-0 place-items-center rounded-full bg-white/80 text-brand-700 ring-1 ring-line">
            <FactIcon aria-hidden className="size-4" />
          </span>
          {text}
        </li>
      ))}
    </ul>
  );
}

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
            {/* The family's introduction takes the cells its cards leave free in the grid (one, two or
                a whole row), so every card has one width and no row is left half empty. Each card spans
                five rows of the grid and shares them (subgrid), so the titles, descriptions, pictures,
                benefits and buttons of a row line up across its cards. */}
            <div className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
              <div className={cn('flex flex-col rounded-card bg-gradient-to-br via-white p-6 ring-1 ring-line sm:row-span-5 sm:p-8', familyTints[family.id], introSpan(family.products.length))}>
                <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{family.badge[locale]}</p>
                <h2 id={`${family.id}-heading`} className="mt-3 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
                  {family.name}
                </h2>
                <p className="mt-4 text-lg leading-relaxed text-ink-muted">{family.description[locale]}</p>
                <FamilyFacts family={family} />
                {/* The family's last products (those beside the introduction are drawn in their cards already), centred in the space the facts leave. */}
                <ProductShelf images={family.products.slice(-3).map((product) => product.image.src)} className="hidden sm:my-auto sm:block" />
              </div>
              <ul aria-label={t('familyProducts', { family: family.name })} className="contents">
                {family.products.map((product) => (
                  <li key={product.id} className="flex sm:row-span-5 sm:grid sm:grid-rows-subgrid sm:gap-y-0">
                    <HealthcareProductCard product={product} locale={locale} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </section>
      ))}
    </>
  );
}
