import { fillPlaceholdersIn } from '@/lib/placeholders';
import { BookOpen } from '@/components/ui/lucide';
import { getPagePlaceholders, getSiteSettings, getTeam } from '@/cms/content';
import { MilestoneCards } from '@/components/company/milestone-cards';
import { TeamGrid } from '@/components/company/team-member-card';
import { TeamTabs } from '@/components/company/team-tabs';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { JsonLd } from '@/components/ui/json-ld';
import { formatNumber, formatPercent } from '@/lib/format-number';
import { aboutFigures, aboutPage } from '@/content/pages/about';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { organizationJsonLd } from '@/lib/organization-json-ld';

export const generateMetadata = metadataFor(routes.about, aboutPage.meta);


/** About (001 §2): Our Story, mission and vision, core values, team tabs, milestones, call to action. */
export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const locale = await pageLocale(params);
  const company = await getSiteSettings();
  const page = fillPlaceholdersIn(inLocale(aboutPage, locale), await getPagePlaceholders(locale));
  const { figures, mission, team } = page;
  const { executives, advisors } = await getTeam(locale);

  const stats = [
    { value: formatPercent(aboutFigures.fasterThanLabPercent, locale), label: figures.fasterThanLab },
    { value: `${formatNumber(aboutFigures.healthcareFacilities, locale)}+`, label: figures.healthcareFacilities },
    figures.iso,
  ];

  return (
    <>
      <BreadcrumbsJsonLd path={routes.about} locale={locale} />
      <JsonLd data={organizationJsonLd(company)} />
      <Hero art={<HeroScene path={routes.about} />} {...page.hero} badgeIcon={<BookOpen aria-hidden className="size-4 text-accent-300" />} />

      <Section name="figures" title={figures.title} hideHeading className="border-b border-line bg-white">
        <StatStrip stats={stats} columns={3} />
      </Section>

      <Section name="mission" anchor="mission" tone="muted" eyebrow={mission.eyebrow} title={mission.title} intro={mission.intro}>
        <div className="grid gap-6 md:grid-cols-2">
          <div className="rounded-card bg-brand-800 p-8 text-white shadow-card">
            <h3 className="text-xl font-bold">{mission.missionTitle}</h3>
            <p className="mt-3 text-lg leading-relaxed text-brand-100">{mission.mission}</p>
          </div>
          <div className="rounded-card border border-line bg-white p-8 shadow-card">
            <h3 className="text-xl font-bold text-brand-950">{mission.visionTitle}</h3>
            <p className="mt-3 text-lg leading-relaxed text-ink-muted">{mission.vision}</p>
          </div>
        </div>
        <h3 className="mt-14 text-center text-2xl font-bold tracking-tight text-brand-950">{mission.differentiatorsTitle}</h3>
        <FeatureGrid items={mission.differentiators} layout="checks" className="mx-auto mt-8 max-w-4xl" />
      </Section>

      <Section name="values" {...page.values}>
        <FeatureGrid items={page.values.items} columns={3} />
      </Section>

      <Section name="team" anchor="team" tone="brand" eyebrow={team.eyebrow} title={team.title} intro={team.intro}>
        <TeamTabs
          label={team.tabsLabel}
          tabs={[
            { id: 'executive', label: team.executiveTab, panel: <TeamGrid members={executives} locale={locale} /> },
            { id: 'advisory', label: team.advisoryTab, panel: <TeamGrid members={advisors} locale={locale} /> },
          ]}
        />
      </Section>

      <Section name="milestones" {...page.milestones}>
        <MilestoneCards items={page.milestones.items} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
