import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InstructionsView } from '@/components/documents/instructions-view';
import { DocumentBreadcrumbs, instructionsMetadata } from '@/components/documents/document-page';
import { archivedEditions, findInstructions } from '@/content/documents';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page';

/**
 * An earlier edition of an article's instructions, kept so the QR code of an old package still
 * leads to what shipped with it (the current edition lives at /documents/<article>).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return archivedEditions().map(({ article, version }) => ({ article: article.articleNr, version: version.version }));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/documents/[article]/v/[version]'>): Promise<Metadata> {
  const { locale, article, version } = await params;
  const instructions = findInstructions(article, version);
  if (!instructions || instructions.isCurrent) return {};
  return instructionsMetadata(instructions, (isLocale(locale) ? locale : 'en') as Locale);
}

export default async function ArchivedInstructionsPage({ params }: PageProps<'/[locale]/documents/[article]/v/[version]'>) {
  const locale = await pageLocale(params);
  const { article, version } = await params;
  const instructions = findInstructions(article, version);
  // The current edition has one address only: /documents/<article>.
  if (!instructions || instructions.isCurrent) notFound();
  return (
    <>
      <DocumentBreadcrumbs instructions={instructions} locale={locale} />
      <InstructionsView instructions={instructions} locale={locale} />
    </>
  );
}
