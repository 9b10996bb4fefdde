'use client';

import type { MouseEvent } from 'react';
import { cookieNoticeAttribute, cookieNoticeDismissedValue, cookieNoticeStorageKey } from '@/lib/cookie-notice';

/**
 * The notice's close button, the only part of it that runs in the browser: it remembers the choice
 * and hides the notice through the <html> attribute (globals.css). Without JavaScript it is hidden,
 * as it could not do anything.
 */
export function CookieNoticeDismiss({ label, className }: { label: string; className: string }) {
  function dismiss(event: MouseEvent<HTMLButtonElement>) {
    try {
      window.localStorage.setItem(cookieNoticeStorageKey, '1');
    } catch {
      // Storage can be blocked (private mode, policies); the notice then closes for this page view only.
    }
    document.documentElement.setAttribute(cookieNoticeAttribute, cookieNoticeDismissedValue);
    // A keyboard press (no pointer, so detail is 0) would leave focus on a hidden button: move it
    // on to the next control, the skip link, which then shows itself.
    if (event.detail === 0) document.querySelector<HTMLElement>('a[href="#main"]')?.focus();
  }

  return (
    <button type="button" onClick={dismiss} className={className}>
      {label}
    </button>
  );
}
