import { z } from 'zod';
import type { ProductId } from '@/content/products';
import type { Locale } from '@/i18n/locales';
import { documentHref } from '@/documents/paths';
import { whitepaperChoiceFields } from '@/lib/leads/schemas';

/**
 * The four whitepapers (001 §2, §3): which PDF each one is and which product it belongs to (their
 * texts are CMS records, src/cms/collections/whitepapers.ts); plus which PDF(s) every whitepaper
 * form delivers.
 * The InstaCLEAR PDF is built in src/documents/instaclear-whitepaper.tsx; the Circular Testing,
 * VDT and hair-analysis PDFs by their own product pages' modules (linked here by document name).
 */
export const whitepaperIds = ['instaclear', 'circular-testing', 'vdt', 'hair-analysis'] as const satisfies readonly ProductId[];
export type WhitepaperId = (typeof whitepaperIds)[number];

/** The PDF of each whitepaper: /downloads/<locale>/<name>.pdf. */
export const whitepaperDocuments = {
  instaclear: 'instaclear-whitepaper',
  'circular-testing': 'circular-testing-whitepaper',
  vdt: 'vdt-whitepaper',
  'hair-analysis': 'hair-analysis-whitepaper',
} as const satisfies Record<WhitepaperId, string>;
export type WhitepaperDocumentName = (typeof whitepaperDocuments)[WhitepaperId];

/** A whitepaper as the hub, a product page and the forms present it, in one language (a CMS record). */
export const whitepaperSchema = z.object({
  id: z.enum(whitepaperIds),
  title: z.string().min(1),
  summary: z.string().min(1),
  /** What the reader takes away, one line each (the hub lists them). */
  highlights: z.array(z.string().min(1)).length(3),
});
export type WhitepaperRecord = z.output<typeof whitepaperSchema>;

/** Every whitepaper form, by the name its leads are stored under. */
export const whitepaperFormNames = ['instaclear-whitepaper', 'circular-whitepaper', 'vdt-whitepaper', 'hair-whitepaper', 'whitepapers'] as const;
export type WhitepaperFormName = (typeof whitepaperFormNames)[number];

/** The product forms deliver their product's whitepaper. */
const formWhitepaper = {
  'instaclear-whitepaper': 'instaclear',
  'circular-whitepaper': 'circular-testing',
  'vdt-whitepaper': 'vdt',
  'hair-whitepaper': 'hair-analysis',
} as const satisfies Record<Exclude<WhitepaperFormName, 'whitepapers'>, WhitepaperId>;

/** The hub's checkboxes, by the whitepaper each one asks for. */
const choiceWhitepaper = {
  instaclearWhitepaper: 'instaclear',
  circularWhitepaper: 'circular-testing',
  vdtWhitepaper: 'vdt',
  hairWhitepaper: 'hair-analysis',
} as const satisfies Record<(typeof whitepaperChoiceFields)[number], WhitepaperId>;

/**
 * The whitepapers a stored lead of `form` asked for: the product forms their product's, the hub the
 * boxes ticked in `fields` (in page order). Any other form (contact) delivers none.
 */
export function whitepapersDelivered(form: string, fields: Record<string, unknown>): WhitepaperId[] {
  if (form === 'whitepapers') return whitepaperChoiceFields.filter((field) => fields[field] === true).map((field) => choiceWhitepaper[field]);
  return Object.hasOwn(formWhitepaper, form) ? [formWhitepaper[form as keyof typeof formWhitepaper]] : [];
}

/** The PDF(s) a lead receives, named and linked in its language (for the webhook and the success state). */
export function documentsDelivered(form: string, fields: Record<string, unknown>, locale: Locale): { name: WhitepaperDocumentName; href: string }[] {
  return whitepapersDelivered(form, fields).map((id) => ({ name: whitepaperDocuments[id], href: documentHref(whitepaperDocuments[id], locale) }));
}
