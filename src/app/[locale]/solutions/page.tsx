import { Layers } from '@/components/ui/lucide';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { CaseStudies } from '@/components/sections/case-studies';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { Section } from '@/components/sections/section';
import { SolutionPanel } from '@/components/sections/solution-panel';
import { Tabs } from '@/components/sections/tabs';
import { Icon } from '@/components/ui/icon';
import { solutionsPage } from '@/content/pages/solutions';
import { sectorIds, solutionSectors } from '@/content/pages/solutions-sectors';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.solutions, solutionsPage.meta);

/** Solutions overview (001 §2): hero, sector tabs, six advantages, success stories, call to action. */
export default async function SolutionsPage({ params }: PageProps<'/[locale]/solutions'>) {
  const locale = await pageLocale(params);
  const page = inLocale(solutionsPage, locale);
  const sectors = inLocale(solutionSectors, locale);
  const { sectors: tabs } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.solutions} locale={locale} />
      <Hero art={<HeroScene path={routes.solutions} />} {...page.hero} badgeIcon={<Layers aria-hidden className="size-4 text-accent-300" />} />

      <Section name="solution-tabs" anchor="solution-tabs" tone="muted" eyebrow={tabs.eyebrow} title={tabs.title} intro={tabs.intro}>
        <Tabs
          label={tabs.tabsLabel}
          idPrefix="solution"
          param="tab"
          defaultId="workplace"
          items={sectorIds.map((id) => {
            const sector = sectors[id];
            return {
              id,
              label: sector.label,
              icon: <Icon name={sector.icon} />,
              panel: (
                <SolutionPanel
                  title={sector.title}
                  summary={sector.summary}
                  benefits={sector.benefits}
                  idealFor={sector.idealFor}
                  href={sector.href}
                  labels={{ keyBenefits: tabs.keyBenefits, idealFor: tabs.idealFor, learnMore: tabs.learnMore }}
                />
              ),
            };
          })}
        />
      </Section>

      <Section name="advantages" {...page.advantages}>
        <FeatureGrid items={page.advantages.items} columns={3} tone="brand" />
      </Section>

      <Section name="case-studies" anchor="case-studies" tone="brand" {...page.caseStudies}>
        <CaseStudies items={page.caseStudies.items} labels={{ results: page.caseStudies.results, readFull: page.caseStudies.readFull }} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
