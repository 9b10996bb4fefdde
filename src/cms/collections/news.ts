import type { CollectionConfig } from 'payload';
import { iconNames } from '@/content/schema';
import { routes } from '@/lib/routes';
import { localizedText } from '../fields/localized-text';
import { previewUrl } from '../preview-url';
import { editorRecords, hiddenFromNonContentRoles } from './editor-records';

/** The pages a card may link to: the site's own routes, as built. */
export const linkablePaths: readonly string[] = Object.values(routes);

/** Why a card's link is not one the site can have, or undefined. */
export function newsLinkProblem(kind: unknown, value: unknown): string | undefined {
  if (kind === 'press') {
    if (typeof value !== 'string' || !URL.canParse(value) || new URL(value).protocol !== 'https:') return 'A press article needs its https:// address.';
    return undefined;
  }
  if (typeof value !== 'string' || !linkablePaths.includes(value)) return `Choose a page of this site, e.g. ${routes.about} (without the /sv of the Swedish version).`;
  return undefined;
}

const records = editorRecords({ texts: ['source', 'title', 'description', 'linkLabel'], keyExample: 'new-office-malmo', orderedWhat: 'Cards' });

/**
 * The news page's cards (001 §2 News, §3 news item): press articles on other sites (outlet,
 * date, address) and pages of this site, in `position` order.
 */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News card', plural: 'News' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'position', '_status', 'updatedAt'],
    hidden: hiddenFromNonContentRoles,
    preview: (_doc, { locale }) => previewUrl(routes.news, locale),
  },
  ...records.config,
  fields: [
    records.key,
    records.position,
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'press',
      options: [
        { label: 'Press article (another site)', value: 'press' },
        { label: 'Page of this site', value: 'site' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'icon', type: 'select', required: true, defaultValue: 'file-text', options: iconNames.map((name) => ({ label: name, value: name })), admin: { position: 'sidebar' } },
    localizedText('source', { label: 'Source', description: 'The outlet of a press article, or what the page is (e.g. About us).' }),
    localizedText('title', { label: 'Title' }),
    localizedText('description', { label: 'Description', multiline: true }),
    localizedText('linkLabel', { label: 'Link label', description: "The link's words, e.g. Read Article." }),
    {
      name: 'url',
      type: 'text',
      label: 'Address of the article',
      admin: { condition: (data) => data.kind === 'press' },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: unknown } }) => (siblingData.kind === 'press' ? (newsLinkProblem('press', value) ?? true) : true),
    },
    {
      name: 'published',
      type: 'date',
      label: 'Published on',
      admin: { condition: (data) => data.kind === 'press', date: { pickerAppearance: 'dayOnly' } },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: unknown } }) => (siblingData.kind !== 'press' || value ? true : 'A press article needs its publication date.'),
    },
    {
      name: 'href',
      type: 'text',
      label: 'Page of this site',
      admin: { condition: (data) => data.kind === 'site', description: `A path such as ${routes.about}; the Swedish page links to its Swedish version.` },
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: unknown } }) => (siblingData.kind === 'site' ? (newsLinkProblem('site', value) ?? true) : true),
    },
  ],
};
