/**
 * schema.org structured data for the catalogue pages: an `ItemList` of `Product` whose names,
 * descriptions and SKUs (article numbers) are exactly what the page shows.
 */
import { siteOrigin } from '@/config/site';

export type JsonLdProductInput = {
  name: string;
  description: string;
  /** Article number; healthcare self-tests have none. */
  sku?: string;
  /** Site-relative image path, made absolute with the site origin. */
  image?: string;
};

export type JsonLdProduct = {
  '@type': 'Product';
  name: string;
  description: string;
  sku?: string;
  image?: string;
  brand: { '@type': 'Brand'; name: string };
};

export type JsonLdItemList = {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  name: string;
  numberOfItems: number;
  itemListElement: { '@type': 'ListItem'; position: number; item: JsonLdProduct }[];
};

export function buildProductListJsonLd(listName: string, products: readonly JsonLdProductInput[], brand: string): JsonLdItemList {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: listName,
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        ...(product.sku ? { sku: product.sku } : {}),
        ...(product.image ? { image: new URL(product.image, siteOrigin).toString() } : {}),
        brand: { '@type': 'Brand', name: brand },
      },
    })),
  };
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">`. `<` is escaped so no text in
 * the catalogue can close the script element early.
 */
export function serializeJsonLd(data: JsonLdItemList): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
