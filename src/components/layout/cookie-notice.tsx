import { getTranslations } from 'next-intl/server';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/locales';
import { cookieNoticeHeadScript } from '@/lib/cookie-notice';
import { routes } from '@/lib/routes';
import { CookieNoticeDismiss } from './cookie-notice-dismiss';

/**
 * The site-wide cookie notice (000 §2.3 shows a consent element; its behaviour is ours to decide).
 * The site stores only strictly necessary items (see /cookie-policy), so there is nothing to
 * consent to: this informs, links the cookie policy and can be closed, which is remembered.
 *
 * It is a thin band at the very top of the page, in the document flow as GOV.UK places its cookie
 * banner, so it never covers content or form controls at any width and needs no focus trap. It is
 * server-rendered, hidden before the first paint for visitors who closed it (`CookieNoticeScript`),
 * so showing or hiding it never shifts the layout; only closing it does, in answer to the click.
 */
export async function CookieNotice({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CookieNotice' });
  return (
    <section id="cookie-notice" aria-label={t('label')} className="border-b border-brand-100 bg-brand-50 text-sm text-ink print:hidden">
      <div className="container-page flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
        <p className="leading-relaxed">
          {t('text')}{' '}
          <Link href={routes.cookiePolicy} className="font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('more')}
          </Link>
        </p>
        <CookieNoticeDismiss label={t('dismiss')} className={buttonVariants({ size: 'sm', className: 'self-start noscript:hidden sm:self-auto' })} />
      </div>
    </section>
  );
}

/** Hides a notice closed on an earlier visit before anything is painted; goes into <head>. */
export function CookieNoticeScript() {
  return <script dangerouslySetInnerHTML={{ __html: cookieNoticeHeadScript }} />;
}
