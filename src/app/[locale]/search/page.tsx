import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { after } from 'next/server';
import { SearchResults } from '@/components/search/search-results';
import { isLocale, type Locale } from '@/i18n/locales';
import { pageLocale } from '@/i18n/page';
import { languageAlternates } from '@/lib/page-metadata';
import { maxQueryLength, resultsPageLimit } from '@/lib/search/query';
import { routes } from '@/lib/routes';
import { getSiteSettings } from '@/cms/content';
import { recordSearchMiss, searchSite } from '@/server/search/site-search';

/**
 * The search results (`/search?q=…`): rendered for each query on the server, so they work without
 * JavaScript. Its own route, not a CMS page: its content is the query's. Never indexed.
 */
type SearchPageProps = PageProps<'/[locale]/search'>;

function queryOf(searchParams: Awaited<SearchPageProps['searchParams']>): { query: string; shortened: boolean } {
  const raw = searchParams.q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  return { query: query.slice(0, maxQueryLength), shortened: query.length > maxQueryLength };
}

export async function generateMetadata({ params, searchParams }: SearchPageProps): Promise<Metadata> {
  const { locale: segment } = await params;
  const locale: Locale = isLocale(segment) ? segment : 'en';
  const t = await getTranslations({ locale, namespace: 'Search' });
  const { query } = queryOf(await searchParams);
  const title = query ? t('pageTitleWithQuery', { query }) : t('pageTitle');
  return {
    title: { absolute: `${title} | ${(await getSiteSettings()).name}` },
    description: t('pageDescription'),
    robots: { index: false, follow: true },
    alternates: { languages: languageAlternates(routes.search) },
  };
}

export default async function SearchPage({ params, searchParams }: SearchPageProps) {
  const locale = await pageLocale(params);
  const { query, shortened } = queryOf(await searchParams);
  const response = query ? await searchSite(query, locale, resultsPageLimit).catch((error: unknown) => (console.error('Site search failed', error), 'unavailable' as const)) : undefined;
  if (typeof response === 'object' && response.total === 0) after(() => recordSearchMiss(query, locale));
  return <SearchResults locale={locale} query={query} shortened={shortened} response={response} />;
}
