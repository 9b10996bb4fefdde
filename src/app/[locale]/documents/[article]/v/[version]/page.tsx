import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { InstructionsView } from '@/components/documents/instructions-view';
import { DocumentBreadcrumbs, instructionsMetadata } from '@/components/documents/document-page';
import { getInstructions, getPublishedEditions, getSiteSettings } from '@/cms/content';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page';
import { editionPdfSize } from '@/server/edition-pdfs';

/**
 * One edition of an article's instructions at its permanent address, so the QR code of an old
 * package still leads to what shipped with it. The current edition shows here too, with
 * /documents/<article> as its canonical address; when a later edition is published, the pages read
 * the editions anew (their cache tag) and this address shows the earlier edition with its notice.
 * Every edition published at build time is prerendered; one published later gets its address at
 * the next build (until then its page is /documents/<article>).
 */
export async function generateStaticParams() {
  return Object.entries(await getPublishedEditions()).flatMap(([article, editions]) => editions.map((edition) => ({ article, version: edition.version })));
}

export async function generateMetadata({ params }: PageProps<'/[locale]/documents/[article]/v/[version]'>): Promise<Metadata> {
  const { locale, article, version } = await params;
  const instructions = await getInstructions(article, version);
  if (!instructions) return {};
  return instructionsMetadata(instructions, (isLocale(locale) ? locale : 'en') as Locale, (await getSiteSettings()).name);
}

export default async function ArchivedInstructionsPage({ params }: PageProps<'/[locale]/documents/[article]/v/[version]'>) {
  const locale = await pageLocale(params);
  const { article, version } = await params;
  const instructions = await getInstructions(article, version);
  if (!instructions) notFound();
  return (
    <>
      <DocumentBreadcrumbs instructions={instructions} locale={locale} />
      <InstructionsView instructions={instructions} locale={locale} pdfBytes={await editionPdfSize(instructions, locale)} />
    </>
  );
}
