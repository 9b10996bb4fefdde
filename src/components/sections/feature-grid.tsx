import { ArrowRight, CheckCircle2 } from '@/components/ui/lucide';
import type { FeatureRecord } from '@/content/schema';
import type { InLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import { Icon } from '@/components/ui/icon';
import { balancedGrid } from '@/components/ui/balanced-grid';
import { cn } from '@/lib/cn';
import { productPictures, type ProductId } from '@/content/products';

export type Feature = InLocale<FeatureRecord>;

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** The grid's columns; no short last row is left beside empty slots (see balancedGrid). */
function gridColumns(columns: 2 | 3 | 4, count: number): string {
  if (columns === 3 && count % 3 !== 0) return balancedGrid(count);
  if (columns === 2 && count % 2 === 1 && count > 1) return 'md:grid-cols-4 md:[&>*]:col-span-2 md:[&>:last-child]:col-start-2';
  return columnClasses[columns];
}

/**
 * Ruled items keep one column width throughout. Three a row from 1024 px, and a last row of two
 * stands centred under them (a six-column grid, two columns an item), so no cell is left empty.
 */
const ruledColumns = (count: number) =>
  count === 4 ? 'sm:grid-cols-2 xl:grid-cols-4' : count === 2 ? 'sm:grid-cols-2' : count % 3 === 2 ? 'sm:grid-cols-2 lg:grid-cols-6' : 'sm:grid-cols-2 lg:grid-cols-3';
const ruledItem = (count: number, index: number) => (count % 3 === 2 && count > 2 ? cn('lg:col-span-2', index === count - 2 && 'lg:col-start-2') : undefined);

const tileTones = {
  brand: 'bg-brand-50 text-brand-700',
  accent: 'bg-accent-50 text-accent-700',
} as const;

/** The card's figure (an advantage's stats label) as a pill. */
function FeatureStat({ stat, className }: { stat: string; className?: string }) {
  return <p className={cn('inline-flex w-fit rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700 ring-1 ring-accent-100', className)}>{stat}</p>;
}

function FeatureLink({ link, title, className }: { link: NonNullable<Feature['link']>; title: string; className?: string }) {
  return (
    <Link href={link.href} className={cn('inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline', className)}>
      {link.label}
      <span className="sr-only">: {title}</span>
      <ArrowRight aria-hidden className="size-4" />
    </Link>
  );
}

/** The drawing of the product a card links to, when it links to a product's page. */
function productPictureOf(href: string | undefined): string | undefined {
  const id = href?.match(/^\/products\/([a-z-]+)$/u)?.[1];
  return id && id in productPictures ? productPictures[id as ProductId] : undefined;
}

/** A card about one product opens with its drawing, as in the product range, on a phone too. */
function picture(item: Feature) {
  const src = productPictureOf(item.link?.href);
  if (!src) return null;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a local SVG drawing gains nothing from next/image
    <img src={src} alt="" width={480} height={360} loading="lazy" decoding="async" className="col-span-2 -mx-5 -mt-5 mb-4 aspect-[4/3] w-[calc(100%+2.5rem)] max-w-none border-b border-line sm:-mx-6 sm:-mt-6 sm:mb-5 sm:w-[calc(100%+3rem)]" />
  );
}

/**
 * Feature and benefit cards. `layout`: `stacked` (icon tile above the text), `inline` (tile beside
 * it), `checks` (a light list with check marks, no cards), `ruled` (no cards: columns of
 * items under a rule each, so a page is not card after card). A
 * card's `stat` shows as a pill under its text (cards layouts), as a line of its own in a ruled list.
 */
