import type { ReactElement, ReactNode } from 'react';
import { FirstScreenEnd } from '@/components/layout/first-screen';
import { heroLineups, type HeroLineupPath, type HeroPalette } from '@/content/hero-scenes';
import { cn } from '@/lib/cn';
import { getCatalogue } from '@/cms/content';
import { productImage } from '@/content/catalogue';
import type { IconName } from '@/content/schema';
import { Icon } from '@/components/ui/icon';
import { ActionLinks, type Action } from './action-links';

const paletteClasses: Record<HeroPalette, string> = {
  brand: 'from-brand-950 via-brand-900 to-brand-700',
  ocean: 'from-slate-950 via-sky-950 to-sky-800',
  forest: 'from-brand-950 via-emerald-950 to-emerald-800',
  light: 'from-brand-50 via-white to-accent-50 border-b border-line',
};

/** The text colours on a band: light on the dark ones, dark on the light one. */
const inkOf = (palette: HeroPalette) =>
  palette === 'light'
    ? { title: 'text-brand-950', text: 'text-ink-muted', badge: 'bg-white text-brand-800 ring-brand-200', icon: 'text-accent-600', glow: 'bg-accent-200/40' }
    : { title: 'text-white', text: 'text-brand-100', badge: 'bg-white/10 text-brand-50 ring-white/20', icon: 'text-accent-300', glow: 'bg-accent-400/15' };

/** A button drawn for a dark band ('inverse') turns into its outlined twin on a light one. */
const actionsOn = (palette: HeroPalette, actions: readonly Action[]): readonly Action[] =>
  palette === 'light' ? actions.map((action) => (action.variant === 'inverse' ? { ...action, variant: 'outline' } : action)) : actions;

/**
 * The band a page opens with (dark, or light on the company's own pages), and so the end of its
 * first screen (the first frame waits for it: FirstScreenEnd); `glow` places the soft accent light,
 * `palette` the family's colours.
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
              'absolute size-[32rem] rounded-full blur-3xl print:hidden',
              inkOf(palette).glow,
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

/**
 * The small pill above a hero title, e.g. 'CE-marked · ISO 13485' (on the home page, the page's
 * h1). A label that wraps on a phone gets rounded corners rather than a two-line capsule.
 */
export function HeroBadge({ icon, palette = 'brand', as: Tag = 'p', children }: { icon?: ReactNode; palette?: HeroPalette; as?: 'p' | 'h1'; children: ReactNode }) {
  return (
    <Tag className={cn('inline-flex items-center gap-2 rounded-2xl px-3 py-1.5 text-sm font-medium ring-1 sm:rounded-full', inkOf(palette).badge)}>
      {icon}
      {children}
    </Tag>
  );
}

type HeroText = {
  badge?: string;
  badgeIcon?: IconName;
  title: string;
  description: string;
  actions?: readonly Action[];
  palette?: HeroPalette;
};

/** A hero's words: badge, the page's h1, the description and the calls to action. */
function HeroWords({ badge, badgeIcon, title, description, actions = [], palette = 'brand', centred, moreActions }: HeroText & { centred?: boolean; moreActions?: ReactNode }) {
  const ink = inkOf(palette);
  return (
    <>
      {badge && (
        <HeroBadge palette={palette} icon={badgeIcon && <Icon name={badgeIcon} className={cn('size-4', ink.icon)} />}>
          {badge}
        </HeroBadge>
      )}
      <h1 className={cn('mt-5 max-w-3xl text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]', ink.title, centred && 'sm:mx-auto')}>{title}</h1>
      <p className={cn('mt-5 max-w-2xl text-lg leading-relaxed', ink.text, centred && 'sm:mx-auto sm:max-w-3xl')}>{description}</p>
      <ActionLinks actions={actionsOn(palette, actions)} className={cn('mt-8', centred && 'sm:justify-center')}>
        {moreActions}
      </ActionLinks>
    </>
  );
}

/**
 * A page hero: badge, the page's h1, a description and its calls to action. `children` adds
 * anything page-specific below the actions. `art` is required (a hero band is never half
 * empty): a HeroScene from the scene record, beside the text on wide screens, below it on phones.
 */
