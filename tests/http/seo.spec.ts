/**
 * Link previews and search engines: the preview images, the sitemap with alternates and
 * robots.txt. Each page's own preview tags and breadcrumbs are checked by the crawl
 * (tests/http/crawl.spec.ts).
 */
import { siteOrigin } from '../../src/config/site';
import { documentSitemapPaths } from '../../src/content/documents/sitemap';
import { builtRoutePaths } from '../../src/lib/routes';
import { expect, expectSecurityHeaders, localizedPath, locales, test } from '../e2e/fixtures';
import { seededCatalogue } from '../../src/cms/seed/catalogue';
import { documentArticles } from '../../src/content/documents/articles';

// The canonical origin is configuration (src/config/site.ts).
const origin = siteOrigin;

/** The content of a `<meta property|name=…>` in an HTML document. */
function meta(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta[^>]+(?:property|name)="${key.replace(/[:]/g, '\\:')}"[^>]*>`).exec(html)?.[0];
  const content = tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
  return content?.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function pngSize(buffer: Buffer): { width: number; height: number } {
  expect(buffer.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

test('the images are 1200 × 630 PNGs served with the security headers, whatever language is stored', async ({ request }) => {
  for (const path of ['/og/en/index.png', '/og/sv/terms-of-service.png', '/og/sv/resources/compliance-checklist.png', '/og/en/cookie-policy.png']) {
    // A stored Swedish choice must not redirect an image (the proxy skips paths with an extension).
    const response = await request.get(path, { headers: { cookie: 'NEXT_LOCALE=sv' }, maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expectSecurityHeaders(response.headers(), path);
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
  expect((await request.get('/og/en/no-such-page.png')).status()).toBe(404);
  // The page's tag points at the image it serves.
  const html = await (await request.get('/sv/cookie-policy')).text();
  expect(new URL(meta(html, 'og:image')!).pathname).toBe('/og/sv/cookie-policy.png');
});

test('the sitemap lists every built page in both languages with its alternates, and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of builtRoutePaths) {
    for (const locale of locales) expect(sitemap).toContain(`<loc>${origin}${localizedPath(path, locale)}</loc>`);
    expect(sitemap).toContain(`hreflang="sv" href="${origin}${localizedPath(path, 'sv')}"`);
  }
  // The instructions for use of every article are pages outside the route registry.
  for (const path of documentSitemapPaths(documentArticles(seededCatalogue()))) expect(sitemap).toContain(`hreflang="sv" href="${origin}${localizedPath(path, 'sv')}"`);
  expect(sitemap.match(/<url>/g)).toHaveLength((builtRoutePaths.length + documentSitemapPaths(documentArticles(seededCatalogue())).length) * locales.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
