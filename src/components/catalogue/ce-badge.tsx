import { BadgeCheck } from '@/components/ui/lucide';
import { cn } from '@/lib/cn';

export function CeBadge({ label, className }: { label: string; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 ring-1 ring-accent-200', className)}>
      <BadgeCheck aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}
