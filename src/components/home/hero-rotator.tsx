'use client';

import { useEffect, useState, type ReactNode } from 'react';
import NextLink from 'next/link';
import { cx } from '@/lib/cx';
import { useCarousel } from '@/components/ui/use-carousel';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';

export type HeroRotatorCard = {
  id: string;
  category: string;
  name: string;
  description: string;
  /** In the page's language. */
  href: string;
  learnMore: string;
  stats: { value: string; label: string }[];
  icon: ReactNode;
  /** The product's illustration; decorative next to its name. */
  image: { src: string; width: number; height: number };
};

type HeroRotatorProps = {
  /** Server-rendered content above the rotating headline (badge, page heading). */
  lead: ReactNode;
  /** Server-rendered content below it (intro text, calls to action). */
  children: ReactNode;
  headlines: string[];
  cards: HeroRotatorCard[];
  intervalMs: number;
  labels: {
    carousel: string;
    slideLabels: string[];
    goTo: string[];
    pause: string;
    play: string;
  };
  /** Rendered by the server page, so no icon library reaches the browser. */
  icons: { learnMore: ReactNode; pause: ReactNode; play: ReactNode };
};

/**
 * The home hero's rotation (000 §2.4): the headline cycles through 3 items and the product card
 * through 5, one step every 8 seconds. Rotation pauses while the hero is hovered or focused, has a
 * visible pause/play control (WCAG 2.2.2), and does not start under prefers-reduced-motion.
 */
export function HeroRotator({ lead, children, headlines, cards, intervalMs, labels, icons }: HeroRotatorProps) {
  const reducedMotion = usePrefersReducedMotion();
  const carousel = useCarousel(cards.length, true);
  const { selected, step: stepCarousel } = carousel;
  const [step, setStep] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !userPaused && !reducedMotion;
  const running = playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => {
      setStep((value) => value + 1);
      stepCarousel(1);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [running, stepCarousel, intervalMs]);

  const headline = headlines[step % headlines.length];

  return (
    <div
      className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div>
        {lead}
        {/* Every headline sits in the same grid cell and the hidden ones hold the box open, so it is
            exactly as tall as the longest headline needs at this width, in this language. */}
        <div className="mt-5 grid text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl lg:text-display">
          <p data-testid="hero-headline" aria-live={running ? 'off' : 'polite'} className="self-center [grid-area:1/1]">
            {headline}
          </p>
          {headlines.map((text) => (
            <span key={text} aria-hidden className="invisible self-center [grid-area:1/1]">
              {text}
            </span>
          ))}
        </div>
        {children}
      </div>

      <section aria-roledescription="carousel" aria-label={labels.carousel} className="relative min-w-0">
        <div className="overflow-hidden rounded-card" aria-live={running ? 'off' : 'polite'}>
          <div className="grid touch-pan-y" {...carousel.swipe}>
            {cards.map((card, index) => (
              <div
                key={card.id}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slideLabels[index]}
                {...carousel.slide(index, 'min-w-0 px-0.5')}
                inert={index !== selected ? true : undefined}
              >
                <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-pop">
                  {/* The product first, standing on a tinted panel of its own, with its kind and category over it. */}
                  <div className="relative flex h-40 justify-end bg-gradient-to-br from-brand-50 via-white to-accent-100 sm:h-52 sm:justify-center">
                    {/* Sized by its attributes, so nothing shifts; only the first card's is needed for the first paint. */}
                    {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG gains nothing from next/image's optimiser */}
                    <img
                      src={card.image.src}
                      width={card.image.width}
                      height={card.image.height}
                      alt=""
                      loading={index === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                      className="h-full w-auto"
                    />
                    <div className="absolute top-4 left-4 flex items-center gap-2 sm:top-5 sm:left-5">
                      <span className="flex size-10 items-center justify-center rounded-xl bg-white text-brand-700 shadow-card ring-1 ring-brand-100 [&_svg]:size-5">{card.icon}</span>
                      <span className="rounded-full bg-white px-3 py-1 text-xs font-semibold text-accent-700 shadow-card ring-1 ring-accent-200">{card.category}</span>
                    </div>
                  </div>
                  <div className="flex flex-1 flex-col p-6 sm:p-8 sm:pt-6">
                    <h2 className="text-2xl font-bold text-brand-950">{card.name}</h2>
                    <p className="mt-2 mb-6 text-ink-muted">{card.description}</p>
                    {/* Every slide is as tall as the tallest: the facts and the link keep to the card's
                        foot, so a shorter slide's spare height sits above them, not as a blank band below. */}
                    {/* On a phone each fact is one row, label beside value, so '< 10 minutes' has room. */}
                    <dl className="mt-auto grid gap-2 sm:grid-cols-2 sm:gap-4">
                      {card.stats.map((stat) => (
                        <div key={stat.label} className="flex items-baseline justify-between gap-3 rounded-xl bg-surface-muted px-4 py-2.5 sm:block sm:p-4">
                          <dt className="text-xs font-medium text-ink-muted">{stat.label}</dt>
                          <dd className="text-xl font-bold whitespace-nowrap text-brand-800 sm:mt-1 sm:text-2xl lg:text-xl xl:text-2xl">{stat.value}</dd>
                        </div>
                      ))}
                    </dl>
                    <NextLink
                      href={card.href}
                      prefetch={false}
                      className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 hover:underline"
                    >
                      {card.learnMore}
                      <span className="sr-only">: {card.name}</span>
                      {icons.learnMore}
                    </NextLink>
                  </div>
                </article>
              </div>
            ))}
          </div>
        </div>
        <div className="mt-4 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setUserPaused((value) => !value)}
            aria-label={playing ? labels.pause : labels.play}
            disabled={reducedMotion}
            className="flex size-10 items-center justify-center rounded-full border border-white/60 text-white hover:bg-white/10 disabled:opacity-50"
          >
            {playing ? icons.pause : icons.play}
          </button>
          <div className="flex items-center gap-1">
            {cards.map((card, index) => (
              <button
                key={card.id}
                type="button"
                onClick={() => carousel.go(index)}
                aria-label={labels.goTo[index]}
                aria-current={index === selected ? 'true' : undefined}
                className="flex size-10 items-center justify-center rounded-full"
              >
                <span
                  className={cx(
                    'block h-2.5 rounded-full transition-all',
                    index === selected ? 'w-7 bg-accent-300' : 'w-2.5 bg-white/60',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
