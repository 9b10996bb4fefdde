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

export const pageMetaSchema = z.object({ title: localizedSchema, description: localizedSchema });

/** A link a content module may point to: a site path (with query or hash) or an anchor on the page. */
export const hrefSchema = z.string().regex(/^(\/[a-z0-9/-]*([?#][\w=&#-]*)?|#[a-z0-9-]+)$/);

export const iconNames = [
  'activity',
  'award',
  'baby',
  'badge',
  'beaker',
  'building',
  'check',
  'clock',
  'droplet',
  'dumbbell',
  'flask',
  'globe',
  'graduation-cap',
  'hand-heart',
  'handshake',
  'heart',
  'house',
  'laptop',
  'layers',
  'leaf',
  'lightbulb',
  'microscope',
  'piggy-bank',
  'rocket',
  'scale',
  'scan',
  'search-check',
  'shield',
  'sparkles',
  'stethoscope',
  'target',
  'trending',
  'users',
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

/** A comparison table: column headings, then rows whose cells are yes/no or a short text. */
export const comparisonSchema = z
  .object({
    caption: localizedSchema,
    columns: z.array(localizedSchema).min(2),
    rows: z.array(z.object({ label: localizedSchema, cells: z.array(z.union([z.boolean(), localizedSchema])) })).min(1),
  })
  .refine((table) => table.rows.every((row) => row.cells.length === table.columns.length - 1), 'every row needs one cell per column after the first');
export type ComparisonRecord = z.output<typeof comparisonSchema>;

/** A section of a long document (legal pages): anchor, heading, paragraphs, a list after the first paragraph. */
export const documentSectionSchema = z.object({
  id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
  heading: localizedSchema,
  paragraphs: z.array(localizedSchema).min(1),
  items: z.array(localizedSchema).optional(),
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
