import { z } from 'zod';
import { iconNameSchema } from '@/content/schema';

/**
 * The six products the site presents (001 §1, §3 'Product card'). Their texts live in the CMS
 * (one record each, read by the products overview, the product pages and the whitepaper hub);
 * their ids tie a record to its page and its code. `status` drives the overview's 'Learn More'
 * link versus its disabled 'coming soon' button (001 §4).
 */
export const productIds = ['instaclear', 'circular-testing', 'vdt', 'hair-analysis', 'instacheck', 'instafind'] as const;
export type ProductId = (typeof productIds)[number];

/**
 * Each product's drawing (public/images/products/), at the top of its card in the product range.
 * The kits are catalogue drawings; VDT and hair analysis, which have no catalogue article, have
 * their own (scripts/generate-illustrations.ts). Drawings carry no words, so they are not content.
 */
export const productPictures: Record<ProductId, string> = {
  instaclear: '/images/products/saliva-multi-7.svg',
  'circular-testing': '/images/products/multi-12.svg',
  vdt: '/images/products/product-vdt.svg',
  'hair-analysis': '/images/products/product-hair-analysis.svg',
  instacheck: '/images/products/health-ferritin.svg',
  instafind: '/images/products/health-virustest.svg',
};

/**
 * The catalogue article each medical-device product is: its instructions for use hold the
 * performance study its page quotes. The services and the software have none.
 */
export const productArticles: Partial<Record<ProductId, string>> = { instaclear: 'DRX121-CE25', instacheck: 'HCX311', instafind: 'HCX322' };

/**
 * A product as the site shows it, in one language: the CMS record (src/cms/collections/products.ts)
 * read through src/cms/content.ts, checked against this shape so a page never renders half a
 * product.
 */
export const productSchema = z.object({
  id: z.enum(productIds),
  type: z.enum(['workplace', 'consumer']),
  status: z.enum(['available', 'coming-soon']),
  icon: iconNameSchema,
  name: z.string().min(1),
  /** The large heading of the product's page, and the paragraph under it. */
  headline: z.string().min(1),
  lede: z.string().min(1),
  badge: z.string().min(1),
  /** What it is, in a few words (used in JSON-LD categories and the whitepaper hub). */
  category: z.string().min(1),
  description: z.string().min(1),
  features: z.array(z.string().min(1)).min(3).max(4),
});
export type ProductRecord = z.output<typeof productSchema> & { route: `/products/${ProductId}` };
