import type messages from '../../messages/en.json';
import { routes, type RoutePath } from './routes';

/**
 * The site's navigation, built from the route registry: the header's main links (the same list
 * on desktop and in the mobile panel) and the footer's columns. Labels are message keys of the
 * Header and Footer namespaces; product names are brands and stay as they are.
 */
type HeaderLabel = keyof (typeof messages)['Header'];
type FooterLabel = keyof (typeof messages)['Footer'];

export type HeaderNavItem = {
  path: RoutePath;
  label: HeaderLabel;
  /** A catalogue page whose mega-menu lists its sections. */
  menu?: { overview: HeaderLabel; catalogue: 'drugTests' | 'healthcareTests' };
};

export const headerNavigation: readonly HeaderNavItem[] = [
  { path: routes.solutions, label: 'solutions' },
  { path: routes.drugTests, label: 'drugTests', menu: { overview: 'allDrugTests', catalogue: 'drugTests' } },
  { path: routes.healthcareTests, label: 'healthcareTests', menu: { overview: 'allHealthcareTests', catalogue: 'healthcareTests' } },
  { path: routes.forEmployers, label: 'forEmployers' },
  { path: routes.forHealthcare, label: 'forHealthcare' },
  { path: routes.about, label: 'about' },
];

export type FooterLink = { path: RoutePath } & ({ label: FooterLabel } | { brand: string });

export const footerNavigation: readonly { heading: FooterLabel; links: readonly FooterLink[] }[] = [
  {
    heading: 'products',
    links: [
      { path: routes.productInstaclear, brand: 'InstaCLEAR' },
      { path: routes.productCircularTesting, brand: 'Circular Testing' },
      { path: routes.productVdt, label: 'vdt' },
      { path: routes.productHairAnalysis, label: 'hairAnalysis' },
      { path: routes.productInstacheck, brand: 'InstaCHECK' },
      { path: routes.productInstafind, brand: 'InstaFIND' },
      { path: routes.drugTests, label: 'drugTests' },
      { path: routes.healthcareTests, label: 'healthcareTests' },
      { path: routes.whitepapers, label: 'whitepapers' },
      { path: routes.documents, label: 'instructionsForUse' },
    ],
  },
  {
    heading: 'solutions',
    links: [
      { path: routes.solutionsWorkplace, label: 'workplace' },
      { path: routes.solutionsHealthcare, label: 'healthcare' },
      { path: routes.solutionsPublicSector, label: 'publicSector' },
      { path: routes.solutionsEducation, label: 'education' },
      { path: routes.forEmployers, label: 'forEmployers' },
      { path: routes.forHealthcare, label: 'forHealthcare' },
    ],
  },
  {
    heading: 'company',
    links: [
      { path: routes.about, label: 'about' },
      { path: routes.investors, label: 'investors' },
      { path: routes.news, label: 'news' },
      { path: routes.careers, label: 'careers' },
      { path: routes.innovativeHealthcare, label: 'innovativeHealthcare' },
      { path: routes.contact, label: 'contact' },
    ],
  },
];

export const legalNavigation: readonly { path: RoutePath; label: FooterLabel }[] = [
  { path: routes.privacyPolicy, label: 'privacy' },
  { path: routes.termsOfService, label: 'terms' },
  { path: routes.cookiePolicy, label: 'cookies' },
];
