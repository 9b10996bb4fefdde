import { getDocumentArticles } from '@/cms/content';
import { findDocumentArticle, instructionsPath } from '@/content/documents';
import { performanceHeadline, unstudiedCutOffs } from '@/content/documents/performance';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { keepCodesWhole } from '@/lib/no-break';

/**
 * An article's headline performance figure where a buyer decides (catalogue card, product page),
 * linked to the performance section of its instructions for use, where the study behind it is.
 * Both read the one performance record of the article.
 */
export async function PerformanceNote({
  articleNr,
  locale,
  onDark = false,
  figure = false,
  className,
}: {
  articleNr: string;
  locale: Locale;
  onDark?: boolean;
  /**
   * From 640 px, the figure on a line of its own above its claim, set off by a rule: the evidence at
   * a card's foot. A phone's compact catalogue row keeps it on one line with its claim.
   */
  figure?: boolean;
  className?: string;
}) {
  const article = findDocumentArticle(await getDocumentArticles(), articleNr);
  // A draft cut-off that no study covers yet shows in a preview without its figure (publishing it is refused).
  if (!article || unstudiedCutOffs(article).length > 0) return null;
  const headline = performanceHeadline(article);
  const claim = keepCodesWhole(headline.claim[locale]);
  const linkColour = onDark ? 'text-white hover:text-brand-50' : 'text-brand-800 hover:text-brand-900';
  return (
    <p
      data-performance-note={articleNr}
      className={cn('text-xs leading-relaxed sm:text-[0.8125rem]', onDark ? 'text-brand-100' : 'text-ink-muted', figure && 'sm:border-t sm:border-line sm:pt-3', className)}
    >
      <Link href={`${instructionsPath(articleNr)}#performance`} className={cn('font-semibold', figure ? 'group' : 'underline underline-offset-2', linkColour)}>
        {figure ? (
          <>
            <span className="tabular-nums sm:block sm:text-lg sm:leading-tight sm:font-bold sm:text-brand-900">{headline.value[locale]}</span>{' '}
            <span className="underline underline-offset-2 group-hover:decoration-2">{claim}</span>
          </>
        ) : (
          `${headline.value[locale]} ${claim}`
        )}
      </Link>
      {` (${keepCodesWhole(headline.basis[locale])})`}
    </p>
  );
}
