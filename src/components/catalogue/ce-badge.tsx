import { BadgeCheck } from '@/components/ui/lucide';

export function CeBadge({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-700 ring-1 ring-accent-200">
      <BadgeCheck aria-hidden className="size-3.5" />
      {label}
    </span>
  );
}
