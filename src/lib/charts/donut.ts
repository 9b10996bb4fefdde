import { arc, pie } from 'd3-shape';

/**
 * Geometry of a donut chart (use of funds): one arc per item, clockwise from twelve o'clock in the
 * items' order, with the point where its value label sits. Paths come from d3-shape, centred on
 * (0, 0); the component translates the group to the middle of its SVG.
 */
export type DonutSegment<Key extends string = string> = {
  key: Key;
  value: number;
  /** The share of the whole, 0–1. */
  share: number;
  path: string;
  label: { x: number; y: number };
  startAngle: number;
  endAngle: number;
};

export function donutSegments<Key extends string>(
  items: readonly { key: Key; value: number }[],
  { outerRadius, innerRadius, padAngle = 0.012 }: { outerRadius: number; innerRadius: number; padAngle?: number },
): DonutSegment<Key>[] {
  const total = items.reduce((sum, item) => sum + item.value, 0);
  // sort(null) keeps the items' order instead of sorting by value.
  const slices = pie<{ key: Key; value: number }>()
    .value((item) => item.value)
    .sort(null)
    .padAngle(padAngle)(items.slice());
  const shape = arc<{ startAngle: number; endAngle: number; padAngle: number }>().outerRadius(outerRadius).innerRadius(innerRadius).cornerRadius(2);
  return slices.map((slice) => {
    const [x, y] = shape.centroid(slice);
    return {
      key: slice.data.key,
      value: slice.data.value,
      share: total === 0 ? 0 : slice.data.value / total,
      path: shape(slice) ?? '',
      label: { x, y },
      startAngle: slice.startAngle,
      endAngle: slice.endAngle,
    };
  });
}
