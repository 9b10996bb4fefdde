import { ArrowRight } from '@/components/ui/lucide';
import type { IconName } from '@/content/schema';
import { Link } from '@/i18n/navigation';
import { buttonVariants } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { ExternalLink } from './external-link';

export type NewsCard = {
  id: string;
  icon: IconName;
  source: string;
  title: string;
  description: string;
  linkLabel: string;
} & ({ kind: 'press'; url: string; published: { iso: string; label: string } } | { kind: 'site'; href: string });

/**
 * News and press cards (001 §3 news item). A press article is on another site and opens in a new
 * tab; a page of ours is an ordinary link. The link names its article for screen readers, since
 * every card's label reads the same.
 */
export function NewsCards({ items, newTabLabel }: { items: readonly NewsCard[]; newTabLabel: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => {
        const label = (
          <span>
            {item.linkLabel}
            <span className="sr-only">: {item.title}</span>
          </span>
        );
        return (
          <li key={item.id}>
            <article aria-labelledby={`${item.id}-title`} className="flex h-full flex-col rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
              <div className="flex items-center gap-3">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={item.icon} className="size-5" />
                </span>
                <p className="text-sm text-ink-muted">
                  <span className="font-semibold tracking-wide text-brand-700 uppercase">{item.source}</span>
                  {item.kind === 'press' && (
                    <>
                      <span aria-hidden> · </span>
                      <span className="sr-only">, </span>
                      <time dateTime={item.published.iso}>{item.published.label}</time>
                    </>
                  )}
                </p>
              </div>
              <h3 id={`${item.id}-title`} className="mt-5 text-xl font-bold text-brand-950">
                {item.title}
              </h3>
              <p className="mt-2 flex-1 leading-relaxed text-ink-muted">{item.description}</p>
              <div className="mt-6">
                {item.kind === 'press' ? (
                  <ExternalLink href={item.url} newTabLabel={newTabLabel} variant="outline" size="md">
                    {label}
                  </ExternalLink>
                ) : (
                  <Link href={item.href} className={buttonVariants({ variant: 'outline', size: 'md' })}>
                    {label}
                    <ArrowRight aria-hidden className="size-4" />
                  </Link>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
