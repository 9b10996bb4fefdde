/**
 * Method and code names joined by a hyphen or a slash ('LC-MS/MS', 'GC-MS') kept on one line: a
 * non-breaking hyphen, and a word joiner after the slash, so a narrow card never breaks inside one.
 */
export const keepCodesWhole = (text: string) => text.replace(/(?<=\p{Lu})-(?=\p{Lu})/gu, '\u2011').replace(/(?<=\p{Lu})\/(?=\p{Lu})/gu, '/\u2060');
