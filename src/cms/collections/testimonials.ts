import type { CollectionConfig } from 'payload';
import { testimonialPlacements } from '../seed/testimonials';
import { localizedText } from '../fields/localized-text';
import { previewUrl } from '../preview-url';
import { editorRecords, hiddenFromNonContentRoles } from './editor-records';

/** The page each placement stands for (the preview opens it). */
export const placementPaths = {
  home: '/',
  'solutions-healthcare': '/solutions/healthcare',
  'solutions-workplace': '/solutions/workplace',
  'products-instaclear': '/products/instaclear',
  'products-circular-testing': '/products/circular-testing',
} as const satisfies Record<(typeof testimonialPlacements)[number], string>;

const placementLabels: Record<(typeof testimonialPlacements)[number], string> = {
  home: 'Home page',
  'solutions-healthcare': 'Healthcare solutions',
  'solutions-workplace': 'Workplace solutions',
  'products-instaclear': 'InstaCLEAR',
  'products-circular-testing': 'Circular Testing',
};

/** The pages testimonials can be placed on, as the admin names them. */
export const testimonialPlacementOptions = testimonialPlacements.map((value) => ({ label: placementLabels[value], value }));

const records = editorRecords({ texts: ['quote', 'author', 'role', 'organisation'], keyExample: 'anna-svensson', orderedWhat: 'Testimonials on a page' });

/**
 * Customer testimonials (001 §3 testimonial): a quote, who said it (their name, role and the kind
 * of organisation, never its name) and the page it appears on, in `position` order there.
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    group: 'Content',
    useAsTitle: 'author',
    defaultColumns: ['author', 'placement', 'position', '_status', 'updatedAt'],
    hidden: hiddenFromNonContentRoles,
    preview: (doc, { locale }) => previewUrl(placementPaths[doc.placement as keyof typeof placementPaths] ?? '/', locale),
  },
  ...records.config,
  fields: [
    records.key,
    {
      name: 'placement',
      type: 'select',
      required: true,
      index: true,
      options: testimonialPlacementOptions,
      admin: { position: 'sidebar', description: 'The page that shows it.' },
    },
    records.position,
    localizedText('quote', { label: 'Quote', multiline: true, description: 'Their words, without quotation marks (the page adds them).' }),
    localizedText('author', { label: 'Name', description: 'Swedish usage drops titles such as Dr.' }),
    localizedText('role', { label: 'Role', description: 'E.g. Head of Safety.' }),
    localizedText('organisation', { label: 'Organisation', description: 'The kind of organisation and region, never its name, e.g. Swedish mining company / svenskt gruvföretag. It follows the role after a comma, so it starts in lower case unless it begins with a proper noun.' }),
  ],
};
