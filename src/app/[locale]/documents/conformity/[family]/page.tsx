import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ConformityView } from '@/components/documents/conformity-view';
import { ConformityBreadcrumbs, conformityMetadata } from '@/components/documents/document-page';
import { getDocumentArticles, getSiteSettings } from '@/cms/content';
import { documentFamilies } from '@/content/documents/articles';
import { getDeclaration, isDocumentFamily } from '@/content/documents/conformity';
import { conformityDocumentName } from '@/content/documents/paths';
import { pageLocale } from '@/i18n/page';
import { documentPdfSize } from '@/server/document-pdfs';

/** Every family's EU declaration of conformity, prerendered in both languages; any other family is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return documentFamilies.map((family) => ({ family }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/documents/conformity/[family]'>): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { family } = await params;
  if (!isDocumentFamily(family)) return {};
  return conformityMetadata(getDeclaration(await getDocumentArticles(), family), locale, (await getSiteSettings()).name);
}

export default async function ConformityPage({ params }: PageProps<'/[locale]/documents/conformity/[family]'>) {
  const locale = await pageLocale(params);
  const { family } = await params;
  if (!isDocumentFamily(family)) notFound();
  const declaration = getDeclaration(await getDocumentArticles(), family);
  return (
    <>
      <ConformityBreadcrumbs declaration={declaration} locale={locale} />
      <ConformityView declaration={declaration} locale={locale} company={await getSiteSettings()} pdfBytes={await documentPdfSize(conformityDocumentName(family), locale)} />
    </>
  );
}
