/**
 * Zod schemas and domain types of the product catalogue (000 §3.1–3.5, §9). The catalogue the
 * CMS holds is parsed with these as it is read and before it is published, so a malformed entry
 * is refused instead of rendering a broken card.
 */
import { z } from 'zod';
import {
  articleNrPattern,
  selfTestArticleNrPattern,
  manipulationArticleNrPattern,
  manipulationPackSize,
  maxCutOffNgMl,
  minCutOffNgMl,
  productIcons,
  standardPackSize,
  substanceGroups,
  type ContactInterest,
} from './constants';

export const localizedTextSchema = z.object({
  en: z.string().trim().min(1),
  sv: z.string().trim().min(1),
});
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export * from './constants';

export const productImageSchema = z.object({
  src: z.string().regex(/^\/images\/products\/[a-z0-9-]+\.svg$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const cutOffSchema = z
  .number()
  .int('Write the cut-off as a whole number of ng/ml.')
  .min(minCutOffNgMl, `A cut-off is at least ${minCutOffNgMl} ng/ml.`)
  .max(maxCutOffNgMl, `A cut-off is at most ${maxCutOffNgMl} ng/ml.`);

/** An article number as printed on the box, with an example in the refusal. */
const articleNumber = (pattern: RegExp, example: string) => z.string().regex(pattern, `Write the article number as on the box, e.g. ${example}.`);

export const singlePanelSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+$/),
  group: z.enum(substanceGroups),
  /** The substance code printed on the cassette, e.g. AMP, 6-MAM. */
  abbreviation: z.string().regex(/^[0-9A-Z-]+$/),
  name: localizedTextSchema,
  description: localizedTextSchema,
  articleNr: articleNumber(articleNrPattern, 'DRX192-CE25'),
  quantity: z.literal(standardPackSize),
  cutOffNgMl: cutOffSchema,
  icon: z.enum(productIcons),
  image: productImageSchema,
  /** Listed in the header's menu. */
  inMenu: z.boolean(),
});
export type SinglePanel = z.infer<typeof singlePanelSchema>;

export const panelSubstanceSchema = z.object({
  /** The substance code as on the device (AMP, THC …). */
  code: z.string().regex(/^[0-9A-Z-]+$/),
  /** Id of the matching single panel, so cut-offs can be checked against §3.1. */
  singlePanelId: z.string().optional(),
  name: localizedTextSchema,
  cutOffNgMl: z.number().int().positive(),
});
export type PanelSubstance = z.infer<typeof panelSubstanceSchema>;

export const multiPanelSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: localizedTextSchema,
  description: localizedTextSchema,
  articleNr: articleNumber(articleNrPattern, 'DRX192-CE25'),
  quantity: z.literal(standardPackSize),
  icon: z.enum(productIcons),
  image: productImageSchema,
  substances: z.array(panelSubstanceSchema).min(1),
  additionalInfo: localizedTextSchema,
  markerInfo: localizedTextSchema,
  /** Listed in the header's menu. */
  inMenu: z.boolean(),
});
export type MultiPanel = z.infer<typeof multiPanelSchema>;

export const salivaTestSchema = z.object({
  id: z.literal('saliva-multi-7'),
  name: localizedTextSchema,
  description: localizedTextSchema,
  articleNr: articleNumber(articleNrPattern, 'DRX192-CE25'),
  substances: z.array(panelSubstanceSchema).length(7),
  /** The shorter name the header's menu gives it, whose line below already counts the substances. */
  menuName: localizedTextSchema,
  readingTimeMinutes: z.literal(5),
  quantity: z.literal(standardPackSize),
  icon: z.enum(productIcons),
  image: productImageSchema,
  /** Listed in the header's menu. */
  inMenu: z.boolean(),
});
export type SalivaTest = z.infer<typeof salivaTestSchema>;

export const markerSchema = z.object({
  id: z.enum(['creatinine', 'ph']),
  name: localizedTextSchema,
  description: localizedTextSchema,
});
export type Marker = z.infer<typeof markerSchema>;

export const manipulationControlSchema = z.object({
  id: z.literal('manipulation-control'),
  name: localizedTextSchema,
  description: localizedTextSchema,
  articleNr: articleNumber(manipulationArticleNrPattern, 'DRX107-CE99'),
  quantity: z.literal(manipulationPackSize),
  explanation: localizedTextSchema,
  markers: z.array(markerSchema).length(2),
  caveat: localizedTextSchema,
  icon: z.enum(productIcons),
  image: productImageSchema,
  /** Listed in the header's menu. */
  inMenu: z.boolean(),
});
export type ManipulationControl = z.infer<typeof manipulationControlSchema>;

export const healthcareProductSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+$/),
  /** The REF printed on the self-test's box; its instructions for use live at /documents/<articleNr>. */
  articleNr: articleNumber(selfTestArticleNrPattern, 'HCX311'),
  name: localizedTextSchema,
  description: localizedTextSchema,
  /** Minutes until the result can be read (the benefit list and the home page state it from here). */
  resultMinutes: z.number().int().positive(),
  features: z.array(localizedTextSchema).length(4),
  icon: z.enum(productIcons),
  image: productImageSchema,
  /** Listed in the header's menu. */
  inMenu: z.boolean(),
});
export type HealthcareProduct = z.infer<typeof healthcareProductSchema>;

export const healthcareFamilySchema = z.object({
  id: z.enum(['instacare', 'instacheck', 'instafind']),
  name: z.string().min(1),
  badge: localizedTextSchema,
  description: localizedTextSchema,
  products: z.array(healthcareProductSchema).min(1),
});
export type HealthcareFamily = z.infer<typeof healthcareFamilySchema>;

export type ProductReference = {
  id: string;
  articleNr?: string;
  name: LocalizedText;
  interest?: ContactInterest;
};
