import type { Metadata } from 'next';
import { JsonLd } from '@/components/ui/json-ld';
import { editionPath, instructionsPath, type Instructions } from '@/content/documents';
import type { Declaration } from '@/content/documents/conformity';
import { conformityPath } from '@/content/documents/paths';
import { getPageMeta } from '@/cms/content';
import { documentsPage } from '@/content/pages/documents';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { breadcrumbListJsonLd } from '@/lib/breadcrumbs';
import { ogImagePath, ogImageSize } from '@/lib/og-image';
import { absoluteUrl, pageMetadata } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

/** The page path of an edition: the short address for the current one. */
function pathOf(instructions: Instructions): string {
  const articleNr = instructions.article.articleNr;
  return instructions.isCurrent ? instructionsPath(articleNr) : editionPath(articleNr, instructions.version.version);
}

/** The library page's title (a page of the CMS). */
async function libraryMeta(locale: Locale) {
  const meta = await getPageMeta(routes.documents, locale);
  if (!meta) throw new Error('The document library has no page in the CMS');
  return meta;
}

/**
 * Title, description, canonical URL and alternates of an instructions page. The link preview is
 * the library's image (one per language). Earlier editions stay reachable but out of search
 * results, so a search never leads to a superseded text.
 */
export async function instructionsMetadata(instructions: Instructions, locale: Locale, siteName: string): Promise<Metadata> {
  const labels = documentsPage.article;
  const base = instructions.title[locale];
  const title = instructions.isCurrent ? base : `${base} (${labels.version[locale].toLowerCase()} ${instructions.version.version})`;
  const description = fill(labels.metaDescription[locale], {
    name: instructions.article.name[locale],
    articleNr: instructions.article.articleNr,
    version: instructions.version.version,
  });
  const metadata = await withLibraryImage(pageMetadata({ locale, path: pathOf(instructions), title, description, siteName }), locale);
  return { ...metadata, ...(instructions.isCurrent ? {} : { robots: { index: false, follow: true } }) };
}

/** A document page's metadata with the library's link preview (one image per language). */
async function withLibraryImage(metadata: Metadata, locale: Locale): Promise<Metadata> {
  const image = { url: absoluteUrl(ogImagePath(routes.documents, locale)), ...ogImageSize, alt: (await libraryMeta(locale)).title, type: 'image/png' };
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [image] }, twitter: { ...metadata.twitter, images: [image] } };
}

/** The title of a family's declaration of conformity page: 'EU declaration of conformity: Saliva tests'. */
export function conformityTitle(declaration: Declaration, locale: Locale): string {
  return fill(documentsPage.conformity.pageTitle[locale], { family: declaration.familyName[locale] });
}

/** Title, description, canonical URL and alternates of a declaration of conformity page, with the library's preview. */
export async function conformityMetadata(declaration: Declaration, locale: Locale, siteName: string): Promise<Metadata> {
  const description = fill(documentsPage.conformity.metaDescription[locale], { family: declaration.familyName[locale] });
  return withLibraryImage(pageMetadata({ locale, path: conformityPath(declaration.family), title: conformityTitle(declaration, locale), description, siteName }), locale);
}

/** BreadcrumbList: home, the library, the article (and the edition, for an earlier one). */
export async function DocumentBreadcrumbs({ instructions, locale }: { instructions: Instructions; locale: Locale }) {
  const articleNr = instructions.article.articleNr;
  const url = (path: string) => absoluteUrl(localizedPath(path, locale));
  const home = await getPageMeta('/', locale);
  const items = [
    { name: home?.breadcrumb ?? home?.title ?? '', url: url('/') },
    { name: (await libraryMeta(locale)).title, url: url(routes.documents) },
    { name: `${instructions.article.name[locale]} (${articleNr})`, url: url(instructionsPath(articleNr)) },
  ];
  if (!instructions.isCurrent) {
    items.push({ name: `${documentsPage.article.version[locale]} ${instructions.version.version}`, url: url(pathOf(instructions)) });
  }
  return <JsonLd data={breadcrumbListJsonLd(items)} />;
}

/** BreadcrumbList: home, the library, the declaration (/documents/conformity is no page of its own). */
export async function ConformityBreadcrumbs({ declaration, locale }: { declaration: Declaration; locale: Locale }) {
  const url = (path: string) => absoluteUrl(localizedPath(path, locale));
  const home = await getPageMeta('/', locale);
  const items = [
    { name: home?.breadcrumb ?? home?.title ?? '', url: url('/') },
    { name: (await libraryMeta(locale)).title, url: url(routes.documents) },
    { name: conformityTitle(declaration, locale), url: url(conformityPath(declaration.family)) },
  ];
  return <JsonLd data={breadcrumbListJsonLd(items)} />;
}
