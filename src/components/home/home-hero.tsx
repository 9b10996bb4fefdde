import { getTranslations } from 'next-intl/server';
import { HeroRotator } from '@/components/lazy-leaves';
import { ActionLinks, type Action } from '@/components/sections/action-links';
import { HeroBadge, HeroShell } from '@/components/sections/hero';
import { Icon } from '@/components/ui/icon';
import { ArrowRight, BadgeCheck, Pause, Play } from '@/components/ui/lucide';
import { getCatalogue } from '@/cms/content';
import { productImage } from '@/content/catalogue';
import { cutoutOf } from '@/content/hero-scenes';
import type { IconName } from '@/content/schema';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { routes } from '@/lib/routes';
import type { HeroRotatorCard } from './hero-rotator';

/** 000 §9: the headline and the card move on every 8 seconds. */
const rotationIntervalMs = 8000;

export type HomeHeroCard = {
  key: string;
  category: 'drug' | 'healthcare';
  icon?: IconName;
  product: string;
  name: string;
  description: string;
  stats: { value: string; label: string }[];
};

type Props = {
  badge: string;
  heading: string;
  headlines: string[];
  description: string;
  actions: Action[];
  carouselLabel: string;
  learnMore: string;
  categories: Record<HomeHeroCard['category'], string>;
  cards: HomeHeroCard[];
  locale: Locale;
};

/**
 * The home page's opening (000 §2.4): the page's h1, a headline that rotates, the
 * text and buttons with the certification under them, and a carousel of product cards, each
 * linking to its catalogue.
 */
export async function HomeHero({ badge, heading, headlines, description, actions, carouselLabel, learnMore, categories, cards, locale }: Props) {
  const t = await getTranslations('Carousel');
  const total = cards.length;
  const catalogue = await getCatalogue();
  const heroCards: HeroRotatorCard[] = cards.flatMap((card) => {
    const image = productImage(catalogue, card.product);
    if (!image) return [];
    return {
      id: card.key,
      category: categories[card.category],
      name: card.name,
      description: card.description,
      href: localizedPath(card.category === 'drug' ? routes.drugTests : routes.healthcareTests, locale),
      learnMore,
      stats: card.stats,
      icon: card.icon && <Icon name={card.icon} />,
      // The drawing without its card: the slide's own panel is the ground it stands on.
      image: { ...image, src: cutoutOf(image.src) },
    };
  });

  return (
    <HeroShell className="py-14 sm:py-20 lg:py-24">
      <HeroRotator
        headlines={headlines}
        cards={heroCards}
        intervalMs={rotationIntervalMs}
        labels={{
          carousel: carouselLabel,
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
          // The page's name in the pill every hero opens with, above the rotating headline.
          <HeroBadge as="h1">{heading}</HeroBadge>
        }
      >
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">{description}</p>
        <ActionLinks actions={actions} className="mt-8" />
        {/* The certification as a trust line under the actions: one label above the headline is enough. */}
        <p className="mt-8 flex items-center gap-2 text-sm font-medium text-brand-100">
          <BadgeCheck aria-hidden className="size-5 shrink-0 text-accent-300" />
          {badge}
        </p>
      </HeroRotator>
    </HeroShell>
  );
}
