import type { Metadata } from 'next';
import en from '../../messages/en.json';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = { title: en.NotFound.title, robots: { index: false } };

/**
 * 404 for requests that never reach a [locale] page (e.g. a path with a file extension, which the
 * proxy skips). Such paths have no language, so this page is English with links to both homes.
 */
export default function RootNotFound() {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh items-center justify-center bg-surface p-6 font-sans text-ink">
        <main className="max-w-xl text-center">
          <h1 className="text-3xl font-bold text-brand-950">{en.NotFound.heading}</h1>
          <p className="mt-4 text-lg text-ink-muted">{en.NotFound.description}</p>
          <p className="mt-8 flex justify-center gap-3">
            <a href="/" className="rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
              {en.NotFound.home}
            </a>
            <a href="/sv" lang="sv" className="rounded-full border border-brand-700 px-6 py-3 font-semibold text-brand-800">
              Svenska
            </a>
          </p>
        </main>
      </body>
    </html>
  );
}
