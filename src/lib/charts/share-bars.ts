import { scaleLinear } from 'd3-scale';

/**
 * Horizontal bars for a list of amounts or shares (use of funds, target markets): each bar's length
 * as a percentage of the track, the largest value (or `max`) filling it. Pure, unit-tested.
 */
export type ShareBar<Key extends string = string> = { key: Key; value: number; length: number };

export function shareBars<Key extends string>(items: readonly { key: Key; value: number }[], max?: number): ShareBar<Key>[] {
  const top = max ?? Math.max(0, ...items.map((item) => item.value));
  const length = scaleLinear().domain([0, top || 1]).range([0, 100]).clamp(true);
  return items.map((item) => ({ key: item.key, value: item.value, length: length(item.value) }));
}
