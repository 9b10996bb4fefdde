'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Every route change starts at the top of the new page (000 §2.1), unless the URL carries a hash,
 * whose target the browser (or the mega-menu) scrolls to instead.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
