import { Briefcase } from '@/components/ui/lucide';
import { ActionLink } from '@/components/sections/action-links';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { OfferCards } from '@/components/sections/offer-cards';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { StepList } from '@/components/sections/step-list';
import { Prose } from '@/components/sections/text-section';
import { forEmployersPage } from '@/content/pages/for-employers';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.forEmployers, forEmployersPage.meta);

/** For employers (000 §2.1): policy, testing situations, product picks, how a programme starts, FAQ, call to action. */
export default async function ForEmployersPage({ params }: PageProps<'/[locale]/for-employers'>) {
  const locale = await pageLocale(params);
  const page = inLocale(forEmployersPage, locale);
  const { policy, products } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.forEmployers} locale={locale} />
      <Hero art={<HeroScene path={routes.forEmployers} />} {...page.hero} badgeIcon={<Briefcase aria-hidden className="size-4 text-accent-300" />} />

      <Section name="figures" title={page.figures.title} hideHeading className="border-b border-line bg-white">
        <StatStrip stats={page.figures.items} />
      </Section>

      <Section name="policy" anchor="policy" tone="muted" layout="split" eyebrow={policy.eyebrow} title={policy.title} intro={policy.intro}>
        <Prose paragraphs={policy.paragraphs} items={policy.items} />
        <ActionLink action={policy.action} size="md" className="mt-6" />
      </Section>

      <Section name="situations" {...page.situations}>
        <FeatureGrid items={page.situations.items} columns={3} tone="brand" />
      </Section>

      <Section name="products" anchor="products" tone="brand" eyebrow={products.eyebrow} title={products.title} intro={products.intro}>
        <h3 className="text-2xl font-bold text-brand-950">{products.testsTitle}</h3>
        <OfferCards items={products.tests} headingLevel="h4" className="mt-6" />
        <h3 className="mt-12 text-2xl font-bold text-brand-950">{products.programmesTitle}</h3>
        <OfferCards items={products.programmes} headingLevel="h4" className="mt-6" />
      </Section>

      <Section name="start" {...page.start}>
        <StepList steps={page.start.steps} />
      </Section>

      <Section name="faq" tone="muted" eyebrow={page.faq.eyebrow} title={page.faq.title}>
        <Faq name="employers-faq" items={page.faq.items} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
