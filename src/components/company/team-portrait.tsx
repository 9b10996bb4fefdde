import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/initials';

export type PortraitTone = 'brand' | 'accent' | 'slate' | 'sand';

const tones: Record<PortraitTone, { background: string; figure: string; detail: string }> = {
  brand: { background: 'fill-brand-100', figure: 'fill-brand-600', detail: 'fill-brand-200' },
  accent: { background: 'fill-accent-100', figure: 'fill-accent-700', detail: 'fill-accent-200' },
  slate: { background: 'fill-slate-200', figure: 'fill-slate-600', detail: 'fill-slate-300' },
  sand: { background: 'fill-amber-100', figure: 'fill-amber-800', detail: 'fill-amber-200' },
};

/**
 * An illustrated portrait: an abstract head-and-shoulders figure with the person's initials, drawn
 * as inline SVG (the people are fictional, so no photographs, and nothing to download). Decorative:
 * the name is always printed beside it.
 */
export function TeamPortrait({ id, name, tone, className }: { id: string; name: string; tone: PortraitTone; className?: string }) {
  const colours = tones[tone];
  const clipId = `portrait-clip-${id}`;
  return (
    <svg viewBox="0 0 120 120" aria-hidden focusable="false" className={cn('shrink-0', className)}>
      <circle cx="60" cy="60" r="60" className={colours.background} />
      <circle cx="96" cy="26" r="14" className={colours.detail} />
      <circle cx="22" cy="92" r="9" className={colours.detail} />
      <clipPath id={clipId}>
        <circle cx="60" cy="60" r="60" />
      </clipPath>
      <g clipPath={`url(#${clipId})`}>
        <circle cx="60" cy="47" r="21" className={colours.figure} />
        <path d="M16 124c2-30 20-46 44-46s42 16 44 46z" className={colours.figure} />
      </g>
      <text x="60" y="107" textAnchor="middle" className="fill-white text-[15px] font-bold tracking-wide">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
