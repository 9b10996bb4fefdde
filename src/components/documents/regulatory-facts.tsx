import { getTranslations } from 'next-intl/server';
import { getDocumentArticles, getEditions } from '@/cms/content';
import { findDocumentArticle, instructionsPath } from '@/content/documents';
import { conformityPath } from '@/content/documents/paths';
import { getDeclaration } from '@/content/documents/conformity';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';

/**
 * A device's regulatory facts where a buyer decides (a product page's hero): its CE marking with the
 * notified body, its IVDR class, article number, and links to the current instructions for use and
 * the family's EU declaration of conformity. All from the records the documents library shows.
 */
export async function RegulatoryFacts({ articleNr, locale }: { articleNr: string; locale: Locale }) {
  const articles = await getDocumentArticles();
  const article = findDocumentArticle(articles, articleNr);
  const edition = (await getEditions())[articleNr]?.at(-1);
  if (!article || !edition) return null;
  const declaration = getDeclaration(articles, article.family);
  const group = declaration.groups.find((candidate) => candidate.articles.includes(article));
  if (!group) return null;
  const t = await getTranslations({ locale, namespace: 'RegulatoryFacts' });
  const fact = 'rounded-full px-2.5 py-1 ring-1 ring-white/20';
  const link = 'px-1 font-semibold text-white underline underline-offset-2 hover:text-brand-50';
  return (
    <ul aria-label={t('label')} data-regulatory-facts={articleNr} className="mt-4 flex max-w-3xl flex-wrap items-center gap-x-2 gap-y-2 text-xs text-brand-100">
      <li className={fact}>{t('ceMark', { number: declaration.notifiedBody.number })}</li>
      <li className={fact}>{t('ivdClass', { class: group.ivdClass })}</li>
      <li className={fact}>{t('articleNr', { number: article.articleNr })}</li>
      <li>
        <Link href={instructionsPath(articleNr)} className={link}>
          {t('instructions', { version: edition.version })}
        </Link>
      </li>
      <li>
        <Link href={conformityPath(article.family)} className={link}>
          {t('declaration')}
        </Link>
      </li>
    </ul>
  );
}
