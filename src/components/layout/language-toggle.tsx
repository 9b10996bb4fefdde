'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, type MouseEvent, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { switchLocalePath } from '@/i18n/paths';
import { rememberLocale, restoreStoredLocale } from '@/lib/locale-preference';

type LanguageToggleProps = {
  /** The page's language. */
  locale: Locale;
  /** Accessible name, e.g. "Byt språk till svenska", in the current page's language. */
  label: string;
  /** The other language's own name, shown next to the flag. */
  targetName: string;
  /** The other language's flag, rendered by the server component so its drawing stays off every page's script. */
  flag: ReactNode;
};

/**
 * The header's flag button, with the other language's name or code: the same page in the other language, keeping query and hash, and
 * remembering the choice. It is a real link, so it works before hydration and without JS too.
 */
export function LanguageToggle({ locale, label, targetName, flag }: LanguageToggleProps) {
  const target: Locale = locale === 'sv' ? 'en' : 'sv';
  const pathname = usePathname();
  const router = useRouter();
  const href = switchLocalePath(pathname, target);

  // A visitor whose cookie is gone but whose stored `lang` is Swedish still lands on Swedish.
  const restoreLocale = useEffectEvent(() => {
    const redirectTo = restoreStoredLocale(locale);
    // A full load, as the server's own redirect would have been: no client state to carry over.
    if (redirectTo) {
      window.location.replace(`${switchLocalePath(pathname, redirectTo)}${window.location.search}${window.location.hash}`);
    }
  });
  // Once per page load: later navigations carry the restored cookie.
  useEffect(() => restoreLocale(), []);

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    rememberLocale(target);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(`${href}${window.location.search}${window.location.hash}`);
  }

  return (
    <a
      href={href}
      hrefLang={target}
      aria-label={label}
      onClick={onClick}
      className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-full border border-line px-2.5 sm:px-3 text-sm font-semibold text-ink hover:border-brand-300 hover:bg-brand-50"
    >
      {flag}
      {/* The language's name where there is room; on a phone and beside the full menu its code. */}
      <span aria-hidden className="hidden sm:inline lg:hidden xl:inline">
        {targetName}
      </span>
      <span aria-hidden className="text-xs tracking-wide sm:hidden lg:inline xl:hidden">
        {target.toUpperCase()}
      </span>
    </a>
  );
}
