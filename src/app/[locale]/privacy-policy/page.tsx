import type { Metadata } from 'next';
import type { Locale } from '@/i18n/locales';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { PageBanner } from '@/components/ui/page-banner';
import { getPrivacyPolicy } from '@/content/legal/privacy-policy';
import { pageMetadata } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy-policy'>): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'PrivacyPolicyPage' });
  return pageMetadata({ locale, path: routes.privacyPolicy, title: t('metaTitle'), description: t('metaDescription') });
}

/** The privacy policy the contact form's consent links to; its text is in src/content/legal. */
export default async function PrivacyPolicyPage({ params }: PageProps<'/[locale]/privacy-policy'>) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('PrivacyPolicyPage');
  const format = await getFormatter();
  const policy = getPrivacyPolicy();
  const updated = format.dateTime(new Date(`${policy.updated}T12:00:00Z`), { dateStyle: 'long', timeZone: 'Europe/Stockholm' });

  return (
    <>
      <PageBanner title={t('title')} intro={t('intro')}>
        <p className="mt-4 text-sm text-brand-200">{t('updated', { date: updated })}</p>
      </PageBanner>

      <div className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="privacy-contents" className="h-fit lg:sticky lg:top-24">
          <h2 id="privacy-contents" className="text-sm font-semibold tracking-wider text-brand-700 uppercase">
            {t('contents')}
          </h2>
          <ol className="mt-4 space-y-2 border-l border-line text-sm">
            {policy.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-ink-muted hover:border-brand-500 hover:text-brand-800">
                  {section.heading[locale]}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl space-y-12">
          {policy.sections.map((section) => {
            const [first, ...rest] = section.paragraphs;
            return (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight text-brand-950">
                  {section.heading[locale]}
                </h2>
                {first && <p className="mt-4 leading-relaxed text-ink">{first[locale]}</p>}
                {section.items && (
                  <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-ink marker:text-brand-500">
                    {section.items.map((item) => (
                      <li key={item.en}>{item[locale]}</li>
                    ))}
                  </ul>
                )}
                {rest.map((paragraph) => (
                  <p key={paragraph.en} className="mt-4 leading-relaxed text-ink">
                    {paragraph[locale]}
                  </p>
                ))}
              </section>
            );
          })}
        </article>
      </div>
    </>
  );
}
