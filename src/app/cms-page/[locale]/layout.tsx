// The leaves CMS pages load on demand are listed in a client module. Imported here, that list
// travels in the layout's script, which every CMS page loads anyway; imported only by the blocks,
// it would be each page's own script, one more request (docs/decisions/turbopack-chunking.md).
import '@/components/lazy-leaves';

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
