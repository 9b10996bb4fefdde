import type { ReactElement, ReactNode } from 'react';
import { FirstScreenEnd } from '@/components/layout/first-screen';
import type { HeroPalette } from '@/content/hero-scenes';
import { cn } from '@/lib/cn';
import { ActionLinks, type Action } from './action-links';

const paletteClasses: Record<HeroPalette, string> = {
  brand: 'from-brand-950 via-brand-900 to-brand-700',
  ocean: 'from-slate-950 via-sky-950 to-sky-800',
  forest: 'from-brand-950 via-emerald-950 to-emerald-800',
};

/**
 * The dark gradient band every page opens with, and so the end of its first screen (the first
 * frame waits for it: FirstScreenEnd); `glow` places the soft accent light, `palette` the family's colours.
 */
export function HeroShell({
  glow = 'top-right',
  palette = 'brand',
  className,
  children,
}: {
  glow?: 'top-right' | 'bottom-left' | 'none';
  palette?: HeroPalette;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <section className={cn('relative overflow-hidden bg-gradient-to-br print:bg-none', paletteClasses[palette])}>
        {glow !== 'none' && (
          <div
            aria-hidden
            className={cn(
              'absolute size-[32rem] rounded-full bg-accent-400/15 blur-3xl print:hidden',
              glow === 'top-right' ? '-top-40 -right-40' : '-bottom-40 -left-40',
            )}
          />
        )}
        <div className={cn('container-page relative', className ?? 'py-16 sm:py-20 lg:py-24')}>{children}</div>
      </section>
      <FirstScreenEnd />
    </>
  );
}

/** The small pill above a hero title, e.g. 'CE-marked · ISO 13485'. */
export function HeroBadge({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium text-brand-50 ring-1 ring-white/20">
      {icon}
      {children}
    </p>
  );
}

/**
 * A page hero: badge, the page's h1, a description and its calls to action. `children` adds
 * anything page-specific below the actions. `art` is required (a hero band is never half
 * empty): a HeroScene from the scene record, or HeroArt with the page's own products.
 */
export function Hero({
  badge,
  badgeIcon,
  title,
  description,
  actions = [],
  moreActions,
  glow,
  palette,
  art,
  children,
}: {
  badge?: string;
  badgeIcon?: ReactNode;
  title: string;
  description: string;
  actions?: readonly Action[];
  /** A button that is no link to a page (a download), after the actions in their row. */
  moreActions?: ReactNode;
  glow?: 'top-right' | 'bottom-left';
  palette?: HeroPalette;
  /** Page-specific art beside the text on wide screens (HeroScene or HeroArt). */
  art: ReactElement;
  children?: ReactNode;
}) {
  const text = (
    <>
      {badge && <HeroBadge icon={badgeIcon}>{badge}</HeroBadge>}
      <h1 className="mt-5 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-white sm:text-5xl sm:leading-[1.1]">{title}</h1>
      <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">{description}</p>
      <ActionLinks actions={actions} className="mt-8">
        {moreActions}
      </ActionLinks>
      {children}
    </>
  );
  return (
    <HeroShell glow={glow} palette={palette}>
      <HeroColumns art={art}>{text}</HeroColumns>
    </HeroShell>
  );
}

/** Text on the left, art on the right on wide screens; the art hides itself below lg. */
function HeroColumns({ art, children }: { art?: ReactElement; children: ReactNode }) {
  if (!art) return children;
  return (
    <div className="grid items-center gap-10 lg:grid-cols-[1.15fr_1fr]">
      <div>{children}</div>
      {art}
    </div>
  );
}

/**
 * The plainer banner of text pages (contact, legal): no glow, no badge, tighter padding. `art`
 * (a HeroScene with size 'banner') fills the right side on wide screens; legal pages go without.
 */
export function PageBanner({ title, intro, art, children }: { title: string; intro: string; art?: ReactElement; children?: ReactNode }) {
  return (
    <HeroShell glow="none" className="py-14 sm:py-20 print:py-2">
      <HeroColumns art={art}>
        {/* Printed without the dark band (browsers drop backgrounds), so the text turns dark. */}
        <h1 className="max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-white sm:text-5xl sm:leading-[1.1] print:text-brand-950">{title}</h1>
        <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100 print:text-ink">{intro}</p>
        {children}
      </HeroColumns>
    </HeroShell>
  );
}
