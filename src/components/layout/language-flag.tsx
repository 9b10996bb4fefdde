import type { Locale } from '@/i18n/locales';

/** A language's flag, as the header's language toggle shows it. */
export function LanguageFlag({ locale }: { locale: Locale }) {
  return locale === 'sv' ? (
    <svg viewBox="0 0 16 10" className="h-3.5 w-[22px] shrink-0 rounded-[2px]" aria-hidden>
      <rect width="16" height="10" fill="#006aa7" />
      <rect x="5" width="2" height="10" fill="#fecc00" />
      <rect y="4" width="16" height="2" fill="#fecc00" />
    </svg>
  ) : (
    <svg viewBox="0 0 60 30" className="h-3.5 w-[22px] shrink-0 rounded-[2px]" aria-hidden>
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

