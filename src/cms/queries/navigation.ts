import type { Payload } from 'payload';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { navigationSlug } from '../globals/navigation';

const link = z.object({ page: z.string().regex(/^\/[a-z0-9/-]*$/u), label: z.string().min(1) });

const navigationSchema = z.object({
  header: z.array(link.extend({ catalogue: z.enum(['drugTests', 'healthcareTests']).nullish(), overview: z.string().nullish() })).min(1),
  footerDescription: z.string().min(1),
  certification: z.string().min(1),
  footerColumns: z.array(z.object({ heading: z.string().min(1), links: z.array(link).min(1) })).min(1),
  legal: z.array(link).min(1),
});

export type Navigation = z.output<typeof navigationSchema>;

/** The menus and footer in one language: published, or the latest draft for a preview. */
export async function findNavigation(payload: Payload, locale: Locale, draft: boolean): Promise<Navigation> {
  const doc = await payload.findGlobal({ slug: navigationSlug, locale, fallbackLocale: false, draft, depth: 0, overrideAccess: true });
  return navigationSchema.parse(doc);
}
