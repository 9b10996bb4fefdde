import type { CollectionConfig } from 'payload';
import { whitepaperIds } from '@/content/whitepapers';
import { routes } from '@/lib/routes';
import { isContentEditor, publishedOrContentStaff } from '../access/roles';
import { localizedText } from '../fields/localized-text';
import { requireEveryLanguageOnPublish } from '../hooks/every-language';
import { revalidateOnDelete, revalidateOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';
import { hiddenFromNonContentRoles } from './editor-records';

export const whitepapersSlug = 'whitepapers';

/** The texts a whitepaper is published with, in both languages. */
export const whitepaperTexts = ['title', 'summary', 'highlights.text'] as const;

/**
 * The four whitepapers (001 §2, §3) as the hub (/resources/whitepapers), a product page's
 * whitepaper promotion and the forms present them: title, summary and three highlights. `key` is
 * the product the whitepaper belongs to and ties the record to its PDF and forms (code), so it
 * never changes and a developer adds one with its PDF.
 */
export const Whitepapers: CollectionConfig = {
  slug: whitepapersSlug,
  labels: { singular: 'Whitepaper', plural: 'Whitepapers' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', '_status', 'updatedAt'],
    hidden: hiddenFromNonContentRoles,
    description: 'How the whitepaper hub, the product pages and the forms present each whitepaper. The PDFs’ own chapters are written with their layout.',
    preview: (_doc, { locale }) => previewUrl(routes.whitepapers, locale),
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: publishedOrContentStaff,
    readVersions: isContentEditor,
    create: () => false,
    update: isContentEditor,
    delete: () => false,
  },
  hooks: {
    beforeChange: [requireEveryLanguageOnPublish(whitepaperTexts)],
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateOnDelete],
  },
  fields: [
    {
      name: 'key',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      options: whitepaperIds.map((id) => ({ label: id, value: id })),
      access: { update: () => false },
      admin: { position: 'sidebar', description: 'The product the whitepaper belongs to; ties the record to its PDF and forms. Set once.' },
    },
    localizedText('title', { label: 'Title', description: 'The hub’s card, the PDF’s title and the download link.' }),
    localizedText('summary', { label: 'Summary', multiline: true, description: 'The hub’s card.' }),
    {
      name: 'highlights',
      type: 'array',
      label: 'Highlights',
      required: true,
      minRows: 3,
      maxRows: 3,
      admin: { description: 'What the reader takes away, one line each. A figure is named as {resultMinutes}.' },
      fields: [localizedText('text', { label: 'Highlight', placeholders: true })],
    },
  ],
};
