import { ArrowRight, Target } from '@/components/ui/lucide';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { FeatureGrid, type Feature } from './feature-grid';

/**
 * One solution as a tab panel shows it: title, summary, key benefits, an 'Ideal for' box and a
 * link to the solution's page. Its own h3 keeps it readable when every panel shows (no JavaScript).
 */
export function SolutionPanel({
  title,
  summary,
  benefits,
  idealFor,
  href,
  labels,
}: {
  title: string;
  summary: string;
  benefits: readonly Feature[];
  idealFor: string;
  href: string;
  labels: { keyBenefits: string; idealFor: string; learnMore: string };
}) {
  return (
    <div className="grid gap-8 rounded-card border border-line bg-white p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-12">
      <div>
        <h3 className="text-2xl font-bold tracking-tight text-brand-950">{title}</h3>
        <p className="mt-3 text-lg leading-relaxed text-ink-muted">{summary}</p>
        <h4 className="mt-8 text-sm font-semibold tracking-wider text-brand-800 uppercase">{labels.keyBenefits}</h4>
        <FeatureGrid items={benefits} layout="checks" headingLevel="h5" className="mt-4" />
      </div>
      {/* As tall as its text, not the benefits beside it: a stretched box reads half empty. */}
      <div className="flex flex-col self-start rounded-xl bg-brand-50 p-6 ring-1 ring-brand-100">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wider text-brand-800 uppercase">
          <Target aria-hidden className="size-4" />
          {labels.idealFor}
        </p>
        <p className="mt-3 leading-relaxed text-ink">{idealFor}</p>
        <Link href={href} className={buttonVariants({ variant: 'primary', size: 'md', className: 'mt-6 w-fit' })}>
          <span>
            {labels.learnMore}
            <span className="sr-only">: {title}</span>
          </span>
          <ArrowRight aria-hidden />
        </Link>
      </div>
    </div>
  );
}
