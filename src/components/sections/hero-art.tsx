import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The right half of a page hero, the box a stage or a scene is drawn in (HeroScene).
 * Static (no JavaScript), decorative (the hero's text says what the page is), never in print.
 * Below lg a hero's picture follows its text, smaller, so a phone still sees what the page is
 * about; `banner` is the lower box beside the plainer PageBanner (contact, checklist), whose
 * form or list matters more on a phone than a picture, so it shows on wide screens only.
 */
export function HeroArtFrame({
  size = 'hero',
  scene = false,
  children,
  ...data
}: {
  size?: 'hero' | 'banner';
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
      {children}
    </div>
  );
}
