'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A tooltip that meets WCAG 1.4.13 (content on hover or focus): it opens when the trigger is
 * hovered or receives keyboard focus, stays open while the pointer moves onto the tooltip itself
 * (both sit in one hover area, bridged by padding), and Escape closes it without moving focus. The
 * text is the trigger's description (`aria-describedby`), so screen readers read it with the name.
 */
export function Tooltip({ trigger, text }: { trigger: ReactNode; text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={() => {
        hovered.current = true;
        setOpen(true);
      }}
      onPointerLeave={() => {
        hovered.current = false;
        if (!focused.current) setOpen(false);
      }}
    >
      <button
        type="button"
        aria-describedby={id}
        onFocus={() => {
          focused.current = true;
          setOpen(true);
        }}
        onBlur={() => {
          focused.current = false;
          if (!hovered.current) setOpen(false);
        }}
        onClick={() => setOpen(true)}
        className="flex min-h-11 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-card ring-1 ring-brand-200 hover:ring-brand-400"
      >
        {trigger}
      </button>
      <span
        role="tooltip"
        id={id}
        hidden={!open}
        className="absolute bottom-full left-1/2 z-20 w-[min(18rem,calc(100vw-2rem))] -translate-x-1/2 pb-3"
      >
        <span className="relative block rounded-xl bg-brand-950 px-4 py-3 text-left text-sm leading-relaxed font-normal text-white shadow-pop">
          {text}
          <span aria-hidden className="absolute top-full left-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-brand-950" />
        </span>
      </span>
    </span>
  );
}
