/** Limits of the site search shared by the search box, its API and the results page. */

/** Longer queries are refused: nobody types a page into a search box. */
export const maxQueryLength = 200;

/** Suggestions the search box shows as the visitor types. */
export const suggestionLimit = 6;

/**
 * A suggestion scores at least this share of the best one. Under the product itself, a page that
 * only mentions the word once is noise in a list of six; the results page still lists it.
 */
export const suggestionScoreShare = 0.2;

/** The suggestions among a query's results (best first): the strong ones, at most `suggestionLimit`. */
export function suggestionsFrom<Result extends { score: number }>(results: readonly Result[]): Result[] {
  const threshold = (results[0]?.score ?? 0) * suggestionScoreShare;
  return results.filter((result) => result.score >= threshold).slice(0, suggestionLimit);
}

/** Results the results page shows. */
export const resultsPageLimit = 30;

/** Typing shorter than this shows no suggestions yet. */
export const minSuggestionLength = 2;

/** A query that may name a person (an e-mail address, a phone or personal identity number): never stored. */
export function mayHoldPersonalData(query: string): boolean {
  return /@/u.test(query) || /\d[\d\s-]{5,}\d/u.test(query);
}
