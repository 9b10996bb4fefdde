import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import type { Locale } from '@/i18n/locales';
import { CookieNotice, CookieNoticeScript } from './cookie-notice';
import { firstScreenEndId } from './first-screen';
import { PreviewBanner } from './preview-banner';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole document around a page: cookie notice, skip link, header, main and footer. Shared by
 * the locale layout and the global 404 page, which Next renders without any layout.
 */
export async function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Layout' });
  return (
    // The head script may mark <html> before React hydrates it (a notice closed earlier).
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        {/* The first frame waits for the whole first screen (see first-screen.tsx). */}
        <link rel="expect" href={`#${firstScreenEndId}`} blocking="render" />
        <CookieNoticeScript />
      </head>
      <body className="flex min-h-dvh flex-col bg-surface antialiased">
        {/* No i18n provider: client leaves get their texts (resolved on the server) as props. */}
        <CookieNotice locale={locale} />
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-brand-800 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <PreviewBanner locale={locale} />
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
