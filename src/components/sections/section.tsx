import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const tones = {
  white: '',
  muted: 'bg-surface-muted',
  brand: 'bg-brand-50',
} as const;
export type SectionTone = keyof typeof tones;

/** The eyebrow + heading + intro block that opens a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-xl', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-[1.625rem]/[1.2] font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
        {title}
      </h2>
      {/* Centred, its lines balanced, so it never ends on a single word. */}
      {intro && <p className={cn('mt-4 text-lg leading-relaxed text-ink-muted', align === 'center' && 'text-balance')}>{intro}</p>}
    </div>
  );
}

/**
 * A page section named by its heading. `name` gives the heading's id (`<name>-heading`); `anchor`
 * makes the section a link target. `layout="split"` puts the heading beside the content on wide
 * screens. A hidden heading (`hideHeading`) still names the section for screen readers.
 */
export function Section({
  name,
  anchor,
  tone = 'white',
  eyebrow,
  title,
  intro,
  layout = 'stacked',
  hideHeading = false,
  className,
  aside,
  children,
}: {
  name: string;
  anchor?: string;
  tone?: SectionTone;
  eyebrow?: string;
  title: string;
  intro?: string;
  layout?: 'stacked' | 'split';
  hideHeading?: boolean;
  className?: string;
  /** Under the heading, beside the content (split layout only). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${name}-heading`;
  if (hideHeading) {
    return (
      <section id={anchor} aria-labelledby={headingId} className={cn(tones[tone], anchor && 'scroll-mt-20', className)}>
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        {children}
      </section>
    );
  }
  return (
    <section id={anchor} aria-labelledby={headingId} className={cn('py-16 sm:py-20', tones[tone], anchor && 'scroll-mt-20', className)}>
      {layout === 'split' ? (
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:items-start">
          <div className="lg:sticky lg:top-24">
            <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} align="left" />
            {aside}
          </div>
          <div>{children}</div>
        </div>
      ) : (
        <div className="container-page">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
          <div className="mt-10">{children}</div>
        </div>
      )}
    </section>
  );
}
