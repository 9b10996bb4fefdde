import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/not-found-view';
import { Logo } from '@/components/layout/logo';
import { routes } from '@/lib/routes';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = { title: en.NotFound.title, robots: { index: false } };

/**
 * 404 for requests that never reach a [locale] page (e.g. a path with a file extension, which the
 * proxy skips). Such paths have no language, so the page is English, with a way to the Swedish
 * home page; the rest of 000 §2.7 (attempted path, console log, both buttons) is the same.
 */
export default function RootNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col bg-surface font-sans text-ink">
        <header className="container-page flex h-16 items-center">
          <a href={routes.home} className="rounded-md">
            <Logo />
          </a>
        </header>
        <main className="flex-1">
          <NotFoundView
            texts={en.NotFound}
            renderLink={({ href, ...props }) => <a href={href === 'home' ? routes.home : routes.products} {...props} />}
          >
            <p className="mt-8 text-sm text-ink-muted" lang="sv">
              <a href="/sv" className="font-semibold text-brand-800 underline underline-offset-4">
                {sv.NotFound.home} (svenska)
              </a>
            </p>
          </NotFoundView>
        </main>
      </body>
    </html>
  );
}
