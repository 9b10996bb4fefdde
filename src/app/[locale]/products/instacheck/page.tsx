import { Download } from '@/components/ui/lucide';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { ActionLink } from '@/components/sections/action-links';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { HeroStats } from '@/components/sections/hero-stats';
import { RetailerList } from '@/components/sections/retailer-list';
import { Section } from '@/components/sections/section';
import { StepList } from '@/components/sections/step-list';
import { buttonVariants } from '@/components/ui/button';
import { getProduct } from '@/cms/content';
import { instacheckInstructionsDocument, instacheckPage } from '@/content/pages/products-instacheck';
import { retailers } from '@/content/retailers';
import { documentHref } from '@/documents/paths';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { ProductJsonLd } from '@/components/sections/product-json-ld';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.productInstacheck, instacheckPage.meta);

/**
 * InstaCHECK (001 §2 'Home ferritin test page'): hero with 'Find Retailers' and 'Download
 * Instructions' (a PDF built from the same record), benefits, how it works, where to purchase, FAQ.
 */
export default async function InstacheckPage({ params }: PageProps<'/[locale]/products/instacheck'>) {
  const locale = await pageLocale(params);
  const page = inLocale(instacheckPage, locale);
  const product = await getProduct('instacheck', locale);

  return (
    <>
      <ProductJsonLd product="instacheck" path={routes.productInstacheck} locale={locale} />
      <BreadcrumbsJsonLd path={routes.productInstacheck} locale={locale} />
      <Hero art={<HeroScene path={routes.productInstacheck} />} badge={page.hero.badge} title={product.headline} description={product.lede} glow="bottom-left">
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ActionLink action={{ label: page.hero.findRetailers, href: '#where-to-purchase', variant: 'accent' }} />
          <a href={documentHref(instacheckInstructionsDocument, locale)} download className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            <Download aria-hidden />
            {page.hero.downloadInstructions}
            <span className="sr-only"> ({page.hero.downloadNote})</span>
          </a>
        </div>
        <HeroStats stats={page.hero.stats} />
      </Hero>

      <Section name="benefits" title={page.benefits.title}>
        <FeatureGrid items={page.benefits.items} columns={3} centered />
      </Section>

      <Section name="how-it-works" anchor="how-it-works" tone="muted" title={page.steps.title} intro={page.steps.intro}>
        <StepList steps={page.steps.items} />
      </Section>

      <Section name="where-to-purchase" anchor="where-to-purchase" title={page.purchase.title} intro={page.purchase.intro}>
        <RetailerList retailers={inLocale(retailers, locale)} logoAlt={page.purchase.logoAlt} />
      </Section>

      <Section name="faq" tone="brand" title={page.faq.title}>
        <Faq name="instacheck-faq" items={page.faq.items} />
      </Section>
    </>
  );
}
