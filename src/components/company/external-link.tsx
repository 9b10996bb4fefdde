import { ExternalLink as ExternalLinkIcon } from '@/components/ui/lucide';
import type { ReactNode } from 'react';
import { buttonVariants, type ButtonVariantProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * A link to another site: opens in a new tab without giving that page a handle on ours
 * (`noopener noreferrer`), says so to screen-reader users (`newTabLabel`, e.g. '(opens in a new
 * tab)') and shows the external-link icon. `variant` makes it look like a button.
 */
export function ExternalLink({
  href,
  newTabLabel,
  variant,
  size = 'lg',
  className,
  children,
}: {
  href: string;
  newTabLabel: string;
  variant?: ButtonVariantProps['variant'];
  size?: ButtonVariantProps['size'];
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={variant ? buttonVariants({ variant, size, className }) : cn('inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline', className)}
    >
      {/* One flex item, so the accessible name reads as one phrase. */}
      <span>
        {children}
        <span className="sr-only"> {newTabLabel}</span>
      </span>
      <ExternalLinkIcon aria-hidden className="size-4 shrink-0" />
    </a>
  );
}
