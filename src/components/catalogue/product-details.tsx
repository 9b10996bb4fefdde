import { Fragment } from 'react';

/** A card's details list (000 §2.5): label/value pairs in a definition list. */
export function ProductDetails({ items }: { items: { label: string; value: string }[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {items.map((item) => (
        // No wrapper per pair: the grid places dt and dd, and 23 single-panel cards send this twice.
        <Fragment key={item.label}>
          <dt className="text-ink-muted">{item.label}</dt>
          <dd className="font-semibold text-ink">{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
