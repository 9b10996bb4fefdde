import { siteOrigin } from '@/config/site';

/**
 * schema.org `Product` for a product landing page: the name, description and category the page
 * shows, the brand, and the page's URL. No offers: the site sells nothing online (001 §1).
 */
export function buildProductJsonLd(product: { name: string; description: string; category: string; url: string; image?: string; brand: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    category: product.category,
    url: new URL(product.url, siteOrigin).toString(),
    ...(product.image ? { image: new URL(product.image, siteOrigin).toString() } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    manufacturer: { '@type': 'Organization', name: product.brand },
  };
}
