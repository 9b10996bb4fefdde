import { getTestimonials } from '@/cms/content';
import type { testimonialPlacements } from '@/cms/seed/testimonials';
import type { Locale } from '@/i18n/locales';
import { cn } from '@/lib/cn';
import { BadgeRow } from './badge-row';
import { LogoStrip } from './logo-strip';
import { Testimonials } from './testimonials';

type Props = {
  logos: { name: string; kind: string }[];
  testimonials?: (typeof testimonialPlacements)[number];
  badges: string[];
  locale: Locale;
};

/** Social proof: customers by name, the testimonials placed on the page (while one is published), then badges. */
export async function Proof({ logos, testimonials, badges, locale }: Props) {
  const items = testimonials ? (await getTestimonials(locale))[testimonials] : [];
  return (
    <>
      {logos.length > 0 && <LogoStrip logos={logos} />}
      {items.length > 0 && <Testimonials items={items} className={cn('mx-auto max-w-3xl', logos.length > 0 && 'mt-10')} />}
      {badges.length > 0 && <BadgeRow badges={badges} className={cn(logos.length + items.length > 0 && 'mt-10')} />}
    </>
  );
}
