import type { Access, CollectionConfig, PayloadRequest, TextField } from 'payload';
import { pagePlaceholderNames } from '@/content/page-placeholders';
import { pagePathProblem } from '@/lib/page-address';
import { builtRoutePaths } from '@/lib/routes';
import { hasRole, isContentEditor, publishedOrContentStaff } from '../access/roles';
import { openingBlockTypes, pageBlocks } from '../blocks';
import { pageText } from '../blocks/fields';
import { pagesSlug } from '../fields/links';
import { requireEveryLanguageOfFieldsOnPublish } from '../hooks/every-language';
import { revalidateOnDelete, revalidateOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';
import { hiddenFromNonContentRoles } from './editor-records';

/** Editors delete the pages they made; the site's own CMS pages (linked from its code) they only change. */
const deletableByEditors: Access = ({ req }) => hasRole(req.user, 'admin', 'editor') && { path: { not_in: [...builtRoutePaths] } };

const path: TextField = {
  name: 'path',
  label: 'Address',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  validate: async (value: unknown, { req, id }: { req: PayloadRequest; id?: number | string }) => {
    const problem = pagePathProblem(value);
    if (problem !== true) return problem;
    const others = await req.payload.count({ collection: pagesSlug, where: { path: { equals: value }, ...(id === undefined ? {} : { id: { not_equals: id } }) }, overrideAccess: true, req });
    return others.totalDocs === 0 || `Another page already has the address ${String(value)}.`;
  },
  // The site's own CMS pages keep their address: its code links to them.
  access: { update: ({ doc }) => !(builtRoutePaths as readonly unknown[]).includes(doc?.path) },
  admin: { position: 'sidebar', description: 'The English address, e.g. /solutions/transport; the Swedish page is the same under /sv.' },
};

/**
 * Pages built from blocks (a hero or a legal document, key figures, card grids, offer cards, steps,
 * questions and answers, a call to action):
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
      name: 'aboutCompany',
      label: 'This page presents the company',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Search engines get the company’s details (Site → Company details) with it, as on the about page.' },
    },
    {
      name: 'layout',
      label: 'Sections',
      labels: { singular: 'Section', plural: 'Sections' },
      type: 'blocks',
      required: true,
      minRows: 1,
      blocks: pageBlocks,
      validate: (rows: unknown) => {
        const opening = Array.isArray(rows) ? rows.map((row: { blockType?: unknown }) => typeof row.blockType === 'string' && openingBlockTypes.has(row.blockType)) : [];
        if (!opening[0]) return 'A page starts with its hero or legal document (the heading visitors see first).';
        return opening.lastIndexOf(true) === 0 ? true : 'A page has one hero or legal document, at the top.';
      },
    },
  ],
};
