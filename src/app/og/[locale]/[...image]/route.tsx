import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { getPageMeta, getSiteSettings } from '@/cms/content';
import { OpenGraphImage } from '@/components/og/open-graph-image';
import { isLocale } from '@/i18n/locales';
import { ogImageDescription, ogImageSize, ogImageTitle, pathFromOgImageSegments } from '@/lib/og-image';
import { renderedFile } from '@/server/cache/rendered-files';

/**
 * Every page's Open Graph image in both languages (/og/<locale>/<path>.png, see lib/og-image.ts),
 * drawn from the page's title and description (its content module's or its CMS page's) and the
 * company's name in the CMS. Rendered on the first request for a page and kept by a hash of those
 * texts (renderedFile), so a change in the CMS gives a new image and a path without a page costs a
 * lookup, never a file. The font is Inter from node_modules, so rendering makes no network request.
 */
// Literal paths: the bundler traces them as files (a path built from a pattern made it try to
// bundle every matching .woff as a module). Satori reads woff, not woff2.
async function loadFonts() {
  const [regular, bold, extraBold] = await Promise.all([
    readFile(join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-400-normal.woff')),
    readFile(join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-700-normal.woff')),
    readFile(join(process.cwd(), 'node_modules/@fontsource/inter/files/inter-latin-800-normal.woff')),
  ]);
  return [
    { name: 'Inter', data: regular, weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: bold, weight: 700 as const, style: 'normal' as const },
    { name: 'Inter', data: extraBold, weight: 800 as const, style: 'normal' as const },
  ];
}

let fonts: ReturnType<typeof loadFonts> | undefined;

export async function GET(_request: Request, { params }: RouteContext<'/og/[locale]/[...image]'>) {
  const { locale, image } = await params;
  const path = pathFromOgImageSegments(image);
  const meta = path !== null && isLocale(locale) ? await getPageMeta(path, locale) : undefined;
  if (path === null || !isLocale(locale) || !meta) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  fonts ??= loadFonts();
  const company = await getSiteSettings();
  const texts = { brand: company.name, title: ogImageTitle(meta.title, company.name), description: ogImageDescription(meta.description) };
  const png = await renderedFile('og-images', `${locale}${path === '/' ? '-index' : path.replaceAll('/', '-')}`, '.png', texts, async () => {
    const response = new ImageResponse(<OpenGraphImage {...texts} />, { ...ogImageSize, fonts: await fonts });
    return Buffer.from(await response.arrayBuffer());
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=0, must-revalidate' } });
}
