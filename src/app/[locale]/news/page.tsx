import { fillPlaceholdersIn } from '@/lib/placeholders';
import { getTranslations } from 'next-intl/server';
import { getNews, getPagePlaceholders } from '@/cms/content';
import { NewsCards } from '@/components/company/news-cards';
import { CallToActionBand } from '@/components/sections/call-to-action-band';
import { PageBanner } from '@/components/sections/hero';
import { HeroScene } from '@/components/sections/hero-scene';
import { Section } from '@/components/sections/section';
import { newsPage } from '@/content/pages/news';
import { inLocale } from '@/i18n/localized';
import { metadataFor, pageLocale } from '@/i18n/page';
import { routes } from '@/lib/routes';
import { BreadcrumbsJsonLd } from '@/components/sections/breadcrumbs-json-ld';
import { Icon } from '@/components/ui/icon';
import { documentHref } from '@/documents/paths';

export const generateMetadata = metadataFor(routes.news, newsPage.meta);

/** News (001 §2): four article cards – two press articles in a new tab, our home and about pages – and a press kit. */
export default async function NewsPage({ params }: PageProps<'/[locale]/news'>) {
  const locale = await pageLocale(params);
  const placeholders = await getPagePlaceholders(locale);
  const page = fillPlaceholdersIn(inLocale(newsPage, locale), placeholders);
  const items = fillPlaceholdersIn(await getNews(locale), placeholders);
  const t = await getTranslations('Common');

  return (
    <>
      <BreadcrumbsJsonLd path={routes.news} locale={locale} />
      <PageBanner art={<HeroScene path={routes.news} size="banner" />} title={page.title} intro={page.intro} />
      <Section name="articles" title={page.listTitle} hideHeading className="py-12 sm:py-16">
        <div className="container-page">
          <NewsCards items={items} newTabLabel={t('opensInNewTab')} />
        </div>
      </Section>
      <Section name="press-kit" tone="muted" title={page.pressKit.title} intro={page.pressKit.intro} className="py-12 sm:py-16">
        <ul className="container-page grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.pressKit.files.map((file) => (
            <li key={file.id}>
              <a
                href={file.target.kind === 'document' ? documentHref(file.target.name, locale) : file.target.path}
                download
                className="flex h-full gap-4 rounded-card border border-line bg-white p-5 shadow-card transition-colors hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={file.icon} className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-brand-950">
                    {file.title} <span className="text-sm font-normal text-ink-muted">({file.format})</span>
                  </span>
                  <span className="mt-1 block text-sm leading-relaxed text-ink-muted">{file.description}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <CallToActionBand {...page.press} />
    </>
  );
}
