import { z } from 'zod';
import { getProductImage } from '@/content/catalogue';
import { routes } from '@/lib/routes';

/**
 * The structure of the home page (000 §2.4, §3.6, §9): which records exist, in which order, where
 * they link and which figures they show. Their texts live in messages (HomePage namespace) under
 * the same ids, so both languages stay complete and checked.
 */
const iconName = z.enum([
  'flask',
  'droplet',
  'scan',
  'heart',
  'shield',
  'clock',
  'beaker',
  'users',
  'badge',
  'trending',
  'building',
  'stethoscope',
  'microscope',
  'layers',
]);
export type HomeIconName = z.infer<typeof iconName>;

const homeContentSchema = z.object({
  /** Rotation interval for headline and card (000 §9). */
  rotationIntervalMs: z.literal(8000),
  headlineIds: z.array(z.enum(['trust', 'speed', 'prevention'])).length(3),
  heroCards: z
    .array(
      z.object({
        id: z.enum(['multiPanel', 'ferritin', 'saliva', 'womensHealth', 'fentanyl']),
        category: z.enum(['drug', 'healthcare']),
        icon: iconName,
        /** The catalogue product whose illustration the card shows (000 §3.6: a hero card has an image). */
        productId: z.string().refine((id) => getProductImage(id) !== undefined, 'not a catalogue product id'),
        /** Two figures shown on the card; the texts are HomePage.heroCards.<id>.stat1/2. */
        stats: z.tuple([z.string(), z.string()]),
      }),
    )
    .length(5),
  stats: z.array(z.object({ id: z.enum(['speed', 'labAvoidance', 'accuracy', 'companies']), value: z.string() })).min(3),
  productCards: z.array(
    z.object({ id: z.enum(['instaclear', 'circular', 'instacheck', 'instafind']), icon: iconName, href: z.string() }),
  ),
  solutionCards: z.array(
    z.object({ id: z.enum(['multiPanels', 'singlePanels', 'saliva', 'manipulation']), icon: iconName, href: z.string() }),
  ),
  whyChooseIds: z.array(z.enum(['certified', 'fast', 'nordic', 'support', 'prevention', 'integration'])),
  testimonialIds: z.array(z.enum(['logistics', 'manufacturing', 'clinic'])).length(3),
});

export const homeContent = homeContentSchema.parse({
  rotationIntervalMs: 8000,
  headlineIds: ['trust', 'speed', 'prevention'],
  heroCards: [
    { id: 'multiPanel', category: 'drug', icon: 'layers', productId: 'multi-17', stats: ['17', '< 10 min'] },
    { id: 'ferritin', category: 'healthcare', icon: 'droplet', productId: 'ferritin', stats: ['99.2%', '10 min'] },
    { id: 'saliva', category: 'drug', icon: 'scan', productId: 'saliva-multi-7', stats: ['7', '5 min'] },
    { id: 'womensHealth', category: 'healthcare', icon: 'heart', productId: 'pregnancy', stats: ['5', '1 min'] },
    { id: 'fentanyl', category: 'drug', icon: 'flask', productId: 'fyl', stats: ['5 ng/ml', '25'] },
  ],
  stats: [
    { id: 'speed', value: '< 10 min' },
    { id: 'labAvoidance', value: '90%' },
    { id: 'accuracy', value: '99%' },
    { id: 'companies', value: '500+' },
  ],
  productCards: [
    { id: 'instaclear', icon: 'scan', href: routes.productInstaclear },
    { id: 'circular', icon: 'trending', href: routes.productCircularTesting },
    { id: 'instacheck', icon: 'droplet', href: routes.productInstacheck },
    { id: 'instafind', icon: 'microscope', href: routes.productInstafind },
  ],
  solutionCards: [
    { id: 'multiPanels', icon: 'layers', href: `${routes.drugTests}#multipanels` },
    { id: 'singlePanels', icon: 'flask', href: `${routes.drugTests}#singlepanels` },
    { id: 'saliva', icon: 'scan', href: `${routes.drugTests}#saliva-tests` },
    { id: 'manipulation', icon: 'shield', href: `${routes.drugTests}#manipulation-control` },
  ],
  whyChooseIds: ['certified', 'fast', 'nordic', 'support', 'prevention', 'integration'],
  testimonialIds: ['logistics', 'manufacturing', 'clinic'],
});

export type HomeContent = typeof homeContent;
export type HeroCard = HomeContent['heroCards'][number];
