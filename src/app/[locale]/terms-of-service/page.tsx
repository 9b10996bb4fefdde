import { fillPlaceholdersIn } from '@/lib/placeholders';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { getPagePlaceholders } from '@/cms/content';
import { LegalPage } from '@/components/sections/legal-page';
import { termsOfServicePage } from '@/content/pages/terms-of-service';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.termsOfService, termsOfServicePage.meta);

/** The terms of use of the site (000 §2.1, linked from the footer); text in src/content/pages. */
export default async function TermsOfServicePage({ params }: PageProps<'/[locale]/terms-of-service'>) {
  const locale = await pageLocale(params);
  const page = fillPlaceholdersIn(inLocale(termsOfServicePage, locale), await getPagePlaceholders(locale));
  return (
    <>
      <BreadcrumbsJsonLd path={routes.termsOfService} locale={locale} />
      <LegalPage title={page.title} intro={page.intro} updated={page.updated} sections={page.sections} />
    </>
  );
}
