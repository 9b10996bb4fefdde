import { fillPlaceholdersIn } from '@/lib/placeholders';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { getPagePlaceholders } from '@/cms/content';
import { LegalPage } from '@/components/sections/legal-page';
import { cookiePolicyPage } from '@/content/pages/cookie-policy';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.cookiePolicy, cookiePolicyPage.meta);

/** What the site stores in the browser (000 §2.1, §2.3); the cookie notice links here. */
export default async function CookiePolicyPage({ params }: PageProps<'/[locale]/cookie-policy'>) {
  const locale = await pageLocale(params);
  const page = fillPlaceholdersIn(inLocale(cookiePolicyPage, locale), await getPagePlaceholders(locale));
  return (
    <>
      <BreadcrumbsJsonLd path={routes.cookiePolicy} locale={locale} />
      <LegalPage title={page.title} intro={page.intro} updated={page.updated} sections={page.sections} />
    </>
  );
}
