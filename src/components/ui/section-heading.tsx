import { cn } from '@/lib/cn';

/** The eyebrow + heading + intro block that opens most sections. `id` lets a section use aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-xl', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-ink-muted">{intro}</p>}
    </div>
  );
}
