'use client';

import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import { useCarousel } from '@/components/ui/use-carousel';

export type CarouselSlide = { id: string; content: ReactNode };

type CarouselProps = {
  slides: readonly CarouselSlide[];
  labels: {
    carousel: string;
    previous: string;
    next: string;
    /** Per slide: '1 of 3'. */
    slides: readonly string[];
    /** Per slide, announced when it becomes current: 'Initiative 2 of 3: Women's health partnerships'. */
    announcements: readonly string[];
  };
  /** Rendered by the server, so no icon library reaches the browser. */
  icons: { previous: ReactNode; next: ReactNode };
};

/**
 * The strategic-initiatives carousel (001 §4) after the WAI-ARIA carousel pattern: a labelled
 * region, each slide a group named by its position, previous and next buttons that are disabled at
 * the ends (aria-disabled, so a focused button keeps its focus), left and right arrow keys anywhere
 * in the carousel, and the new position announced in a polite live region. It never moves by
 * itself. Slides are rendered by the server; slides out of view are inert.
 */
export function InitiativesCarousel({ slides, labels, icons }: CarouselProps) {
  const carousel = useCarousel(slides.length, false);
  const { selected } = carousel;
  const [announce, setAnnounce] = useState(false);
  const viewportId = useId();
  const last = slides.length - 1;

  function go(direction: -1 | 1) {
    const target = selected + direction;
    if (target < 0 || target > last) return;
    setAnnounce(true);
    carousel.go(target);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(event.key === 'ArrowLeft' ? -1 : 1);
  }

  const atStart = selected === 0;
  const atEnd = selected === last;
  const buttonClass =
    'flex size-11 items-center justify-center rounded-full border border-brand-700 bg-white text-brand-800 transition-colors hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-ink-muted/60 aria-disabled:hover:bg-white [&_svg]:size-5';

  return (
    <div role="region" aria-roledescription="carousel" aria-label={labels.carousel} onKeyDown={onKeyDown}>
      <div id={viewportId} className="overflow-hidden rounded-card">
        <div className="grid touch-pan-y" {...carousel.swipe}>
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[index]}
              {...carousel.slide(index, 'min-w-0')}
              inert={index !== selected ? true : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button type="button" aria-controls={viewportId} aria-label={labels.previous} aria-disabled={atStart} onClick={() => go(-1)} className={buttonClass}>
          {icons.previous}
        </button>
        <p aria-hidden className="min-w-16 text-center text-sm font-semibold text-brand-900 tabular-nums">
          {labels.slides[selected]}
        </p>
        <button type="button" aria-controls={viewportId} aria-label={labels.next} aria-disabled={atEnd} onClick={() => go(1)} className={buttonClass}>
          {icons.next}
        </button>
      </div>
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announce ? labels.announcements[selected] : ''}
      </div>
      <div className="mt-4 flex justify-center gap-2" aria-hidden>
        {slides.map((slide, index) => (
          <span key={slide.id} className={cx('h-2 rounded-full transition-all', index === selected ? 'w-6 bg-brand-700' : 'w-2 bg-brand-200')} />
        ))}
      </div>
    </div>
  );
}
