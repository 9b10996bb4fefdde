import { Sparkles } from '@/components/ui/lucide';
import { SavingsCalculator } from '@/components/calculators/savings-calculator';
import { ActionLink } from '@/components/sections/action-links';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { MetricsPanel } from '@/components/sections/metrics-panel';
import { Section } from '@/components/sections/section';
import { StepList } from '@/components/sections/step-list';
import { Prose } from '@/components/sections/text-section';
import { innovativeHealthcarePage } from '@/content/pages/innovative-healthcare';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.innovativeHealthcare, innovativeHealthcarePage.meta);

/** Innovative healthcare (001 §2 'Calculator pages'): five sections on rapid testing in care, the savings calculator, call to action. */
export default async function InnovativeHealthcarePage({ params }: PageProps<'/[locale]/innovative-healthcare'>) {
  const locale = await pageLocale(params);
  const page = inLocale(innovativeHealthcarePage, locale);
  const { pointOfCare, prevention, connected, calculator } = page;

  return (
    <>
      <BreadcrumbsJsonLd path={routes.innovativeHealthcare} locale={locale} />
      <Hero art={<HeroScene path={routes.innovativeHealthcare} />} {...page.hero} badgeIcon={<Sparkles aria-hidden className="size-4 text-accent-300" />} />

      <Section name="point-of-care" layout="split" eyebrow={pointOfCare.eyebrow} title={pointOfCare.title} intro={pointOfCare.intro}>
        <Prose paragraphs={pointOfCare.paragraphs} items={pointOfCare.items} />
      </Section>

      <Section name="prevention" tone="muted" eyebrow={prevention.eyebrow} title={prevention.title} intro={prevention.intro}>
        <StepList steps={prevention.steps} />
        <div className="mt-8 flex justify-center">
          <ActionLink action={prevention.action} size="md" />
        </div>
      </Section>

      <Section name="quality" layout="split" {...page.quality}>
        <FeatureGrid items={page.quality.items} layout="checks" />
      </Section>

      <Section name="connected" tone="brand" eyebrow={connected.eyebrow} title={connected.title} intro={connected.intro}>
        <MetricsPanel stats={connected.stats} />
        <div className="mt-8 flex justify-center">
          <ActionLink action={connected.action} size="md" />
        </div>
      </Section>

      <Section name="home" {...page.home}>
        <FeatureGrid items={page.home.items} columns={3} tone="brand" />
      </Section>

      <Section name="savings-calculator" anchor="savings-calculator" tone="muted" eyebrow={calculator.eyebrow} title={calculator.title} intro={calculator.intro}>
        <SavingsCalculator locale={locale} text={calculator.text} />
        <div className="mt-6 flex flex-col items-start gap-6 lg:flex-row lg:items-center lg:justify-between">
          <p className="max-w-3xl text-sm leading-relaxed text-ink-muted">{calculator.assumptions}</p>
          <ActionLink action={calculator.action} size="md" />
        </div>
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
