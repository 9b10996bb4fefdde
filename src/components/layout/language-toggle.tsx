'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useEffectEvent, type MouseEvent } from 'react';
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
};

function Flag({ locale }: { locale: Locale }) {
  return locale === 'sv' ? (
    <svg viewBox="0 0 16 10" className="h-3.5 w-[22px] rounded-[2px]" aria-hidden>
      <rect width="16" height="10" fill="#006aa7" />
      <rect x="5" width="2" height="10" fill="#fecc00" />
      <rect y="4" width="16" height="2" fill="#fecc00" />
    </svg>
  ) : (
    <svg viewBox="0 0 60 30" className="h-3.5 w-[22px] rounded-[2px]" aria-hidden>
      <clipPath id="flag-gb-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#flag-gb-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

/**
 * The header's flag button: the same page in the other language, keeping query and hash, and
 * remembering the choice. It is a real link, so it works before hydration and without JS too.
 */
export function LanguageToggle({ locale, label, targetName }: LanguageToggleProps) {
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
      className="inline-flex h-10 min-w-10 items-center justify-center gap-2 rounded-full border border-line px-2.5 sm:px-3 text-sm font-semibold text-ink hover:border-brand-300 hover:bg-brand-50"
    >
      <Flag locale={target} />
      <span aria-hidden className="hidden sm:inline">
        {targetName}
      </span>
    </a>
  );
}
