import type { ArrayField, Field, GlobalConfig } from 'payload';
import { routes } from '@/lib/routes';
import { hasRole, isContentEditor } from '../access/roles';
import { pageField, rowLabel } from '../fields/links';
import { localizedText } from '../fields/localized-text';
import { requireEveryLanguageOnGlobalPublish } from '../hooks/every-language';
import { revalidateGlobalOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';

export const navigationSlug = 'navigation';

/** A link goes to a page of this site: a built page or one made in the CMS. */
const page = pageField({ admin: { width: '50%' } });

const links = (name: string, label: string, minRows: number, maxRows: number): ArrayField => ({
  name,
  label,
  labels: { singular: 'Link', plural: 'Links' },
  type: 'array',
  minRows,
  maxRows,
  admin: { initCollapsed: true, components: { RowLabel: rowLabel } },
  fields: [{ type: 'row', fields: [page, { ...localizedText('label', { label: 'Link text' }), admin: { width: '50%' } } as Field] }],
});

/**
 * The header's menu (000 §2.2), the footer's description, certification line and link columns
 * (§2.3) and the legal links, in both languages. Drafts, preview on the home page, publish.
 */
export const Navigation: GlobalConfig = {
  slug: navigationSlug,
  label: 'Menus and footer',
  admin: {
    group: 'Site',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description: 'The menu at the top of every page and the footer at the bottom. Links go to pages of this site.',
    preview: (_doc, { locale }) => previewUrl(routes.home, locale),
  },
  access: { read: isContentEditor, readVersions: isContentEditor, update: isContentEditor },
  versions: { drafts: true, max: 50 },
  hooks: {
    beforeChange: [
      requireEveryLanguageOnGlobalPublish(
        ['header.label', 'header.overview', 'footerDescription', 'certification', 'footerColumns.heading', 'footerColumns.links.label', 'legal.label'],
        // An overview label belongs to a menu item with a catalogue menu only.
        (path, data) => !/^header\.\d+\.overview$/u.test(path) || Boolean((data.header as { catalogue?: unknown }[] | undefined)?.[Number(path.split('.')[1])]?.catalogue),
      ),
    ],
    afterChange: [revalidateGlobalOnPublish],
  },
  fields: [
    {
      name: 'header',
      label: 'Header menu',
      labels: { singular: 'Menu link', plural: 'Menu links' },
      type: 'array',
      minRows: 2,
      maxRows: 8,
      admin: { initCollapsed: true, components: { RowLabel: rowLabel }, description: 'Shown in this order, on computers in one line and on phones in the menu panel.' },
      fields: [
        { type: 'row', fields: [page, { ...localizedText('label', { label: 'Link text' }), admin: { width: '50%' } } as Field] },
        {
          type: 'row',
          fields: [
            {
              name: 'catalogue',
              label: 'Catalogue menu',
              type: 'select',
              options: [
                { label: 'Drug tests', value: 'drugTests' },
                { label: 'Healthcare tests', value: 'healthcareTests' },
              ],
              admin: { width: '50%', description: 'Opens the catalogue’s sections under the link.' },
            },
            {
              name: 'overview',
              label: 'Link to the whole catalogue',
              type: 'text',
              localized: true,
              admin: { width: '50%', condition: (_data, sibling) => Boolean(sibling?.catalogue), description: 'The first entry of the catalogue menu, e.g. All drug tests.' },
              validate: (value: unknown, { siblingData }: { siblingData: { catalogue?: unknown } }) =>
                !siblingData.catalogue || (typeof value === 'string' && value.trim() !== '') ? true : 'A catalogue menu starts with a link to the whole catalogue: name it.',
            },
          ],
        },
      ],
    },
    localizedText('footerDescription', { label: 'Footer: what we do', multiline: true }),
    localizedText('certification', { label: 'Footer: certification', multiline: true }),
    {
      name: 'footerColumns',
      label: 'Footer link columns',
      labels: { singular: 'Column', plural: 'Columns' },
      type: 'array',
      minRows: 1,
      maxRows: 4,
      admin: { initCollapsed: true, components: { RowLabel: rowLabel } },
      fields: [localizedText('heading', { label: 'Column heading' }), links('links', 'Links', 1, 14)],
    },
    links('legal', 'Legal links (under the footer)', 1, 5),
  ],
};
