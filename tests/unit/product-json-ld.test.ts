import { describe, expect, it } from 'vitest';
import { buildProductJsonLd } from '@/lib/product-json-ld';

describe('a product page’s structured data', () => {
  const product = { name: 'VDT', description: 'Drogtestning på distans.', category: 'Plattform för virtuell drogtestning' };

  it('names the page in its own language, with the company as brand and manufacturer', () => {
    const data = buildProductJsonLd(product, { path: '/products/vdt', locale: 'sv', company: 'Nordic Rapid Diagnostics' });
    expect(data).toMatchObject({ '@type': 'Product', name: 'VDT', category: product.category, url: 'https://www.nordicrapiddiagnostics.se/sv/products/vdt' });
    expect(data.brand.name).toBe('Nordic Rapid Diagnostics');
    expect(data.manufacturer).toEqual({ '@type': 'Organization', name: 'Nordic Rapid Diagnostics', url: 'https://www.nordicrapiddiagnostics.se' });
    expect(buildProductJsonLd(product, { path: '/products/vdt', locale: 'en', company: 'X' }).url).toBe('https://www.nordicrapiddiagnostics.se/products/vdt');
  });
});
