import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { inter } from './fonts';
import type { Locale } from '@/i18n/locales';
import { CookieNotice, CookieNoticeScript } from './cookie-notice';
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
        {/* Chromium paints whenever its parser yields (it does at the first sprite <use>), so a first
            frame could hold half a header or a hero without its last column, which then moves.
            Hold the first frame until all of <main> is parsed: the target is an empty element after
            it, because Chromium releases rel=expect at its target's start tag (the spec says fully
            parsed; an empty element is both at once). Browsers without rel=expect ignore it. */}
        <link rel="expect" href="#main-end" blocking="render" />
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
        <ScrollToTop />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <div id="main-end" hidden />
        <SiteFooter />
      </body>
    </html>
  );
}
