import { Clock } from '@/components/ui/lucide';

/**
 * The status of a product that cannot be ordered yet: a status line, not a button, since there is
 * nothing to press; the hero's own buttons (report, demo) are what a visitor can do now.
 */
export function ComingSoonNote({ label, note }: { label: string; note: string }) {
  return (
    <p role="note" className="mt-6 flex max-w-xl items-start gap-3 rounded-xl border border-white/15 bg-white/5 p-4 text-sm text-brand-100">
      <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-300" />
      <span>
        <strong className="font-semibold text-white">{label}.</strong> {note}
      </span>
    </p>
  );
}
