/**
 * Which picture each secondary page shows beside its hero text: its product standing on a stage
 * (with one companion at most), as a product photograph shows it, or a drawn scene of where its
 * tests are used. Pictures carry no words, so nothing here needs a translation. The browser crawl
 * (tests/e2e/crawl.spec.ts) reads this record, so a page added here is tested without new code.
 */
import { productImage, type Catalogue, type ProductImage } from './catalogue';
import { productPictures, type ProductId } from './products';
import { routes } from '@/lib/routes';

/** A product drawing from public/images/products/, by catalogue id or product id (VDT). */
type ProductTile = { product: string };

type ScenePath = `/images/scenes/${string}.svg`;

/**
 * A `stage`: the page's one main product standing free on the band, with at most one smaller
 * companion in front; a drawn `scene` of where the page's tests are used (public/images/scenes/,
 * 600 × 480 on a light panel of its own); or a `mosaic` of four scenes, for a page that leads to them.
 */
export type HeroSceneRecord =
  | { arrangement: 'stage'; main: ProductTile; beside?: ProductTile }
  | { arrangement: 'scene'; src: ScenePath }
  | { arrangement: 'mosaic'; scenes: readonly [ScenePath, ScenePath, ScenePath, ScenePath] };

export const heroScenes = {
  // The four settings the sector pages open on: the workplace, the clinic, the town hall, the school.
  [routes.solutions]: {
    arrangement: 'mosaic',
    scenes: ['/images/scenes/workplace.svg', '/images/scenes/clinic.svg', '/images/scenes/public-sector.svg', '/images/scenes/education.svg'],
  },
  // A warehouse's testing point: where the workplace programme runs.
  [routes.solutionsWorkplace]: { arrangement: 'scene', src: '/images/scenes/workplace.svg' },
  // A consultation room: the test beside the patient record.
  [routes.solutionsHealthcare]: { arrangement: 'scene', src: '/images/scenes/clinic.svg' },
  // A town hall, its minibus and the testing cart of an agreed routine.
  [routes.solutionsPublicSector]: { arrangement: 'scene', src: '/images/scenes/public-sector.svg' },
  // A school health office: a preventive programme, not a punitive one.
  [routes.solutionsEducation]: { arrangement: 'scene', src: '/images/scenes/education.svg' },
  // The support desk in Stockholm that answers.
  [routes.contact]: { arrangement: 'scene', src: '/images/scenes/contact.svg' },
  // The employer's kit: the 17-panel cup and the 3-level THC cup.
  [routes.forEmployers]: { arrangement: 'stage', main: { product: 'multi-17' }, beside: { product: 'thc-3' } },
  // Self-tests clinics recommend.
  [routes.forHealthcare]: { arrangement: 'stage', main: { product: 'fob' }, beside: { product: 'pregnancy' } },
  // Self-tests that bring a check-up home.
  [routes.innovativeHealthcare]: { arrangement: 'stage', main: { product: 'dvitamin' }, beside: { product: 'hpylori' } },
  // The development lab in Stockholm.
  [routes.about]: { arrangement: 'scene', src: '/images/scenes/lab.svg' },
  // The team room in Stockholm.
  [routes.careers]: { arrangement: 'scene', src: '/images/scenes/careers.svg' },
  // The press: a newspaper, an article on a tablet, a press release.
  [routes.news]: { arrangement: 'scene', src: '/images/scenes/news.svg' },
  // The Nordic markets the plan expands into.
  [routes.investors]: { arrangement: 'scene', src: '/images/scenes/nordic-map.svg' },
  // The sample check and the test a workplace policy names.
  [routes.complianceChecklist]: { arrangement: 'stage', main: { product: 'manipulation-control' }, beside: { product: 'multi-10' } },
  // The instructions for use, on paper and on screen by QR code.
  [routes.documents]: { arrangement: 'scene', src: '/images/scenes/documents.svg' },
  // The reports, one open at its charts.
  [routes.whitepapers]: { arrangement: 'scene', src: '/images/scenes/whitepapers.svg' },
  // Each product page shows its own product in front.
  [routes.productInstaclear]: { arrangement: 'stage', main: { product: 'saliva-multi-7' } },
  // The programme as its cycle: screening, medical review, telehealth.
  [routes.productCircularTesting]: { arrangement: 'scene', src: '/images/scenes/circular.svg' },
  [routes.productVdt]: { arrangement: 'stage', main: { product: 'vdt' } },
  // The hair sample kit and the laboratory report it leads to.
  [routes.productHairAnalysis]: { arrangement: 'scene', src: '/images/scenes/hair-analysis.svg' },
  [routes.productInstacheck]: { arrangement: 'stage', main: { product: 'ferritin' } },
  [routes.productInstafind]: { arrangement: 'stage', main: { product: 'virustest' } },
} as const satisfies Record<string, HeroSceneRecord>;

