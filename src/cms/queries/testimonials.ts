import type { Payload } from 'payload';
import { z } from 'zod';
import type { Testimonial } from '@/components/sections/testimonials';
import type { Locale } from '@/i18n/locales';
import { testimonialPlacements, type TestimonialPlacement } from '../seed/testimonials';

const testimonialSchema = z.object({
  key: z.string(),
  placement: z.enum(testimonialPlacements),
  quote: z.string().min(1),
  author: z.string().min(1),
  role: z.string().min(1),
  organisation: z.string().min(1),
});

/** The testimonials in one language by the page that shows them, in order: published ones, or the latest drafts for a preview. */
export async function findTestimonials(payload: Payload, locale: Locale, draft: boolean): Promise<Record<TestimonialPlacement, Testimonial[]>> {
  const { docs } = await payload.find({ collection: 'testimonials', locale, fallbackLocale: false, draft, depth: 0, pagination: false, sort: ['position', 'createdAt'], overrideAccess: draft });
  const byPlacement = Object.fromEntries(testimonialPlacements.map((placement) => [placement, [] as Testimonial[]])) as Record<TestimonialPlacement, Testimonial[]>;
  for (const doc of docs) {
    const result = testimonialSchema.safeParse(doc);
    if (!result.success) throw new Error(`The CMS testimonial "${String((doc as { key?: unknown }).key)}" (${locale}) cannot be shown: ${result.error.message}`);
    const { placement, quote, author, role, organisation } = result.data;
    byPlacement[placement].push({ quote, author, position: role, organisation });
  }
  return byPlacement;
}
