import type { GlobalConfig } from 'payload';
import { hasRole, isContentEditor } from '../access/roles';

export const searchSettingsSlug = 'search-settings';

const maxTermLength = 40;

/** The terms of one synonym line: 'drug test, drogtest' → ['drug test', 'drogtest']. */
export function synonymTerms(line: string): string[] {
  return line
    .split(',')
    .map((term) => term.trim().replace(/\s+/gu, ' '))
    .filter(Boolean);
}

/** Why a synonym line cannot be used, or true. */
export function synonymLineProblem(line: unknown): string | true {
  const terms = typeof line === 'string' ? synonymTerms(line) : [];
  if (terms.length < 2) return 'Give at least two words or phrases, separated by commas.';
  const long = terms.find((term) => term.length > maxTermLength);
  if (long) return `“${long}” is longer than ${maxTermLength} characters.`;
  return true;
}

/** The synonym groups of the stored settings (a line that fails the check is left out). */
export function synonymGroupsFrom(settings: unknown): string[][] {
  const rows = (settings as { synonyms?: { terms?: unknown }[] } | null)?.synonyms ?? [];
  return rows.flatMap((row) => (synonymLineProblem(row.terms) === true ? [synonymTerms(String(row.terms))] : []));
}

/**
 * What the site search treats as the same word: the words visitors use for what the site calls
 * otherwise, in either language. A save is searched with within a couple of seconds.
 */
export const SearchSettings: GlobalConfig = {
  slug: searchSettingsSlug,
  label: 'Search',
  admin: {
    group: 'Site',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description: 'Words the site search treats as the same. The list “Searches without results” shows what visitors did not find.',
  },
  access: { read: isContentEditor, update: isContentEditor },
  fields: [
    {
      name: 'synonyms',
      label: 'Synonyms',
      labels: { singular: 'Synonym line', plural: 'Synonym lines' },
      type: 'array',
      admin: {
        description:
          'Each line: words or phrases, in English or Swedish, that mean the same to a visitor, separated by commas, e.g. “pregnancy, graviditet”. A word of five letters or more also finds the words it begins (“graviditet” finds “graviditetstest”); a shorter one only itself, so leave out short words that are also common words.',
      },
      fields: [{ name: 'terms', label: 'Words that mean the same', type: 'text', required: true, validate: synonymLineProblem }],
    },
  ],
};
