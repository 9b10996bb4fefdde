'use client';

import { RotateCcw } from 'lucide-react';
import { useMessages } from 'next-intl';
import { useEffect } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { routes } from '@/lib/routes';

/**
 * An unexpected rendering failure inside a page (000 §8): a branded page with the spec's heading,
 * a retry and a way home, instead of a blank screen. Header and footer stay usable around it.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  // Plain strings from the provider: useTranslations would add the ICU formatter to every page's JS.
  const t = useMessages().ErrorPage;
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t.description}</p>
      {error.digest && (
        <p className="mt-3 text-sm text-ink-muted">
          {t.reference} <code>{error.digest}</code>
        </p>
      )}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={reset} className={buttonVariants({ size: 'lg' })}>
          <RotateCcw aria-hidden />
          {t.retry}
        </button>
        <Link href={routes.home} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t.home}
        </Link>
      </div>
    </section>
  );
}
