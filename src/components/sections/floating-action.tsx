import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';

/**
 * A page's floating call to action ('Talk to Safety Expert', 'Request a Demo'): a plain link,
 * rendered on the server, placed as the last element of the page's content.
 *
 * From 768 px it is sticky: it rides at the bottom right of the window while the page scrolls and
 * comes to rest at the end of the content, so it never lies over the footer (sticky never leaves
 * its place in <main>). On phones there is no room beside the content, and a floating button would
 * sit on fields and text (and hide focused controls, WCAG 2.4.11), so below 768 px it is an ordinary
 * link at the end of the content.
 */
export function FloatingAction({ href, label, icon }: { href: string; label: string; icon?: ReactNode }) {
  return (
    <div data-floating-action className="container-page flex justify-center pb-10 md:pointer-events-none md:sticky md:bottom-6 md:z-30 md:h-0 md:justify-end md:pb-0">
      <Link
        href={href}
        className={cn(buttonVariants({ variant: 'accent', size: 'lg' }), 'shadow-xl ring-1 ring-brand-950/10 md:pointer-events-auto md:-translate-y-full')}
      >
        {icon}
        {label}
      </Link>
    </div>
  );
}
