import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { HeroStats } from '@/components/sections/hero-stats';
import { RetailerList } from '@/components/sections/retailer-list';
import { Section } from '@/components/sections/section';
import { SpecList } from '@/components/sections/spec-list';
import { StepList } from '@/components/sections/step-list';
import { getProduct } from '@/cms/content';
import { instafindPage } from '@/content/pages/products-instafind';
import { retailers } from '@/content/retailers';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { ProductJsonLd } from '@/components/sections/product-json-ld';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.productInstafind, instafindPage.meta);

/**
 * InstaFIND (001 §2 'Molecular diagnostic home-test page'): the InstaCHECK layout with the app's
 * four steps, technical specifications and the app's features.
 */
export default async function InstafindPage({ params }: PageProps<'/[locale]/products/instafind'>) {
  const locale = await pageLocale(params);
  const page = inLocale(instafindPage, locale);
  const product = await getProduct('instafind', locale);

  return (
    <>
      <ProductJsonLd product="instafind" path={routes.productInstafind} locale={locale} />
      <BreadcrumbsJsonLd path={routes.productInstafind} locale={locale} />
      <Hero art={<HeroScene path={routes.productInstafind} />}
        badge={page.hero.badge}
        title={product.headline}
        description={product.lede}
        glow="bottom-left"
        actions={[
          { label: page.hero.findRetailers, href: '#where-to-purchase', variant: 'accent' },
          { label: page.hero.howItWorks, href: '#how-it-works', variant: 'inverse' },
        ]}
      >
        <HeroStats stats={page.hero.stats} />
      </Hero>

      <Section name="benefits" title={page.benefits.title}>
        <FeatureGrid items={page.benefits.items} columns={3} centered />
      </Section>

      <Section name="how-it-works" anchor="how-it-works" tone="muted" title={page.steps.title} intro={page.steps.intro}>
        <StepList steps={page.steps.items} />
      </Section>

      <Section name="specifications" title={page.specs.title} intro={page.specs.intro}>
        <SpecList rows={page.specs.rows} />
      </Section>

      <Section name="app-features" tone="brand" title={page.app.title} intro={page.app.intro}>
        <FeatureGrid items={page.app.items} columns={3} />
      </Section>

      <Section name="where-to-purchase" anchor="where-to-purchase" title={page.purchase.title} intro={page.purchase.intro}>
        <RetailerList retailers={inLocale(retailers, locale)} logoAlt={page.purchase.logoAlt} />
      </Section>

      <Section name="faq" tone="muted" title={page.faq.title}>
        <Faq name="instafind-faq" items={page.faq.items} />
      </Section>
    </>
  );
}
