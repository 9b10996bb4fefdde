import { getDocumentArticles } from '@/cms/content';
import { findDocumentArticle, instructionsPath, type DocumentArticle } from '@/content/documents';
import { performanceHeadline } from '@/content/documents/performance';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { cn } from '@/lib/cn';
import { keepCodesWhole } from '@/lib/no-break';

/**
 * The article's headline figure, or none while the catalogue gives it a cut-off that no study in
 * performance-data.ts covers yet (an editor's draft in a preview, say): the card shows without its
 * figure rather than the page failing. The seeded catalogue is held to its studies by a unit test.
 */
function studiedHeadline(article: DocumentArticle) {
  try {
    return performanceHeadline(article);
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('performance: no ')) return undefined;
    throw error;
  }
}

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
  const headline = article && studiedHeadline(article);
  if (!headline) return null;
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
