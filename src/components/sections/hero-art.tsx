import type { ReactNode } from 'react';
import type { HeroArrangement } from '@/content/hero-scenes';
import { cn } from '@/lib/cn';

/**
 * Where the three tiles of a hero picture sit, in one of three arrangements, so pages next to each
 * other do not open with the same picture: `layered` (two tilted behind, one in front), `spotlight`
 * (one large tile, two small ones tucked beside it) and `row` (three tiles side by side, the middle
 * one raised). Tiles are opaque (the product drawings' own backgrounds fade out), so the ones behind
 * never show through.
 */
const tile = 'absolute rounded-2xl bg-white shadow-pop';
export const heroArtArrangements = {
  layered: {
    left: `${tile} top-[12%] left-0 w-[46%] -rotate-6 ring-1 ring-white/20`,
    right: `${tile} right-0 bottom-[8%] w-[46%] rotate-6 ring-1 ring-white/20`,
    main: `${tile} top-1/2 left-1/2 w-[58%] -translate-x-1/2 -translate-y-1/2 ring-4 ring-white/30`,
  },
  spotlight: {
    left: `${tile} top-[4%] left-[2%] w-[34%] -rotate-6 ring-1 ring-white/20`,
    right: `${tile} bottom-[4%] left-[8%] w-[30%] rotate-3 ring-1 ring-white/20`,
    main: `${tile} top-1/2 right-[4%] w-[66%] -translate-y-1/2 rotate-2 ring-4 ring-white/30`,
  },
  row: {
    left: `${tile} top-[36%] left-0 w-[36%] -rotate-3 ring-1 ring-white/20`,
    right: `${tile} top-[40%] right-0 w-[36%] rotate-3 ring-1 ring-white/20`,
    main: `${tile} top-[18%] left-1/2 w-[40%] -translate-x-1/2 ring-4 ring-white/30`,
  },
} as const satisfies Record<HeroArrangement, Record<'left' | 'right' | 'main', string>>;
export type HeroArtSlot = keyof (typeof heroArtArrangements)['layered'];

/**
 * The right half of a page hero: brand rings with three tiles over them (`heroArtArrangements`).
 * Static (no JavaScript), decorative (the hero's text says what the page is), never in print.
 * Below lg a hero's picture follows its text, smaller, so a phone still sees what the page is
 * about; `banner` is the lower box beside the plainer PageBanner (contact, checklist), whose
 * form or list matters more on a phone than a picture, so it shows on wide screens only.
 */
export function HeroArtFrame({
  size = 'hero',
  backdrop = true,
  scene = false,
  children,
  ...data
}: {
  size?: 'hero' | 'banner';
  /** The brand rings behind the tiles; a stage draws its own light instead. */
  backdrop?: boolean;
  /** A drawn scene keeps its own 5 : 4 in a banner too, rather than shrinking into the banner's 3 : 2. */
  scene?: boolean;
  children: ReactNode;
} & { [key: `data-${string}`]: string }) {
  return (
    <div
      aria-hidden
      data-hero-size={size}
      {...data}
      className={cn(
        'relative w-full justify-self-end print:hidden',
        size === 'hero' ? 'mx-auto aspect-[5/4] max-w-72 sm:max-w-md lg:mx-0 lg:max-w-xl' : cn('hidden max-w-md lg:block', scene ? 'aspect-[5/4]' : 'aspect-[3/2]'),
      )}
    >
      {backdrop && (
        <svg viewBox="0 0 500 400" preserveAspectRatio="xMidYMid meet" className="absolute inset-0 size-full" fill="none">
          <circle cx="250" cy="200" r="188" stroke="currentColor" strokeOpacity="0.14" strokeWidth="1.5" className="text-accent-200" />
          <circle cx="250" cy="200" r="132" stroke="currentColor" strokeOpacity="0.2" strokeWidth="1.5" strokeDasharray="4 8" className="text-accent-200" />
          <circle cx="430" cy="70" r="10" className="fill-accent-400/60" />
          <circle cx="62" cy="318" r="6" className="fill-brand-300/60" />
          <circle cx="110" cy="64" r="4" className="fill-accent-300/70" />
        </svg>
      )}
      {children}
    </div>
  );
}
