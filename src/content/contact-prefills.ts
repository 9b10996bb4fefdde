import type { Locale } from '@/i18n/locales';
import {
  findProductByReference,
  getHealthcareProducts,
  getManipulationControl,
  getMultiPanels,
  getSalivaTest,
  getSinglePanels,
} from '@/content/catalogue';
import type { ContactProductPrefills } from '@/lib/leads/contact-prefill';

/**
 * What `/contact?product=<article number or id>` fills in, for every catalogue product, keyed by
 * the lower-cased reference. Built at prerender time so the browser gets a small table instead of
 * the catalogue; the lookup itself stays the catalogue's findProductByReference. The browser reads
 * the table with resolveContactPrefill (own entries only; anything else in the URL is ignored).
 */
export function buildProductPrefills(
  locale: Locale,
  message: (values: { name: string; articleNr?: string }) => string,
): ContactProductPrefills {
  const references = [
    ...getSinglePanels(),
    ...getMultiPanels(),
    getSalivaTest(),
    getManipulationControl(),
    ...getHealthcareProducts(),
  ].flatMap((product) => [product.id, 'articleNr' in product ? product.articleNr : undefined]);
  const table: ContactProductPrefills = {};
  for (const reference of references) {
    if (!reference) continue;
    const product = findProductByReference(reference);
    if (!product) continue;
    table[reference.toLowerCase()] = {
      interest: product.interest,
      message: message({ name: product.name[locale], articleNr: product.articleNr }),
    };
  }
  return table;
}
