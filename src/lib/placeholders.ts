/**
 * Texts name figures and company facts as `{placeholder}` (`Results in under {resultMinutes}`), so
 * a figure is stated once, in its record, and written out in the page's language where it shows.
 */

const placeholderPattern = /\{(\w+)\}/g;

/** The names a text uses, in order, each once. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(placeholderPattern)].map((match) => match[1]!))];
}

/** Replaces every `{name}` in a text; a name without a value is a mistake in the content and throws. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(placeholderPattern, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in "${text}"`);
    return value;
  });
}

/**
 * Fills a run-time template ('Page {page} of {total}', '{url}'); a name not given stays as written.
 * For labels made while a document is laid out, before every value is known.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return template.replace(placeholderPattern, (match, name: string) => (name in values ? String(values[name]) : match));
}

const codeFields: ReadonlySet<string> = new Set(['code']);

/** Every text of a content tree changed by `fill`, in the tree's own order; the fields named in `keep` (a code sample) are left as written. */
export function mapTexts<T>(content: T, fill: (text: string) => string, keep: ReadonlySet<string> = codeFields): T {
  if (typeof content === 'string') return fill(content) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => mapTexts(item, fill, keep)) as T;
  if (content === null || typeof content !== 'object') return content;
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, keep.has(key) ? value : mapTexts(value, fill, keep)])) as T;
}

const superscriptDigits = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** A note number as superscript digits (12 → '¹²'), as printed after a figure that has a note. */
export const noteMark = (number: number) => [...String(number)].map((digit) => superscriptDigits[Number(digit)]).join('');

/** The note marks in a text: superscript digits, unless they begin a word ('¹³C' is a formula). */
const noteMarkSource = '[⁰¹²³⁴⁵⁶⁷⁸⁹]+(?![\\p{L}⁰¹²³⁴⁵⁶⁷⁸⁹])';

/** A text as read without its note marks ('99 %¹' → '99 %'); a superscript that begins a word ('¹³C') stays. */
export const withoutNoteMarks = (text: string) => text.replace(new RegExp(noteMarkSource, 'gu'), '');

/** A text split around its note marks: text, mark, text, … (a mark at the odd indices). */
export const splitNoteMarks = (text: string) => text.split(new RegExp(`(${noteMarkSource})`, 'u'));

/** Headings and button labels carry no note marks, as a printed page keeps footnote marks out of its headings. */
const unmarkedFields: ReadonlySet<string> = new Set([...codeFields, 'eyebrow', 'title', 'heading', 'headlines', 'label']);

/**
 * A page's sections in which the first mention of each noted figure (`{name}`, in the order the
 * sections hold their texts, outside headings and buttons) in every section carries the figure's
 * note number, and the notes in the order of those marks: the figures point to the numbered list under the page,
 * as printed footnotes do. Each section marks its own first mention, so a reader who lands on any
 * section sees where its figures come from; later mentions in a section stay plain. A figure
 * mentioned only in headings is noted last.
 */
export function markFirstMentions<T>(
  sections: readonly T[],
  noted: readonly string[],
  /** Sections whose figures stay unmarked (still listed among the notes). */
  unmarked: (section: T) => boolean = () => false,
): { content: T[]; notes: string[] } {
  const notable = new Set(noted);
  const notes: string[] = [];
  const content = sections.map((section) => {
    if (unmarked(section)) return section;
    const markedHere = new Set<string>();
    return mapTexts(
      section,
      (text) =>
        text.replace(placeholderPattern, (match, name: string) => {
          if (!notable.has(name) || markedHere.has(name)) return match;
          markedHere.add(name);
          if (!notes.includes(name)) notes.push(name);
          return match + noteMark(notes.indexOf(name) + 1);
        }),
      unmarkedFields,
    );
  });
  return { content, notes: [...notes, ...noted.filter((name) => !notes.includes(name))] };
}

/**
 * A content tree (already in one language) with the placeholders of every text filled in. A code
 * sample (a `code` field) is shown as written: `{id}` in an API path is code, not a placeholder.
 */
export function fillPlaceholdersIn<T>(content: T, values: Readonly<Record<string, string>>): T {
  return mapTexts(content, (text) => fillPlaceholders(text, values));
}

/** `fillTemplate` over a content tree: the names given are filled, run-time ones ('{page}') stay. */
export function fillTemplateIn<T>(content: T, values: Readonly<Record<string, string>>): T {
  return mapTexts(content, (text) => fillTemplate(text, values));
}

/**
 * Fills the values a component knows only as it renders (`%index% of %total%`) into a text. Page
 * texts write them as `%name%`, since a save checks every `{name}` against the figures.
 */
export function fillRenderValues(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/%(\w+)%/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
