import { BadgeCheck, HeartPulse } from '@/components/ui/lucide';
import { getSiteSettings } from '@/cms/content';
import { getTranslations } from 'next-intl/server';
import { HealthcareProductCard } from '@/components/catalogue/healthcare-product-card';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroArt } from '@/components/sections/hero-art';
import { Section } from '@/components/sections/section';
import { LogoStrip } from '@/components/sections/logo-strip';
import { JsonLd } from '@/components/ui/json-ld';
import { getHealthcareFamilies, getHealthcareProducts, getProductImage } from '@/content/catalogue';
import { healthcareTestsPage } from '@/content/pages/healthcare-tests';
import { retailers } from '@/content/retailers';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { cn } from '@/lib/cn';
import { routes } from '@/lib/routes';

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

export const generateMetadata = metadataFor(routes.healthcareTests, healthcareTestsPage.meta);

/** Healthcare self-tests (000 §2.6): hero, the three families, benefits, call to action. */
export default async function HealthcareTestsPage({ params }: PageProps<'/[locale]/healthcare-tests'>) {
  const locale = await pageLocale(params);
  const page = inLocale(healthcareTestsPage, locale);
  const t = await getTranslations('Catalogue');
  const families = getHealthcareFamilies();

  const jsonLd = buildProductListJsonLd(
    page.jsonLdName,
    getHealthcareProducts().map((product) => ({
      name: product.name[locale],
      description: product.description[locale],
      image: product.image.src,
    })),
    (await getSiteSettings()).name,
  );

  return (
    <>
      <JsonLd data={jsonLd} />
      <BreadcrumbsJsonLd path={routes.healthcareTests} locale={locale} />
      <Hero
        {...page.hero}
        glow="bottom-left"
        badgeIcon={<HeartPulse aria-hidden className="size-4 text-accent-300" />}
        art={<HeroArt images={[getProductImage('ferritin')!, getProductImage('pregnancy')!, getProductImage('virustest')!]} />}
      />

      {families.map((family, index) => (
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

      <Section name="where-to-buy" anchor="where-to-buy" tone="muted" title={page.whereToBuy.title} intro={page.whereToBuy.intro}>
        <LogoStrip logos={retailers.map((retailer) => ({ name: retailer.name, kind: retailer.description[locale] }))} />
      </Section>

      <Section name="benefits" tone="brand" title={page.benefits.title}>
        <FeatureGrid items={page.benefits.items} columns={3} centered />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
