import { X } from '@/components/ui/lucide';
import { getMessages, getTranslations } from 'next-intl/server';
import { VdtRoiSlider } from '@/components/calculators/vdt-roi-slider';
import { VdtWhitepaperForm } from '@/components/leads/vdt-whitepaper-form';
import { whitepaperKitText } from '@/components/leads/whitepaper-kit-text';
import { BadgeRow } from '@/components/sections/badge-row';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { ComingSoonNote } from '@/components/sections/coming-soon';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { FloatingAction } from '@/components/sections/floating-action';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { LogoStrip } from '@/components/sections/logo-strip';
import { ProductJsonLd } from '@/components/sections/product-json-ld';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { StepList } from '@/components/sections/step-list';
import { VideoPlaceholder } from '@/components/sections/video-placeholder';
import { PrivacyLinkText, WhitepaperSection } from '@/components/sections/whitepaper-section';
import { buttonVariants } from '@/components/ui/button';
import { getProduct } from '@/cms/content';
import { vdtPage } from '@/content/pages/products-vdt';
import { productWhitepaperDownload } from '@/documents/product-whitepaper-pages';
import { inLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import { metadataFor, pageLocale } from '@/i18n/page';
import { leadFieldLimits } from '@/lib/leads/text-rules';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.productVdt, vdtPage.meta);

/**
 * VDT (001 §2 'VDT platform page'), coming soon: hero with the launch year, figures, benefits and
 * comparison, pilot partners and badges, How VDT Works with the video placeholder, the ROI slider,
 * the whitepaper form, FAQ, and the floating 'Request a Demo' button.
 */
export default async function VdtPage({ params }: PageProps<'/[locale]/products/vdt'>) {
  const locale = await pageLocale(params);
  const page = inLocale(vdtPage, locale);
  const product = await getProduct('vdt', locale);
  const common = await getTranslations('Common');
  const { consent: _consent, ...shared } = (await getMessages()).LeadForm;
  const { form, trust, benefits, howItWorks, roi } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.productVdt} locale={locale} />
      <ProductJsonLd product="vdt" path={routes.productVdt} locale={locale} />
      <Hero art={<HeroScene path={routes.productVdt} />} badge={page.hero.badge} title={product.headline} description={product.lede} actions={page.hero.actions}>
        <ComingSoonNote label={page.hero.comingSoon} note={page.hero.comingSoonNote} />
      </Hero>

      <Section name="figures" tone="brand" title={page.statsTitle} hideHeading className="py-10">
        <div className="container-page">
          <StatStrip stats={page.stats} />
        </div>
      </Section>

      <Section name="benefits" eyebrow={benefits.eyebrow} title={benefits.title} intro={benefits.intro}>
        <FeatureGrid items={benefits.items} columns={3} />
        <div className="mt-12">
          <ComparisonTable table={benefits.comparison} yes={common('yes')} no={common('no')} />
        </div>
      </Section>

      <Section name="partners" tone="muted" eyebrow={trust.eyebrow} title={trust.title} intro={trust.intro}>
        <LogoStrip logos={trust.logos} />
        <BadgeRow badges={trust.badges} className="mt-10" />
      </Section>

      <Section name="how-it-works" eyebrow={howItWorks.eyebrow} title={howItWorks.title} intro={howItWorks.intro}>
        <StepList steps={howItWorks.steps} />
        <div className="mx-auto mt-12 max-w-3xl">
          <VideoPlaceholder {...howItWorks.video} />
        </div>
      </Section>

      <Section name="roi" anchor="roi" tone="brand" eyebrow={roi.eyebrow} title={roi.title} intro={roi.intro}>
        <VdtRoiSlider locale={locale} text={roi.text} />
        <p className="mt-6 max-w-3xl text-sm leading-relaxed text-ink-muted">{roi.assumptions}</p>
      </Section>

      <WhitepaperSection eyebrow={form.eyebrow} title={form.title} intro={form.intro} contents={form.contents}>
        <VdtWhitepaperForm
          locale={locale}
          text={whitepaperKitText(shared, form)}
          labels={{
            name: form.name,
            email: form.email,
            company: form.company,
            jobTitle: form.jobTitle,
            jobTitlePlaceholder: form.jobTitlePlaceholder,
            jobTitles: form.jobTitles,
            phone: form.phone,
            toast: form.toast,
            toastClose: form.toastClose,
            thankYouTitle: form.thankYou.title,
            thankYouText: form.thankYou.text,
          }}
          limits={leadFieldLimits}
          consentLabel={<PrivacyLinkText text={form.consent} />}
          downloads={productWhitepaperDownload('vdt', form.pdfLink, locale)}
          demoLink={
            <Link href={page.floating.href} className={buttonVariants({ variant: 'primary', size: 'lg' })}>
              {form.thankYou.demo}
            </Link>
          }
          closeIcon={<X aria-hidden />}
        />
      </WhitepaperSection>

      <Section name="faq" title={page.faq.title}>
        <Faq name="vdt-faq" items={page.faq.items} />
      </Section>

      <FloatingAction href={page.floating.href} label={page.floating.label} />
    </>
  );
}
