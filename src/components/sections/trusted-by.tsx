import { getTestimonials } from '@/cms/content';
import { Star } from '@/components/ui/lucide';
import type { Locale } from '@/i18n/locales';
import type { TestimonialPlacement } from '@/cms/seed/testimonials';
import { LogoStrip } from './logo-strip';
import { Testimonials } from './testimonials';
import { FigureValue } from '@/components/ui/figure-value';

/**
 * Who uses the products: a named group of customer marks, then the testimonials placed on the page
 * (in the CMS) beside the average client rating.
 */
export async function TrustedBy({
  locale,
  logosLabel,
  logos,
  placement,
  rating,
}: {
  locale: Locale;
  logosLabel: string;
  logos: readonly { name: string; kind: string }[];
  placement?: TestimonialPlacement;
  rating: { value: string; label: string };
}) {
  const testimonials = placement ? (await getTestimonials(locale))[placement] : [];
  return (
    <>
      <div aria-label={logosLabel} role="group">
        <LogoStrip logos={logos} />
      </div>
      <div className="mx-auto mt-10 grid max-w-4xl gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] md:items-stretch">
        {testimonials.length > 0 && <Testimonials items={testimonials} />}
        <div className="flex flex-col items-center justify-center rounded-card bg-brand-800 p-6 text-center text-white shadow-card">
          <Star aria-hidden className="size-8 fill-accent-300 text-accent-300" />
          <p className="mt-3 text-4xl font-extrabold"><FigureValue value={rating.value} /></p>
          <p className="mt-1 text-brand-100">{rating.label}</p>
        </div>
      </div>
    </>
  );
}
