/**
 * The site search: an in-memory index of every searchable document in both languages, built once
 * from the content and queried per keystroke. Words are stemmed in their language (Snowball) and
 * folded (no diacritics), so 'drogtester' meets 'drogtest' and 'lakemedel' meets 'läkemedel'; a
 * query word also finds the compounds it begins ('urinkopp' → 'urinkoppar') and, from five letters,
 * words one typo away. Editors' synonym groups join words across the languages. Every query word
 * must match (with a fallback to the best partial matches), scored BM25-like with field weights.
 * Pure: no Node or Next imports, so it runs anywhere and the unit tests call it directly.
 */
import { stemmer as englishStem } from '@orama/stemmers/english';
import { stemmer as swedishStem } from '@orama/stemmers/swedish';

export type SearchLocale = 'en' | 'sv';

export type SearchResultType = 'page' | 'product' | 'article' | 'instructions' | 'news';

export type SearchDocument = {
  /** Unique across the index. */
  id: string;
  type: SearchResultType;
  locale: SearchLocale;
  url: string;
  title: string;
  /** Catalogue article number, e.g. 'DRX194-CE25'. */
  articleNumber?: string;
  /** Words a visitor may search by that the text may not hold: substance names and abbreviations ('THC', 'cannabis'), alternative names. */
  keywords?: readonly string[];
  description?: string;
  headings?: readonly string[];
  body?: string;
  /** A PDF the result offers beside its page (instructions for use). */
  pdfUrl?: string;
  /** Date for news, ISO string; passed through. */
  date?: string;
  /** What kind of thing it is, shown beside the title, not searched ('Single-panel urine tests'); passed through. */
  context?: string;
  /**
   * How much the document counts against others that match as well (default 1): an article's
   * instructions repeat its name throughout, yet a visitor who names a product looks for it first.
   */
  boost?: number;
};

/** Terms that mean the same to a visitor, in either language: ['drug test', 'drogtest'], ['pregnancy', 'graviditet']. Multi-word terms allowed. */
export type SynonymGroup = readonly string[];

export type ExcerptPart = { text: string; match: boolean };

export type SearchResult = {
  id: string;
  type: SearchResultType;
  url: string;
  title: string;
  articleNumber?: string;
  pdfUrl?: string;
  date?: string;
  context?: string;
  /** The title split into parts, matched words marked. */
  titleParts: ExcerptPart[];
  /**
   * A short passage (about 160–220 characters, cut at word boundaries, with '…' where cut) of the
   * description/body/headings that holds the most matched words, split into parts with matched
   * words marked. Falls back to the start of the description (or body) when nothing in them matched.
   */
  excerpt: ExcerptPart[];
  score: number;
};

export type SearchResponse = { query: string; total: number; results: SearchResult[] };

/** A text field kept for highlighting: where each word is and which vocabulary term it is. */
type FieldText = { text: string; starts: Uint32Array; ends: Uint32Array; terms: Uint32Array };

type IndexedDocument = {
  document: SearchDocument;
  title: FieldText;
  /** Excerpt sources in order of preference. */
  sources: readonly FieldText[];
  /** Letters and digits of the article number, folded and lower-case ('drx194ce25'). */
  compactArticleNumber?: string;
  /** The article number's parts ('drx194', 'ce25'), to mark when the whole number is asked for. */
  articleParts: readonly string[];
};

type Postings = { docs: number[]; scores: number[] };

type LocaleIndex = {
  locale: SearchLocale;
  documents: IndexedDocument[];
  /** Term id → term. */
  terms: string[];
  termIds: Map<string, number>;
  /** Term id → the documents holding it and the term's static score in each (idf × weighted, saturated frequency). */
  postings: Postings[];
  /** Term ids sorted by term, for prefix look-ups. */
  sortedTerms: string[];
  sortedTermIds: number[];
  /** Term ids by term length, for typo look-ups. */
  termsByLength: Map<number, number[]>;
  /** Article number parts and compact wholes → documents. Kept apart from the text: matched exactly only. */
  articleTerms: Map<string, number[]>;
};

type SynonymTerm = {
  /** Per word, the forms a query word may take to match it: English stem, Swedish stem, unstemmed (all folded). */
  forms: ReadonlySet<string>[];
  /** The term as index terms of each language, stop words left out. */
  keys: Readonly<Record<SearchLocale, readonly string[]>>;
};

