/**
 * The site's canonical origin, for absolute URLs (sitemap, hreflang, JSON-LD, PDFs). A fact of the
 * deployment, not content: the company's name and contact details are edited in the CMS
 * (src/cms/globals/site-settings.ts).
 */
export const siteOrigin = 'https://www.nordicrapiddiagnostics.se';
