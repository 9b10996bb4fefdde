import type { CollectionConfig } from 'payload';
import { hasRole, isContentEditor } from '../access/roles';

export const searchMissesSlug = 'search-misses';

/**
 * What visitors searched for and found nothing: the query and its language, how often and when
 * last (no personal data: src/server/search/site-search.ts leaves out anything that may name a
 * person). Written by the site only; editors read it to write the missing page or synonym, and
 * delete a line once it is dealt with.
 */
export const SearchMisses: CollectionConfig = {
  slug: searchMissesSlug,
  labels: { singular: 'Search without results', plural: 'Searches without results' },
  defaultSort: '-count',
  admin: {
    group: 'Site',
    useAsTitle: 'query',
    defaultColumns: ['query', 'locale', 'count', 'lastSearchedAt'],
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description: 'Searches on the site that found nothing, most frequent first. Add a synonym (Site › Search) or write the missing page, then delete the line.',
  },
  access: { read: isContentEditor, create: () => false, update: () => false, delete: isContentEditor },
  indexes: [{ fields: ['query', 'locale'], unique: true }],
  fields: [
    { name: 'query', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'locale', label: 'Language', type: 'select', required: true, options: [{ label: 'English', value: 'en' }, { label: 'Swedish', value: 'sv' }], admin: { readOnly: true } },
    { name: 'count', label: 'Searches', type: 'number', required: true, min: 1, admin: { readOnly: true } },
    { name: 'lastSearchedAt', label: 'Last searched', type: 'date', required: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
};
