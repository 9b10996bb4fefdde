import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { PageBanner } from './hero';
import { LegalDocument, type DocumentSection } from './legal-document';
import { formatDay } from '@/lib/format-date';

/**
 * A whole legal page (privacy policy, terms, cookie policy): the banner with its title, intro and
 * 'last updated' date, then the document with its table of contents.
 */
export async function LegalPage({
  locale,
  title,
  intro,
  updated,
  sections,
}: {
  locale: Locale;
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) of the last change; a draft may not have one yet. */
  updated?: string;
  sections: readonly DocumentSection[];
}) {
  const t = await getTranslations('LegalDocument');

  return (
    <>
      <PageBanner title={title} intro={intro}>
        <UpdatedNote updated={updated} locale={locale} />
      </PageBanner>
      <LegalDocument contentsLabel={t('contents')} sections={sections} />
    </>
  );
}

/** 'Last updated 23 November 2026' under a banner's introduction; nothing while a draft has no date. */
export async function UpdatedNote({ updated, locale }: { updated?: string; locale: Locale }) {
  if (!updated) return null;
  const t = await getTranslations('LegalDocument');
  const date = formatDay(updated, locale);
  return <p className="mt-4 text-sm text-ink-muted">{t('updated', { date })}</p>;
}
