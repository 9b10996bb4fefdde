'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorView } from '@/components/errors/error-view';
import { splitLocale } from '@/i18n/paths';

/**
 * An unexpected rendering failure inside a page (000 §8): a branded page instead of a blank
 * screen; header and footer stay usable around it. The language comes from the URL.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = splitLocale(usePathname() ?? '/');
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView locale={locale} digest={error.digest} reset={reset} />;
}
