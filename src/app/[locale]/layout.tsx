import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { siteConfig } from '@/config/site';
import { routing } from '@/i18n/routing';
import { inter } from '../fonts';
import '../globals.css';

// Only /en (served unprefixed) and /sv exist; any other first segment is a plain 404.
export const dynamicParams = false;

// Pages stay static HTML, but are rendered again in the background at most once a day, so the
// footer's copyright year (and anything else dated) turns over without a redeploy.
export const revalidate = 86400;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<'/[locale]'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, locale) ? locale : routing.defaultLocale, namespace: 'Metadata' });
  return {
    metadataBase: new URL(siteConfig.url),
    // No default title: every page sets its own (pageMetadata), and the 404 page renders its
    // <title> itself because nested not-found pages cannot export metadata.
    description: t('defaultDescription'),
    applicationName: siteConfig.name,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#0f566a',
  width: 'device-width',
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('Layout');

  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-surface antialiased">
        {/* No i18n provider: client leaves get their texts (resolved on the server) as props. */}
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <ScrollToTop />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
      </body>
    </html>
  );
}
