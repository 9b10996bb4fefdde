import { fillPlaceholdersIn } from '@/lib/placeholders';
import { Briefcase, Info } from '@/components/ui/lucide';
import { getPagePlaceholders, getSiteSettings } from '@/cms/content';
import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/company/external-link';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { Faq } from '@/components/sections/faq';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { Section } from '@/components/sections/section';
import { StepList } from '@/components/sections/step-list';
import { Testimonials } from '@/components/sections/testimonials';
import { Prose } from '@/components/sections/text-section';
import { careersPage } from '@/content/pages/careers';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.careers, careersPage.meta);

/**
 * Careers (001 §2): recruitment only through the external partner (every button opens its site in
 * a new tab), mission, values, benefits, a quote, the four-step process and an FAQ.
 */
export default async function CareersPage({ params }: PageProps<'/[locale]/careers'>) {
  const locale = await pageLocale(params);
  const company = await getSiteSettings();
  const page = fillPlaceholdersIn(inLocale(careersPage, locale), await getPagePlaceholders(locale));
  const t = await getTranslations('Common');
  const partnerLink = (variant: 'accent' | 'primary') => (
    <ExternalLink href={company.recruitmentPartner.url} newTabLabel={t('opensInNewTab')} variant={variant}>
      {page.partnerButton}
    </ExternalLink>
  );

  return (
    <>
      <BreadcrumbsJsonLd path={routes.careers} locale={locale} />
      <Hero art={<HeroScene path={routes.careers} />} {...page.hero} badgeIcon={<Briefcase aria-hidden className="size-4 text-accent-300" />}>
        <div className="mt-8">{partnerLink('accent')}</div>
      </Hero>

      <section aria-labelledby="recruitment-heading" className="border-b border-line bg-white">
        <div className="container-page py-12 sm:py-14">
          <div className="mx-auto flex max-w-4xl flex-col gap-6 rounded-card border border-brand-200 bg-brand-50 p-6 sm:flex-row sm:items-start sm:p-8">
            <Info aria-hidden className="size-8 shrink-0 text-brand-700" />
            <div className="flex-1">
              <h2 id="recruitment-heading" className="text-2xl font-bold tracking-tight text-brand-950">
                {page.recruitment.title}
              </h2>
              <Prose paragraphs={page.recruitment.paragraphs} className="mt-3" />
              <div className="mt-6">{partnerLink('primary')}</div>
            </div>
          </div>
        </div>
      </section>

      <Section name="mission" layout="split" eyebrow={page.mission.eyebrow} title={page.mission.title}>
        <Prose paragraphs={page.mission.paragraphs} className="text-lg" />
      </Section>

      <Section name="values" tone="muted" eyebrow={page.values.eyebrow} title={page.values.title}>
        <FeatureGrid items={page.values.items} columns={4} />
      </Section>

      <Section name="benefits" {...page.benefits}>
        <FeatureGrid items={page.benefits.items} columns={3} layout="inline" tone="brand" />
      </Section>

      <Section name="quote" tone="brand" title={page.quote.title} className="py-16 sm:py-20">
        <Testimonials items={[page.quote.item]} className="mx-auto max-w-2xl" />
      </Section>

      <Section name="process" {...page.process}>
        <StepList steps={page.process.steps} />
      </Section>

      <Section name="faq" tone="muted" title={page.faq.title}>
        <Faq name="careers-faq" items={page.faq.items} />
      </Section>

      <CallToActionBand heading={page.cta.heading} description={page.cta.description}>
        <div className="mt-8">{partnerLink('accent')}</div>
      </CallToActionBand>
    </>
  );
}
