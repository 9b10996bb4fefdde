import { Home, LayoutGrid } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { AttemptedPath } from '@/components/errors/attempted-path';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';

/** The localized 404 page (000 §2.7), for every unknown path in both languages. */
export default async function NotFoundPage() {
  const t = await getTranslations('NotFound');
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      {/* Nested not-found pages cannot export metadata; React places this <title> in <head>. */}
      <title>{t('title')}</title>
      <p className="text-7xl font-extrabold tracking-tight text-brand-500 sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t('heading')}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t('description')}</p>
      <p className="mt-6 flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted">
        <span>{t('attemptedPath')}</span>
        <AttemptedPath logMessage={t('logMessage')} />
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <Link href={routes.home} className={buttonVariants({ size: 'lg' })}>
          <Home aria-hidden />
          {t('home')}
        </Link>
        <Link href={routes.products} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          <LayoutGrid aria-hidden />
          {t('allProducts')}
        </Link>
      </div>
    </section>
  );
}
