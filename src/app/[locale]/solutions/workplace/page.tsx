import { getTestimonials } from '@/cms/content';
import { Briefcase, Star } from '@/components/ui/lucide';
import { getTranslations } from 'next-intl/server';
import { BadgeRow } from '@/components/sections/badge-row';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { LogoStrip } from '@/components/sections/logo-strip';
import { MetricsPanel } from '@/components/sections/metrics-panel';
import { OfferCards } from '@/components/sections/offer-cards';
import { Section } from '@/components/sections/section';
import { Testimonials } from '@/components/sections/testimonials';
import { solutionsWorkplacePage } from '@/content/pages/solutions-workplace';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.solutionsWorkplace, solutionsWorkplacePage.meta);

/** Workplace solutions (001 §2): hero, impact metrics, comparison, use cases, trusted by, compliance, call to action. */
export default async function WorkplaceSolutionsPage({ params }: PageProps<'/[locale]/solutions/workplace'>) {
  const locale = await pageLocale(params);
  const testimonials = (await getTestimonials(locale))['solutions-workplace'];
  const page = inLocale(solutionsWorkplacePage, locale);
  const t = await getTranslations('Common');
  const { trustedBy, compliance } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.solutionsWorkplace} locale={locale} />
      <Hero art={<HeroScene path={routes.solutionsWorkplace} />} {...page.hero} badgeIcon={<Briefcase aria-hidden className="size-4 text-accent-300" />} />

      <Section name="impact" {...page.impact}>
        <MetricsPanel stats={page.impact.stats} />
      </Section>

      <Section name="differentiators" tone="muted" {...page.differentiators}>
        <div className="mx-auto max-w-4xl">
          <ComparisonTable table={page.differentiators.table} yes={t('yes')} no={t('no')} />
        </div>
      </Section>

      <Section name="use-cases" {...page.useCases}>
        <OfferCards items={page.useCases.items} />
      </Section>

      <Section name="trusted-by" tone="brand" eyebrow={trustedBy.eyebrow} title={trustedBy.title} intro={trustedBy.intro}>
        <div aria-label={trustedBy.logosLabel} role="group">
          <LogoStrip logos={trustedBy.logos} />
        </div>
        <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-stretch">
          {testimonials.length > 0 && <Testimonials items={testimonials} />}
          <div className="flex flex-col items-center justify-center rounded-card bg-brand-800 p-6 text-center text-white shadow-card">
            <Star aria-hidden className="size-8 fill-accent-300 text-accent-300" />
            <p className="mt-3 text-4xl font-extrabold">{trustedBy.rating.value}</p>
            <p className="mt-1 text-brand-100">{trustedBy.rating.label}</p>
          </div>
        </div>
      </Section>

      <Section name="compliance" eyebrow={compliance.eyebrow} title={compliance.title} intro={compliance.intro}>
        <BadgeRow badges={compliance.badges} />
        <div className="mx-auto mt-10 max-w-4xl">
          <ComparisonTable table={compliance.table} yes={t('yes')} no={t('no')} />
        </div>
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
