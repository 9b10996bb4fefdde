'use client';

import { useEffect } from 'react';

/**
 * Shows the path the visitor tried and logs it (000 §2.7), so broken links show up in logs. The
 * path comes from the server as typed (src/server/http/request-policy.ts, displayPath): the
 * browser's own location may differ from the path Next rendered (a repaired `%`), and the two
 * would not hydrate alike.
 */
export function AttemptedPath({ path, logMessage }: { path: string; logMessage: string }) {
  useEffect(() => {
    console.warn(logMessage, path);
  }, [logMessage, path]);
  return <code className="rounded-md bg-brand-50 px-2 py-1 font-mono text-sm break-all text-brand-900">{path}</code>;
}
