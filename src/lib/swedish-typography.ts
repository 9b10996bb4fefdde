/**
 * Swedish number typography (/work/shared/guides/language.md): a space, and a non-breaking one,
 * between a number and '%' or its unit ('99,2 %', '10 ng/ml', '25 st'), in 'ISO 13485' and after
 * '<'; a decimal comma, never a decimal point. A pure check over a text, so unit tests can run it
 * over the content and messages, and end-to-end tests over the rendered pages.
 */

export type TypographyProblem = { rule: string; excerpt: string };

/** Units that must stay on the line of their number. */
const units = ['%', 'ng/ml', 'ng/mL', 'min', 'minut', 'minuter', 'minuters', 'st', 'kr', 'SEK', 'MSEK', 'mnkr', 'h', 'timme', 'timmar'];
// None of them contains a character special in a regular expression.
const unitPattern = units.join('|');

// A breaking space is any white space except U+00A0 and the narrow U+202F (both non-breaking) and
// a line break, which an editor types on purpose (an address, a new paragraph).
const breakingSpace = '[^\\S\\n\\r\\u00a0\\u202f]+';

const rules: { rule: string; pattern: RegExp; allowed?: RegExp }[] = [
  {
    // A digit, an ICU argument ('{value, number}') or a plural's '#' followed by a breaking space and a unit.
    rule: 'breaking space between a number and its unit',
    pattern: new RegExp(`(?:\\d|\\}|#)${breakingSpace}(?:${unitPattern})(?![\\p{L}\\d/])`, 'gu'),
  },
  { rule: 'no space before %', pattern: /\d%/gu },
  { rule: 'breaking space in ISO 13485', pattern: new RegExp(`ISO${breakingSpace}\\d`, 'gu') },
  { rule: 'breaking space after a comparison sign', pattern: new RegExp(`[<>≤≥]${breakingSpace}\\d`, 'gu') },
  // '55 680': the group separator of a Swedish number is a non-breaking space.
  { rule: 'breaking space between the digit groups of a number', pattern: new RegExp(`(?<![\\d,])\\d{1,3}${breakingSpace}\\d{3}(?![\\d\\p{L}])`, 'gu') },
  // Five digits or more are grouped ('12 500'); standards ('ISO 13485'), article numbers
  // ('NRD-10234') and codes are not numbers.
  { rule: 'no thousands separator', pattern: /(?<![\p{L}\d\-/.:#])(?<!(?:ISO|EN|IEC)[\s\u00a0])\d{5,}(?![\d\p{L}])/gu },
  {
    rule: 'decimal point in a Swedish number',
    pattern: /\d\.\d/gu,
    // Times ('08.00–17.00') and legal references ('artikel 6.1 a', 'bilaga IX avsnitt 5.1') are written with a point in Swedish.
    allowed: /(?:\b\d{2}\.\d{2}\b|(?:artikel|avsnitt)[\s\u00a0]\d+\.\d)/u,
  },
];

export function findSwedishTypographyProblems(text: string): TypographyProblem[] {
  const problems: TypographyProblem[] = [];
  for (const { rule, pattern, allowed } of rules) {
    for (const match of text.matchAll(pattern)) {
      const start = Math.max(0, match.index - 12);
      const excerpt = text.slice(start, match.index + match[0].length + 12);
      if (allowed && allowed.test(text.slice(Math.max(0, match.index - 10), match.index + match[0].length + 3))) continue;
      problems.push({ rule, excerpt });
    }
  }
  return problems;
}

/**
 * The same text with the breaking spaces the rules above refuse made non-breaking: an editor types
 * '99,2 %' with an ordinary space, the CMS stores it with U+00A0. What needs a decision (a decimal
 * point, '99%') is left to the check.
 */
export function withNonBreakingSpaces(text: string): string {
  return text
    .replace(new RegExp(`(\\d|\\}|#)${breakingSpace}(?=(?:${unitPattern})(?![\\p{L}\\d/]))`, 'gu'), '$1\u00a0')
    .replace(new RegExp(`ISO${breakingSpace}(?=\\d)`, 'gu'), 'ISO\u00a0')
    .replace(new RegExp(`([<>≤≥])${breakingSpace}(?=\\d)`, 'gu'), '$1\u00a0')
    .replace(new RegExp(`(?<![\\d,])(\\d{1,3})${breakingSpace}(?=\\d{3}(?![\\d\\p{L}]))`, 'gu'), '$1\u00a0');
}

/**
 * Hyphenated compounds that must not break after the hyphen ('CE-⏎märkta', 'ISO 13485-⏎certifierat'):
 * Inter's web subset has no non-breaking hyphen (U+2011), so the text carries a word joiner
 * (U+2060, invisible, no glyph needed) after the hyphen. PDFs strip it (their font lacks it), so
 * the check runs over texts shown on web pages only.
 */
const breakableCompound = /(?:\bCE|\b13485)-(?!\u2060)(?=\p{Ll})/gu;

export function findBreakableCompounds(text: string): TypographyProblem[] {
  return [...text.matchAll(breakableCompound)].map((match) => ({
    rule: 'breakable hyphen in a CE or ISO 13485 compound',
    excerpt: text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 12),
  }));
}

/**
 * Wording the language guide replaces, where a pattern can tell it without flagging the site's
 * correct text: each rule names what to write instead. Kept apart from the number typography
 * above, which the CMS runs on every Swedish field: the instructions for use of published editions
 * (and the shared sections they were published with) keep the words they were approved with.
 */
const periodNouns = '(?:dagar|veckor|månader|timmar|minuter|dygn|år)';
const smallCount = '(?:\\d+(?:[–-]\\d+)?|två|tre|fyra|fem|sex|sju|åtta|nio|tio|elva|tolv)';
const space = '[\\s\\u00a0]+';

const wordingRules: { rule: string; pattern: RegExp }[] = [
  // 'prover', 'laboratorieprover', 'proverna': the plural of 'prov' is 'prov' ('proven').
  { rule: "'prover' → 'prov' (definite plural 'proven')", pattern: /(?<!\p{L})\p{L}*prover(?:na)?(?!\p{L})/giu },
  { rule: "'incident' → 'tillbud' ('allvarligt tillbud' in instructions for use)", pattern: /(?<!\p{L})incident(?:en|er|erna)?(?!\p{L})/giu },
  // 'de kommande 14 dagar' → 'de kommande 14 dagarna'; a figure placeholder writes its unit
  // indefinite ('14 dagar'), so it takes the ending after it: 'de kommande {vdtForecastDays}na'.
  {
    rule: "definite form after 'de kommande/senaste …' ('de kommande 14 dagarna', '{days}na')",
    pattern: new RegExp(`(?<!\\p{L})[Dd]e${space}(?:kommande|närmaste|senaste|första|sista)${space}(?:${smallCount}${space}${periodNouns}(?!\\p{L})|\\{\\w+\\}(?!na(?!\\p{L})|${space}\\p{L}+(?:na|en)(?!\\p{L})))`, 'gu'),
  },
  // A rapid test's positive result is a screening result until the laboratory confirms it.
  { rule: "'positivt screeningresultat' → 'preliminärt positivt screeningresultat'", pattern: /(?<!preliminärt[\s\u00a0]+)(?<!\p{L})positiv[at]?[\s\u00a0]+screeningresultat/giu },
  { rule: "'bipacksedel' → 'bruksanvisning' (an IVD has instructions for use)", pattern: /(?<!\p{L})bipacksedel\p{L}*/giu },
  { rule: "'järndepå' → 'järnförråd'", pattern: /järndepå\p{L}*/giu },
  // The manufacturer works within its certified QMS; 'enligt'/'under' read as a translation.
  { rule: "'tillverkad enligt/under ett … kvalitetsledningssystem' → 'tillverkad inom ett …'", pattern: /(?<!\p{L})tillverka(?:d|de|t|s)[\s\u00a0]+(?:enligt|under)[\s\u00a0]+ett[\s\u00a0][^.]*?kvalitetsledningssystem/giu },
  { rule: "'Hämta rapporten' → 'Ladda ner rapporten'", pattern: /(?<!\p{L})hämta[\s\u00a0]+(?:(?:vår|er|de|den|våra|era)[\s\u00a0]+)?rapport/giu },
];

/** The wording problems of a Swedish text, each with the rule that says what to write instead. */
export function findSwedishWordingProblems(text: string): TypographyProblem[] {
  return wordingRules.flatMap(({ rule, pattern }) =>
    [...text.matchAll(pattern)].map((match) => ({ rule, excerpt: text.slice(Math.max(0, match.index - 12), match.index + match[0].length + 12) })),
  );
}
