import { getTranslations } from 'next-intl/server';
import { Search } from '@/components/ui/lucide';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { cn } from '@/lib/cn';
import { maxQueryLength } from '@/lib/search/query';
import { routes } from '@/lib/routes';
import type { SearchBoxTexts } from './search-box-texts';

/**
 * A search box: a plain GET form to the results page, which works without JavaScript. With it,
 * the first focus loads the suggestions (search-box-loader.tsx); their texts travel in
 * `data-search-texts`, so no message catalogue reaches the browser.
 *
 * `inHeader`: a one-word placeholder and, beside the full menu (lg, from 1024 px), a round button's size that
 * widens over the menu while the box has focus (CSS only: it works before and without JavaScript).
 */
export async function SearchForm({ locale, id, query, inHeader, className }: { locale: Locale; id: string; query?: string; inHeader?: boolean; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const texts: SearchBoxTexts = {
    locale,
    suggestions: t('suggestionsLabel'),
    none: t('suggestionsNone'),
    one: t('suggestionsOne'),
    // Templates the browser fills: the messages are given their own placeholder names back.
    other: t('suggestionsOther', { count: '{count}' }),
    seeAll: t('seeAll', { query: '{query}' }),
    articleNumber: t('articleNumber', { number: '{number}' }),
    unavailable: t('unavailable'),
    types: { page: t('typePage'), product: t('typeProduct'), article: t('typeArticle'), instructions: t('typeInstructions'), news: t('typeNews') },
  };
  return (
    <form
      role="search"
      aria-label={t('label')}
      action={localizedPath(routes.search, locale)}
      method="get"
      className={cn('group relative', inHeader && 'h-10 lg:w-10', className)}
      data-search-texts={JSON.stringify(texts)}
      data-search-in-header={inHeader ? '' : undefined}
    >
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        placeholder={inHeader ? t('placeholderShort') : t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={maxQueryLength}
        className={cn(
          'h-10 w-full rounded-full border border-line bg-white pr-10 pl-4 text-sm text-ink placeholder:text-ink-muted focus-visible:border-brand-500',
          inHeader &&
            'lg:absolute lg:top-0 lg:right-0 lg:z-10 lg:w-10 lg:cursor-pointer lg:pl-0 lg:transition-[width] lg:placeholder:text-transparent lg:group-focus-within:w-[26rem] lg:group-focus-within:cursor-text lg:group-focus-within:pl-4 lg:group-focus-within:placeholder:text-ink-muted lg:hover:border-brand-300 [&::-webkit-search-cancel-button]:appearance-none',
        )}
      />
      <button
        type="submit"
        className={cn(
          'absolute inset-y-0 right-0 z-20 grid w-10 place-items-center rounded-full text-brand-800 hover:text-brand-600',
          // While the header's box is a round button, a click goes to the box beneath, which widens.
          inHeader && 'lg:pointer-events-none lg:group-focus-within:pointer-events-auto',
        )}
      >
        <Search aria-hidden className="size-4" />
        <span className="sr-only">{t('submit')}</span>
      </button>
    </form>
  );
}
