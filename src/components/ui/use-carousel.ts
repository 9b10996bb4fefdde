import { useCallback, useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { cx } from '@/lib/cx';
import { moveTo, slideMoves, slideOffset, type CarouselPosition } from '@/lib/carousel';
import { usePrefersReducedMotion } from '@/components/ui/use-prefers-reduced-motion';

/** A horizontal swipe shorter than this is a tap or a wobble, not a request to move. */
const swipeThresholdPx = 40;

/**
 * A one-slide-per-view carousel's state for a client leaf: the current slide, moves, swipe handlers
 * for the viewport (give it `grid touch-pan-y`), and each slide's place. The slides share one grid
 * cell and are moved by transforms, so the viewport keeps the tallest slide's height and the
 * server's markup already shows the first slide in place. About 1 KB instead of a carousel library
 * (embla was 7.3 KB gzip, a third of the home page's own JavaScript).
 */
export function useCarousel(count: number, loop: boolean) {
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState<CarouselPosition>({ selected: 0, previous: 0 });
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const go = useCallback((target: number) => setPosition((current) => moveTo(current, target, count, loop)), [count, loop]);
  const step = useCallback(
    (direction: -1 | 1) => setPosition((current) => moveTo(current, current.selected + direction, count, loop)),
    [count, loop],
  );

  // Touch, pen or mouse: the viewport has touch-action: pan-y, so a vertical pan still scrolls the page.
  const swipe = {
    onPointerDown(event: PointerEvent) {
      swipeStart.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const start = swipeStart.current;
      swipeStart.current = null;
      if (!start) return;
      const dx = event.clientX - start.x;
      if (Math.abs(dx) > swipeThresholdPx && Math.abs(dx) > Math.abs(event.clientY - start.y)) step(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      swipeStart.current = null;
    },
  };

  /** A slide's place: its transform, and its classes with the grid cell and the transition added. */
  function slide(index: number, className: string): { style: CSSProperties; className: string } {
    const moves = !reducedMotion && slideMoves(index, position, count, loop);
    return {
      style: { transform: `translateX(${slideOffset(index, position.selected, count, loop) * 100}%)` },
      className: cx(className, '[grid-area:1/1]', moves && 'transition-transform duration-500 ease-out'),
    };
  }

  return { selected: position.selected, go, step, swipe, slide };
}