type SynonymIndex = {
  groups: readonly (readonly SynonymTerm[])[];
  /** A form of a term's first word → [group, term] pairs. */
  byFirstForm: Map<string, [number, number][]>;
};

/** Opaque to callers: build it with buildSearchIndex, query it with search. */
export type SearchIndex = {
  readonly locales: Readonly<Record<SearchLocale, LocaleIndex>>;
  readonly synonyms: SynonymIndex;
};

const searchLocales: readonly SearchLocale[] = ['en', 'sv'];

const stemmers: Record<SearchLocale, (word: string) => string> = { en: englishStem, sv: swedishStem };

/** Folded like the query words they are compared with ('för' → 'for', 'på' → 'pa', 'är' → 'ar'). */
const stopWords: Record<SearchLocale, ReadonlySet<string>> = {
  en: new Set(['the', 'a', 'an', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'with', 'is']),
  sv: new Set(['och', 'eller', 'for', 'till', 'i', 'pa', 'med', 'en', 'ett', 'av', 'att', 'ar', 'som', 'det', 'den']),
};

/** Field order in the per-document counts. */
const titleField = 0;
const keywordsField = 1;
const headingsField = 2;
const descriptionField = 3;
const bodyField = 4;
const fieldWeights = [6, 5, 2.5, 2, 1] as const;
const fieldCount = fieldWeights.length;

/** BM25 saturation, and length normalisation of the body only (other fields are short by nature). */
const k1 = 1.2;
const bodyB = 0.5;
/** Titles are normalised for length too, more mildly: 'THC' is more about THC than '3-panel THC test'. */
const titleB = 0.3;
/** A title that is the query, word for word, is what the visitor named. */
const exactTitleFactor = 2;
/** Bodies shorter than this share of the average are normalised as if this long, so a stub is not favoured. */
const minBodyRatio = 0.5;

const exactQuality = 1;
const prefixQuality = 0.55;
const fuzzyQuality = 0.35;
const synonymQuality = 0.9;

/** A query word that is a part of an article number, or the whole of it. Far above any text score. */
const articlePartScore = 500;
const articlePrefixScore = 5_000;
const articleExactScore = 50_000;

const minPrefixLength = 3;
/** A synonym's term begins other words only from this length: 'UTI' must not find 'utifrån'. */
const minSynonymPrefixLength = 5;
const minFuzzyLength = 5;
/** Query words past this many are ignored (a search box query is a few words). */
const maxQueryTokens = 32;

const excerptLength = 200;
const ellipsis = '…';

const typeOrder: Record<SearchResultType, number> = { article: 0, product: 1, instructions: 2, page: 3, news: 4 };
const collators: Record<SearchLocale, Intl.Collator> = { en: new Intl.Collator('en'), sv: new Intl.Collator('sv') };

const digitPattern = /\p{N}/u;
const letterPattern = /\p{L}/gu;
const nonAsciiPattern = /[^\p{ASCII}]/u;
const markPattern = /\p{M}/gu;
const separatorPattern = /[^\p{L}\p{N}]/gu;

/** Strips diacritics: 'läkemedel' → 'lakemedel', 'é' → 'e'. */
function fold(text: string): string {
  return nonAsciiPattern.test(text) ? text.normalize('NFD').replace(markPattern, '').normalize('NFC') : text;
}

/** A word as written, lower-case and composed (a decomposed 'ä' stems like a composed one). */
function lowerWord(word: string): string {
  const lower = word.toLowerCase();
  return nonAsciiPattern.test(lower) ? lower.normalize('NFC') : lower;
}

const keyCacheLimit = 100_000;
const keyCaches: Record<SearchLocale, Map<string, string>> = { en: new Map(), sv: new Map() };

/** The index term of a lower-case word: stemmed in its language, then folded; article numbers and numbers are not stemmed. */
function termKey(word: string, locale: SearchLocale): string {
  const cache = keyCaches[locale];
  let key = cache.get(word);
  if (key === undefined) {
    key = fold(digitPattern.test(word) ? word : stemmers[locale](word));
    if (cache.size >= keyCacheLimit) cache.clear();
    cache.set(word, key);
  }
  return key;
}

/** Character classes by UTF-16 code unit, filled as met: 0 unknown, 1 letter or digit, 2 combining mark, 3 anything else. */
const charClasses = new Uint8Array(0x10000);
const letterOrDigit = /[\p{L}\p{N}]/u;
const combiningMark = /\p{M}/u;

