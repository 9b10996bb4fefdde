import { DocumentsLibrary } from '@/components/documents/documents-library';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { PageBanner } from '@/components/sections/hero';
import { documentsPage } from '@/content/pages/documents';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.documents, documentsPage.meta);

/** The instructions-for-use library (IVDR Annex I §20): every article's current document. */
export default async function DocumentsPage({ params }: PageProps<'/[locale]/documents'>) {
  const locale = await pageLocale(params);
  const page = inLocale(documentsPage, locale);
  return (
    <>
      <BreadcrumbsJsonLd path={routes.documents} locale={locale} />
      <PageBanner title={page.title} intro={page.intro} />
      <DocumentsLibrary locale={locale} />
    </>
  );
}
