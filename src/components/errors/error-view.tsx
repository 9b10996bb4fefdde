import NextLink from 'next/link';
import { buttonVariants } from '@/components/ui/button';
import { errorPageText } from '@/content/error-page-text';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

/**
 * What an unexpected rendering failure shows (000 §8): the spec's heading, a retry, a way home and
 * the error's reference for support, never the exception text. Every page loads this boundary's
 * JavaScript, so it stays free of icon libraries.
 */
export function ErrorView({ locale, digest, reset }: { locale: Locale; digest?: string; reset: () => void }) {
  const t = errorPageText[locale];
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{t.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{t.description}</p>
      {digest && (
        <p className="mt-3 text-sm text-ink-muted">
          {t.reference} <code>{digest}</code>
        </p>
      )}
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <button type="button" onClick={reset} className={buttonVariants({ size: 'lg' })}>
          {t.retry}
        </button>
        <NextLink href={localizedPath('/', locale)} prefetch={false} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          {t.home}
        </NextLink>
      </div>
    </section>
  );
}
