import { getFormatter, getTranslations } from 'next-intl/server';
import { PageBanner } from '@/components/sections/hero';
import { LegalDocument } from '@/components/sections/legal-document';
import { privacyPolicyPage } from '@/content/pages/privacy-policy';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';

export const generateMetadata = metadataFor(routes.privacyPolicy, privacyPolicyPage.meta);

/** The privacy policy the contact form's consent links to; its text is in src/content/pages. */
export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = await pageLocale(params);
  const page = inLocale(privacyPolicyPage, locale);
  const t = await getTranslations('LegalDocument');
  const format = await getFormatter();
  const updated = format.dateTime(new Date(`${page.updated}T12:00:00Z`), { dateStyle: 'long', timeZone: 'Europe/Stockholm' });

  return (
    <>
      <PageBanner title={page.title} intro={page.intro}>
        <p className="mt-4 text-sm text-brand-200">{t('updated', { date: updated })}</p>
      </PageBanner>
      <LegalDocument contentsLabel={t('contents')} sections={page.sections} />
    </>
  );
}
