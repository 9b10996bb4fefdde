'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import NextLink from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import type { Locale } from '@/i18n/locales';
import { localizedPath, splitLocale } from '@/i18n/paths';
import { requestAnchor } from '@/lib/anchor-navigation';
import { cx } from '@/lib/cx';

export type MegaMenuColumn = {
  heading: string;
  anchor: string;
  /** `anchor`: where the item lands when that is not its column's anchor. */
  items: { id: string; name: string; description?: string; anchor?: string }[];
  /** A link to the column's whole section when the menu lists only some of it ('18 more'). */
  more?: string;
};

type MegaMenuProps = {
  locale: Locale;
  label: string;
  /** The catalogue page every item lands on. */
  pagePath: string;
  overviewLabel: string;
  columns: MegaMenuColumn[];
  /** Rendered by the server component, so no icon library reaches the browser; turned when open. */
  chevron: ReactNode;
};

/**
 * The anchor a menu choice waits to scroll to once its page shows. Module state rather than a ref:
 * a page of another route (one made in the CMS) renders its own header, so the menu that was
 * chosen from is gone by then, and the new page's menu picks the anchor up.
 */
let pendingAnchor: { path: string; anchor: string } | null = null;

function awaitAnchor(path: string, anchor: string | null) {
  pendingAnchor = anchor ? { path, anchor } : null;
}

/** The anchor waiting for the page at `path`, handed out once. */
function takeAnchor(path: string): string | undefined {
  if (pendingAnchor?.path !== path) return undefined;
  const { anchor } = pendingAnchor;
  pendingAnchor = null;
  return anchor;
}

/**
 * A mega-menu following the WAI-ARIA disclosure-navigation pattern: a button toggles a panel of
 * links. It opens on hover (000 §2.2), on click/Enter/Space, and ArrowDown opens it and moves into
 * it; Escape closes it and returns focus to the button; leaving it by mouse or focus, or a click
 * elsewhere, closes it. Hover means a mouse: on a touch screen a tap fires pointerenter and then
 * click, and reacting to both would open and at once close the menu. Choosing an item navigates to the page and, 100 ms later, smoothly scrolls to the item's anchor.
 */
export function MegaMenu({ locale, label, pagePath, overviewLabel, columns, chevron }: MegaMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  /** Opened by the pointer now over it: its first click must not close it again under that pointer. */
  const openedByHover = useRef(false);
  const pathname = splitLocale(usePathname()).path;
  const router = useRouter();
  const hrefTo = (anchor: string | null) => localizedPath(anchor ? `${pagePath}#${anchor}` : pagePath, locale);

  // While open, Escape closes it wherever focus is (a menu opened by hover must be dismissible
  // without moving the pointer, WCAG 1.4.13), and so does a click or tap outside it.
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: globalThis.KeyboardEvent) {
      if (event.key !== 'Escape') return;
      const focusWasInside = rootRef.current?.contains(document.activeElement) ?? false;
      setOpen(false);
      if (focusWasInside) buttonRef.current?.focus();
    }
    function onPointerDown(event: globalThis.PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  // After a navigation started from this menu, scroll once the target page is showing.
  useEffect(() => {
    const anchor = pathname === pagePath ? takeAnchor(pagePath) : undefined;
    if (anchor) requestAnchor(anchor);
  }, [pathname, pagePath]);

  function focusFirstLink() {
    requestAnimationFrame(() => panelRef.current?.querySelector<HTMLAnchorElement>('a')?.focus());
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusFirstLink();
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const links = Array.from(panelRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(index + step + links.length) % links.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? links[0] : links[links.length - 1])?.focus();
    }
  }

  function choose(event: MouseEvent<HTMLAnchorElement>, anchor: string | null) {
    // Let the browser handle new-tab and similar modified clicks.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    setOpen(false);
    if (pathname === pagePath) {
      if (anchor) {
        window.history.replaceState(window.history.state, '', `#${anchor}`);
        requestAnchor(anchor);
      } else {
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
      return;
    }
    awaitAnchor(pagePath, anchor);
    router.push(hrefTo(anchor), { scroll: !anchor });
  }

  /** A link of the panel to its page or one of its sections, handled by `choose`. */
  const linkTo = (anchor: string | null) => ({ href: hrefTo(anchor), prefetch: false, onClick: (event: MouseEvent<HTMLAnchorElement>) => choose(event, anchor) });

  function onHover(event: PointerEvent<HTMLDivElement>, entering: boolean) {
    if (event.pointerType !== 'mouse') return;
    openedByHover.current = entering && !open;
    setOpen(entering);
  }

  function onButtonClick() {
    const keepOpen = openedByHover.current;
    openedByHover.current = false;
    setOpen((value) => keepOpen || !value);
  }

  return (
    <div
      ref={rootRef}
      // As tall as the header, so the pointer stays inside it on its way from the button to the panel.
      className="flex h-16 items-center"
      onPointerEnter={(event) => onHover(event, true)}
      onPointerLeave={(event) => onHover(event, false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onButtonClick}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'inline-flex h-10 items-center gap-0.5 rounded-full px-1.5 text-[0.8125rem] font-medium whitespace-nowrap text-ink hover:bg-brand-50 hover:text-brand-800 xl:gap-1 xl:px-2.5 xl:text-sm',
          open && 'bg-brand-50 text-brand-800',
        )}
      >
        {label}
        <span aria-hidden className={cx('inline-flex transition-transform', open && 'rotate-180')}>
          {chevron}
        </span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        // 800 px wide, three columns (000 §2.2), centred under the (sticky, so positioned) header
        // rather than its button, so it never runs off the screen at 1024 px.
        className="absolute top-full left-1/2 z-50 w-[800px] max-w-[calc(100vw-2rem)] -translate-x-1/2 pt-2"
      >
        {/* The links exist only while open: closed, the panel would be ~70 hidden elements in every
            page's HTML, flight data and hydration. Without JavaScript the button cannot
            open it either; the catalogue pages and the footer link the same places. */}
        {open && (
          <div className="rounded-card border border-line bg-white p-6 shadow-pop">
            <ul className="grid grid-cols-3 gap-6">
              {columns.map((column) => (
                <li key={column.anchor}>
                  <NextLink {...linkTo(column.anchor)} className="text-sm font-semibold text-brand-700 hover:underline">
                    {column.heading}
                  </NextLink>
                  {/* The links' hover fills reach out to the left, so their words line up with the heading. */}
                  <ul className="-mx-2 mt-3 space-y-1">
                    {column.items.map((item) => (
                      <li key={item.id}>
                        <NextLink
                          {...linkTo(item.anchor ?? column.anchor)}
                          // The link is named by the product; the fact under it is its description.
                          aria-describedby={item.description ? `${panelId}-${item.id}` : undefined}
                          className="group block rounded-md px-2 py-1.5 text-sm text-ink hover:bg-brand-50 hover:text-brand-800"
                        >
                          <span className="block font-medium">{item.name}</span>
                          {item.description && (
                            <span id={`${panelId}-${item.id}`} aria-hidden className="block text-xs text-ink-muted group-hover:text-brand-700">
                              {item.description}
                            </span>
                          )}
                        </NextLink>
                      </li>
                    ))}
                  </ul>
                  {column.more && (
                    <NextLink {...linkTo(column.anchor)} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                      {column.more}
                      <span className="sr-only">: {column.heading}</span>
                    </NextLink>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-5 border-t border-line pt-4">
              <NextLink {...linkTo(null)} className="text-sm font-semibold text-brand-700 hover:underline">
                {overviewLabel} →
              </NextLink>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