function charClass(text: string, at: number): number {
  const code = text.charCodeAt(at);
  let known = charClasses[code]!;
  if (known !== 0) return known;
  if (code >= 0xd800 && code <= 0xdfff) {
    // Half of a pair: judged by its whole code point each time (letters outside the BMP are rare).
    const point = String.fromCodePoint(text.codePointAt(code <= 0xdbff ? at : at - 1) ?? 0);
    return letterOrDigit.test(point) ? 1 : combiningMark.test(point) ? 2 : 3;
  }
  const char = String.fromCharCode(code);
  known = letterOrDigit.test(char) ? 1 : combiningMark.test(char) ? 2 : 3;
  charClasses[code] = known;
  return known;
}

/** Calls `onWord` with the offsets of each word: a letter or digit, then letters, digits and combining marks. */
function scanWords(text: string, onWord: (start: number, end: number) => void): void {
  const length = text.length;
  let at = 0;
  while (at < length) {
    if (charClass(text, at) !== 1) {
      at++;
      continue;
    }
    const start = at;
    at++;
    while (at < length && charClass(text, at) !== 3) at++;
    onWord(start, at);
  }
}

type Token = { start: number; end: number; word: string };

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  scanWords(text, (start, end) => tokens.push({ start, end, word: lowerWord(text.slice(start, end)) }));
  return tokens;
}

function compact(text: string): string {
  return fold(text.toLowerCase()).replace(separatorPattern, '');
}

/* ---------------------------------------------------------------- building */

/** The terms of one language while building, and a shortcut from each word as written to its term. */
type Vocabulary = { terms: string[]; termIds: Map<string, number>; written: Map<string, number> };

function termId(vocabulary: Vocabulary, word: string, locale: SearchLocale): number {
  let id = vocabulary.written.get(word);
  if (id !== undefined) return id;
  const key = termKey(lowerWord(word), locale);
  id = vocabulary.termIds.get(key);
  if (id === undefined) {
    id = vocabulary.terms.length;
    vocabulary.terms.push(key);
    vocabulary.termIds.set(key, id);
  }
  vocabulary.written.set(word, id);
  return id;
}

/** One document's term counts while building: its distinct terms, and per term a count for each field. */
type Counts = { terms: number[]; counts: number[]; bodyLength: number };

/** Per term id, the document that last counted it (plus one) and where in that document's counts. */
type CountCursor = { document: number[]; position: number[] };

/** Scratch space for one field's word offsets and terms, copied out when the field is done. */
let scratch = new Uint32Array(3 * 4096);

function countField(text: string, field: number, locale: SearchLocale, vocabulary: Vocabulary, counts: Counts, cursor: CountCursor, doc: number): FieldText {
  let words = 0;
  scanWords(text, (start, end) => {
    const id = termId(vocabulary, text.slice(start, end), locale);
    if (3 * words + 3 > scratch.length) {
      const grown = new Uint32Array(scratch.length * 2);
      grown.set(scratch);
      scratch = grown;
    }
    scratch[3 * words] = start;
    scratch[3 * words + 1] = end;
    scratch[3 * words + 2] = id;
    words++;
    let position: number;
    if (cursor.document[id] === doc + 1) position = cursor.position[id]!;
    else {
      position = counts.counts.length;
      cursor.document[id] = doc + 1;
      cursor.position[id] = position;
      counts.terms.push(id);
      for (let f = 0; f < fieldCount; f++) counts.counts.push(0);
    }
    counts.counts[position + field]! += 1;
  });
  if (field === bodyField) counts.bodyLength += words;
  const starts = new Uint32Array(words);
  const ends = new Uint32Array(words);
  const terms = new Uint32Array(words);
  for (let i = 0; i < words; i++) {
    starts[i] = scratch[3 * i]!;
    ends[i] = scratch[3 * i + 1]!;
    terms[i] = scratch[3 * i + 2]!;
  }
  return { text, starts, ends, terms };
}

