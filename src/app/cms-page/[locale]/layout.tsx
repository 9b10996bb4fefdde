// The same document as every other page: <html lang>, header, footer, metadata defaults.
export { default, generateMetadata, generateStaticParams, viewport } from '../../[locale]/layout';

// Rendered again in the background at most once a day, like every page (the footer's year).
export const revalidate = 86400;

/**
 * The root of the pages made in the CMS, apart from `[locale]` so that unknown addresses there stay
 * unmatched (the complete 404 page) while a CMS page published after the build renders on demand.
 * Only the proxy sends requests here (a language and the address of a published CMS page); a
 * request for /cms-page/… itself is routed like any other address and ends at the 404 page.
 */
export const dynamicParams = true;
