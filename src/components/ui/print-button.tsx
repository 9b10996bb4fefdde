'use client';

import type { ReactNode } from 'react';

/** Opens the browser's print dialog (the page's print stylesheet gives a clean one-column copy). */
export function PrintButton({ label, icon, className }: { label: string; icon?: ReactNode; className: string }) {
  return (
    <button type="button" onClick={() => window.print()} className={className}>
      {icon}
      {label}
    </button>
  );
}
