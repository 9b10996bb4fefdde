import type { ReactNode } from 'react';
import { getCatalogue } from '@/cms/content';
import { productImage } from '@/content/catalogue';
import { cutoutOf, heroPalette, heroScenes, stageImage, type HeroArrangement, type HeroSceneRecord, type HeroScenePath, type SceneMotif, type SceneTile } from '@/content/hero-scenes';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { HeroArtFrame, heroArtArrangements, type HeroArtSlot } from './hero-art';

const tones = {
  light: { card: 'bg-gradient-to-br from-white to-brand-100', badge: 'bg-white text-brand-700 ring-brand-200', motif: 'text-brand-300' },
  mint: { card: 'bg-gradient-to-br from-accent-50 to-accent-200', badge: 'bg-white text-accent-700 ring-accent-200', motif: 'text-accent-600/45' },
  deep: { card: 'bg-gradient-to-br from-brand-600 to-brand-800', badge: 'bg-white/10 text-accent-300 ring-white/25', motif: 'text-brand-200/45' },
} as const;

/** A bar of a motif: the document lines, list rows and columns the tiles are drawn from. */
function Bar({ x, y, w, h = 8, o }: { x: number; y: number; w: number; h?: number; o?: number }) {
  return <rect x={x} y={y} width={w} height={h} rx={h / 2} fill="currentColor" fillOpacity={o} />;
}

/** A tile's heading and two text lines, beside its glyph. */
function HeadingBars() {
  return (
    <>
      <Bar x={112} y={36} w={96} h={10} />
      <Bar x={112} y={56} w={72} o={0.7} />
      <Bar x={112} y={72} w={84} o={0.7} />
    </>
  );
}

/** The drawing beside and below a tile's glyph, in a 240 × 180 box (the drawings' 4:3). */
function Motif({ motif }: { motif: SceneMotif }) {
  const tick = 'stroke-accent-500';
  switch (motif) {
    case 'lines':
      return (
        <>
          <HeadingBars />
          <Bar x={24} y={120} w={192} o={0.6} />
          <Bar x={24} y={138} w={160} o={0.6} />
          <Bar x={24} y={156} w={112} o={0.6} />
        </>
      );
    case 'checks':
      return (
        <>
          <Bar x={112} y={40} w={96} h={10} />
          <Bar x={112} y={60} w={64} o={0.7} />
          {[114, 142].map((y) => (
            <g key={y}>
              <rect x={24} y={y} width={18} height={18} rx={4} fill="white" stroke="currentColor" strokeWidth={2} />
              <path d={`M28 ${y + 9}l4 4 7-8`} fill="none" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round" className={tick} />
              <Bar x={52} y={y + 5} w={y === 114 ? 150 : 118} o={0.6} />
            </g>
          ))}
        </>
      );
    case 'chart':
      return (
        <>
          <Bar x={24} y={120} w={64} o={0.7} />
          <Bar x={24} y={136} w={44} o={0.7} />
          {[36, 56, 74, 98].map((h, i) => (
            <rect key={h} x={118 + i * 24} y={160 - h} width={16} height={h} rx={3} fill="currentColor" fillOpacity={0.55 + i * 0.15} />
          ))}
          <path d="M112 118l32-14 24-12 44-40" fill="none" strokeWidth={3.5} strokeLinecap="round" strokeLinejoin="round" className={tick} />
          <path d="M24 164h192" stroke="currentColor" strokeWidth={2} />
        </>
      );
    case 'people':
      return (
        <>
          <Bar x={112} y={40} w={96} h={10} />
          <Bar x={112} y={60} w={64} o={0.7} />
          {[72, 120, 168].map((cx, i) => (
            <g key={cx} fill="currentColor" fillOpacity={i === 1 ? 1 : 0.65}>
              <circle cx={cx} cy={128} r={12} />
              <path d={`M${cx - 20} 168a20 20 0 0 1 40 0z`} />
            </g>
          ))}
        </>
      );
    case 'map':
      // A street grid with a shoreline: a city block plan, no real place.
      return (
        <g stroke="currentColor" fill="none" strokeLinecap="round">
          <path d="M0 52h240M0 124h240M44 0v180M132 0v180M196 0v180" strokeWidth={7} strokeOpacity={0.5} />
          <path d="M0 88h240M88 0v180M-10 170L120 -10" strokeWidth={3} strokeOpacity={0.45} />
          <path d="M0 160c40-12 70 4 110-6s70-30 130-18" strokeWidth={10} className="stroke-brand-400/50" />
        </g>
      );
    case 'press':
      return (
        <>
          <Bar x={112} y={32} w={100} h={12} />
          <Bar x={112} y={52} w={80} h={12} o={0.8} />
          <Bar x={112} y={76} w={56} o={0.5} />
          {[116, 130, 144, 158].map((y) => (
            <g key={y}>
              <Bar x={24} y={y} w={86} h={6} o={0.55} />
              <Bar x={130} y={y} w={86} h={6} o={0.55} />
            </g>
          ))}
        </>
      );
    case 'record':
      return (
        <>
          <HeadingBars />
          <path d="M24 142h58l10-22 14 40 12-30 8 12h90" fill="none" strokeWidth={3.5} strokeLinecap="round" strokeLinejoin="round" className={tick} />
        </>
      );
  }
}

