/**
 * Company facts that are not in the spec. One place, fictional but plausible values (a visitor reads
 * and clicks them); change them here and every page, footer, PDF and structured-data block follows.
 */
/** The company's own domain: the site's origin and the e-mail address are built from it. */
const domain = 'nordicrapiddiagnostics.se';

export const siteConfig = {
  name: 'Nordic Rapid Diagnostics',
  shortName: 'NRD',
  /** Canonical origin used for absolute URLs (sitemap, hreflang, JSON-LD). */
  url: `https://www.${domain}`,
  email: `kontakt@${domain}`,
  /**
   * A number from the Stockholm range PTS keeps for fiction (08-465 004 00–99), so it can never
   * ring a real subscriber. Non-breaking spaces keep it on one line wherever it is shown.
   */
  phone: '+46\u00a08\u00a0465\u00a0004\u00a020',
  phoneHref: 'tel:+46846500420',
  address: {
    /** Fictional, but a real street of Norrmalm with its postcode. */
    street: 'Vasagatan 16',
    postalCode: '111\u00a020',
    city: 'Stockholm',
    country: 'Sweden',
    countryCode: 'SE',
  },
  /** 24-hour times as data (HH:MM); pages show them in their language's style (08.00 in Swedish). */
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
    url: 'https://www.ljungpartners.se/uppdrag/nordic-rapid-diagnostics',
  },
  /**
   * The trade press that wrote about us (the news page's press cards). Fictional outlets: their
   * names are set as plain text, never as another publication's logo. A publication's name is a
   * proper noun, the same on both language versions.
   */
  press: {
    healthTechnology: {
      name: { en: 'Nordisk Hälsoteknik', sv: 'Nordisk Hälsoteknik' },
      url: 'https://www.nordiskhalsoteknik.se/2023/09/snabbt-salivtest-for-droger-stockholm',
    },
    occupationalHealth: {
      name: { en: 'Företagshälsa Norden', sv: 'Företagshälsa Norden' },
      url: 'https://www.foretagshalsanorden.se/artiklar/circular-testing-sjukhusnatverk',
    },
  },
} as const;

export type SiteConfig = typeof siteConfig;
