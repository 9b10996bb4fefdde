'use client';

import { errorPageText } from '@/content/error-page-text';
import { localizedPath, splitLocale } from '@/i18n/paths';
import './globals.css';

/**
 * Last resort when the root layout itself fails: no layout or i18n context is available, so the
 * language is read from the URL and the texts come from a small module of their own.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = splitLocale(typeof window === 'undefined' ? '/' : window.location.pathname);
  const t = errorPageText[locale];
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh items-center justify-center bg-surface p-6 font-sans text-ink">
        <main className="max-w-xl text-center">
          <h1 className="text-3xl font-bold text-brand-950">{t.heading}</h1>
          <p className="mt-4 text-lg text-ink-muted">{t.description}</p>
          <div className="mt-8 flex justify-center gap-3">
            <button type="button" onClick={reset} className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
              {t.retry}
            </button>
            <a href={localizedPath('/', locale)} className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800">
              {t.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
