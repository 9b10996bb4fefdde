import type { Block } from 'payload';
import { actionGroup, actionsField, heroScenePaths, iconField, pageText, rowsOf, sectionHeadingFields, toneField } from './fields';

/**
 * The blocks a page's layout is made of. Each holds texts and settings; its component
 * (src/components/sections/render-blocks.tsx) holds the look and the behaviour. Texts may name the
 * marketing figures and company details as `{placeholders}`, so a figure is never copied.
 */
export const heroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    pageText('badge', 'Badge', { optional: true, description: 'The small pill above the heading.' }),
    iconField('badgeIcon', 'Badge icon'),
    pageText('title', 'Heading (the page’s h1)'),
    pageText('description', 'Text', { multiline: true }),
    actionsField(2),
    {
      name: 'scene',
      label: 'Picture',
      type: 'select',
      required: true,
      options: heroScenePaths.map((path) => ({ label: `Drawing of ${path}`, value: path })),
      admin: { description: 'The drawing beside the text on wide screens, by the page it was made for.' },
    },
  ],
};

export const featureGridBlock: Block = {
  slug: 'featureGrid',
  labels: { singular: 'Cards', plural: 'Card grids' },
  fields: [
    ...sectionHeadingFields,
    toneField('white'),
    {
      type: 'row',
      fields: [
        { name: 'columns', label: 'Cards per row', type: 'select', required: true, defaultValue: '3', options: ['2', '3', '4'] },
        { name: 'iconTone', label: 'Icon colour', type: 'select', required: true, defaultValue: 'accent', options: [{ label: 'Green', value: 'accent' }, { label: 'Blue', value: 'brand' }] },
      ],
    },
    rowsOf('items', 'Cards', 'Card', [iconField('icon', 'Icon'), pageText('title', 'Title'), pageText('description', 'Text', { multiline: true })], 2),
  ],
};

export const idealForBlock: Block = {
  slug: 'idealFor',
  labels: { singular: 'Ideal for', plural: 'Ideal for panels' },
  fields: [pageText('title', 'Heading'), pageText('text', 'Who it suits', { multiline: true }), actionGroup('action', 'Button')],
};

export const proseBlock: Block = {
  slug: 'prose',
  labels: { singular: 'Text with a list', plural: 'Texts with a list' },
  fields: [
    ...sectionHeadingFields,
    toneField('muted'),
    rowsOf('paragraphs', 'Paragraphs', 'Paragraph', [pageText('text', 'Paragraph', { multiline: true })]),
    rowsOf('items', 'List', 'List item', [pageText('text', 'List item')], 0),
  ],
};

export const stepsBlock: Block = {
  slug: 'steps',
  labels: { singular: 'Steps', plural: 'Step lists' },
  fields: [...sectionHeadingFields, toneField('white'), rowsOf('items', 'Steps', 'Step', [pageText('title', 'Title'), pageText('description', 'Text', { multiline: true })], 2)],
};

export const faqBlock: Block = {
  slug: 'faq',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    pageText('eyebrow', 'Eyebrow', { optional: true }),
    pageText('title', 'Heading'),
    toneField('brand'),
    rowsOf('items', 'Questions', 'Question', [pageText('question', 'Question'), pageText('answer', 'Answer', { multiline: true })], 2),
  ],
};

export const callToActionBlock: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [pageText('heading', 'Heading'), pageText('description', 'Text', { multiline: true }), actionsField(2)],
};

export const pageBlocks: Block[] = [heroBlock, featureGridBlock, idealForBlock, proseBlock, stepsBlock, faqBlock, callToActionBlock];
