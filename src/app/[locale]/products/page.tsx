import { ArrowRight } from '@/components/ui/lucide';
import { getTranslations } from 'next-intl/server';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { ComparisonTable } from '@/components/sections/comparison-table';
import { Faq } from '@/components/sections/faq';
import { Hero } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { ProductCard } from '@/components/sections/product-card';
import { Section } from '@/components/sections/section';
import { Icon } from '@/components/ui/icon';
import { JsonLd } from '@/components/ui/json-ld';
import { getProducts, getSiteSettings } from '@/cms/content';
import { productsPage } from '@/content/pages/products';
import { inLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import { metadataFor, pageLocale } from '@/i18n/page';
import { buildProductListJsonLd } from '@/lib/catalogue/json-ld';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.products, productsPage.meta);

/**
 * The products overview (001 §2 'Products page'): hero, the product details (4 workplace and 2
 * consumer cards), the 'find the right fit' grid, the comparison table, FAQ and a call to action.
 */
export default async function ProductsPage({ params }: PageProps<'/[locale]/products'>) {
  const locale = await pageLocale(params);
  const page = inLocale(productsPage, locale);
  const t = await getTranslations('Common');
  const products = await getProducts(locale);
  const workplace = products.filter((product) => product.type === 'workplace');
  const consumer = products.filter((product) => product.type === 'consumer');
  const groups = [
    { id: 'workplace', ...page.details.workplace, items: workplace },
    { id: 'consumer', ...page.details.consumer, items: consumer },
  ];
  const fitGroups = [
    { id: 'fit-enterprise', label: page.fit.enterpriseLabel, items: workplace },
    { id: 'fit-consumer', label: page.fit.consumerLabel, items: consumer },
  ];

  return (
    <>
      <JsonLd
        data={buildProductListJsonLd(
          page.meta.breadcrumb ?? page.meta.title,
          products.map((product) => ({ name: product.name, description: product.description })),
          (await getSiteSettings()).name,
        )}
      />
      <BreadcrumbsJsonLd path={routes.products} locale={locale} />
      <Hero art={<HeroScene path={routes.products} />} {...page.hero} />

      <Section name="product-details" anchor="product-details" title={page.details.title} intro={page.details.intro}>
        <div className="space-y-14">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`${group.id}-heading`}>
              <div className="max-w-2xl">
                <h3 id={`${group.id}-heading`} className="text-2xl font-bold text-brand-950">
                  {group.title}
                </h3>
                <p className="mt-2 text-ink-muted">{group.intro}</p>
              </div>
              <ul className={group.items.length === 4 ? 'mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-4' : 'mt-6 grid gap-6 md:grid-cols-2'}>
                {group.items.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} featuresLabel={page.details.featuresLabel} learnMore={page.details.learnMore} comingSoon={page.details.comingSoon} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section name="fit" tone="muted" title={page.fit.title} intro={page.fit.intro}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          {fitGroups.map((group) => (
            <section key={group.id} aria-labelledby={`${group.id}-heading`}>
              <h3 id={`${group.id}-heading`} className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
                {group.label}
              </h3>
              <ul className={group.items.length === 4 ? 'mt-4 grid gap-4 sm:grid-cols-2' : 'mt-4 grid gap-4'}>
                {group.items.map((product) => (
                  <li key={product.id} className="flex gap-4 rounded-card border border-line bg-white p-5">
                    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700 [&_svg]:size-5">
                      <Icon name={product.icon} />
                    </span>
                    <div>
                      <h4 className="font-bold text-brand-950">{product.name}</h4>
                      <p className="mt-1 text-sm leading-relaxed text-ink-muted">{page.fit.bestFor[product.id]}</p>
                      <Link href={product.route} className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
                        {page.fit.learnMore}
                        <span className="sr-only">: {product.name}</span>
                        <ArrowRight aria-hidden className="size-4" />
                      </Link>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>

      <Section name="comparison" title={page.comparison.title} intro={page.comparison.intro}>
        <ComparisonTable table={page.comparison.table} yes={t('yes')} no={t('no')} />
      </Section>

      <Section name="faq" tone="brand" title={page.faq.title}>
        <Faq name="products-faq" items={page.faq.items} />
      </Section>

      <CallToActionBand {...page.cta} />
    </>
  );
}
