/**
 * Character rules shared by every lead form, in the browser and on the server.
 * Single-line fields reject every C0/C1 control character (a line break in a name is never
 * legitimate and breaks CSV consumers and e-mail headers downstream) and every invisible
 * formatting character below; multi-line fields keep tab, line feed and carriage return, and
 * their invisible formatting characters are removed before the lead is stored.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/u;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const multiLineControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/**
 * Characters that change how text is displayed without being seen: bidirectional embeddings,
 * overrides, isolates and marks (which can make `Ev\u202Eil\u202Cgnp.exe` read as `Evilexe.png`),
 * zero-width spaces and word joiners, the byte-order mark, soft hyphen, Hangul fillers (blank
 * "letters"), interlinear annotation marks and Unicode tag characters. Zero-width joiner and
 * non-joiner (U+200C, U+200D) are allowed: Persian and Indic names and emoji need them.
 */
const invisibleFormattingSource =
  '[\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u2069\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB\\u{E0000}-\\u{E007F}]';
const invisibleFormatting = new RegExp(invisibleFormattingSource, 'u');
const invisibleFormattingAll = new RegExp(invisibleFormattingSource, 'gu');

/** Control characters or invisible formatting characters: refused in names, company and the like. */
export function hasSingleLineControlCharacters(value: string): boolean {
  return controlCharacters.test(value) || invisibleFormatting.test(value);
}

export function hasMultiLineControlCharacters(value: string): boolean {
  return multiLineControl.test(value);
}

export function hasInvisibleFormatting(value: string): boolean {
  return invisibleFormatting.test(value);
}

export function removeInvisibleFormatting(value: string): string {
  return value.replace(invisibleFormattingAll, '');
}

/**
 * A validated field set with the invisible formatting characters removed from every text value
 * (only free text can still hold any: single-line fields refuse them).
 */
export function stripInvisibleFormatting<T extends Record<string, unknown>>(fields: T): T {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    result[name] = typeof value === 'string' ? removeInvisibleFormatting(value) : value;
  }
  return result as T;
}

/** Length limits, in UTF-16 code units as the browser's maxLength counts them. */
export const leadFieldLimits = {
  name: 200,
  email: 254,
  phone: 40,
  company: 200,
  message: 5000,
} as const;
