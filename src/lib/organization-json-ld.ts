import { siteOrigin } from '@/config/site';
import type { SiteSettings } from '@/lib/site-settings';

/** schema.org Organization from the company's details: name, contact, founding year, address. */
export function organizationJsonLd(company: SiteSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: siteOrigin,
    email: company.email,
    telephone: company.phone,
    foundingDate: String(company.foundedYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: company.address.countryCode,
    },
  };
}
