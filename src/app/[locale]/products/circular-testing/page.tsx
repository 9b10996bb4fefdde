import { getTestimonials } from '@/cms/content';
import { X } from '@/components/ui/lucide';
import { getMessages, getTranslations } from 'next-intl/server';
import { CircularSavingsCalculator } from '@/components/calculators/circular-savings-calculator';
import { CircularWhitepaperForm } from '@/components/leads/circular-whitepaper-form';
import { whitepaperKitText } from '@/components/leads/whitepaper-kit-text';
import { BadgeRow } from '@/components/sections/badge-row';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FloatingAction } from '@/components/sections/floating-action';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { LogoStrip } from '@/components/sections/logo-strip';
import { ProductJsonLd } from '@/components/sections/product-json-ld';
import { Section } from '@/components/sections/section';
import { StepList } from '@/components/sections/step-list';
import { Testimonials } from '@/components/sections/testimonials';
import { PrivacyLinkText, WhitepaperSection } from '@/components/sections/whitepaper-section';
import { getProduct } from '@/cms/content';
import { circularTestingPage } from '@/content/pages/products-circular-testing';
import { productWhitepaperDownload } from '@/documents/product-whitepaper-pages';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { leadFieldLimits } from '@/lib/leads/text-rules';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.productCircularTesting, circularTestingPage.meta);

/**
 * Circular Testing (001 §2): hero, benefits with a comparison, how it works, trusted by, the
 * savings calculator, the whitepaper form with its thank-you dialog, FAQ, and the floating
 * 'Talk to Safety Expert' button.
 */
export default async function CircularTestingPage({ params }: PageProps<'/[locale]/products/circular-testing'>) {
  const locale = await pageLocale(params);
  const testimonials = (await getTestimonials(locale))['products-circular-testing'];
  const page = inLocale(circularTestingPage, locale);
  const product = await getProduct('circular-testing', locale);
  const common = await getTranslations('Common');
  const { consent: _consent, ...shared } = (await getMessages()).LeadForm;
  const { form, trust, benefits, calculator } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.productCircularTesting} locale={locale} />
      <ProductJsonLd product="circular-testing" path={routes.productCircularTesting} locale={locale} />
      <Hero art={<HeroScene path={routes.productCircularTesting} />} {...page.hero} title={product.headline} description={product.lede} />

      <Section name="benefits" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
        <FeatureGrid items={benefits.items} columns={4} />
        <div className="mt-12">
          <ComparisonTable table={benefits.comparison} yes={common('yes')} no={common('no')} />
        </div>
      </Section>

      <Section name="process" tone="muted" eyebrow={page.process.eyebrow} title={page.process.title} intro={page.process.intro}>
        <StepList steps={page.process.steps} />
      </Section>

      <Section name="trusted-by" eyebrow={trust.eyebrow} title={trust.title} intro={trust.intro}>
        <LogoStrip logos={trust.logos} />
        {testimonials.length > 0 && <Testimonials items={testimonials} className="mx-auto mt-10 max-w-3xl" />}
        <BadgeRow badges={trust.badges} className="mt-10" />
      </Section>

      <Section name="savings-calculator" anchor="savings-calculator" tone="brand" eyebrow={calculator.eyebrow} title={calculator.title} intro={calculator.intro}>
        <CircularSavingsCalculator locale={locale} text={calculator.text} />
        <p className="mt-6 max-w-3xl text-sm leading-relaxed text-ink-muted">{calculator.assumptions}</p>
      </Section>

      <WhitepaperSection eyebrow={form.eyebrow} title={form.title} intro={form.intro} contents={form.contents}>
        <CircularWhitepaperForm
          locale={locale}
          text={whitepaperKitText(shared, form)}
          labels={form}
          limits={leadFieldLimits}
          privacy={<PrivacyLinkText text={form.privacy} />}
          downloads={productWhitepaperDownload('circular', form.pdfLink, locale)}
          closeIcon={<X aria-hidden />}
        />
      </WhitepaperSection>

      <Section name="faq" title={page.faq.title}>
        <Faq name="circular-faq" items={page.faq.items} />
      </Section>

      <FloatingAction href={page.floating.href} label={page.floating.label} />
    </>
  );
}
