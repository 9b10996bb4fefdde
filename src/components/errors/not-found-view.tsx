import { Home, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { AttemptedPath } from './attempted-path';

export type NotFoundTexts = {
  title: string;
  heading: string;
  description: string;
  attemptedPath: string;
  logMessage: string;
  home: string;
  allProducts: string;
};

type NotFoundViewProps = {
  texts: NotFoundTexts;
  /** The two buttons (000 §2.7): home and all products, as links of the caller's kind. */
  renderLink: (props: { href: 'home' | 'products'; className: string; children: ReactNode }) => ReactNode;
  /** Anything shown under the buttons, e.g. a way to the other language. */
  children?: ReactNode;
};

/** The 404 page's content (000 §2.7), shared by the localized page and the root fallback. */
export function NotFoundView({ texts, renderLink, children }: NotFoundViewProps) {
  return (
    <section className="container-page flex flex-col items-center py-20 text-center sm:py-28">
      {/* Not-found pages cannot export metadata; React places this <title> in <head>. */}
      <title>{texts.title}</title>
      <p className="text-7xl font-extrabold tracking-tight text-brand-500 sm:text-8xl" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{texts.heading}</h1>
      <p className="mt-4 max-w-xl text-lg text-ink-muted">{texts.description}</p>
      <p className="mt-6 flex flex-wrap items-center justify-center gap-2 text-sm text-ink-muted">
        <span>{texts.attemptedPath}</span>
        <AttemptedPath logMessage={texts.logMessage} />
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        {renderLink({
          href: 'home',
          className: buttonVariants({ size: 'lg' }),
          children: (
            <>
              <Home aria-hidden />
              {texts.home}
            </>
          ),
        })}
        {renderLink({
          href: 'products',
          className: buttonVariants({ variant: 'outline', size: 'lg' }),
          children: (
            <>
              <LayoutGrid aria-hidden />
              {texts.allProducts}
            </>
          ),
        })}
      </div>
      {children}
    </section>
  );
}
