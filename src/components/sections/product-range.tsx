import { getTranslations } from 'next-intl/server';
import { getCatalogue, getProducts, getSiteSettings } from '@/cms/content';
import { productImage } from '@/content/catalogue';
import { ProductShelf } from '@/components/catalogue/product-shelf';
import { ArrowRight } from '@/components/ui/lucide';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import type { ProductId, ProductRecord } from '@/content/products';
import { withoutNoteMarks } from '@/lib/placeholders';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { retailers } from '@/content/retailers';
import { routes } from '@/lib/routes';
import { ProductCard } from './product-card';

export type ProductAudience = 'workplace' | 'consumer';

/**
 * The product range from the product records (001 §2 'Products page'), a group per audience with
 * its heading and introduction, and the products as a list in the page's structured data.
 */
export async function ProductDetails({
  locale,
  groups,
  labels,
  listName,
  products: given,
}: {
  locale: Locale;
  groups: readonly { audience: ProductAudience; title: string; intro: string }[];
  labels: { featuresLabel: string; learnMore: string; comingSoon: string };
  listName: string;
  /** The records with their figures' note marks, when the page numbers them. */
  products?: readonly ProductRecord[];
}) {
  const products = given ?? (await getProducts(locale));
  return (
    <>
      <JsonLd
        data={buildProductListJsonLd(
          listName,
          products.map((product) => ({ name: product.name, description: withoutNoteMarks(product.description) })),
          (await getSiteSettings()).name,
        )}
      />
      <div className="space-y-14">
        {groups.map((group) => {
          const items = products.filter((product) => product.type === group.audience);
          // A group of one or two shares its row with a panel holding its heading on wide screens, rather than leaving half the row empty.
          const beside = items.length <= 2;
          return (
            <section key={group.audience} aria-labelledby={`${group.audience}-heading`} className={beside ? 'xl:grid xl:grid-cols-4 xl:gap-6' : undefined}>
              <div className={beside ? 'flex max-w-2xl flex-col xl:col-span-2 xl:max-w-none xl:self-stretch xl:rounded-card xl:bg-brand-50 xl:p-12' : 'max-w-2xl'}>
                <h3 id={`${group.audience}-heading`} className="text-2xl font-bold text-brand-950">
                  {group.title}
                </h3>
                <p className="mt-2 text-ink-muted">{group.intro}</p>
                {group.audience === 'consumer' && <SoldAt />}
                {beside && group.audience === 'consumer' && <Shelf />}
              </div>
              {/* One card size in every group, so the drawings are the same size throughout. */}
              <ul className={beside ? 'mt-6 grid gap-6 md:grid-cols-2 xl:col-span-2 xl:mt-0' : 'mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-4'}>
                {items.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} {...labels} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </>
  );
}

/** The self-tests standing in the consumer panel, beside the two families' cards (catalogue ids). */
const shelfProducts = ['pregnancy', 'tsh', 'utitest'];

/**
 * More of the pharmacy range than the two cards show, in the panel's free space below its text;
 * only where the panel is as tall as the cards beside it (xl).
 */
async function Shelf() {
  const catalogue = await getCatalogue();
  return <ProductShelf images={shelfProducts.flatMap((id) => productImage(catalogue, id)?.src ?? [])} className="hidden xl:block" />;
}

/** Which product suits whom: a group per audience, each product with who it is best for and a link to its page. */
export async function ProductFit({
  locale,
  groups,
  bestFor,
  learnMore,
}: {
  locale: Locale;
  groups: readonly { audience: ProductAudience; label: string }[];
  bestFor: Partial<Record<ProductId, string>>;
  learnMore: string;
}) {
  const products = await getProducts(locale);
  return (
    <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
      {groups.map((group) => {
        const items = products.filter((product) => product.type === group.audience);
        const id = `fit-${group.audience === 'workplace' ? 'enterprise' : 'consumer'}`;
        return (
          <section key={group.audience} aria-labelledby={`${id}-heading`}>
            <h3 id={`${id}-heading`} className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
              {group.label}
            </h3>
            <ul className={items.length === 4 ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4 grid gap-4'}>
              {items.map((product) => (
                <li key={product.id} className="flex gap-4 rounded-card border border-line bg-white p-5">
                  <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
                    <Icon name={product.icon} />
                  </span>
                  {/* The link keeps to the card's foot, so the links of a row line up. */}
                  <div className="flex flex-col">
                    <h4 className="font-bold text-brand-950">{product.name}</h4>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted">{bestFor[product.id]}</p>
                    <Link href={product.route} className="mt-auto inline-flex items-center gap-1 self-start pt-2 text-sm font-semibold text-brand-700 hover:underline">
                      {learnMore}
                      <span className="sr-only">: {product.name}</span>
                      <ArrowRight aria-hidden className="size-4" />
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** Under the consumer products' heading: the pharmacies that sell them, and the way to every self-test. */
async function SoldAt() {
  const t = await getTranslations('ProductRange');
  return (
    <div className="mt-6 xl:mt-10">
      <p className="text-sm font-semibold text-brand-950">{t('soldAt')}</p>
      {/* A list on a phone, so no mark shrinks below reading size or stands alone on a second row. */}
      <ul className="mt-3 grid gap-2 sm:flex sm:flex-wrap sm:items-center sm:gap-3">
        {retailers.map((retailer) => (
          <li key={retailer.id} className="flex justify-center rounded-xl bg-white px-3 py-2 shadow-card">
            {/* eslint-disable-next-line @next/next/no-img-element -- a local SVG word mark gains nothing from next/image */}
            <img src={`/images/retailers/${retailer.id}.svg`} alt={retailer.name} width={120} height={36} loading="lazy" decoding="async" className="h-8 w-auto sm:h-9" />
          </li>
        ))}
      </ul>
      <Link href={routes.healthcareTests} className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
        {t('allSelfTests')}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </div>
  );
}
