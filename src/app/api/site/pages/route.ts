import { getPublishedPagePaths } from '@/cms/content';

export const dynamic = 'force-dynamic';

/**
 * The addresses of the published CMS pages (what the sitemap lists too): the site server asks for
 * them every second, so a page published after the build is routed to its renderer
 * (src/server/cache/cms-page-paths.ts). One cached read, renewed by a publish.
 */
export async function GET(): Promise<Response> {
  return Response.json(await getPublishedPagePaths(), { headers: { 'cache-control': 'no-store' } });
}
