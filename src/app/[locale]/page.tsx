import { getSiteSettings, getTestimonials } from '@/cms/content';
import { ArrowRight, BadgeCheck, Pause, Play } from '@/components/ui/lucide';
import { getTranslations } from 'next-intl/server';
import { HeroRotator, type HeroRotatorCard } from '@/components/home/hero-rotator';
import { ActionLinks } from '@/components/sections/action-links';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { FeatureGrid } from '@/components/sections/feature-grid';
import { HeroBadge, HeroShell } from '@/components/sections/hero';
import { Section } from '@/components/sections/section';
import { StatStrip } from '@/components/sections/stat-strip';
import { Testimonials } from '@/components/sections/testimonials';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { getProductImage } from '@/content/catalogue';
import { homePage } from '@/content/pages/home';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { localizedPath } from '@/i18n/paths';
import { routes } from '@/lib/routes';
import { organizationJsonLd } from '@/lib/organization-json-ld';

export const generateMetadata = metadataFor(routes.home, homePage.meta);


/** Home (000 §2.4): hero, statistics, products, drug-test solutions, why us, testimonials, call to action. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  const locale = await pageLocale(params);
  const testimonials = (await getTestimonials(locale))['home'];
  const page = inLocale(homePage, locale);
  const t = await getTranslations('Carousel');
  const { hero } = page;
  const total = hero.cards.length;

  const heroCards: HeroRotatorCard[] = hero.cards.map((card) => ({
    id: card.id,
    category: hero.categories[card.category],
    name: card.name,
    description: card.description,
    href: localizedPath(card.category === 'drug' ? routes.drugTests : routes.healthcareTests, locale),
    learnMore: hero.learnMore,
    stats: card.stats,
    icon: <Icon name={card.icon} />,
    // The schema guarantees the product exists.
    image: getProductImage(card.productId)!,
  }));

  return (
    <>
      <JsonLd data={organizationJsonLd(await getSiteSettings())} />
      <HeroShell className="py-14 sm:py-20 lg:py-24">
        <HeroRotator
          headlines={hero.headlines}
          cards={heroCards}
          intervalMs={hero.rotationIntervalMs}
          labels={{
            carousel: hero.carouselLabel,
            slideLabels: heroCards.map((card, index) => t('slideLabel', { index: index + 1, total, name: card.name })),
            goTo: heroCards.map((card, index) => t('goToSlide', { index: index + 1, name: card.name })),
            pause: t('pause'),
            play: t('play'),
          }}
          icons={{
            learnMore: <ArrowRight aria-hidden className="size-4" />,
            pause: <Pause aria-hidden className="size-4" />,
            play: <Play aria-hidden className="size-4" />,
          }}
          lead={
            <>
              <HeroBadge icon={<BadgeCheck aria-hidden className="size-4 text-accent-300" />}>{hero.badge}</HeroBadge>
              <h1 className="mt-5 text-base font-semibold tracking-wide text-accent-200 uppercase">{hero.heading}</h1>
            </>
          }
        >
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{hero.description}</p>
          <ActionLinks actions={hero.actions} className="mt-8" />
        </HeroRotator>
      </HeroShell>

      <Section name="stats" title={page.stats.title} hideHeading className="border-b border-line bg-white">
        <StatStrip stats={page.stats.items} />
      </Section>

      <Section name="products" tone="muted" {...page.products}>
        <FeatureGrid items={page.products.items} columns={4} tone="brand" />
      </Section>

      <Section name="solutions" {...page.solutions}>
        <FeatureGrid items={page.solutions.items} columns={2} layout="inline" />
      </Section>

      <Section name="why" tone="brand" layout="split" {...page.why}>
        <FeatureGrid items={page.why.items} layout="checks" />
      </Section>

      {testimonials.length > 0 && (
        <Section name="testimonials" {...page.testimonials}>
          <Testimonials items={testimonials} />
        </Section>
      )}

      <CallToActionBand {...page.cta} />
    </>
  );
}
