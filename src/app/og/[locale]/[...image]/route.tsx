import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { getSiteSettings } from '@/cms/content';
import { OpenGraphImage } from '@/components/og/open-graph-image';
import { companyPlaceholders, withFigures } from '@/content/investors/format';
import { pageMetaFor } from '@/content/pages';
import { isLocale, locales } from '@/i18n/locales';
import { ogImageDescription, ogImageSegments, ogImageSize, ogImageTitle, pathFromOgImageSegments } from '@/lib/og-image';
import { builtRoutePaths } from '@/lib/routes';

/**
 * Every page's Open Graph image in both languages (/og/<locale>/<path>.png, see lib/og-image.ts),
 * prerendered at build from the page's title and description in its content module and the
 * company's name in the CMS (rendered again after the company details change). A page in
 * the route registry and the content index gets its image without code here. The font is Inter
 * from node_modules, so rendering makes no network request.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return builtRoutePaths.flatMap((path) => locales.map((locale) => ({ locale, image: ogImageSegments(path) })));
}

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
  const meta = path === null ? undefined : pageMetaFor(path);
  if (!isLocale(locale) || !meta) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

  fonts ??= loadFonts();
  const company = await getSiteSettings();
  const { title, description } = withFigures({ title: meta.title[locale], description: meta.description[locale] }, companyPlaceholders(locale, company));
  return new ImageResponse(<OpenGraphImage brand={company.name} title={ogImageTitle(title, company.name)} description={ogImageDescription(description)} />, {
    ...ogImageSize,
    fonts: await fonts,
  });
}
