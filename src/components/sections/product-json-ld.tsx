import { JsonLd } from '@/components/ui/json-ld';
import { getProduct, getSiteSettings } from '@/cms/content';
import type { Locale } from '@/i18n/locales';
import { buildProductJsonLd } from '@/lib/product-json-ld';

/** A product page's schema.org `Product`, from the product's record in the CMS. */
export async function ProductJsonLd({ product, path, locale }: { product: Parameters<typeof getProduct>[0]; path: string; locale: Locale }) {
  const [record, { name: company }] = await Promise.all([getProduct(product, locale), getSiteSettings()]);
  return <JsonLd data={buildProductJsonLd(record, { path, locale, company })} />;
}
