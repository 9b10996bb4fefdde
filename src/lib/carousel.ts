/**
 * Where each slide of a one-slide-per-view carousel sits, for the home hero and the investor
 * initiatives. Slides share one grid cell and are moved sideways by whole slide widths (CSS
 * transforms, so nothing re-lays out); the viewport clips all but the current one.
 */

/** The current slide and the one before the last move, so a move can tell which slides travel with it. */
export type CarouselPosition = { selected: number; previous: number };

/** The shortest signed step from `from` to `to`: round the loop if that is shorter. */
function step(from: number, to: number, count: number, loop: boolean): number {
  const straight = to - from;
  if (!loop) return straight;
  const half = count / 2;
  if (straight > half) return straight - count;
  if (straight <= -half) return straight + count;
  return straight;
}

/**
 * Slide `index`'s place in slide widths: 0 is in view, 1 waits on the right, -1 on the left. In a
 * loop every slide takes its shortest way round, so the next slide is always on the right and the
 * previous one on the left, also from the last slide to the first.
 */
export function slideOffset(index: number, selected: number, count: number, loop: boolean): number {
  return step(selected, index, count, loop);
}

/**
 * Whether slide `index` slides to its new place (with the transition) or jumps there. A slide
 * slides when it moves with the rest of the track; one that changes ends of the loop jumps, out of
 * view, so it never crosses the viewport against the motion.
 */
export function slideMoves(index: number, position: CarouselPosition, count: number, loop: boolean): boolean {
  const before = slideOffset(index, position.previous, count, loop);
  const after = slideOffset(index, position.selected, count, loop);
  return after === before - step(position.previous, position.selected, count, loop);
}

/** The position after moving to `target` (wrapped in a loop, clamped otherwise). */
export function moveTo(position: CarouselPosition, target: number, count: number, loop: boolean): CarouselPosition {
  const selected = loop ? ((target % count) + count) % count : Math.min(Math.max(target, 0), count - 1);
  return { selected, previous: position.selected };
}