/* eslint-disable @next/next/no-img-element -- local SVG drawings gain nothing from next/image's optimiser */
async function Tile({ tile, slot, arrangement }: { tile: SceneTile; slot: HeroArtSlot; arrangement: HeroArrangement }) {
  const place = heroArtArrangements[arrangement][slot];
  if ('product' in tile) {
    // A product the catalogue no longer has leaves its tile out (tests/unit/hero-scenes.test.ts checks the seed).
    const image = productImage(await getCatalogue(), tile.product);
    if (!image) return null;
    return <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" className={place} />;
  }
  const tone = tones[tile.tone ?? 'light'];
  // Only the front tile centres its glyph: behind, the centre is under the front tile.
  const centred = slot === 'main' && (tile.motif === 'map' || !tile.motif);
  // The front tile covers the inner half of the two behind it, so their glyph goes to the outer
  // corner, and the right tile's drawing is mirrored to match.
  const corner = { main: 'top-[13%] left-[10%]', left: 'top-[9%] left-[7%]', right: 'top-[9%] right-[7%]' }[slot];
  let glyphs: ReactNode;
  if (tile.icons.length > 1) {
    glyphs = (
      <div className="absolute inset-[12%] grid grid-cols-2 gap-[8%]">
        {tile.icons.map((name) => (
          <span key={name} className={cn('grid place-items-center rounded-2xl ring-1', tone.badge)}>
            <Icon name={name} className="size-[46%]" />
          </span>
        ))}
      </div>
    );
  } else {
    glyphs = (
      <span
        className={cn(
          'absolute grid aspect-square w-[30%] place-items-center rounded-full shadow-card ring-1',
          centred ? 'top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2' : corner,
          tile.motif === 'map' && 'ring-4',
          tone.badge,
        )}
      >
        <Icon name={tile.icons[0]} className="size-[50%]" />
      </span>
    );
  }
  return (
    <div className={cn(place, 'aspect-[4/3] overflow-hidden', tone.card)}>
      {tile.motif && (
        <svg viewBox="0 0 240 180" className={cn('absolute inset-0 size-full', tone.motif, slot === 'right' && tile.motif !== 'map' && '-scale-x-100')}>
          <Motif motif={tile.motif} />
        </svg>
      )}
      {glyphs}
    </div>
  );
}

/**
 * Where a stage's products stand: the main one alone in the middle, or a step to the left with its
 * companion, smaller, in front of it on the right.
 */
const stagePlaces = {
  alone: 'bottom-[6%] left-[8%] w-[84%]',
  main: 'bottom-[8%] left-0 w-[76%]',
  beside: '-right-[3%] bottom-[2%] w-[44%]',
} as const;

/**
 * The page's product standing free on the band, over a disc of light and the shadow it casts: the
 * product's own drawing without its card (the cutouts of scripts/generate-illustrations.ts).
 */
async function ProductStage({ path, size, main, beside }: { path: HeroScenePath; size?: 'hero' | 'banner'; main: string; beside?: string }) {
  const catalogue = await getCatalogue();
  const dark = size !== 'banner' && heroPalette(path) !== 'light';
  const products = beside ? ([[main, stagePlaces.main], [beside, stagePlaces.beside]] as const) : ([[main, stagePlaces.alone]] as const);
  return (
    <HeroArtFrame size={size} data-hero-art={path} backdrop={false}>
      <div
        className={cn(
          'absolute top-1/2 left-1/2 aspect-square h-[94%] -translate-x-1/2 -translate-y-1/2 rounded-full',
          dark ? 'bg-radial from-white/16 via-white/6 to-white/0 ring-1 ring-white/10' : 'bg-radial from-white via-brand-50 to-brand-100/70 ring-1 ring-brand-100',
        )}
      />
      <div className={cn('absolute inset-x-[10%] bottom-[2%] h-[12%] rounded-[50%] blur-xl', dark ? 'bg-black/35' : 'bg-brand-900/15')} />
      {products.map(([id, place]) => {
        const image = stageImage(catalogue, id);
        if (!image) return null;
        return <img key={id} src={cutoutOf(image.src)} width={image.width} height={image.height} alt="" decoding="async" className={cn('absolute', place)} />;
      })}
    </HeroArtFrame>
  );
}

/**
 * A secondary page's hero picture, chosen in the scene record by the page's path: three tiles in
 * the arrangement the record names, built from product drawings and glyph tiles, or three products
 * on a stage. Static markup, decorative.
 */
export function HeroScene({ path, size }: { path: HeroScenePath; size?: 'hero' | 'banner' }) {
  const scene: HeroSceneRecord = heroScenes[path];
  if (scene.arrangement === 'scene') {
    return (
      <HeroArtFrame size={size} data-hero-art={path} backdrop={false} scene>
        <img src={scene.src} width={600} height={480} alt="" decoding="async" className="absolute inset-0 size-full object-contain" />
      </HeroArtFrame>
    );
  }
  if (scene.arrangement === 'stage') {
    return <ProductStage path={path} size={size} main={scene.main.product} beside={scene.beside?.product} />;
  }
  const { main, left, right, arrangement = 'layered' } = scene;
  return (
    <HeroArtFrame size={size} data-hero-art={path}>
      <Tile tile={left} slot="left" arrangement={arrangement} />
      <Tile tile={right} slot="right" arrangement={arrangement} />
      <Tile tile={main} slot="main" arrangement={arrangement} />
    </HeroArtFrame>
  );
}