export function Hero({
  moreActions,
  glow,
  art,
  artFirstOnPhones = false,
  children,
  ...text
}: HeroText & {
  /** A button that is no link to a page (a download), after the actions in their row. */
  moreActions?: ReactNode;
  glow?: 'top-right' | 'bottom-left';
  art: ReactElement;
  /** The picture above the words below lg: a page whose picture is its products opens on them, as a shop's page does. */
  artFirstOnPhones?: boolean;
  children?: ReactNode;
}) {
  return (
    <HeroShell glow={glow} palette={text.palette}>
      <HeroColumns art={art} artFirst={artFirstOnPhones}>
        <HeroWords {...text} moreActions={moreActions} />
        {children}
      </HeroColumns>
    </HeroShell>
  );
}

/**
 * A catalogue's hero: the words centred on a light band, over a row of the catalogue's own
 * product drawings, the middle one largest (three on a phone, five from `sm`).
 * Decorative: the catalogue below names every product.
 */
/* eslint-disable @next/next/no-img-element -- local SVG drawings gain nothing from next/image's optimiser */
export async function LineupHero({ path, ...text }: Omit<HeroText, 'palette'> & { path: HeroLineupPath }) {
  const catalogue = await getCatalogue();
  const lineup = heroLineups[path].flatMap((id) => productImage(catalogue, id) ?? []);
  const middle = Math.floor(lineup.length / 2);
  return (
    <>
      <section className="relative overflow-hidden border-b border-line bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page relative pt-14 sm:pt-20 sm:text-center">
          <HeroWords {...text} palette="light" centred />
          <div aria-hidden data-hero-art={path} className="relative mt-12 print:hidden">
            {/* The floor the drawings stand on: a soft shadow under the row. */}
            <div className="absolute inset-x-[8%] bottom-4 h-16 rounded-[50%] bg-brand-200/60 blur-2xl sm:bottom-6" />
            <ul className="relative mx-auto flex max-w-5xl items-end justify-center gap-3 pb-10 sm:gap-5 sm:pb-14">
              {lineup.map((image, index) => {
                const distance = Math.abs(index - middle);
                return (
                  <li key={image.src} className={cn(distance === 0 ? 'w-[40%] sm:w-[27%]' : distance === 1 ? 'w-[29%] sm:w-[21%]' : 'hidden w-[16%] sm:block')}>
                    <img src={image.src} width={image.width} height={image.height} alt="" decoding="async" className="w-full rounded-2xl bg-white shadow-pop ring-1 ring-line" />
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </section>
      <FirstScreenEnd />
    </>
  );
}

/** Text on the left, art on the right on wide screens; below lg the art follows the text (or, `artFirst`, leads it, smaller). */
function HeroColumns({ art, artFirst = false, children }: { art?: ReactElement; artFirst?: boolean; children: ReactNode }) {
  if (!art) return children;
  return (
    <div className={cn('grid items-center gap-8 lg:grid-cols-[1.15fr_1fr] lg:gap-10', artFirst && 'max-lg:gap-4 max-lg:[&>[data-hero-size]]:order-first max-lg:[&>[data-hero-size]]:max-w-60')}>
      <div>{children}</div>
      {art}
    </div>
  );
}

/**
 * The compact header of the pages a visitor comes to use (contact, documents, checklists, legal): a
 * light band, no glow or badge, a smaller title, so the form, list or text starts high. `art` (a
 * HeroScene with size 'banner') fills the right side on wide screens; legal pages go without.
 */
export function PageBanner({ title, intro, art, children }: { title: string; intro: string; art?: ReactElement; children?: ReactNode }) {
  return (
    <HeroShell glow="none" palette="light" className="py-10 sm:py-14 print:py-2">
      <HeroColumns art={art}>
        <h1 className="max-w-3xl text-3xl leading-[1.15] font-extrabold tracking-tight text-balance text-brand-950 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-muted">{intro}</p>
        {children}
      </HeroColumns>
    </HeroShell>
  );
}
