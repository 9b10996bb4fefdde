import type { CollectionConfig } from 'payload';
import { productIds } from '@/content/products';
import { iconNames } from '@/content/schema';
import { isContentEditor, publishedOrContentStaff } from '../access/roles';
import { localizedText } from '../fields/localized-text';
import { requireEveryLanguageOnPublish } from '../hooks/every-language';
import { revalidateOnDelete, revalidateOnPublish } from '../hooks/revalidate';
import { previewUrl } from '../preview-url';
import { hiddenFromNonContentRoles } from './editor-records';

/** The texts a product is published with, in both languages. */
export const productTexts = ['name', 'headline', 'lede', 'badge', 'category', 'description', 'features.text'] as const;

/**
 * The six products (001 §1, §3 'Product card'): the products overview, the product pages' first
 * screen, their Product structured data and the whitepaper hub all read these records. `key` ties
 * a record to its page (/products/<key>) and its code (forms, calculators, PDFs), so it never
 * changes.
 */
export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'key', 'status', '_status', 'updatedAt'],
    hidden: hiddenFromNonContentRoles,
    preview: (doc, { locale }) => previewUrl(`/products/${String(doc.key)}`, locale),
  },
  versions: { drafts: true, maxPerDoc: 50 },
  access: {
    read: publishedOrContentStaff,
    readVersions: isContentEditor,
    // A product comes with its page and code, so a developer adds one (in the seed); its record
    // is edited here, never deleted: the site shows all six.
    create: () => false,
    update: isContentEditor,
    delete: () => false,
  },
  hooks: {
    beforeChange: [requireEveryLanguageOnPublish(productTexts)],
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
      options: productIds.map((id) => ({ label: id, value: id })),
      access: { update: () => false },
      admin: { position: 'sidebar', description: 'Ties the record to its page, /products/<key>. Set once.' },
    },
    { name: 'type', type: 'select', required: true, options: [{ label: 'Workplace', value: 'workplace' }, { label: 'Consumer', value: 'consumer' }], admin: { position: 'sidebar' } },
    {
      name: 'status',
      label: 'Availability',
      type: 'select',
      // On PostgreSQL the drafts' own `_status` enum already has the name Payload would give this one.
      enumName: 'enum_products_availability',
      required: true,
      options: [{ label: 'Available', value: 'available' }, { label: 'Coming soon', value: 'coming-soon' }],
      admin: { position: 'sidebar', description: "Coming soon: the overview shows a disabled button instead of 'Learn more'." },
    },
    { name: 'icon', type: 'select', required: true, options: iconNames.map((name) => ({ label: name, value: name })), admin: { position: 'sidebar' } },
    localizedText('name', { label: 'Name' }),
    localizedText('headline', { label: 'Headline', description: 'The large heading at the top of the product page.', placeholders: true }),
    localizedText('lede', { label: 'Lede', multiline: true, description: 'The paragraph under the headline.', placeholders: true }),
    localizedText('badge', { label: 'Badge', description: 'The label on the product card.', placeholders: true }),
    localizedText('category', { label: 'Category', description: 'What it is, in a few words (structured data, whitepaper hub).' }),
    localizedText('description', { label: 'Description', multiline: true, description: 'The product card and the structured data.', placeholders: true }),
    { name: 'features', type: 'array', label: 'Features', required: true, minRows: 3, maxRows: 4, fields: [localizedText('text', { label: 'Feature', placeholders: true })] },
  ],
};
