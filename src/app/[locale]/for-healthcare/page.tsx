import { HeartPulse, Info } from '@/components/ui/lucide';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { OfferCards } from '@/components/sections/offer-cards';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { forHealthcarePage } from '@/content/pages/for-healthcare';
import { solutionsHealthcarePage } from '@/content/pages/solutions-healthcare';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.forHealthcare, forHealthcarePage.meta);

/** For healthcare (000 §2.1): self-test lines, clinical integration and drug testing in care, partnerships, call to action. */
export default async function ForHealthcarePage({ params }: PageProps<'/[locale]/for-healthcare'>) {
  const locale = await pageLocale(params);
  const page = inLocale(forHealthcarePage, locale);
  const partnershipOptions = inLocale(solutionsHealthcarePage.partnerships.items, locale);
  const { selfTests, partnerships } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.forHealthcare} locale={locale} />
      <Hero art={<HeroScene path={routes.forHealthcare} />} {...page.hero} glow="bottom-left" badgeIcon={<HeartPulse aria-hidden className="size-4 text-accent-300" />} />

      <Section name="figures" title={page.figures.title} hideHeading className="border-b border-line bg-white">
        <StatStrip stats={page.figures.items} />
      </Section>

      <Section name="self-tests" anchor="self-tests" tone="muted" eyebrow={selfTests.eyebrow} title={selfTests.title} intro={selfTests.intro}>
        <OfferCards items={selfTests.items} />
        <p className="mx-auto mt-8 flex max-w-2xl items-start justify-center gap-2 text-center text-sm text-ink-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {selfTests.note}
        </p>
      </Section>

      <Section name="clinical" anchor="clinical" {...page.clinical}>
        <FeatureGrid items={page.clinical.items} columns={2} layout="inline" tone="brand" />
      </Section>

      <Section name="partnerships" anchor="partnerships" tone="brand" eyebrow={partnerships.eyebrow} title={partnerships.title} intro={partnerships.intro}>
        <OfferCards items={partnershipOptions} itemsLabel={partnerships.benefitsLabel} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
