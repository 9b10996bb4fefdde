'use client';

import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

/**
 * The substances panel of a multi-panel card (000 §4): collapsed by default, toggled by its
 * header, which is a real button with `aria-expanded`. The list itself is rendered on the server.
 */
export function SubstancesToggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <div className="rounded-xl border border-line bg-surface-muted">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left text-sm font-semibold text-brand-900 hover:bg-brand-50"
        >
          {label}
          <ChevronDown aria-hidden className={cx('size-4 transition-transform', open && 'rotate-180')} />
        </button>
      <div id={regionId} hidden={!open} className="px-4 pb-4">
        {children}
      </div>
    </div>
  );
}
