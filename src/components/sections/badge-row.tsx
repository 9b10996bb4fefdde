import { BadgeCheck } from '@/components/ui/lucide';
import { cn } from '@/lib/cn';

/** Quality and compliance badges (ISO 13485, CE-marked, GDPR) as a row of pills. */
export function BadgeRow({ badges, className }: { badges: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap justify-center gap-3', className)}>
      {badges.map((badge) => (
        <li
          key={badge}
          className="flex items-center gap-2 rounded-xl bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-100 sm:rounded-full"
        >
          <BadgeCheck aria-hidden className="size-5 shrink-0 text-accent-600" />
          {badge}
        </li>
      ))}
    </ul>
  );
}
