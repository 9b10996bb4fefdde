import { getTranslations } from 'next-intl/server';
import { getDocumentArticles, getEditions } from '@/cms/content';
import { findDocumentArticle, instructionsPath } from '@/content/documents';
import { conformityPath } from '@/content/documents/paths';
import { getDeclaration } from '@/content/documents/conformity';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import { BadgeCheck, FileText, ShieldCheck } from '@/components/ui/lucide';

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
  const fact = 'flex items-center gap-1.5';
  const link = 'inline-flex items-center gap-1.5 font-semibold text-white underline underline-offset-2 hover:text-brand-50';
  return (
    // One panel, set in the text size of the hero it sits in: a buyer reads these, they are no fine print.
    <ul
      aria-label={t('label')}
      data-regulatory-facts={articleNr}
      className="mt-5 flex max-w-3xl flex-wrap gap-x-5 gap-y-2 rounded-xl bg-white/10 p-4 text-sm font-medium text-brand-50 ring-1 ring-white/15"
    >
      <li className={fact}>
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent-300" />
        {t('ceMark', { number: declaration.notifiedBody.number })}
      </li>
      <li className={fact}>{t('ivdClass', { class: group.ivdClass })}</li>
      <li className={fact}>{t('articleNr', { number: article.articleNr })}</li>
      {/* The documents on a line of their own, under a rule. */}
      <li className="flex basis-full flex-wrap gap-x-5 gap-y-2 border-t border-white/15 pt-3">
        <Link href={instructionsPath(articleNr)} className={link}>
          <FileText aria-hidden className="size-4 shrink-0" />
          {t('instructions', { version: edition.version })}
        </Link>
        <Link href={conformityPath(article.family)} className={link}>
          <BadgeCheck aria-hidden className="size-4 shrink-0" />
          {t('declaration')}
        </Link>
      </li>
    </ul>
  );
}
