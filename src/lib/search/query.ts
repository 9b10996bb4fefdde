/** Limits of the site search shared by the search box, its API and the results page. */

/** Longer queries are refused: nobody types a page into a search box. */
export const maxQueryLength = 200;

/** Suggestions the search box shows as the visitor types. */
export const suggestionLimit = 6;

/** Results the results page shows. */
export const resultsPageLimit = 30;

/** Typing shorter than this shows no suggestions yet. */
export const minSuggestionLength = 2;

/** A query that may name a person (an e-mail address, a phone or personal identity number): never stored. */
export function mayHoldPersonalData(query: string): boolean {
  return /@/u.test(query) || /\d[\d\s-]{5,}\d/u.test(query);
}
