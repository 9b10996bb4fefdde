'use client';

import { useId, useState, type ReactNode } from 'react';
import { cx } from '@/lib/cx';

/**
 * The substances panel of a multi-panel card (000 §4): collapsed by default, toggled by its
 * header, which is a real button with `aria-expanded`. The list and the chevron icon are rendered
 * on the server, so no icon library reaches the browser.
 */
export function SubstancesToggle({ label, chevron, children }: { label: string; chevron: ReactNode; children: ReactNode }) {
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
        <span aria-hidden className={cx('inline-flex transition-transform', open && 'rotate-180')}>
          {chevron}
        </span>
      </button>
      <div id={regionId} hidden={!open} className="px-4 pb-4">
        {children}
      </div>
    </div>
  );
}
