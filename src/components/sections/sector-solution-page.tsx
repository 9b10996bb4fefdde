import { Target } from '@/components/ui/lucide';
import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';
import type { InLocale } from '@/i18n/localized';
import type { sectorPageSchema, solutionSectors } from '@/content/pages/solutions-sectors';
import { ActionLink } from './action-links';
import { CallToActionBand } from './call-to-action-band';
import { Faq } from './faq';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { Section } from './section';
import { StepList } from './step-list';
import { Prose } from './text-section';

export type SectorPage = InLocale<z.output<typeof sectorPageSchema>>;
export type Sector = InLocale<(typeof solutionSectors)['public']>;

/**
 * The body of a sector's solution page (public sector, education – 001 §2): hero with 'Schedule a
 * Demo', the key benefits and 'Ideal For' that the solutions overview's tab shows too, then a card
 * grid, running text, four steps, a FAQ and the call to action.
 */
export function SectorSolutionPage({
  page,
  sector,
  badgeIcon,
  art,
  faqName,
}: {
  page: SectorPage;
  sector: Sector;
  badgeIcon: ReactNode;
  /** The hero picture (HeroScene for the page's path). */
  art: ReactElement;
  faqName: string;
}) {
  return (
    <>
      <Hero {...page.hero} badgeIcon={badgeIcon} art={art} />

      <Section name="benefits" {...page.benefits}>
        <FeatureGrid items={sector.benefits} columns={4} tone="brand" />
      </Section>

      <section aria-labelledby="ideal-for-heading" className="bg-brand-50 py-14 sm:py-16">
        <div className="container-page">
          <div className="mx-auto flex max-w-4xl flex-col gap-6 rounded-card bg-white p-6 shadow-card ring-1 ring-brand-100 sm:p-8 md:flex-row md:items-center md:gap-10">
            <div className="flex-1">
              <h2 id="ideal-for-heading" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-brand-950">
                <Target aria-hidden className="size-6 text-accent-600" />
                {page.idealFor.title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-ink">{sector.idealFor}</p>
            </div>
            <ActionLink action={page.idealFor.action} className="w-fit" />
          </div>
        </div>
      </section>

      <Section name="features" {...page.features}>
        <FeatureGrid items={page.features.items} columns={page.features.items.length === 4 ? 4 : 3} layout="stacked" />
      </Section>

      <Section name="prose" tone="muted" layout="split" {...page.prose}>
        <Prose paragraphs={page.prose.paragraphs} items={page.prose.items} />
      </Section>

      <Section name="steps" {...page.steps}>
        <StepList steps={page.steps.items} />
      </Section>

      <Section name="faq" tone="brand" eyebrow={page.faq.eyebrow} title={page.faq.title}>
        <Faq name={faqName} items={page.faq.items} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
