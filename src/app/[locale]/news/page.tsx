import { getTranslations } from 'next-intl/server';
import { NewsCards } from '@/components/company/news-cards';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { PageBanner } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { Section } from '@/components/sections/section';
import { companyPlaceholders, withFigures } from '@/content/investors/format';
import { newsPage } from '@/content/pages/news';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';

export const generateMetadata = metadataFor(routes.news, newsPage.meta);

/** News (001 §2): four article cards – two press articles in a new tab, our home and about pages. */
export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  const locale = await pageLocale(params);
  const page = withFigures(inLocale(newsPage, locale), companyPlaceholders(locale));
  const t = await getTranslations('Common');

  return (
    <>
      <BreadcrumbsJsonLd path={routes.news} locale={locale} />
      <PageBanner art={<HeroScene path={routes.news} size="banner" />} title={page.title} intro={page.intro} />
      <Section name="articles" title={page.listTitle} hideHeading className="py-12 sm:py-16">
        <div className="container-page">
          <NewsCards items={page.items} newTabLabel={t('opensInNewTab')} />
        </div>
      </Section>
      <CallToActionBand {...page.press} />
    </>
  );
}
