import { Clock } from '@/components/ui/lucide';
import { Button } from '@/components/ui/button';

/**
 * The status of a product that cannot be ordered yet: a disabled 'Coming Soon' button (as the
 * products overview shows it) with the reason beside it, tied to the button by aria-describedby.
 */
export function ComingSoonNote({ label, note, id = 'coming-soon-note' }: { label: string; note: string; id?: string }) {
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
      <Button variant="inverse" size="md" disabled aria-describedby={id} className="w-fit">
        <Clock aria-hidden />
        {label}
      </Button>
      <p id={id} className="max-w-xl text-sm text-brand-100">
        {note}
      </p>
    </div>
  );
}
