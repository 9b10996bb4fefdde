import { siteOrigin } from '@/config/site';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

/**
 * schema.org `Product` for a product's own page: its name, description and category from the
 * product record (the same the catalogue cards show), the company as brand and manufacturer, and
 * the page's address in the page's language. No offers: the site sells nothing online (001 §1).
 */
export function buildProductJsonLd(product: { name: string; description: string; category: string }, page: { path: string; locale: Locale; company: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category,
    url: new URL(localizedPath(page.path, page.locale), siteOrigin).toString(),
    brand: { '@type': 'Brand', name: page.company },
    manufacturer: { '@type': 'Organization', name: page.company, url: siteOrigin },
  };
}