function buildLocale(locale: SearchLocale, documents: readonly SearchDocument[]): LocaleIndex {
  const vocabulary: Vocabulary = { terms: [], termIds: new Map(), written: new Map() };
  const cursor: CountCursor = { document: [], position: [] };
  const indexed: IndexedDocument[] = [];
  const allCounts: Counts[] = [];
  const articleTerms = new Map<string, number[]>();
  const addArticleTerm = (term: string, doc: number) => {
    const docs = articleTerms.get(term);
    if (!docs) articleTerms.set(term, [doc]);
    else if (docs[docs.length - 1] !== doc) docs.push(doc);
  };

  for (const document of documents) {
    const doc = indexed.length;
    const counts: Counts = { terms: [], counts: [], bodyLength: 0 };
    const count = (text: string, field: number) => countField(text, field, locale, vocabulary, counts, cursor, doc);
    const title = count(document.title, titleField);
    if (document.keywords?.length) count(document.keywords.join(' · '), keywordsField);
    const sources: FieldText[] = [];
    if (document.description) sources.push(count(document.description, descriptionField));
    if (document.body) sources.push(count(document.body, bodyField));
    if (document.headings?.length) sources.push(count(document.headings.join(' · '), headingsField));
    const compactArticleNumber = document.articleNumber ? compact(document.articleNumber) : '';
    const articleParts = document.articleNumber ? tokenize(document.articleNumber).map((token) => fold(token.word)) : [];
    for (const part of articleParts) addArticleTerm(part, doc);
    if (compactArticleNumber) addArticleTerm(compactArticleNumber, doc);
    indexed.push({ document, title, sources, articleParts, ...(compactArticleNumber ? { compactArticleNumber } : {}) });
    allCounts.push(counts);
  }

  const averageTitle = Math.max(1, indexed.reduce((sum, { title }) => sum + title.terms.length, 0) / Math.max(1, indexed.length));
  const totalBody = allCounts.reduce((sum, counts) => sum + counts.bodyLength, 0);
  const averageBody = Math.max(1, totalBody / Math.max(1, allCounts.length));
  const postings: Postings[] = vocabulary.terms.map(() => ({ docs: [], scores: [] }));
  allCounts.forEach((counts, doc) => {
    const bodyNorm = 1 - bodyB + bodyB * Math.max(minBodyRatio, counts.bodyLength / averageBody);
    const titleNorm = 1 - titleB + titleB * (indexed[doc]!.title.terms.length / averageTitle);
    counts.terms.forEach((id, index) => {
      const offset = index * fieldCount;
      let score = 0;
      for (let field = 0; field < fieldCount; field++) {
        const tf = counts.counts[offset + field]!;
        if (tf === 0) continue;
        const norm = field === bodyField ? bodyNorm : field === titleField ? titleNorm : 1;
        score += fieldWeights[field]! * ((tf * (k1 + 1)) / (tf + k1 * norm));
      }
      const posting = postings[id]!;
      posting.docs.push(doc);
      posting.scores.push(score);
    });
  });
  const documentCount = indexed.length;
  for (const posting of postings) {
    const df = posting.docs.length;
    const idf = Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
    for (let i = 0; i < posting.scores.length; i++) posting.scores[i]! *= idf;
  }

  const sortedTermIds = vocabulary.terms.map((_, id) => id).sort((a, b) => compareStrings(vocabulary.terms[a]!, vocabulary.terms[b]!));
  const termsByLength = new Map<number, number[]>();
  vocabulary.terms.forEach((term, id) => {
    const bucket = termsByLength.get(term.length);
    if (bucket) bucket.push(id);
    else termsByLength.set(term.length, [id]);
  });

  return {
    locale,
    documents: indexed,
    terms: vocabulary.terms,
    termIds: vocabulary.termIds,
    postings,
    sortedTerms: sortedTermIds.map((id) => vocabulary.terms[id]!),
    sortedTermIds,
    termsByLength,
    articleTerms,
  };
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function withoutStopWords(keys: readonly string[], locale: SearchLocale, words: readonly string[]): string[] {
  const kept = keys.filter((_, index) => !stopWords[locale].has(fold(words[index]!)));
  return kept.length > 0 ? kept : [...keys];
}

function buildSynonyms(groups: readonly SynonymGroup[]): SynonymIndex {
  const built: SynonymTerm[][] = [];
  const byFirstForm = new Map<string, [number, number][]>();
  for (const group of groups) {
    const terms: SynonymTerm[] = [];
    for (const text of group) {
      const words = tokenize(text).map((token) => token.word);
      if (words.length === 0) continue;
      const en = words.map((word) => termKey(word, 'en'));
      const sv = words.map((word) => termKey(word, 'sv'));
      const forms = words.map((word, index) => new Set([en[index]!, sv[index]!, fold(word)]));
      terms.push({ forms, keys: { en: withoutStopWords(en, 'en', words), sv: withoutStopWords(sv, 'sv', words) } });
    }
    // A group of one term joins nothing.
    if (terms.length < 2) continue;
    terms.forEach((term, index) => {
      for (const form of term.forms[0]!) {
        const entries = byFirstForm.get(form);
        if (entries) entries.push([built.length, index]);
        else byFirstForm.set(form, [[built.length, index]]);
      }
    });
    built.push(terms);
  }
  return { groups: built, byFirstForm };
}

export function buildSearchIndex(documents: readonly SearchDocument[], options?: { synonyms?: readonly SynonymGroup[] }): SearchIndex {
  const locales = Object.fromEntries(
    searchLocales.map((locale) => [locale, buildLocale(locale, documents.filter((document) => document.locale === locale))]),
  ) as Record<SearchLocale, LocaleIndex>;
  return { locales, synonyms: buildSynonyms(options?.synonyms ?? []) };
}

/* ---------------------------------------------------------------- querying */

type QueryToken = { word: string; folded: string; key: string; stop: boolean };

/** One word a slot needs a document to hold, in the query's language; `letters` as typed, for typo tolerance (0: none). */
type SlotWord = { key: string; quality: number; letters: number; prefixFrom?: number };
/** A slot is met by any alternative; an alternative needs all its words in the same document. */
type Slot = { alternatives: SlotWord[][]; article?: string };

function queryTokens(query: string, locale: SearchLocale): QueryToken[] {
  return tokenize(query)
    .slice(0, maxQueryTokens)
    .map(({ word }) => {
      const folded = fold(word);
      return { word, folded, key: termKey(word, locale), stop: stopWords[locale].has(folded) };
    });
}

/** The longest synonym term that the query's words from `start` spell, and the groups of every term that spells it. */
function synonymRun(tokens: readonly QueryToken[], start: number, synonyms: SynonymIndex): { length: number; groups: Set<number> } | undefined {
  const first = tokens[start]!;
  const candidates = [...(synonyms.byFirstForm.get(first.key) ?? []), ...(first.folded !== first.key ? (synonyms.byFirstForm.get(first.folded) ?? []) : [])];
  let best: { length: number; groups: Set<number> } | undefined;
  for (const [group, index] of candidates) {
    const term = synonyms.groups[group]![index]!;
    const length = term.forms.length;
    if (start + length > tokens.length || (best && length < best.length)) continue;
    const spells = term.forms.every((forms, offset) => {
      const token = tokens[start + offset]!;
      return forms.has(token.key) || forms.has(token.folded);
    });
    if (!spells) continue;
    if (!best || length > best.length) best = { length, groups: new Set([group]) };
    else best.groups.add(group);
  }
  return best;
}

function querySlots(tokens: readonly QueryToken[], locale: SearchLocale, synonyms: SynonymIndex): Slot[] {
  const onlyStopWords = tokens.every((token) => token.stop);
  const slots: Slot[] = [];
  for (let i = 0; i < tokens.length; ) {
    const run = synonymRun(tokens, i, synonyms);
    if (run) {
      // The words as typed, then every term of the matched groups in this language.
      const runTokens = tokens.slice(i, i + run.length);
      const own = runTokens.filter((token) => !token.stop);
      // Words that are a synonym's term are taken as that term, also as typed.
      const typed = (own.length > 0 ? own : runTokens).map((token): SlotWord => ({ key: token.key, quality: exactQuality, letters: 0, prefixFrom: minSynonymPrefixLength }));
      const alternatives: SlotWord[][] = [typed];
      const seen = new Set([typed.map((word) => word.key).join(' ')]);
      for (const group of run.groups) {
        for (const term of synonyms.groups[group]!) {
          const keys = term.keys[locale];
          const signature = keys.join(' ');
          if (seen.has(signature)) continue;
          seen.add(signature);
          alternatives.push(keys.map((key) => ({ key, quality: synonymQuality, letters: 0, prefixFrom: minSynonymPrefixLength })));
        }
      }
      slots.push({ alternatives });
      i += run.length;
      continue;
    }
    const token = tokens[i]!;
    if (!token.stop || onlyStopWords) {
      const letters = digitPattern.test(token.word) ? 0 : (token.word.match(letterPattern)?.length ?? 0);
      slots.push({ alternatives: [[{ key: token.key, quality: exactQuality, letters }]], article: token.folded });
    }
    i++;
  }
  return slots;
}

/** True when a and b differ by exactly one insertion, deletion, substitution or swap of neighbours. */
function isOneEditApart(a: string, b: string): boolean {
  if (a === b) return false;
  if (a.length < b.length) [a, b] = [b, a];
  if (a.length - b.length > 1) return false;
  let i = 0;
  while (i < b.length && a[i] === b[i]) i++;
  if (a.length > b.length) return a.slice(i + 1) === b.slice(i);
  if (a.slice(i + 1) === b.slice(i + 1)) return true;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The vocabulary terms a query word matches, with the quality of each match. */
function expand(index: LocaleIndex, word: SlotWord): [number, number][] {
  const expansions: [number, number][] = [];
  const exact = index.termIds.get(word.key);
  if (exact !== undefined) expansions.push([exact, word.quality * exactQuality]);
  if (word.key.length >= (word.prefixFrom ?? minPrefixLength)) {
    for (let i = lowerBound(index.sortedTerms, word.key); i < index.sortedTerms.length; i++) {
      const term = index.sortedTerms[i]!;
      if (!term.startsWith(word.key)) break;
      if (term !== word.key) expansions.push([index.sortedTermIds[i]!, word.quality * prefixQuality]);
    }
  }
  if (expansions.length === 0 && word.letters >= minFuzzyLength) {
    for (let length = word.key.length - 1; length <= word.key.length + 1; length++) {
      for (const id of index.termsByLength.get(length) ?? []) {
        if (isOneEditApart(word.key, index.terms[id]!)) expansions.push([id, word.quality * fuzzyQuality]);
      }
    }
  }
  return expansions;
}

/** Document → best score of one query word over its expansions; the expansions go to `highlight`. */
function matchWord(index: LocaleIndex, word: SlotWord, highlight: number[]): Map<number, number> {
  const scores = new Map<number, number>();
  for (const [id, quality] of expand(index, word)) {
    const posting = index.postings[id]!;
    highlight.push(id);
    for (let i = 0; i < posting.docs.length; i++) {
      const doc = posting.docs[i]!;
      const score = posting.scores[i]! * quality;
      if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
    }
  }
  return scores;
}

/** Document → score of a slot: its best alternative, plus an exact article number part. */
function matchSlot(index: LocaleIndex, slot: Slot, highlight: Set<number>): Map<number, number> {
  const scores = new Map<number, number>();
  for (const alternative of slot.alternatives) {
    const terms: number[] = [];
    let combined: Map<number, number> | undefined;
    for (const word of alternative) {
      const scoresOfWord = matchWord(index, word, terms);
      if (!combined) combined = scoresOfWord;
      else {
        const next = new Map<number, number>();
        for (const [doc, score] of combined) {
          const other = scoresOfWord.get(doc);
          if (other !== undefined) next.set(doc, score + other);
        }
        combined = next;
      }
      if (combined.size === 0) break;
    }
    if (!combined || combined.size === 0) continue;
    for (const id of terms) highlight.add(id);
    for (const [doc, score] of combined) if (score > (scores.get(doc) ?? 0)) scores.set(doc, score);
  }
  const articleDocs = slot.article ? index.articleTerms.get(slot.article) : undefined;
  if (articleDocs) {
    const id = index.termIds.get(slot.article!);
    if (id !== undefined) highlight.add(id);
    for (const doc of articleDocs) scores.set(doc, (scores.get(doc) ?? 0) + articlePartScore);
  }
  return scores;
}

/* ---------------------------------------------------------------- presenting */

function pushPart(parts: ExcerptPart[], text: string, match: boolean): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && !last.match && !match) last.text += text;
  else parts.push({ text, match });
}

