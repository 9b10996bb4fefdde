import type { Locale } from '@/i18n/locales';
import type { SearchResultType } from '@/lib/search/engine';

/** What the search box's suggestions say, in the page's language (templates keep `{count}`, `{query}`, `{number}`). */
export type SearchBoxTexts = {
  locale: Locale;
  suggestions: string;
  none: string;
  one: string;
  other: string;
  seeAll: string;
  articleNumber: string;
  unavailable: string;
  types: Record<SearchResultType, string>;
};
