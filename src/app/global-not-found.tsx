import { FileText, Home, LayoutGrid } from '@/components/ui/lucide';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { getSiteSettings } from '@/cms/content';
import { AttemptedPath } from '@/components/errors/attempted-path';
import { FirstScreenEnd } from '@/components/layout/first-screen';
import { SearchForm } from '@/components/search/search-form';
import { SiteDocument } from '@/components/layout/site-document';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales';
import { siteViewport } from '@/lib/page-metadata';
import { routes } from '@/lib/routes';
import { displayPath, requestPathHeader } from '@/server/http/request-policy';
import './globals.css';

/**
 * The 404 page (000 §2.7) for every path without a page, in both languages. Next renders it
 * directly, without layouts, so it is a whole document. Its language is the one the proxy resolved
 * for the request: `/sv/…` is Swedish, anything else English (also paths the proxy skips, such as
 * `/file.txt`). Unlike `notFound()` from a catch-all page, which only sends an empty shell that
 * JavaScript fills in (vercel/next.js#62228), this arrives as complete HTML.
 */
async function requestLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await requestLocale(), namespace: 'NotFound' });
  // The brand suffix every other page's title has (lib/page-metadata).
  return { title: `${t('title')} | ${(await getSiteSettings()).name}`, description: t('description') };
}

export const viewport = siteViewport;

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  setRequestLocale(locale);
  const t = await getTranslations('NotFound');
  const requestPath = (await headers()).get(requestPathHeader);
  return (
    <SiteDocument locale={locale}>
      <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
        <p className="text-7xl font-extrabold tracking-tight text-brand-700 sm:text-8xl" aria-hidden>
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('heading')}</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-muted">{t('description')}</p>
        {requestPath !== null && (
          <p className="mt-6 flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted">
            <span>{t('attemptedPath')}</span>
            <AttemptedPath path={displayPath(requestPath)} logMessage={t('logMessage')} />
          </p>
        )}
        <div className="mt-10 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href={routes.home} className={buttonVariants({ size: 'lg' })}>
            <Home aria-hidden />
            {t('home')}
          </Link>
          <Link href={routes.products} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <LayoutGrid aria-hidden />
            {t('allProducts')}
          </Link>
        </div>
        {/* A pack's printed address that no longer works lands here: the test and its instructions are one search away. */}
        <p className="mt-12 max-w-xl text-ink-muted">{t('searchIntro')}</p>
        <SearchForm locale={locale} id="not-found-search" className="mt-4 w-full max-w-md text-left" />
        <Link href={routes.documents} className="mt-6 inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
          <FileText aria-hidden className="size-4" />
          {t('documents')}
        </Link>
      </section>
      <FirstScreenEnd />
    </SiteDocument>
  );
}