export type HeroScenePath = keyof typeof heroScenes;

/** Whether a page's picture is its products on a stage (the page then opens on it on phones). */
export const isStage = (path: HeroScenePath) => (heroScenes[path] as HeroSceneRecord).arrangement === 'stage';

/** How many images a page's hero picture is made of. */
export function heroPictureParts(path: HeroScenePath): number {
  const scene: HeroSceneRecord = heroScenes[path];
  if (scene.arrangement === 'mosaic') return scene.scenes.length;
  return scene.arrangement === 'stage' && scene.beside ? 2 : 1;
}

/**
 * A product drawing without its tinted card, for a hero that stands products on its own band
 * (`stage`); scripts/generate-illustrations.ts writes one beside every drawing.
 */
export const cutoutOf = (src: string) => src.replace(/\/([^/]+)$/u, '/cutouts/$1');

/** A stage's product: a catalogue product's drawing, or the picture of a product without an article (VDT, hair analysis). */
export function stageImage(catalogue: Catalogue, id: string): ProductImage | undefined {
  if (id in productPictures) return { src: productPictures[id as ProductId], width: 480, height: 360 };
  return productImage(catalogue, id);
}

/**
 * The catalogue pages' hero pictures: five of their own product drawings in a row, the middle one
 * largest (catalogue ids, left to right). A catalogue opens on its products, not on a scene, so
 * these pages do not share the other pages' hero layout.
 */
export const heroLineups = {
  [routes.drugTests]: ['amp', 'multi-10', 'multi-17', 'saliva-multi-7', 'manipulation-control'],
  [routes.healthcareTests]: ['pregnancy', 'dvitamin', 'ferritin', 'virustest', 'fob'],
  // The range the page presents: InstaFIND and InstaCHECK either side of the saliva collector and cup.
  [routes.products]: ['hpylori', 'saliva-multi-7', 'multi-12', 'ferritin', 'virustest'],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;

export type HeroLineupPath = keyof typeof heroLineups;

export const isLineupPath = (path: string): path is HeroLineupPath => path in heroLineups;

/** A hero's picture, named by the page it was made for: a scene of tiles or a catalogue's product drawings. */
export type HeroPicturePath = HeroScenePath | HeroLineupPath;

/**
 * The hero band's colours: the brand's teal, a bluer band for the healthcare pages and a greener
 * one for the workplace programmes, so those pages do not open in the same band as every other page;
 * the company's own pages (who we are, careers, reports) open on a light band with dark text.
 */
export type HeroPalette = 'brand' | 'ocean' | 'forest' | 'light';

const heroPalettes: Partial<Record<HeroPicturePath, HeroPalette>> = {
  [routes.healthcareTests]: 'ocean',
  [routes.productInstacheck]: 'ocean',
  [routes.productInstafind]: 'ocean',
  [routes.solutionsHealthcare]: 'ocean',
  [routes.forHealthcare]: 'ocean',
  [routes.innovativeHealthcare]: 'ocean',
  [routes.productVdt]: 'forest',
  [routes.productHairAnalysis]: 'forest',
  [routes.productCircularTesting]: 'forest',
  [routes.about]: 'light',
  [routes.careers]: 'light',
  [routes.whitepapers]: 'light',
};

export function heroPalette(path: HeroPicturePath | undefined): HeroPalette {
  return (path && heroPalettes[path]) || 'brand';
}
