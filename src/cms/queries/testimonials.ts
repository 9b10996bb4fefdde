import type { Payload } from 'payload';
import { z } from 'zod';
import type { Testimonial } from '@/components/sections/testimonials';
import type { Locale } from '@/i18n/locales';
import { testimonialPlacements, type TestimonialPlacement } from '../seed/testimonials';
import { findOrderedRecords } from './ordered-records';

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
  const byPlacement = Object.fromEntries(testimonialPlacements.map((placement) => [placement, [] as Testimonial[]])) as Record<TestimonialPlacement, Testimonial[]>;
  for (const { placement, quote, author, role, organisation } of await findOrderedRecords(payload, 'testimonials', testimonialSchema, locale, draft)) {
    byPlacement[placement].push({ quote, author, position: role, organisation });
  }
  return byPlacement;
}
