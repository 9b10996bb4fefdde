/**
 * The route registry: every page path of the spec's route table (000 §2.1), plus the pages the
 * site adds. Menus, footer, sitemap and the end-to-end checks read this list, so a page added
 * here is linked and tested without further code.
 */
export const routes = {
  home: '/',
  contact: '/contact',
  products: '/products',
  productInstaclear: '/products/instaclear',
  productCircularTesting: '/products/circular-testing',
  productVdt: '/products/vdt',
  productHairAnalysis: '/products/hair-analysis',
  productInstacheck: '/products/instacheck',
  productInstafind: '/products/instafind',
  drugTests: '/drug-tests',
  healthcareTests: '/healthcare-tests',
  solutions: '/solutions',
  solutionsWorkplace: '/solutions/workplace',
  solutionsHealthcare: '/solutions/healthcare',
  solutionsPublicSector: '/solutions/public-sector',
  solutionsEducation: '/solutions/education',
  forEmployers: '/for-employers',
  forHealthcare: '/for-healthcare',
  about: '/about',
  investors: '/investors',
  news: '/news',
  careers: '/careers',
  innovativeHealthcare: '/innovative-healthcare',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  complianceChecklist: '/resources/compliance-checklist',
  whitepapers: '/resources/whitepapers',
  documents: '/documents',
  /** The search results (not in the sitemap, never indexed). */
  search: '/search',
} as const;

export type RouteKey = keyof typeof routes;
export type RoutePath = (typeof routes)[RouteKey];

/**
 * The lists below are frozen by a call marked pure, so a browser bundle that reads only `routes`
 * drops them (a bare array literal would leave a property read per entry behind).
 */

/** The paths of the spec's route table (000 §2.1), in its order. */
export const specRoutePaths: readonly RoutePath[] = /* @__PURE__ */ Object.freeze([
  routes.home,
  routes.contact,
  routes.products,
  routes.productInstaclear,
  routes.productCircularTesting,
  routes.productVdt,
  routes.productHairAnalysis,
  routes.productInstacheck,
  routes.productInstafind,
  routes.drugTests,
  routes.healthcareTests,
  routes.solutions,
  routes.solutionsWorkplace,
  routes.solutionsHealthcare,
  routes.solutionsPublicSector,
  routes.solutionsEducation,
  routes.forEmployers,
  routes.forHealthcare,
  routes.about,
  routes.investors,
  routes.news,
  routes.careers,
  routes.innovativeHealthcare,
]);

/**
 * The pages that are built: the site's own pages in the CMS (rendered by
 * app/cms-page/[locale]/[[...path]]), which its code links to, so editors change them but neither
 * move nor delete them. A path from the route table that is not built yet answers with the
 * localized 404 (never a placeholder page); add it here in the same change that seeds its page.
 * Editors may add pages at other paths too.
 */
export const builtRoutePaths = /* @__PURE__ */ Object.freeze([
  routes.home,
  routes.drugTests,
  routes.healthcareTests,
  routes.contact,
  routes.privacyPolicy,
  routes.termsOfService,
  routes.cookiePolicy,
  routes.complianceChecklist,
  routes.solutions,
  routes.solutionsWorkplace,
  routes.solutionsHealthcare,
  routes.solutionsPublicSector,
  routes.solutionsEducation,
  routes.forEmployers,
  routes.forHealthcare,
  routes.innovativeHealthcare,
  routes.about,
  routes.news,
  routes.careers,
  routes.investors,
  routes.productCircularTesting,
  routes.productVdt,
  routes.productHairAnalysis,
  routes.products,
  routes.productInstaclear,
  routes.productInstacheck,
  routes.productInstafind,
  routes.whitepapers,
  routes.documents,
] as const satisfies readonly RoutePath[]);

/** A path that has a page. */
export type BuiltRoutePath = (typeof builtRoutePaths)[number];

export function isBuilt(path: string): boolean {
  return (builtRoutePaths as readonly string[]).includes(path);
}
