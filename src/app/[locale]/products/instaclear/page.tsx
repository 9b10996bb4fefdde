import { getTestimonials } from '@/cms/content';
import { CheckCircle2 } from '@/components/ui/lucide';
import { InstaclearWhitepaperForm } from '@/components/leads/instaclear-whitepaper-form';
import { whitepaperFormProps } from '@/components/sections/whitepaper-form-props';
import { ActionLink } from '@/components/sections/action-links';
import { BadgeRow } from '@/components/sections/badge-row';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { HeroStats } from '@/components/sections/hero-stats';
import { LogoStrip } from '@/components/sections/logo-strip';
import { Section } from '@/components/sections/section';
import { StepList } from '@/components/sections/step-list';
import { Testimonials } from '@/components/sections/testimonials';
import { getProduct } from '@/cms/content';
import { instaclearFormAnchor, instaclearPage } from '@/content/pages/products-instaclear';
import { getWhitepaper, whitepaperDocuments } from '@/content/whitepapers';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { ProductJsonLd } from '@/components/sections/product-json-ld';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.productInstaclear, instaclearPage.meta);

/**
 * InstaCLEAR (001 §2 'Rapid saliva test page'), sections in the spec's order: hero, lead form,
 * benefits, social proof, whitepaper promo, how it works, FAQ, call to action.
 */
export default async function InstaclearPage({ params }: PageProps<'/[locale]/products/instaclear'>) {
  const locale = await pageLocale(params);
  const testimonials = (await getTestimonials(locale))['products-instaclear'];
  const page = inLocale(instaclearPage, locale);
  const product = await getProduct('instaclear', locale);
  const whitepaper = inLocale(getWhitepaper('instaclear'), locale);
  const form = await whitepaperFormProps();

  return (
    <>
      <ProductJsonLd product="instaclear" path={routes.productInstaclear} locale={locale} />
      <BreadcrumbsJsonLd path={routes.productInstaclear} locale={locale} />
      <Hero art={<HeroScene path={routes.productInstaclear} />} badge={page.hero.badge} title={product.headline} description={product.lede} actions={page.hero.actions}>
        <HeroStats stats={page.hero.stats} />
      </Hero>

      <section id={instaclearFormAnchor} aria-labelledby="whitepaper-form-heading" className="scroll-mt-20 bg-surface-muted py-14 sm:py-16">
        <div className="container-page">
          <div className="relative mx-auto max-w-3xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
            <h2 id="whitepaper-form-heading" className="text-2xl font-bold tracking-tight text-brand-950">
              {page.form.title}
            </h2>
            <p className="mt-2 mb-6 text-ink-muted">{page.form.intro}</p>
            <InstaclearWhitepaperForm locale={locale} {...form} downloads={{ [whitepaperDocuments.instaclear]: `${whitepaper.title} (PDF)` }} />
          </div>
        </div>
      </section>

      <Section name="benefits" title={page.benefits.title} intro={page.benefits.intro}>
        <FeatureGrid items={page.benefits.items} columns={4} />
      </Section>

      <Section name="social-proof" tone="muted" title={page.proof.title} intro={page.proof.intro}>
        <LogoStrip logos={page.proof.partners} />
        {testimonials.length > 0 && <Testimonials items={testimonials} className="mx-auto mt-10 max-w-3xl" />}
        <BadgeRow badges={page.proof.badges} className="mt-10" />
      </Section>

      <Section name="whitepaper-promo" tone="brand" eyebrow={page.promo.eyebrow} title={page.promo.title} intro={page.promo.description}>
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-8">
          <ul className="grid w-full gap-3 sm:grid-cols-3">
            {whitepaper.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2 rounded-xl bg-white p-4 text-sm font-medium text-ink shadow-card">
                <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                {highlight}
              </li>
            ))}
          </ul>
          <ActionLink action={page.promo.action} />
        </div>
      </Section>

      <Section name="how-it-works" title={page.steps.title} intro={page.steps.intro}>
        <StepList steps={page.steps.items} />
        <div className="mt-10 flex justify-center">
          <ActionLink action={page.steps.action} />
        </div>
      </Section>

      <Section name="faq" tone="muted" title={page.faq.title}>
        <Faq name="instaclear-faq" items={page.faq.items} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
