import { getCatalogue } from '@/cms/content';
import { cutoutOf, heroPalette, heroScenes, stageImage, type HeroSceneRecord, type HeroScenePath } from '@/content/hero-scenes';
import { cn } from '@/lib/cn';
import { HeroArtFrame } from './hero-art';

/* eslint-disable @next/next/no-img-element -- local SVG drawings gain nothing from next/image's optimiser */

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
    <HeroArtFrame size={size} data-hero-art={path}>
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
 * A secondary page's hero picture, chosen in the scene record by the page's path: its product on a
 * stage, a drawn scene, or four of them. Static markup, decorative.
 */
export function HeroScene({ path, size }: { path: HeroScenePath; size?: 'hero' | 'banner' }) {
  const scene: HeroSceneRecord = heroScenes[path];
  if (scene.arrangement === 'stage') return <ProductStage path={path} size={size} main={scene.main.product} beside={scene.beside?.product} />;
  if (scene.arrangement === 'mosaic') {
    return (
      <HeroArtFrame size={size} data-hero-art={path} scene>
        <div className="absolute inset-0 grid grid-cols-2 grid-rows-2 gap-2">
          {scene.scenes.map((src) => (
            <img key={src} src={src} width={600} height={480} alt="" decoding="async" className="size-full object-contain" />
          ))}
        </div>
      </HeroArtFrame>
    );
  }
  return (
    <HeroArtFrame size={size} data-hero-art={path} scene>
      <img src={scene.src} width={600} height={480} alt="" decoding="async" className="absolute inset-0 size-full object-contain" />
    </HeroArtFrame>
  );
}
