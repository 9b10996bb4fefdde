'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cookieNoticeStorageKey } from '@/lib/cookie-notice';

export type CookieNoticeProps = { label: string; text: string; dismiss: string; more: string; moreHref: string };

function readDismissed(): boolean {
  try {
    return window.localStorage.getItem(cookieNoticeStorageKey) === '1';
  } catch {
    // Storage can be blocked (private mode, policies); then the notice simply shows again.
    return false;
  }
}

/**
 * The consent element of the drug-test page (000 §2.3). The site sets only the necessary language
 * cookie, so there is nothing to accept or refuse: this explains that, and is dismissible and
 * remembered. lazy-cookie-notice.tsx loads it with `ssr: false`, so it only ever renders in the
 * browser and can read the stored choice while rendering.
 */
export function CookieNotice({ label, text, dismiss, more, moreHref }: CookieNoticeProps) {
  const [visible, setVisible] = useState(() => !readDismissed());

  if (!visible) return null;

  function close() {
    try {
      window.localStorage.setItem(cookieNoticeStorageKey, '1');
    } catch {
      // Not remembered when storage is blocked; closing still works for this page view.
    }
    setVisible(false);
  }

  return (
    <section
      aria-label={label}
      className="fixed inset-x-3 bottom-3 z-30 flex flex-col gap-3 rounded-card border border-line bg-white p-4 text-sm shadow-pop sm:right-auto sm:left-4 sm:max-w-sm sm:flex-row sm:items-center"
    >
      <p className="text-ink">
        {text}{' '}
        <a href={moreHref} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {more}
        </a>
      </p>
      <Button size="sm" onClick={close} className="self-end sm:self-auto">
        {dismiss}
      </Button>
    </section>
  );
}
