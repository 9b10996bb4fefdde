import type { PageMeta } from '@/i18n/page';
import { isFileRoute, routes, type FileRoutePath } from '@/lib/routes';
import { investorsPage } from './investors';

/**
 * Every page file's content module by its path (pages made of CMS blocks have their texts there): what the Open Graph images (app/og) and the
 * breadcrumbs (components/sections/breadcrumbs-json-ld.tsx) read titles from. A new page adds one
 * line here; the type demands an entry for every path of `builtRoutePaths`, and so does a unit test.
 */
export const pageContentByPath = {
  [routes.investors]: investorsPage,
} satisfies Record<FileRoutePath, { meta: PageMeta }>;

/** The title and description of a page with a file of its own, or undefined for any other path. */
export function pageMetaFor(path: string): PageMeta | undefined {
  return isFileRoute(path) ? (pageContentByPath as Record<string, { meta: PageMeta }>)[path]?.meta : undefined;
}
