import type { Localized } from '@/i18n/localized';
import { routes, type BuiltRoutePath } from '@/lib/routes';

/**
 * The header's menu, the footer's texts and link columns and the legal links as first published
 * (000 §2.2, §2.3). What `seedCms` creates in an empty CMS; editors change them there.
 */
type Link = { page: BuiltRoutePath; label: Localized };
const link = (page: BuiltRoutePath, en: string, sv: string): Link => ({ page, label: { en, sv } });
/** A product's name is a brand: the same in both languages. */
const brand = (page: BuiltRoutePath, name: string): Link => link(page, name, name);

export interface NavigationSeed {
  header: (Link & { catalogue?: 'drugTests' | 'healthcareTests'; overview?: Localized })[];
  footerDescription: Localized;
  certification: Localized;
  footerColumns: { heading: Localized; links: Link[] }[];
  legal: Link[];
}

export const navigationSeed: NavigationSeed = {
  header: [
    link(routes.solutions, 'Solutions', 'Lösningar'),
    { ...link(routes.drugTests, 'Drug Tests', 'Drogtester'), catalogue: 'drugTests', overview: { en: 'All Drug Tests', sv: 'Alla drogtester' } },
    { ...link(routes.healthcareTests, 'Healthcare Tests', 'Hälsotester'), catalogue: 'healthcareTests', overview: { en: 'All Healthcare Tests', sv: 'Alla hälsotester' } },
    link(routes.forEmployers, 'For Employers', 'För arbetsgivare'),
    link(routes.forHealthcare, 'For Healthcare', 'För vården'),
    link(routes.about, 'About Us', 'Om oss'),
  ],
  footerDescription: { en: 'We develop and supply CE-marked rapid tests that give employers, healthcare providers and consumers reliable answers in minutes – for safer workplaces and healthier people across the Nordics.', sv: 'Vi utvecklar och levererar CE-\u2060märkta snabbtester som ger arbetsgivare, vårdgivare och konsumenter träffsäkra svar på några minuter – för säkrare arbetsplatser och friskare människor i hela Norden.' },
  certification: { en: 'ISO\u00a013485-certified quality management. Every device we sell is CE-marked under the EU regulation on in vitro diagnostic medical devices (IVDR); none is sold under its transitional provisions.', sv: 'Kvalitetsledningssystem certifierat enligt ISO\u00a013485. Alla produkter vi säljer är CE-\u2060märkta enligt EU:s förordning om medicintekniska produkter för in vitro-diagnostik (IVDR) – ingen säljs med stöd av förordningens övergångsbestämmelser.' },
  footerColumns: [
    {
      heading: { en: 'Products', sv: 'Produkter' },
      links: [
        brand(routes.productInstaclear, 'InstaCLEAR'),
        brand(routes.productCircularTesting, 'Circular Testing'),
        link(routes.productVdt, 'Virtual Drug Testing (VDT)', 'Virtuell drogtestning (VDT)'),
        link(routes.productHairAnalysis, 'Hair Analysis', 'Håranalys'),
        brand(routes.productInstacheck, 'InstaCHECK'),
        brand(routes.productInstafind, 'InstaFIND'),
        link(routes.drugTests, 'Drug Tests', 'Drogtester'),
        link(routes.healthcareTests, 'Healthcare Tests', 'Hälsotester'),
        link(routes.whitepapers, 'Whitepapers', 'Rapporter'),
        link(routes.documents, 'Instructions for Use', 'Bruksanvisningar'),
      ],
    },
    {
      heading: { en: 'Solutions', sv: 'Lösningar' },
      links: [
        link(routes.solutionsWorkplace, 'Workplace', 'Arbetsplatser'),
        link(routes.solutionsHealthcare, 'Healthcare', 'Hälso- och sjukvård'),
        link(routes.solutionsPublicSector, 'Public Sector', 'Offentlig sektor'),
        link(routes.solutionsEducation, 'Education', 'Utbildning'),
        link(routes.forEmployers, 'For Employers', 'För arbetsgivare'),
        link(routes.forHealthcare, 'For Healthcare', 'För vården'),
      ],
    },
    {
      heading: { en: 'Company', sv: 'Företaget' },
      links: [
        link(routes.about, 'About Us', 'Om oss'),
        link(routes.investors, 'Investors', 'Investerare'),
        link(routes.news, 'News', 'Nyheter'),
        link(routes.careers, 'Careers', 'Karriär'),
        link(routes.innovativeHealthcare, 'Innovative Healthcare', 'Innovativ vård'),
        link(routes.contact, 'Contact', 'Kontakt'),
      ],
    },
  ],
  legal: [
    link(routes.privacyPolicy, 'Privacy Policy', 'Integritetspolicy'),
    link(routes.termsOfService, 'Terms of Service', 'Användarvillkor'),
    link(routes.cookiePolicy, 'Cookie Policy', 'Cookiepolicy'),
  ],
};
