import type { Access, CollectionConfig, TextField } from 'payload';
import { pagePlaceholderNames } from '@/content/page-placeholders';
import { cmsRoutePaths, isFileRoute } from '@/lib/routes';
import { cmsPageSegment } from '@/i18n/paths';
import { hasRole, isContentEditor, publishedOrContentStaff } from '../access/roles';
import { pageBlocks } from '../blocks';
import { pageText } from '../blocks/fields';
import { pagesSlug } from '../fields/links';
import { requireEveryLanguageOfFieldsOnPublish } from '../hooks/every-language';
import { revalidateOnDelete, revalidateOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';
import { hiddenFromNonContentRoles } from './editor-records';

/** First segments that belong to the site's machinery or to routes of their own, never to a page. */
const reservedFirstSegments = new Set(['sv', 'en', 'api', 'admin', 'downloads', 'og', 'documents', 'form-rejected', cmsPageSegment]);

/** `true`, or why a page cannot have this address. */
export function pagePathProblem(path: unknown): true | string {
  if (typeof path !== 'string' || !/^(\/[a-z0-9]+(?:-[a-z0-9]+)*){1,3}$/u.test(path)) {
    return 'An address of lowercase words joined by hyphens, one to three levels deep, e.g. /solutions/transport.';
  }
  if (reservedFirstSegments.has(path.split('/')[1]!)) return `Addresses under /${path.split('/')[1]} belong to the site itself.`;
  if (isFileRoute(path)) return `${path} is a page of the site's own; choose another address.`;
  return true;
}

/** Editors delete the pages they made; the site's own CMS pages (linked from its code) they only change. */
const deletableByEditors: Access = ({ req }) => hasRole(req.user, 'admin', 'editor') && { path: { not_in: [...cmsRoutePaths] } };

const path: TextField = {
  name: 'path',
  label: 'Address',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: pagePathProblem,
  // The site's own CMS pages keep their address: its code links to them.
  access: { update: ({ doc }) => !(cmsRoutePaths as readonly unknown[]).includes(doc?.path) },
  admin: { position: 'sidebar', description: 'The English address, e.g. /solutions/transport; the Swedish page is the same under /sv.' },
};

/**
 * Pages built from blocks (a hero, card grids, steps, questions and answers, a call to action):
 * titles and texts in both languages, drafts, preview at the page's address, publish. A published
 * page is in the sitemap and can be linked from the menus; its link preview image is drawn from its
 * title.
 */
export const Pages: CollectionConfig = {
  slug: pagesSlug,
  labels: { singular: 'Page', plural: 'Pages' },
  admin: {
    group: 'Content',
    useAsTitle: 'path',
    description: `Pages made of sections. A text may name a figure or a company detail in braces, written out in the page's language: ${[...pagePlaceholderNames].map((name) => `{${name}}`).join(', ')}.`,
    defaultColumns: ['path', 'title', '_status', 'updatedAt'],
    hidden: hiddenFromNonContentRoles,
    preview: (doc, { locale }) => previewUrl(typeof doc.path === 'string' ? doc.path : '/', locale),
  },
  defaultSort: 'path',
  versions: { drafts: true, maxPerDoc: 50 },
  access: { read: publishedOrContentStaff, readVersions: isContentEditor, create: isContentEditor, update: isContentEditor, delete: deletableByEditors },
  hooks: {
    beforeChange: [requireEveryLanguageOfFieldsOnPublish],
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateOnDelete],
  },
  fields: [
    path,
    pageText('title', 'Title', { description: 'The browser tab, search results and link previews show it.' }),
    pageText('description', 'Description', { multiline: true, description: 'The text under the title in search results and link previews (about 150 characters).' }),
    pageText('breadcrumb', 'Short name', { optional: true, description: 'The page’s name in search results’ breadcrumbs, when the title is long.' }),
    {
      name: 'layout',
      label: 'Sections',
      type: 'blocks',
      required: true,
      minRows: 1,
      blocks: pageBlocks,
      validate: (rows: unknown) => {
        const types = Array.isArray(rows) ? rows.map((row: { blockType?: unknown }) => row.blockType) : [];
        if (types[0] !== 'hero') return 'A page starts with its hero (the heading visitors see first).';
        return types.lastIndexOf('hero') === 0 ? true : 'A page has one hero, at the top.';
      },
    },
  ],
};
