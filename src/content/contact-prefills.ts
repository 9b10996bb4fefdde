import type { Locale } from '@/i18n/locales';
import { productReferences, type Catalogue } from '@/content/catalogue';
import type { ContactProductPrefills } from '@/lib/leads/contact-prefill';

/**
 * What `/contact?product=<article number or id>` fills in, for every catalogue product, keyed by
 * the lower-cased reference. Built at prerender time so the browser gets a small table instead of
 * the catalogue, with the references findProductByReference knows. The browser reads
 * the table with resolveContactPrefill (own entries only; anything else in the URL is ignored).
 */
export function buildProductPrefills(
  catalogue: Catalogue,
  locale: Locale,
  message: (values: { name: string; articleNr?: string }) => string,
): ContactProductPrefills {
  const table: ContactProductPrefills = {};
  for (const product of productReferences(catalogue)) {
    for (const reference of [product.id, product.articleNr]) {
      if (reference) table[reference.toLowerCase()] = { interest: product.interest, message: message({ name: product.name[locale], articleNr: product.articleNr }) };
    }
  }
  return table;
}
