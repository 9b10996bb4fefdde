/**
 * Company facts that are not in the spec. One place, fictional defaults on the reserved
 * example.com domain; change them here and every page, footer and structured-data block follows.
 */
export const siteConfig = {
  name: 'Nordic Rapid Diagnostics',
  shortName: 'NRD',
  /** Canonical origin used for absolute URLs (sitemap, hreflang, JSON-LD). */
  url: 'https://www.example.com',
  email: 'contact@example.com',
  phone: '+46 8 123 456 00',
  phoneHref: 'tel:+46812345600',
  address: {
    street: 'Exempelgatan 12',
    postalCode: '111 22',
    city: 'Stockholm',
    country: 'Sweden',
    countryCode: 'SE',
  },
  openingHours: {
    weekdays: { opens: '08:00', closes: '17:00' },
    weekend: null,
  },
  foundedYear: 2022,
  /**
   * All recruitment runs through this external partner (001 §2, Careers): the careers page links
   * to its site and accepts no direct applications.
   */
  recruitmentPartner: {
    name: 'Ljung & Partners Rekrytering',
    url: 'https://careers.example.com/nordic-rapid-diagnostics',
  },
} as const;

export type SiteConfig = typeof siteConfig;
