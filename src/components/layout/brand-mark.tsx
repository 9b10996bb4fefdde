/**
 * The mark alone: a tilted cassette, its control and test lines lit in mint, its sample well below.
 * Also drawn by the link-preview images; public/images/press and the favicon (src/app/icon.svg)
 * hold the same shapes as files.
 */
export function BrandMark({ inverse = false, size }: { inverse?: boolean; size: number }) {
  const body = inverse ? '#ffffff' : '#0f566a';
  const inner = inverse ? '#0b3442' : '#ffffff';
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden className="shrink-0">
      <g transform="rotate(-20 16 16)">
        <rect x="9" y="2" width="14" height="28" rx="4.5" fill={body} />
        <rect x="12" y="6" width="8" height="12" rx="2" fill={inner} />
        <path d="M13.75 9.75h4.5M13.75 14.25h4.5" stroke="#34d39c" strokeWidth="2.25" strokeLinecap="round" />
        <circle cx="16" cy="23.5" r="2.75" fill={inner} />
      </g>
    </svg>
  );
}