/**
 * The text from `start` to `end` as parts, the matched words marked; whitespace collapsed when
 * `collapse`, except a lone no-break space ('300 ng/ml'), which keeps a figure on its unit's line.
 */
function markedParts(field: FieldText, start: number, end: number, highlight: ReadonlySet<number>, collapse: boolean): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const clean = (text: string) => (collapse ? text.replace(/\s+/gu, (run) => (run === '\u00a0' || run === '\u202f' ? run : ' ')) : text);
  let at = start;
  for (let i = 0; i < field.terms.length; i++) {
    const wordStart = field.starts[i]!;
    if (wordStart < start) continue;
    const wordEnd = field.ends[i]!;
    if (wordEnd > end) break;
    if (!highlight.has(field.terms[i]!)) continue;
    pushPart(parts, clean(field.text.slice(at, wordStart)), false);
    pushPart(parts, field.text.slice(wordStart, wordEnd), true);
    at = wordEnd;
  }
  pushPart(parts, clean(field.text.slice(at, end)), false);
  return parts;
}

type Window = { field: FieldText; first: number; last: number; distinct: number; count: number };

/** The stretch of at most `excerptLength` characters in a field that holds the most different matched words, then the most matched words. */
function bestWindow(field: FieldText, highlight: ReadonlySet<number>): Window | undefined {
  const matched: number[] = [];
  for (let i = 0; i < field.terms.length; i++) if (highlight.has(field.terms[i]!)) matched.push(i);
  let best: Window | undefined;
  const inWindow = new Map<number, number>();
  let last = 0;
  for (let first = 0; first < matched.length; first++) {
    const start = field.starts[matched[first]!]!;
    while (last < matched.length && field.ends[matched[last]!]! - start <= excerptLength) {
      const term = field.terms[matched[last]!]!;
      inWindow.set(term, (inWindow.get(term) ?? 0) + 1);
      last++;
    }
    const count = last - first;
    if (count > 0 && (!best || inWindow.size > best.distinct || (inWindow.size === best.distinct && count > best.count))) {
      best = { field, first: matched[first]!, last: matched[last - 1]!, distinct: inWindow.size, count };
    }
    const leaving = field.terms[matched[first]!]!;
    const left = (inWindow.get(leaving) ?? 1) - 1;
    if (left > 0) inWindow.set(leaving, left);
    else inWindow.delete(leaving);
    if (last <= first) last = first + 1;
  }
  return best;
}

