import { z } from 'zod';
import { hrefSchema, localizedSchema } from '@/content/schema';

/**
 * Content blocks shared by the product landing pages with a whitepaper form (Circular Testing, VDT,
 * hair analysis): the product as structured data, the trust section, the texts around a whitepaper
 * form and the whitepaper PDF built from the same module as the page.
 */

/** Partner marks (our own neutral word marks), an optional quote and the quality badges. */
export const trustSchema = z.object({
  eyebrow: localizedSchema,
  title: localizedSchema,
  intro: localizedSchema,
  logos: z.array(z.object({ name: z.string().min(1), kind: localizedSchema })).length(4),
  badges: z.array(localizedSchema).min(3),
});

/** The frame of a whitepaper form: heading, what the reader gets, submit texts, privacy line, PDF link. */
export const whitepaperFormFrameSchema = z.object({
  eyebrow: localizedSchema,
  title: localizedSchema,
  intro: localizedSchema,
  /** What the whitepaper covers, listed beside the form. */
  contents: z.array(localizedSchema).min(3),
  submit: localizedSchema,
  sending: localizedSchema,
  success: localizedSchema,
  toast: localizedSchema,
  /** '<link>…</link>' marks the link to the privacy policy. */
  privacy: localizedSchema,
  /** '{pages}' is the PDF's real page count. */
  pdfLink: localizedSchema,
  toastClose: localizedSchema,
});

/** A section of a whitepaper PDF: heading, paragraphs and an optional list. */
export const whitepaperSectionSchema = z.object({
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

export const floatingActionSchema = z.object({ label: localizedSchema, href: hrefSchema });

/** The links of a privacy line: the text before, inside and after `<link>…</link>`. */
export function splitLinkText(text: string): { before: string; link: string; after: string } {
  const match = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!match) throw new Error(`text has no <link>…</link>: ${text}`);
  return { before: match[1] ?? '', link: match[2] ?? '', after: match[3] ?? '' };
}

/**
 * The job titles the product whitepaper forms offer (001 §3), by the value stored with a lead: one
 * wording for every form; each form's schema keeps the titles it offers.
 */
export const jobTitleLabels = {
  'hr-manager': { en: 'HR Manager', sv: 'HR-chef' },
  'safety-officer': { en: 'Safety Officer', sv: 'Arbetsmiljöansvarig' },
  'procurement-lead': { en: 'Procurement Lead', sv: 'Inköpsansvarig' },
  executive: { en: 'Executive', sv: 'Företagsledning' },
  other: { en: 'Other', sv: 'Annan' },
} as const;
