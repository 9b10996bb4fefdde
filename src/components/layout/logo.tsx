import { getSiteSettings } from '@/cms/content';

/**
 * The brand mark: a stylised test cassette with a result line, plus the company name (on two
 * lines from 1024 to 1279 px, where the full menu leaves no room for one).
 */
export async function Logo({ inverse = false }: { inverse?: boolean }) {
  const { name } = await getSiteSettings();
  return (
    <span className="inline-flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden className="shrink-0">
        <rect x="2" y="2" width="28" height="28" rx="8" fill={inverse ? '#ffffff' : '#0f566a'} />
        <rect x="10" y="7" width="12" height="18" rx="3" fill="none" stroke={inverse ? '#0f566a' : '#ffffff'} strokeWidth="2" />
        <path d="M13 13h6M13 18h6" stroke="#34d39c" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      <span className={inverse ? 'text-base font-bold text-white' : 'text-[15px] leading-tight font-bold whitespace-nowrap text-brand-900 sm:text-base lg:w-[5.25rem] lg:text-[0.8125rem] lg:leading-[1.1] lg:whitespace-normal xl:w-auto xl:text-base xl:leading-tight xl:whitespace-nowrap'}>
        {name}
      </span>
    </span>
  );
}
