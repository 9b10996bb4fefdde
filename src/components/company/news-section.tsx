import { getTranslations } from 'next-intl/server';
import { getNews, getPagePlaceholders } from '@/cms/content';
import { Section } from '@/components/sections/section';
import type { Locale } from '@/i18n/locales';
import { fillPlaceholdersIn } from '@/lib/placeholders';
import { NewsCards } from './news-cards';

/** The published news cards (CMS records), under a heading only screen readers announce. */
export async function NewsSection({ name, title, locale }: { name: string; title: string; locale: Locale }) {
  const [news, placeholders, t] = await Promise.all([getNews(locale), getPagePlaceholders(locale), getTranslations('Common')]);
  return (
    <Section name={name} title={title} hideHeading className="py-12 sm:py-16">
      <div className="container-page">
        <NewsCards items={fillPlaceholdersIn(news, placeholders)} newTabLabel={t('opensInNewTab')} />
      </div>
    </Section>
  );
}
