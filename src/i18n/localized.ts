import type { Locale } from './locales';

/**
 * A text in every language of the site, the one shape all page copy has. A missing language is a
 * type error; an empty one fails when the content module loads (see content/schema.ts).
 */
export type Localized = { readonly en: string; readonly sv: string };

/** A content tree with every `Localized` leaf replaced by its text in one language. */
export type InLocale<T> = T extends Localized
  ? string
  : T extends readonly (infer Item)[]
    ? InLocale<Item>[]
    : T extends object
      ? { [Key in keyof T]: InLocale<T[Key]> }
      : T;

function isLocalized(value: object): value is Localized {
  const keys = Object.keys(value);
  return keys.length === 2 && typeof (value as Localized).en === 'string' && typeof (value as Localized).sv === 'string';
}

/**
 * A content record in one language: page files call this once and hand plain strings to the
 * section components, which therefore work with text from any source.
 */
export function inLocale<T>(content: T, locale: Locale): InLocale<T> {
  if (Array.isArray(content)) return content.map((item: unknown) => inLocale(item, locale)) as InLocale<T>;
  if (content === null || typeof content !== 'object') return content as InLocale<T>;
  if (isLocalized(content)) return content[locale] as InLocale<T>;
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, inLocale(value, locale)])) as InLocale<T>;
}