/** Widens the words first…last to about `excerptLength` characters, a little context before and the rest after. */
function excerptAround(field: FieldText, first: number, last: number, highlight: ReadonlySet<number>): ExcerptPart[] {
  const words = field.terms.length;
  let from = first;
  let to = last;
  const length = () => field.ends[to]! - field.starts[from]!;
  // Up to a third of the room goes before the matches, more when the text ends soon after them.
  const lead = Math.max(0, excerptLength - length()) / 3;
  const matchStart = field.starts[first]!;
  while (from > 0 && matchStart - field.starts[from - 1]! <= lead) from--;
  while (to + 1 < words && field.ends[to + 1]! - field.starts[from]! <= excerptLength) to++;
  while (from > 0 && field.ends[to]! - field.starts[from - 1]! <= excerptLength) from--;
  const start = from === 0 ? 0 : field.starts[from]!;
  const end = to === words - 1 ? field.text.length : field.ends[to]!;
  const parts = markedParts(field, start, end, highlight, true);
  trimParts(parts);
  if (start > 0) parts.unshift({ text: ellipsis, match: false });
  if (end < field.text.length) parts.push({ text: ellipsis, match: false });
  return mergeParts(parts);
}

function trimParts(parts: ExcerptPart[]): void {
  const first = parts[0];
  if (first) first.text = first.text.trimStart();
  const last = parts[parts.length - 1];
  if (last) last.text = last.text.trimEnd();
  while (parts.length > 0 && parts[0]!.text === '') parts.shift();
  while (parts.length > 0 && parts[parts.length - 1]!.text === '') parts.pop();
}

