'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/** Shows the path the visitor tried and logs it (000 §2.7), so broken links show up in logs. */
export function AttemptedPath({ logMessage }: { logMessage: string }) {
  const pathname = usePathname();
  useEffect(() => {
    console.warn(logMessage, pathname);
  }, [logMessage, pathname]);
  return <code className="rounded-md bg-brand-50 px-2 py-1 font-mono text-sm break-all text-brand-900">{pathname}</code>;
}
