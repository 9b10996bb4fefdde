import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InstructionsView } from '@/components/documents/instructions-view';
import { DocumentBreadcrumbs, instructionsMetadata } from '@/components/documents/document-page';
import { getInstructions, getPublishedEditions } from '@/cms/content';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page';
import { editionPdfSize } from '@/server/edition-pdfs';

/**
 * An earlier edition of an article's instructions, kept so the QR code of an old package still
 * leads to what shipped with it (the current edition lives at /documents/<article>). The editions
 * superseded at build time are prerendered; one superseded by a later publish is rendered on its
 * first request.
 */
export const dynamicParams = true;

export async function generateStaticParams() {
  return Object.entries(await getPublishedEditions()).flatMap(([article, editions]) => editions.slice(0, -1).map((edition) => ({ article, version: edition.version })));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/documents/[article]/v/[version]'>): Promise<Metadata> {
  const { locale, article, version } = await params;
  const instructions = await getInstructions(article, version);
  if (!instructions || instructions.isCurrent) return {};
  return instructionsMetadata(instructions, (isLocale(locale) ? locale : 'en') as Locale);
}

export default async function ArchivedInstructionsPage({ params }: PageProps<'/[locale]/documents/[article]/v/[version]'>) {
  const locale = await pageLocale(params);
  const { article, version } = await params;
  const instructions = await getInstructions(article, version);
  // The current edition has one address only: /documents/<article>.
  if (!instructions || instructions.isCurrent) notFound();
  return (
    <>
      <DocumentBreadcrumbs instructions={instructions} locale={locale} />
      <InstructionsView instructions={instructions} locale={locale} pdfBytes={await editionPdfSize(instructions, locale)} />
    </>
  );
}
