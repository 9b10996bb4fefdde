'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './button';

/**
 * A modal thank-you message on the native `<dialog>`: the browser traps focus, makes the page
 * behind it inert and closes it on Escape. It closes by its Close button, its X and Escape, and
 * focus goes back to where it was when the dialog opened (or to `returnFocus`). Titled and
 * described (aria-labelledby / aria-describedby). Texts and the X icon come from the server.
 */
export function ThankYouDialog({
  open,
  onClose,
  title,
  description,
  closeLabel,
  dismissLabel,
  closeIcon,
  returnFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The text button at the bottom ('Close'). */
  closeLabel: string;
  /** The accessible name of the X in the corner. */
  dismissLabel: string;
  closeIcon: ReactNode;
  /** Where focus goes on close when the element focused before opening is gone or inert. */
  returnFocus?: () => HTMLElement | null | undefined;
  children?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    // The opener may be gone, or be <body> when the focused submit button was disabled while the
    // request ran (browsers then drop focus); the form's own fallback is used instead.
    const candidate = opener.current;
    const usable = candidate && candidate !== document.body && candidate.isConnected && !candidate.matches(':disabled');
    const target = usable ? candidate : returnFocus?.();
    target?.focus();
    onClose();
  }

  return (
    <dialog
      ref={ref}
      onClose={handleClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-card bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-950/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={() => ref.current?.close()}
          aria-label={dismissLabel}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-ink-muted hover:bg-brand-50 hover:text-brand-950 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&_svg]:size-5"
        >
          {closeIcon}
        </button>
        <h2 id={`${id}-title`} className="pr-10 text-2xl font-bold tracking-tight text-brand-950">
          {title}
        </h2>
        <p id={`${id}-description`} className="mt-3 leading-relaxed text-ink-muted">
          {description}
        </p>
        {children}
        <div className="mt-6 flex justify-end">
          <Button variant="primary" size="md" onClick={() => ref.current?.close()}>
            {closeLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