function mergeParts(parts: readonly ExcerptPart[]): ExcerptPart[] {
  const merged: ExcerptPart[] = [];
  for (const part of parts) pushPart(merged, part.text, part.match);
  return merged;
}

function excerptOf(document: IndexedDocument, highlight: ReadonlySet<number>): ExcerptPart[] {
  let best: Window | undefined;
  for (const field of document.sources) {
    const window = bestWindow(field, highlight);
    if (window && (!best || window.distinct > best.distinct || (window.distinct === best.distinct && window.count > best.count))) best = window;
  }
  if (best) return excerptAround(best.field, best.first, best.last, highlight);
  // Nothing matched in the text (the match was on the title, keywords or article number): the start of the description or body.
  const opening = document.sources[0];
  if (!opening || opening.terms.length === 0) return [];
  return excerptAround(opening, 0, 0, highlight);
}

function compareResults(a: { score: number; document: SearchDocument }, b: { score: number; document: SearchDocument }, locale: SearchLocale): number {
  return b.score - a.score || typeOrder[a.document.type] - typeOrder[b.document.type] || collators[locale].compare(a.document.title, b.document.title);
}

export function search(index: SearchIndex, query: string, locale: SearchLocale, options?: { limit?: number }): SearchResponse {
  const limit = Math.max(0, options?.limit ?? 20);
  const empty: SearchResponse = { query, total: 0, results: [] };
  const localeIndex = index.locales[locale];
  const tokens = queryTokens(query, locale);
  if (tokens.length === 0 || localeIndex.documents.length === 0) return empty;

  const slots = querySlots(tokens, locale, index.synonyms);
  const documentCount = localeIndex.documents.length;
  const scores = new Float64Array(documentCount);
  const matchedSlots = new Uint8Array(documentCount);
  const highlight = new Set<number>();
  for (const slot of slots) {
    for (const [doc, score] of matchSlot(localeIndex, slot, highlight)) {
      scores[doc]! += score;
      matchedSlots[doc]! += 1;
    }
  }

  // The whole query as an article number ('DRX194-CE25', 'drx 194'): that document first, whatever else the query says.
  const forced = new Set<number>();
  const compactQuery = compact(tokens.map((token) => token.word).join(''));
  if (compactQuery.length >= 4 && digitPattern.test(compactQuery)) {
    localeIndex.documents.forEach(({ compactArticleNumber, articleParts }, doc) => {
      if (!compactArticleNumber) return;
      if (compactArticleNumber === compactQuery) {
        scores[doc]! += articleExactScore;
        for (const part of articleParts) {
          const id = localeIndex.termIds.get(part);
          if (id !== undefined) highlight.add(id);
        }
      } else if (compactArticleNumber.startsWith(compactQuery)) scores[doc]! += articlePrefixScore;
      else return;
      forced.add(doc);
    });
  }

  // A title that says exactly what was asked, and the documents' own weight.
  const asked = tokens.filter((token) => !token.stop).map((token) => token.key);
  for (let doc = 0; doc < documentCount; doc++) {
    if (scores[doc] === 0) continue;
    const { document, title } = localeIndex.documents[doc]!;
    const titleTerms = Array.from(title.terms, (id) => localeIndex.terms[id]!).filter((term) => !stopWords[locale].has(term));
    if (titleTerms.length === asked.length && titleTerms.every((term, index) => term === asked[index])) scores[doc]! *= exactTitleFactor;
    scores[doc]! *= document.boost ?? 1;
  }

  // Every slot must match; failing that (two or more slots), the documents that match the most.
  let required = 0;
  for (let doc = 0; doc < documentCount; doc++) required = Math.max(required, matchedSlots[doc]!);
  const hits: { doc: number; score: number; document: SearchDocument }[] = [];
  for (let doc = 0; doc < documentCount; doc++) {
    if ((required > 0 && matchedSlots[doc] === required) || forced.has(doc)) {
      // Rounded, so that equal matches in different documents tie exactly.
      hits.push({ doc, score: Math.round(scores[doc]! * 1000) / 1000, document: localeIndex.documents[doc]!.document });
    }
  }
  hits.sort((a, b) => compareResults(a, b, locale));

  const results = hits.slice(0, limit).map(({ doc, score, document }): SearchResult => {
    const indexed = localeIndex.documents[doc]!;
    return {
      id: document.id,
      type: document.type,
      url: document.url,
      title: document.title,
      ...(document.articleNumber !== undefined ? { articleNumber: document.articleNumber } : {}),
      ...(document.pdfUrl !== undefined ? { pdfUrl: document.pdfUrl } : {}),
      ...(document.date !== undefined ? { date: document.date } : {}),
      ...(document.context !== undefined ? { context: document.context } : {}),
      titleParts: markedParts(indexed.title, 0, indexed.title.text.length, highlight, false),
      excerpt: excerptOf(indexed, highlight),
      score,
    };
  });
  return { query, total: hits.length, results };
}

/** The query as stored for analytics: trimmed, lower-case, inner whitespace collapsed, at most 100 characters; '' when empty. */
export function normalizeQuery(query: string): string {
  const normalized = query.trim().toLowerCase().replace(/\s+/gu, ' ');
  if (normalized.length <= 100) return normalized;
  let cut = normalized.slice(0, 100);
  // Never leave half of a surrogate pair.
  const lastCode = cut.charCodeAt(cut.length - 1);
  if (lastCode >= 0xd800 && lastCode <= 0xdbff) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
