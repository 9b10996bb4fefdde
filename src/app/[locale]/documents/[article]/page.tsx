import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InstructionsView } from '@/components/documents/instructions-view';
import { DocumentBreadcrumbs, instructionsMetadata } from '@/components/documents/document-page';
import { getInstructions, getPublishedCatalogue, getSiteSettings } from '@/cms/content';
import { documentArticles } from '@/content/documents';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page';
import { editionPdfSize } from '@/server/edition-pdfs';

/**
 * Every article's current instructions for use, prerendered in both languages; an article the
 * catalogue gains later is rendered on its first visit, once its first edition is published.
 * Anything else is a 404.
 */
export async function generateStaticParams() {
  return documentArticles(await getPublishedCatalogue()).map((article) => ({ article: article.articleNr }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/documents/[article]'>): Promise<Metadata> {
  const { locale, article } = await params;
  const instructions = await getInstructions(article);
  if (!instructions) return {};
  return instructionsMetadata(instructions, (isLocale(locale) ? locale : 'en') as Locale, (await getSiteSettings()).name);
}

export default async function InstructionsPage({ params }: PageProps<'/[locale]/documents/[article]'>) {
  const locale = await pageLocale(params);
  const { article } = await params;
  const instructions = await getInstructions(article);
  if (!instructions) notFound();
  return (
    <>
      <DocumentBreadcrumbs instructions={instructions} locale={locale} />
      <InstructionsView instructions={instructions} locale={locale} pdfBytes={await editionPdfSize(instructions, locale)} />
    </>
  );
}
