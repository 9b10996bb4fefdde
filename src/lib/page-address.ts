import { cmsPageSegment } from '@/i18n/paths';
import { builtRoutePaths } from './routes';

/** First segments that belong to the site's machinery or to routes of their own, never to a page. */
const reservedFirstSegments = new Set(['sv', 'en', 'api', 'admin', 'downloads', 'og', 'documents', 'search', 'form-rejected', cmsPageSegment]);

/** `true`, or why a page made in the CMS cannot have this (English) address. */
export function pagePathProblem(path: unknown): true | string {
  // The site's own CMS pages (home at /, the document library at /documents) keep the address its code links to.
  if ((builtRoutePaths as readonly unknown[]).includes(path)) return true;
  if (typeof path !== 'string' || !/^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,3}$/u.test(path)) {
    return 'An address of lowercase words joined by hyphens, one to three levels deep, e.g. /solutions/transport.';
  }
  if (reservedFirstSegments.has(path.split('/')[1]!)) return `Addresses under /${path.split('/')[1]} belong to the site itself.`;
  return true;
}
