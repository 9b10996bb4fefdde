import { getTestimonials } from '@/cms/content';
import { Code, Database, Stethoscope, Video } from '@/components/ui/lucide';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { CodeBlock } from '@/components/sections/code-block';
import { DetailPanel } from '@/components/sections/detail-panel';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { OfferCards } from '@/components/sections/offer-cards';
import { Section } from '@/components/sections/section';
import { Tabs } from '@/components/sections/tabs';
import { Testimonials } from '@/components/sections/testimonials';
import { integrationIds, solutionsHealthcarePage } from '@/content/pages/solutions-healthcare';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.solutionsHealthcare, solutionsHealthcarePage.meta);

const tabIcons = { ehr: <Database aria-hidden />, telehealth: <Video aria-hidden />, api: <Code aria-hidden /> };

/** Healthcare solutions (001 §2): hero, clinical benefits, integration tabs, testimonials, partnerships, call to action. */
export default async function HealthcareSolutionsPage({ params }: PageProps<'/[locale]/solutions/healthcare'>) {
  const locale = await pageLocale(params);
  const testimonials = (await getTestimonials(locale))['solutions-healthcare'];
  const page = inLocale(solutionsHealthcarePage, locale);
  const { integration, partnerships } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.solutionsHealthcare} locale={locale} />
      <Hero art={<HeroScene path={routes.solutionsHealthcare} />} {...page.hero} glow="bottom-left" badgeIcon={<Stethoscope aria-hidden className="size-4 text-accent-300" />} />

      <Section name="benefits" {...page.benefits}>
        <FeatureGrid items={page.benefits.items} columns={3} tone="brand" />
      </Section>

      <Section name="healthcare-integration" anchor="healthcare-integration" tone="muted" {...integration}>
        <Tabs
          label={integration.tabsLabel}
          idPrefix="integration"
          param="integration"
          defaultId="ehr"
          items={integrationIds.map((id) => {
            const tab = integration.tabs[id];
            return {
              id,
              label: tab.label,
              icon: tabIcons[id],
              panel: (
                <DetailPanel title={tab.title} description={tab.description} points={tab.points} action={tab.action}>
                  {id === 'api' && (
                    <div className="space-y-4">
                      <CodeBlock title={integration.sample.requestTitle} note={integration.sample.note} code={integration.sample.request} language="http" />
                      <CodeBlock title={integration.sample.responseTitle} note={integration.sample.note} code={integration.sample.response} language="http" />
                    </div>
                  )}
                </DetailPanel>
              ),
            };
          })}
        />
      </Section>

      {testimonials.length > 0 && (
        <Section name="testimonials" {...page.testimonials}>
          <Testimonials items={testimonials} />
        </Section>
      )}

      <Section name="partnerships" anchor="partnerships" tone="brand" {...partnerships}>
        <OfferCards items={partnerships.items} itemsLabel={partnerships.benefitsLabel} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
