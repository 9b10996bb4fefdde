import { describe, expect, it } from 'vitest';
import { moveTo, slideMoves, slideOffset, type CarouselPosition } from '@/lib/carousel';

const offsets = (selected: number, count: number, loop: boolean) =>
  Array.from({ length: count }, (_, index) => slideOffset(index, selected, count, loop));
const moving = (position: CarouselPosition, count: number, loop: boolean) =>
  Array.from({ length: count }, (_, index) => slideMoves(index, position, count, loop));

describe('carousel slide positions', () => {
  it('lines the slides up in order without a loop', () => {
    expect(offsets(0, 3, false)).toEqual([0, 1, 2]);
    expect(offsets(2, 3, false)).toEqual([-2, -1, 0]);
  });

  it('keeps the next slide on the right and the previous on the left in a loop', () => {
    expect(offsets(0, 5, true)).toEqual([0, 1, 2, -2, -1]);
    // From the last slide, the first one waits on the right.
    expect(offsets(4, 5, true)).toEqual([1, 2, -2, -1, 0]);
    // An even count: the slide opposite the current one waits on the right.
    expect(offsets(0, 4, true)).toEqual([0, 1, 2, -1]);
  });

  it('moves the slides that travel with the track and lets a slide that changes ends jump', () => {
    // 1 → 2 of 5: every slide moves one place left except the one that wraps from the far left to the far right.
    expect(moving({ previous: 0, selected: 1 }, 5, true)).toEqual([true, true, true, false, true]);
    // Last → first goes forwards: the first slide comes in from the right, the last leaves to the left.
    expect(offsets(0, 5, true)[0]).toBe(0);
    expect(moving({ previous: 4, selected: 0 }, 5, true)).toEqual([true, true, false, true, true]);
    // A jump of two (a dot): the slide that wraps does not cross the viewport.
    expect(moving({ previous: 0, selected: 2 }, 5, true)).toEqual([true, true, true, false, false]);
    // Without a loop nothing wraps.
    expect(moving({ previous: 0, selected: 1 }, 3, false)).toEqual([true, true, true]);
    // Before the first move nothing moves and nothing jumps.
    expect(moving({ previous: 0, selected: 0 }, 5, true)).toEqual([true, true, true, true, true]);
  });

  it('wraps a target in a loop and stops at the ends otherwise', () => {
    expect(moveTo({ previous: 0, selected: 4 }, 5, 5, true)).toEqual({ selected: 0, previous: 4 });
    expect(moveTo({ previous: 1, selected: 0 }, -1, 5, true)).toEqual({ selected: 4, previous: 0 });
    expect(moveTo({ previous: 1, selected: 2 }, 3, 3, false)).toEqual({ selected: 2, previous: 2 });
    expect(moveTo({ previous: 0, selected: 0 }, -1, 3, false)).toEqual({ selected: 0, previous: 0 });
  });
});
