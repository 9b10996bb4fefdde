'use client';

import dynamic from 'next/dynamic';
import type { CookieNoticeProps } from './cookie-notice';

// Loaded in its own chunk after hydration: the notice is never needed for the first paint.
const CookieNotice = dynamic(() => import('./cookie-notice').then((m) => m.CookieNotice), { ssr: false });

export function LazyCookieNotice(props: CookieNoticeProps) {
  return <CookieNotice {...props} />;
}
