import { cn } from '@/lib/cn';

/**
 * Partners and customers as neutral word marks of our own (never another company's trademark):
 * the organisation's name set in the brand's type, with its kind beneath.
 */
export function LogoStrip({ logos, className }: { logos: readonly { name: string; kind: string }[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4', logos.length % 3 === 0 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4', className)}>
      {logos.map((logo) => (
        <li key={logo.name} className="flex flex-col items-center justify-center rounded-card border border-line bg-white px-4 py-5 text-center">
          <span className="text-lg font-extrabold tracking-tight text-brand-800">{logo.name}</span>
          <span className="mt-1 text-xs text-ink-muted">{logo.kind}</span>
        </li>
      ))}
    </ul>
  );
}
