import { z } from 'zod';
import type { Localized } from '@/i18n/localized';

/**
 * The building blocks of every content module: a `Localized` text (no language may be empty), the
 * page metadata, icons and links. Content modules call `defineContent`, so a typo fails the build
 * (pages import their module while they prerender) with the module's name in the message.
 */
export const localizedSchema = z.object({
  en: z.string().trim().min(1),
  sv: z.string().trim().min(1),
}) satisfies z.ZodType<Localized>;

export const pageMetaSchema = z.object({
  title: localizedSchema,
  description: localizedSchema,
  /** The page's name in breadcrumbs (structured data), when the title is longer than a name. */
  breadcrumb: localizedSchema.optional(),
});

/** A link a content module may point to: a site path (with query or hash) or an anchor on the page. */
export const hrefSchema = z.string().regex(/^(\/[a-z0-9/-]*([?#][\w=&#-]*)?|#[a-z0-9-]+)$/);

export const iconNames = [
  'activity',
  'alert',
  'award',
  'baby',
  'badge',
  'beaker',
  'book',
  'briefcase',
  'building',
  'calendar-check',
  'chart-up',
  'check',
  'clipboard-check',
  'clock',
  'code',
  'database',
  'droplet',
  'file-text',
  'flask',
  'gauge',
  'graduation-cap',
  'hard-hat',
  'dumbbell',
  'globe',
  'hand-heart',
  'handshake',
  'heart',
  'heart-handshake',
  'hospital',
  'house',
  'landmark',
  'layers',
  'mail',
  'map-pin',
  'lock',
  'message',
  'microscope',
  'network',
  'newspaper',
  'phone',
  'pill',
  'scan',
  'search-check',
  'shield',
  'shuffle',
  'smartphone',
  'laptop',
  'leaf',
  'lightbulb',
  'piggy-bank',
  'rocket',
  'scale',
  'sparkles',
  'stethoscope',
  'target',
  'timer',
  'trending',
  'cycle',
  'truck',
  'user-check',
  'users',
  'video',
  'wallet',
] as const;
export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

/** A call-to-action button: its text, target and look. */
export const actionSchema = z.object({
  label: localizedSchema,
  href: hrefSchema,
  variant: z.enum(['primary', 'accent', 'outline', 'inverse']).default('primary'),
});
export type ActionRecord = z.output<typeof actionSchema>;

/** A card of a feature or benefit grid. */
export const featureSchema = z.object({
  icon: iconNameSchema.optional(),
  title: localizedSchema,
  description: localizedSchema,
  /** A link below the text; its label is followed by the title for screen readers. */
  link: z.object({ label: localizedSchema, href: hrefSchema }).optional(),
  /** A short figure under the text, e.g. '90% lab avoidance' (001 §3: the stats label of an advantage card). */
  stat: localizedSchema.optional(),
});
export type FeatureRecord = z.output<typeof featureSchema>;

export const testimonialSchema = z.object({
  quote: localizedSchema,
  author: localizedSchema,
  position: localizedSchema,
  organisation: localizedSchema,
});

export type TestimonialRecord = z.output<typeof testimonialSchema>;

export const faqItemSchema = z.object({ question: localizedSchema, answer: localizedSchema });
export type FaqItemRecord = z.output<typeof faqItemSchema>;

export const statSchema = z.object({ value: localizedSchema, label: localizedSchema });
export type StatRecord = z.output<typeof statSchema>;

export const stepSchema = z.object({ title: localizedSchema, description: localizedSchema });
export type StepRecord = z.output<typeof stepSchema>;

/** A case study (001 §3: title, company, description, results) with its full story, readable on the page. */
export const caseStudySchema = z.object({
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  title: localizedSchema,
  /** The customer, described rather than named (fictional organisations stay neutral). */
  company: localizedSchema,
  description: localizedSchema,
  results: z.array(localizedSchema).min(1),
  story: z.array(z.object({ heading: localizedSchema, text: localizedSchema })).min(1),
});
export type CaseStudyRecord = z.output<typeof caseStudySchema>;

/**
 * A card that offers something with a list of what it brings and one action: a partnership option
 * (001 §3: title, description, benefits), a use case, a product pick.
 */
export const offerCardSchema = z.object({
  icon: iconNameSchema.optional(),
  title: localizedSchema,
  description: localizedSchema,
  items: z.array(localizedSchema).min(1),
  /** A figure that goes with the offer, shown above the list. */
  stat: localizedSchema.optional(),
  action: z.object({ label: localizedSchema, href: hrefSchema }).optional(),
});
export type OfferCardRecord = z.output<typeof offerCardSchema>;

/** A comparison table: column headings, then rows whose cells are yes/no or a short text. */
export const comparisonSchema = z
  .object({
    caption: localizedSchema,
    columns: z.array(localizedSchema).min(2),
    rows: z.array(z.object({ label: localizedSchema, cells: z.array(z.union([z.boolean(), localizedSchema])) })).min(1),
  })
  .refine((table) => table.rows.every((row) => row.cells.length === table.columns.length - 1), 'every row needs one cell per column after the first');
export type ComparisonRecord = z.output<typeof comparisonSchema>;

/** A table of text cells in a long document, e.g. the cookie policy's list of what is stored. */
export const documentTableSchema = z
  .object({
    caption: localizedSchema,
    columns: z.array(localizedSchema).min(2),
    rows: z.array(z.array(localizedSchema)).min(1),
    /** The first cell of a row names it; `code` shows it as a technical name (a cookie, a key). */
    rowHeader: z.enum(['text', 'code']).default('text'),
  })
  .refine((table) => table.rows.every((row) => row.length === table.columns.length), 'every row needs one cell per column');

/**
 * A section of a long document (legal pages): anchor, heading, paragraphs, a list after the first
 * paragraph, an optional table after the list and an optional link to a related page at the end.
 */
export const documentSectionSchema = z.object({
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  heading: localizedSchema,
  paragraphs: z.array(localizedSchema).min(1),
  items: z.array(localizedSchema).optional(),
  table: documentTableSchema.optional(),
  link: z.object({ label: localizedSchema, href: hrefSchema }).optional(),
});

/**
 * Parses a content record with its schema when the module loads. Typed on the schema's input, so
 * a missing field or language is already a type error in the editor.
 */
export function defineContent<Schema extends z.ZodType>(name: string, schema: Schema, data: z.input<Schema>): z.output<Schema> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(`Content module "${name}" is invalid:\n${z.prettifyError(result.error)}`);
  return result.data;
}
