import { z } from 'zod';
import { localizedSchema } from '@/content/schema';

/**
 * The shape of a product whitepaper's own texts (Circular Testing, VDT, hair analysis:
 * src/content/*-whitepaper.ts), which the PDF prints beside the texts of the product's CMS page.
 */

/** A section of a whitepaper PDF: heading, paragraphs and an optional list. */
const whitepaperSectionSchema = z.object({
  heading: localizedSchema,
  paragraphs: z.array(localizedSchema).min(1),
  items: z.array(localizedSchema).optional(),
});

export const whitepaperDocumentSchema = z.object({
  title: localizedSchema,
  subtitle: localizedSchema,
  eyebrow: localizedSchema,
  /** The date and version line of the cover. */
  edition: localizedSchema,
  summaryTitle: localizedSchema,
  summary: z.array(localizedSchema).min(1),
  sections: z.array(whitepaperSectionSchema).min(2),
  figuresTitle: localizedSchema,
  figureColumns: z.tuple([localizedSchema, localizedSchema]),
  disclaimer: localizedSchema,
  contactTitle: localizedSchema,
  contactText: localizedSchema,
  /** '{page}' and '{total}' in the running footer. */
  pageLabel: localizedSchema,
});
