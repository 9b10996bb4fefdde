import { fillPlaceholdersIn } from '@/lib/placeholders';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { getPagePlaceholders } from '@/cms/content';
import { LegalPage } from '@/components/sections/legal-page';
import { privacyPolicyPage } from '@/content/pages/privacy-policy';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.privacyPolicy, privacyPolicyPage.meta);

/** The privacy policy the contact form's consent links to; its text is in src/content/pages. */
export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await pageLocale(params);
  const page = fillPlaceholdersIn(inLocale(privacyPolicyPage, locale), await getPagePlaceholders(locale));
  return (
    <>
      <BreadcrumbsJsonLd path={routes.privacyPolicy} locale={locale} />
      <LegalPage title={page.title} intro={page.intro} updated={page.updated} sections={page.sections} />
    </>
  );
}
