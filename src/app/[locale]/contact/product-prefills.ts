import type { Locale } from '@/i18n/locales';
import type { ContactPrefill } from '@/components/leads/contact-form';
import {
  findProductByReference,
  getHealthcareProducts,
  getManipulationControl,
  getMultiPanels,
  getSalivaTest,
  getSinglePanels,
} from '@/content/catalogue';

/**
 * What `/contact?product=<article number or id>` fills in, for every catalogue product, keyed by
 * the lower-cased reference. Built at prerender time so the browser gets a small table instead of
 * the catalogue; the lookup itself stays the catalogue's findProductByReference. A reference that
 * is not in the table is ignored, so nothing from the URL is ever echoed into the form.
 */
export function buildProductPrefills(
  locale: Locale,
  message: (values: { name: string; articleNr?: string }) => string,
): Record<string, ContactPrefill> {
  const references = [
    ...getSinglePanels(),
    ...getMultiPanels(),
    getSalivaTest(),
    getManipulationControl(),
    ...getHealthcareProducts(),
  ].flatMap((product) => [product.id, 'articleNr' in product ? product.articleNr : undefined]);
  const table: Record<string, ContactPrefill> = {};
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