export function FeatureGrid({
  items,
  columns = 3,
  layout = 'stacked',
  tone = 'accent',
  centered = false,
  headingLevel: Heading = 'h3',
  className,
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  layout?: 'stacked' | 'inline' | 'checks' | 'ruled';
  tone?: keyof typeof tileTones;
  centered?: boolean;
  /** The level of the card titles, when the grid sits deeper than a section's h2 (inside a tab panel, say). */
  headingLevel?: 'h3' | 'h4' | 'h5';
  className?: string;
}) {
  if (layout === 'checks') {
    return (
      <ul className={cn('grid gap-5 sm:grid-cols-2', className)}>
        {items.map((item) => (
          <li key={item.title} className="flex gap-3">
            <CheckCircle2 aria-hidden className="mt-0.5 size-6 shrink-0 text-accent-600" />
            <div>
              <Heading className="font-semibold text-brand-950">{item.title}</Heading>
              <p className="mt-1 text-sm leading-relaxed text-ink-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  if (layout === 'ruled') {
    return (
      <ul className={cn('grid gap-x-10 gap-y-8 sm:gap-y-10', ruledColumns(items.length), className)}>
        {items.map((item, index) => (
          <li key={item.title} className={cn('flex flex-col border-t-2 border-brand-900 pt-5', ruledItem(items.length, index))}>
            <div className="flex items-center gap-3">
              {item.icon && <Icon name={item.icon} className={cn('size-6 shrink-0', tone === 'brand' ? 'text-brand-600' : 'text-accent-600')} />}
              <Heading className="text-lg leading-snug font-bold text-brand-950">{item.title}</Heading>
            </div>
            <p className="mt-3 leading-relaxed text-ink-muted">{item.description}</p>
            {item.stat && <p className="mt-4 text-sm font-bold text-brand-800">{item.stat}</p>}
            {/* At the item's foot, so the links of a row line up however long the texts above them. */}
            {item.link && <FeatureLink link={item.link} title={item.title} className="mt-auto self-start pt-4" />}
          </li>
        ))}
      </ul>
    );
  }

  const tile = (item: Feature, extra?: string) =>
    item.icon && (
      <span className={cn('flex size-12 items-center justify-center rounded-xl', tileTones[tone], extra)}>
        <Icon name={item.icon} className="size-6" />
      </span>
    );

  return (
    <ul className={cn('grid gap-6', gridColumns(columns, items.length), className)}>
      {items.map((item) =>
        layout === 'inline' ? (
          <li key={item.title} className="flex gap-5 rounded-card border border-line bg-white p-6 shadow-card">
            {tile(item, 'shrink-0')}
            <div>
              <Heading className="text-lg font-bold text-brand-950">{item.title}</Heading>
              <p className="mt-2 text-sm leading-relaxed text-ink-muted">{item.description}</p>
              {item.stat && <FeatureStat stat={item.stat} className="mt-4" />}
              {item.link && <FeatureLink link={item.link} title={item.title} className="mt-4" />}
            </div>
          </li>
        ) : (
          // On a phone the icon stands beside the title, not above it: a column of cards stays short.
          <li
            key={item.title}
            className={cn(
              'grid grid-cols-[auto_1fr] items-center gap-x-4 overflow-hidden rounded-card border border-line bg-white p-5 shadow-card sm:flex sm:flex-col sm:items-stretch sm:p-6',
              centered && 'sm:items-center sm:text-center',
            )}
          >
            {/* A card that shows its product's drawing needs no icon as well. */}
            {picture(item) ?? tile(item, 'max-sm:size-10 max-sm:[&_svg]:size-5')}
            <Heading className={cn('text-lg font-bold text-brand-950', item.icon && !productPictureOf(item.link?.href) ? 'sm:mt-5' : 'col-span-2')}>{item.title}</Heading>
            <p className="col-span-2 mt-3 text-sm leading-relaxed text-ink-muted sm:mt-2">{item.description}</p>
            {/* The figure and the link keep to the card's foot, so they line up across a row. */}
            {(item.stat || item.link) && (
              <div className={cn('col-span-2 mt-auto flex flex-col gap-4 pt-5', centered && 'sm:items-center')}>
                {item.stat && <FeatureStat stat={item.stat} />}
                {item.link && <FeatureLink link={item.link} title={item.title} className={centered ? 'max-sm:self-start' : 'self-start'} />}
              </div>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
