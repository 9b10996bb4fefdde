import path from 'node:path';
import type { CollectionConfig } from 'payload';
import { cmsFilesDirectory, getServerEnv } from '../../server/env';
import { hasRole, isContentEditor, publishedOrContentStaff } from '../access/roles';
import { localizedText } from '../fields/localized-text';
import { requireEveryLanguageOnPublish } from '../hooks/every-language';
import { revalidateOnDelete, revalidateOnPublish } from '../hooks/revalidate';

/** Where uploads are kept: media/ beside the CMS's database (back it up with the database). */
export const mediaDirectory = () => path.join(cmsFilesDirectory(getServerEnv().cms.databaseUrl), 'media');

/**
 * Images editors upload for the pages, with their text alternative in both languages (required on
 * publish: a Swedish page never shows an image without a Swedish description). Resized with sharp
 * into the widths pages use; the original is kept.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: {
    group: 'Content',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'alt', '_status', 'updatedAt'],
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
  },
  versions: { drafts: true, maxPerDoc: 20 },
  access: { read: publishedOrContentStaff, readVersions: isContentEditor, create: isContentEditor, update: isContentEditor, delete: isContentEditor },
  hooks: {
    beforeChange: [requireEveryLanguageOnPublish(['alt'])],
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateOnDelete],
  },
  upload: {
    staticDir: mediaDirectory(),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    // Pages show images at most this wide; larger originals are kept but never sent.
    imageSizes: [
      { name: 'card', width: 640, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'wide', width: 1280, withoutEnlargement: true, formatOptions: { format: 'webp', options: { quality: 80 } } },
    ],
    adminThumbnail: 'card',
  },
  fields: [localizedText('alt', { label: 'Text alternative', description: 'What the image shows, for people who cannot see it, e.g. “A saliva test cassette next to its cup”.' })],
};
