/**
 * Link previews and search (issue 17): every page's own Open Graph image and tags, a
 * BreadcrumbList on every page below home, the sitemap with alternates and robots.txt.
 */
import { siteConfig } from '../../src/config/site';
import { documentSitemapPaths } from '../../src/content/documents/sitemap';
import { pageContentByPath } from '../../src/content/pages';
import { builtRoutePaths } from '../../src/lib/routes';
import { expect, expectSecurityHeaders, localizedPath, locales, test } from './fixtures';

// The canonical origin is configuration (src/config/site.ts).
const origin = siteConfig.url;

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

test('every page in both languages has its own Open Graph image and tags', async ({ request }) => {
  const images = new Set<string>();
  for (const locale of locales) {
    for (const path of builtRoutePaths) {
      const url = localizedPath(path, locale);
      const html = await (await request.get(url)).text();
      const title = pageContentByPath[path].meta.title[locale];
      expect.soft(meta(html, 'og:title'), `og:title of ${url}`).toBe(title);
      expect.soft(meta(html, 'og:description'), `og:description of ${url}`).toBe(pageContentByPath[path].meta.description[locale]);
      expect.soft(meta(html, 'og:locale'), `og:locale of ${url}`).toBe(locale === 'sv' ? 'sv_SE' : 'en_GB');
      expect.soft(meta(html, 'twitter:card'), `twitter:card of ${url}`).toBe('summary_large_image');
      expect.soft(meta(html, 'og:image:width')).toBe('1200');
      expect.soft(meta(html, 'og:image:height')).toBe('630');
      const image = meta(html, 'og:image');
      expect(image, `og:image of ${url}`).toMatch(new RegExp(`^${origin}/og/${locale}/.+\\.png$`));
      expect.soft(meta(html, 'twitter:image')).toBe(image);
      images.add(image!);
    }
  }
  expect(images.size, 'one image per page and language').toBe(builtRoutePaths.length * locales.length);
});

test('the images are 1200 × 630 PNGs served with the security headers, whatever language is stored', async ({ request, page }) => {
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
  await page.goto('/sv/cookie-policy');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(new URL(image!).pathname).toBe('/og/sv/cookie-policy.png');
});

test('every page below home has a BreadcrumbList ending at itself; home has none', async ({ request }) => {
  for (const locale of locales) {
    for (const path of builtRoutePaths) {
      const url = localizedPath(path, locale);
      const html = await (await request.get(url)).text();
      const lists = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
        .map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement: { position: number; name: string; item: string }[] })
        .filter((data) => data['@type'] === 'BreadcrumbList');
      if (path === '/') {
        expect(lists, url).toEqual([]);
        continue;
      }
      expect(lists, url).toHaveLength(1);
      const items = lists[0]!.itemListElement;
      expect(items[0], url).toMatchObject({ position: 1, item: origin + localizedPath('/', locale) });
      const meta = pageContentByPath[path].meta;
      expect(items.at(-1), url).toEqual({ '@type': 'ListItem', position: items.length, name: (meta.breadcrumb ?? meta.title)[locale], item: origin + url });
    }
  }
});

test('the sitemap lists every built page in both languages with its alternates, and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of builtRoutePaths) {
    for (const locale of locales) expect(sitemap).toContain(`<loc>${origin}${localizedPath(path, locale)}</loc>`);
    expect(sitemap).toContain(`hreflang="sv" href="${origin}${localizedPath(path, 'sv')}"`);
  }
  // The instructions for use of every article (issue 18) are pages outside the route registry.
  for (const path of documentSitemapPaths()) expect(sitemap).toContain(`hreflang="sv" href="${origin}${localizedPath(path, 'sv')}"`);
  expect(sitemap.match(/<url>/g)).toHaveLength((builtRoutePaths.length + documentSitemapPaths().length) * locales.length);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
