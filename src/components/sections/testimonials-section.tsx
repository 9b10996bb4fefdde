import type { ComponentProps } from 'react';
import { getTestimonials } from '@/cms/content';
import type { testimonialPlacements } from '@/cms/seed/testimonials';
import type { Locale } from '@/i18n/locales';
import { Section } from './section';
import { Testimonials } from './testimonials';

/** The testimonials placed on a page (CMS records), in a section of their own; no section while none is published. */
export async function TestimonialsSection({
  placement,
  locale,
  section,
}: {
  placement: (typeof testimonialPlacements)[number];
  locale: Locale;
  section: Omit<ComponentProps<typeof Section>, 'children'>;
}) {
  const items = (await getTestimonials(locale))[placement];
  if (items.length === 0) return null;
  return (
    <Section {...section}>
      <Testimonials items={items} />
    </Section>
  );
}
