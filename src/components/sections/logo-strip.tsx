import { cn } from '@/lib/cn';
import { withLogotypes } from '@/lib/logotype';
import { Logotype } from './logotype';

/**
 * Partners and customers as logotypes of our own (never another company's trademark): each
 * organisation's emblem and name in a type of its own, with its kind beneath.
 */
export function LogoStrip({ logos, className }: { logos: readonly { name: string; kind: string }[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4', logos.length % 3 === 0 ? 'sm:grid-cols-3' : 'sm:grid-cols-2 xl:grid-cols-4', className)}>
      {withLogotypes(logos).map((logo) => (
        <li key={logo.name} className="flex flex-col items-center justify-center gap-2 rounded-card border border-line bg-white px-4 py-5 text-center">
          <Logotype name={logo.name} design={logo.design} />
          <span className="text-xs text-ink-muted">{logo.kind}</span>
        </li>
      ))}
    </ul>
  );
}
