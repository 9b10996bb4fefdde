'use client';

import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import { buttonVariants } from '@/components/ui/button';
import { requestAnchor } from '@/lib/anchor-navigation';

/** Hrefs are already in the page's language. */
export type MobileMenuLink = { href: string; label: string; children?: { href: string; label: string }[] };

type MobileMenuProps = {
  openLabel: string;
  closeLabel: string;
  title: string;
  links: MobileMenuLink[];
  contact: { href: string; label: string };
  /** The search box, at the top of the panel. */
  search?: ReactNode;
  /** Menu and close icons, rendered by the server component so no icon library reaches the browser. */
  icons: { open: ReactNode; close: ReactNode };
};

/**
 * The phone navigation (000 §2.2): a full-height side panel with the header's links plus Contact.
 * A native modal <dialog> gives focus containment, Escape and focus return without shipping a
 * dialog library; page scrolling is locked while it is open; a backdrop or link click closes it.
 */
export function MobileMenu({ openLabel, closeLabel, title, links, contact, search, icons }: MobileMenuProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    document.documentElement.style.overflow = open ? 'hidden' : '';
    return () => {
      document.documentElement.style.overflow = '';
    };
  }, [open]);

  // A navigation (including back/forward) always closes the panel: adjusted while rendering, as
  // React advises for state that follows a changed value, rather than one render late in an effect.
  const [shownPathname, setShownPathname] = useState(pathname);
  if (pathname !== shownPathname) {
    setShownPathname(pathname);
    setOpen(false);
  }

  /**
   * A link to an anchor of the page already shown changes only the hash, which Next does without
   * a `hashchange` event: the anchor is requested like the desktop menu does, so a tab that hides
   * it (the urine-test tabs) opens and the page scrolls to it.
   */
  function onLinkClick(event: MouseEvent<HTMLAnchorElement>) {
    setOpen(false);
    const url = new URL(event.currentTarget.href);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    if (url.pathname !== window.location.pathname || url.hash === '') return;
    event.preventDefault();
    window.history.replaceState(window.history.state, '', url.hash);
    requestAnchor(decodeURIComponent(url.hash.slice(1)));
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the dialog element itself, not its panel, is a click on the backdrop.
    if (event.target === event.currentTarget) setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
      >
        {icons.open}
        <span className="sr-only">{openLabel}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-label={title}
        onClose={() => setOpen(false)}
        onClick={onDialogClick}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-transparent p-0 backdrop:bg-brand-950/50"
      >
        {/* Rendered only while open (before showModal, which focuses its first control), so the
            closed menu adds nothing to every page's HTML and hydration. */}
        {open && (
          <MenuPanel title={title} closeLabel={closeLabel} links={links} contact={contact} search={search} closeIcon={icons.close} onClose={() => setOpen(false)} onLinkClick={onLinkClick} />
        )}
      </dialog>
    </>
  );
}

type MenuPanelProps = Pick<MobileMenuProps, 'title' | 'closeLabel' | 'links' | 'contact' | 'search'> & {
  closeIcon: ReactNode;
  onClose: () => void;
  onLinkClick: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** The open menu's panel; every link closes it at once (a link to the page already shown too). */
function MenuPanel({ title, closeLabel, links, contact, search, closeIcon, onClose, onLinkClick }: MenuPanelProps) {
  const linkProps = { prefetch: false, onClick: onLinkClick };
  return (
    <div className="flex h-full flex-col overflow-y-auto bg-white shadow-pop">
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        <p className="font-semibold text-brand-900">{title}</p>
        <button type="button" onClick={onClose} className={buttonVariants({ variant: 'ghost', size: 'icon' })}>
          {closeIcon}
          <span className="sr-only">{closeLabel}</span>
        </button>
      </div>
      {search && <div className="border-b border-line px-4 py-4">{search}</div>}
      <nav aria-label={title} className="flex-1 px-2 py-4">
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.href}>
              <NextLink {...linkProps} href={link.href} className="block rounded-lg px-3 py-3 text-base font-medium text-ink hover:bg-brand-50">
                {link.label}
              </NextLink>
              {link.children && (
                <ul className="mb-2 ml-3 border-l border-line pl-2">
                  {link.children.map((child) => (
                    <li key={child.href}>
                      <NextLink {...linkProps} href={child.href} className="block rounded-lg px-3 py-2 text-sm text-ink-muted hover:bg-brand-50 hover:text-ink">
                        {child.label}
                      </NextLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-line p-4">
        <NextLink {...linkProps} href={contact.href} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
          {contact.label}
        </NextLink>
      </div>
    </div>
  );
}
