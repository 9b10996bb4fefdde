import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/company/external-link';
import type { InLocale } from '@/i18n/localized';
import { Link } from '@/i18n/navigation';
import type { ActionRecord } from '@/content/schema';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type Action = InLocale<ActionRecord>;

/** A button to another site: it opens in a new tab, and says so. */
async function ExternalAction({ action, size, className }: { action: Action; size: 'md' | 'lg'; className?: string }) {
  const t = await getTranslations('Common');
  return (
    <ExternalLink href={action.href} newTabLabel={t('opensInNewTab')} variant={action.variant} size={size} className={className}>
      {action.label}
    </ExternalLink>
  );
}

/**
 * One call-to-action: an in-page anchor stays a plain link, a site path gets the page's language,
 * another site's address opens in a new tab.
 */
export function ActionLink({ action, size = 'lg', className }: { action: Action; size?: 'md' | 'lg'; className?: string }) {
  if (/^https?:\/\//u.test(action.href)) return <ExternalAction action={action} size={size} className={className} />;
  const classes = buttonVariants({ variant: action.variant, size, className });
  if (action.href.startsWith('#')) {
    return (
      <a href={action.href} className={classes}>
        {action.label}
      </a>
    );
  }
  return (
    <Link href={action.href} className={classes}>
      {action.label}
    </Link>
  );
}

/** A row of calls to action (stacked on phones), as heroes and call-to-action bands show them. */
export function ActionLinks({ actions, className, children }: { actions: readonly Action[]; className?: string; children?: ReactNode }) {
  if (actions.length === 0 && !children) return null;
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row', className)}>
      {actions.map((action) => (
        <ActionLink key={action.href + action.label} action={action} />
      ))}
      {children}
    </div>
  );
}
