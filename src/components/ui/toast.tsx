'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** What `<Toast>` renders from: the message on show, or null. */
export interface ToastController {
  message: string | null;
  show: (message: string) => void;
  hide: () => void;
}

/**
 * A toast that disappears after `durationMs` (the spec's durations, e.g. 5 s after a whitepaper
 * request). The timer pauses while the pointer is over the toast or focus is in it, so nobody loses
 * a message they are reading (WCAG 2.2.1).
 */
export function useToast(durationMs: number): ToastController & { pause: () => void; resume: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => window.clearTimeout(timer.current), []);
  const resume = useCallback(() => {
    stop();
    timer.current = window.setTimeout(() => setMessage(null), durationMs);
  }, [durationMs, stop]);
  const show = useCallback(
    (text: string) => {
      setMessage(text);
      resume();
    },
    [resume],
  );
  const hide = useCallback(() => {
    stop();
    setMessage(null);
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { message, show, hide, pause: stop, resume };
}

/**
 * The toast's live region: always in the page (a region added together with its text is often not
 * announced), bottom right on wide screens and across the bottom on phones. `closeIcon` is rendered
 * by the server, so no icon library reaches the browser.
 */
export function Toast({ toast, closeLabel, closeIcon }: { toast: ReturnType<typeof useToast>; closeLabel: string; closeIcon: ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:inset-x-auto sm:right-6 sm:bottom-6">
      {toast.message && (
        <div
          className="pointer-events-auto flex max-w-sm items-center gap-3 rounded-xl bg-brand-950 py-3 pr-2 pl-4 text-sm font-semibold text-white shadow-xl"
          onPointerEnter={toast.pause}
          onPointerLeave={toast.resume}
          onFocus={toast.pause}
          onBlur={toast.resume}
        >
          <p>{toast.message}</p>
          <button
            type="button"
            onClick={toast.hide}
            aria-label={closeLabel}
            className="grid size-9 shrink-0 place-items-center rounded-full hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 [&_svg]:size-4"
          >
            {closeIcon}
          </button>
        </div>
      )}
    </div>
  );
}
