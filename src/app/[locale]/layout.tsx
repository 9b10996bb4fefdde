import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { SiteDocument } from '@/components/layout/site-document';
import { getPublishedMarketingFigures, getSiteSettings } from '@/cms/content';
import { siteOrigin } from '@/config/site';
import { defaultLocale, isLocale, locales } from '@/i18n/locales';
import { siteViewport } from '@/lib/page-metadata';
import '../globals.css';

// Only /en (served unprefixed) and /sv exist; any other first segment is a plain 404. This holds
// for every page below: a page not prerendered at build is never rendered on demand.
export const dynamicParams = false;

// Pages stay static HTML, but are rendered again in the background at most once a day, so the
// footer's copyright year (and anything else dated) turns over without a redeploy.
export const revalidate = 86400;

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: isLocale(locale) ? locale : defaultLocale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteOrigin),
    // No default title: every page sets its own (pageMetadata), the 404 page (global-not-found) too.
    description: t('defaultDescription', { minutes: (await getPublishedMarketingFigures()).resultMinutes }),
    applicationName: (await getSiteSettings()).name,
    formatDetection: { telephone: false },
  };
}

export const viewport = siteViewport;

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);

  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
