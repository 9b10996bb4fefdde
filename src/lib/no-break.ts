/**
 * Method and code names joined by a hyphen or a slash ('LC-MS/MS', 'GC-MS') kept on one line: a
 * non-breaking hyphen, and a word joiner after the slash, so a narrow card never breaks inside one.
 */
export const keepCodesWhole = (text: string) => text.replace(/(?<=\p{Lu})-(?=\p{Lu})/gu, '\u2011').replace(/(?<=\p{Lu})\/(?=\p{Lu})/gu, '/\u2060');

/**
 * A single initial joined to its word ('D-vitamin', 'H. pylori') kept on one line: a line break
 * after the initial leaves a lone letter at a line's end. A non-breaking hyphen, a no-break space.
 */
export const keepInitialsWhole = (text: string) => text.replace(/(?<![\p{L}\p{N}])(\p{Lu})-(?=\p{Ll})/gu, '$1\u2011').replace(/(?<![\p{L}\p{N}])(\p{Lu})\. (?=\p{Ll})/gu, '$1.\u00a0');
