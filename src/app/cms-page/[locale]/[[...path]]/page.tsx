import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFilledPage, getPageMeta, getPublishedPagePaths, getSiteSettings } from '@/cms/content';
import { FigureSources } from '@/components/sections/figure-sources';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { RenderBlocks } from '@/components/sections/render-blocks';
import { isLocale, locales } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page';
import { pageMetadata } from '@/lib/page-metadata';
import { documentPdfSize } from '@/server/document-pdfs';
import { organizationJsonLd } from '@/lib/organization-json-ld';

/**
 * Every page made of blocks in the CMS, in both languages: prerendered at build, and a page
 * published later rendered on its first request. Visitors use the page's own address: the proxy
 * routes a request here only for an address the site server knows as a published CMS page
 * (src/server/cache/cms-page-paths.ts), so an unknown address gets the complete 404 page instead.
 */
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  if (!isLocale(params.locale)) return [];
  return (await getPublishedPagePaths()).map((path) => ({ path: path === '/' ? [] : path.slice(1).split('/') }));
}

/** The page's address; the home page has no segments. */
const pathOf = (segments: string[] = []) => `/${segments.map((segment) => decodeURIComponent(segment)).join('/')}`;

export async function generateMetadata({ params }: PageProps<'/cms-page/[locale]/[[...path]]'>): Promise<Metadata> {
  const { locale, path: segments } = await params;
  const language = isLocale(locale) ? locale : locales[0];
  const path = pathOf(segments);
  const meta = await getPageMeta(path, language);
  if (!meta) return {};
  return pageMetadata({ locale: language, path, title: meta.title, description: meta.description, siteName: (await getSiteSettings()).name });
}

export default async function CmsPage({ params }: PageProps<'/cms-page/[locale]/[[...path]]'>) {
  const locale = await pageLocale(params);
  const path = pathOf((await params).path);
  const filled = await getFilledPage(path, locale, { noteMarks: true });
  if (!filled) notFound();
  const { page, notes, products } = filled;
  return (
    <>
      <BreadcrumbsJsonLd path={path} locale={locale} />
      {page.aboutCompany && <JsonLd data={organizationJsonLd(await getSiteSettings())} />}
      <RenderBlocks blocks={page.layout} path={path} locale={locale} documentSize={documentPdfSize} name={page.breadcrumb || page.title} products={products} />
      <FigureSources notes={notes} locale={locale} />
    </>
  );
}
