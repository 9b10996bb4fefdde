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

/** Every text of a content tree changed by `fill`; a code sample (a `code` field) is left as written. */
function mapTexts<T>(content: T, fill: (text: string) => string): T {
  if (typeof content === 'string') return fill(content) as T;
  if (Array.isArray(content)) return content.map((item: unknown) => mapTexts(item, fill)) as T;
  if (content === null || typeof content !== 'object') return content;
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [key, key === 'code' ? value : mapTexts(value, fill)])) as T;
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
