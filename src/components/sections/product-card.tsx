import { ArrowRight, CheckCircle2 } from '@/components/ui/lucide';
import { productPictures, type ProductRecord } from '@/content/products';
import { Link } from '@/i18n/navigation';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type ProductCardItem = ProductRecord;

/**
 * A product of the overview (001 §3 'Product card'): its drawing, icon, badge, name, description
 * and features.
 * An available product links to its page ('Learn More', followed by its name for screen readers);
 * one that is coming soon shows a disabled button instead (001 §4).
 */
export function ProductCard({
  product,
  featuresLabel,
  learnMore,
  comingSoon,
}: {
  product: ProductCardItem;
  featuresLabel: string;
  learnMore: string;
  comingSoon: string;
}) {
  const headingId = `product-${product.id}-name`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      {/* Decorative: the name follows. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG drawing gains nothing from next/image */}
      <img src={productPictures[product.id]} alt="" width={480} height={360} loading="lazy" className="aspect-[4/3] w-full border-b border-line" />
      <div className="flex flex-1 flex-col p-6">
        <p className={cn('self-start rounded-full px-3 py-1 text-xs font-semibold ring-1', product.status === 'available' ? 'bg-accent-50 text-accent-700 ring-accent-200' : 'bg-surface-muted text-ink-muted ring-line')}>
          {product.badge}
        </p>
        <h4 id={headingId} className="mt-3 text-xl font-bold text-brand-950">
          {product.name}
        </h4>
        <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-muted">{product.description}</p>
        <h5 className="sr-only">{featuresLabel}</h5>
        <ul className="mt-4 space-y-2 text-sm text-ink">
          {product.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-6">
          {product.status === 'available' ? (
            <Link href={product.route} className={buttonVariants({ variant: 'outline', size: 'md' })}>
              {learnMore}
              <span className="sr-only">: {product.name}</span>
              <ArrowRight aria-hidden />
            </Link>
          ) : (
            <Button disabled variant="outline" size="md">
              {comingSoon}
              <span className="sr-only">: {product.name}</span>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
