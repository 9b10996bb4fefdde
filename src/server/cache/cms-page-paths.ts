import { errorMessage, log } from '../log';

/** Where the server reads the published CMS pages' addresses (src/app/api/site/pages). */
export const cmsPagePathsRoute = '/api/site/pages';

/**
 * The addresses of the published CMS pages, as this server last read them. The site server marks a
 * request for one (src/server/http/site-server.ts) and the proxy routes it to the CMS page renderer;
 * any other address never reaches that renderer, so it gets the site's complete 404 page and leaves
 * nothing in Next's cache. Read through this server every second, so a publish here or on another
 * server (whose revalidation this one replays) is routed within two seconds.
 */
export class CmsPagePaths {
  private paths: ReadonlySet<string> = new Set();

  has(path: string): boolean {
    return this.paths.has(path);
  }

  /** Reads the addresses through the server at `origin`; on a failure the last ones stay. */
  async refresh(origin: string): Promise<void> {
    try {
      const response = await fetch(new URL(cmsPagePathsRoute, origin));
      if (!response.ok) throw new Error(`${cmsPagePathsRoute} answered ${response.status}`);
      const paths: unknown = await response.json();
      if (Array.isArray(paths)) this.paths = new Set(paths.filter((path): path is string => typeof path === 'string'));
    } catch (error) {
      log('error', 'cms-pages-read-failed', { message: errorMessage(error) });
    }
  }

  /** Reads again every `intervalMs`; returns a function that stops. */
  follow(origin: string, intervalMs = 1000): () => void {
    const timer = setInterval(() => void this.refresh(origin), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
