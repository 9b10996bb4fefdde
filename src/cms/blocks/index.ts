import type { ArrayField, Block, Field, SelectField, TextField } from 'payload';
import { checklistDocuments } from '@/content/compliance-checklist';
import { healthcareProducts } from '@/content/catalogue';
import { seededCatalogue } from '../seed/catalogue';
import { productIds } from '@/content/products';
import { whitepaperIds } from '@/content/whitepapers';
import { leadFormPages } from '@/lib/leads/form-pages';
import type { LeadFormName } from '@/lib/leads/schemas';
import { sectorTabsProblem, sharedCardsProblem } from '../fields/from-other-pages';
import { hrefField } from '../fields/links';
import { testimonialPlacementOptions } from '../collections/testimonials';
import { actionGroup, actionsField, anchorField, downloadFieldOf, heroPicturePaths, iconField, linkGroup, pageText, rowsOf, sceneField, sectionFields, toneField } from './fields';
import { investorBlocks } from './investor-blocks';

/**
 * The blocks a page's layout is made of. Each holds texts and settings; its component
 * (src/components/sections/render-blocks.tsx) holds the look and the behaviour. Texts may name the
 * marketing figures and company details as `{placeholders}`, so a figure is never copied.
 */
/** Paragraphs of plain text, one row each. */
const paragraphsField = rowsOf('paragraphs', 'Paragraphs', 'Paragraph', [pageText('text', 'Paragraph', { multiline: true })]);

const glowField: SelectField = {
  name: 'glow',
  label: 'Glow',
  type: 'select',
  required: true,
  defaultValue: 'top-right',
  options: [
    { label: 'Top right', value: 'top-right' },
    { label: 'Bottom left', value: 'bottom-left' },
  ],
  admin: { description: 'Where the soft light in the background sits.' },
};

export const heroBlock: Block = {
  slug: 'hero',
  labels: { singular: 'Hero', plural: 'Heroes' },
  fields: [
    pageText('badge', 'Badge', { optional: true, description: 'The small pill above the heading.' }),
    iconField('badgeIcon', 'Badge icon'),
    pageText('title', 'Heading (the page’s h1)'),
    pageText('description', 'Text', { multiline: true }),
    actionsField(2),
    sceneField(true, 'The picture beside the text on wide screens, by the page it was made for.', heroPicturePaths),
    glowField,
  ],
};

const slugField = (name: string, label: string, description: string): TextField => ({
  name,
  label,
  type: 'text',
  required: true,
  validate: (value: unknown) => (typeof value === 'string' && /^[a-z]+(?:-[a-z]+)*$/u.test(value)) || 'Lowercase words joined by hyphens, e.g. public-sector.',
  admin: { description },
});

/** The catalogue products with a drawing, for a card to show (those a developer drew; a card without one shows none). */
const catalogue = seededCatalogue();
const productDrawingOptions = [...catalogue.multiPanels, ...catalogue.singlePanels, catalogue.saliva, catalogue.manipulationControl, ...healthcareProducts(catalogue)].map((product) => ({
  label: `${product.name.en}${'articleNr' in product && product.articleNr ? ` (${product.articleNr})` : ''}`,
  value: product.id,
}));

/** The home page's opening: a rotating headline beside a carousel of product cards (000 §2.4, §9). */
export const homeHeroBlock: Block = {
  slug: 'homeHero',
  labels: { singular: 'Home hero with carousel', plural: 'Home heroes with carousel' },
  fields: [
    pageText('badge', 'Badge', { description: 'The small pill above the heading.' }),
    pageText('heading', 'Heading (the page’s h1, in small capitals)'),
    { ...rowsOf('headlines', 'Rotating headlines', 'Headline', [pageText('text', 'Headline')], 2), maxRows: 5 },
    pageText('description', 'Text', { multiline: true }),
    actionsField(2),
    { type: 'row', fields: [pageText('carouselLabel', 'Name of the carousel', { description: 'Read by screen readers.' }), pageText('learnMore', 'Link text on each card')] },
    {
      type: 'row',
      fields: [pageText('drugCategory', 'Label of a drug-test card'), pageText('healthcareCategory', 'Label of a self-test card')],
    },
    {
      ...rowsOf('cards', 'Cards', 'Card', [
        { type: 'row', fields: [slugField('key', 'Name', 'A short name of the card, e.g. saliva.'), { name: 'category', label: 'Links to', type: 'select', required: true, defaultValue: 'drug', options: [{ label: 'Drug tests', value: 'drug' }, { label: 'Health tests', value: 'healthcare' }] }] },
        { type: 'row', fields: [iconField('icon', 'Icon'), { name: 'product', label: 'Drawing of', type: 'select', required: true, options: productDrawingOptions }] },
        pageText('name', 'Title'),
        pageText('description', 'Text', { multiline: true }),
        { ...rowsOf('stats', 'Figures', 'Figure', [pageText('value', 'Figure', { description: 'Name a figure, e.g. {multi17Substances}.' }), pageText('label', 'What it measures')], 2), maxRows: 2 },
      ]),
      minRows: 2,
    },
  ],
};

const heroStatRows = rowsOf('stats', 'Key figures', 'Figure', [pageText('value', 'Figure', { description: 'Name a marketing figure, e.g. {resultMinutes}.' }), pageText('label', 'What it measures')], 0);
const heroStatsField: ArrayField = { ...heroStatRows, maxRows: 3, admin: { ...heroStatRows.admin, description: 'Optional: up to three figures under the buttons.' } };


/** A product page's opening: the product's headline and introduction (from Products) and its data for search engines. */
export const productHeroBlock: Block = {
  slug: 'productHero',
  labels: { singular: 'Product hero', plural: 'Product heroes' },
  fields: [
    {
      name: 'product',
      label: 'Product',
      type: 'select',
      required: true,
      options: productIds.map((id) => ({ label: id, value: id })),
      admin: { description: 'Its headline is the page’s h1 and its introduction the text under it (edit them in Products).' },
    },
    pageText('badge', 'Badge', { optional: true, description: 'The small pill above the heading.' }),
    actionsField(2),
    {
      name: 'download',
      label: 'Download button',
      type: 'group',
      admin: { description: 'Optional: a button that downloads a document, beside the other buttons.' },
      fields: [
        { type: 'row', fields: [pageText('label', 'Button text', { optional: true }), pageText('note', 'Said after it to screen readers', { optional: true, description: 'e.g. PDF' })] },
        downloadFieldOf(true),
      ],
    },
    heroStatsField,
    {
      name: 'comingSoon',
      label: 'Not for sale yet',
      type: 'group',
      admin: { description: 'Optional: a disabled button (e.g. “Coming Soon”) with the reason beside it, under the buttons.' },
      fields: [{ type: 'row', fields: [pageText('label', 'Button text', { optional: true }), pageText('note', 'Why, and what to do meanwhile', { optional: true })] }],
    },
    sceneField(true, 'The drawing beside the text on wide screens, by the page it was made for.'),
    glowField,
  ],
};

/** A cell of a comparison: a tick, a cross or a short text. */
const comparisonCellFields: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'value',
        label: 'Shows',
        type: 'select',
        required: true,
        defaultValue: 'yes',
        options: [
          { label: 'Yes (a tick)', value: 'yes' },
          { label: 'No (a cross)', value: 'no' },
          { label: 'A text', value: 'text' },
        ],
      },
      pageText('text', 'Text', { optional: true, description: 'Only for “A text”.' }),
    ],
  },
];

/** A comparison table: caption, columns, and rows of one cell per column after the first. `optional`: a table that may be left out (no rows). */
const comparisonTableFields = (optional: boolean): Field[] => [
  pageText('caption', 'Table caption', { optional, description: 'Read by screen readers; names what is compared.' }),
  rowsOf('columns', 'Columns', 'Column', [pageText('label', 'Column heading')], optional ? 0 : 2),
  {
    ...rowsOf('rows', 'Rows', 'Row', [pageText('label', 'Row heading'), rowsOf('cells', 'Cells', 'Cell', comparisonCellFields)], optional ? 0 : 1),
    validate: (rows: unknown, { siblingData }: { siblingData: { caption?: unknown; columns?: unknown[] } }) => {
      const list: { cells?: unknown[] }[] = Array.isArray(rows) ? rows : [];
      if (list.length === 0) return true;
      if ((siblingData.columns?.length ?? 0) < 2) return 'A table needs at least two columns.';
      if (!siblingData.caption) return 'A table needs a caption.';
      const cellsPerRow = siblingData.columns!.length - 1;
      const wrong = list.findIndex((row) => (row.cells?.length ?? 0) !== cellsPerRow);
      return wrong === -1 || `Row ${wrong + 1} needs one cell per column after the first (${cellsPerRow}).`;
    },
  },
];

export const featureGridBlock: Block = {
  slug: 'featureGrid',
  labels: { singular: 'Cards', plural: 'Card grids' },
  fields: [
    ...sectionFields('white'),
    {
      type: 'row',
      fields: [
        { name: 'columns', label: 'Cards per row', type: 'select', required: true, defaultValue: '3', options: ['2', '3', '4'] },
        { name: 'iconTone', label: 'Icon colour', type: 'select', required: true, defaultValue: 'accent', options: [{ label: 'Green', value: 'accent' }, { label: 'Blue', value: 'brand' }] },
        {
          name: 'layout',
          label: 'Card layout',
          type: 'select',
          required: true,
          defaultValue: 'stacked',
          options: [
            { label: 'Icon above the text', value: 'stacked' },
            { label: 'Icon above the text, centred', value: 'centered' },
            { label: 'Icon beside the text', value: 'inline' },
            { label: 'A checklist beside the heading', value: 'checks' },
            { label: 'Ruled columns under the heading, no cards', value: 'ruled' },
          ],
        },
      ],
    },
    rowsOf(
      'items',
      'Cards',
      'Card',
      [
        iconField('icon', 'Icon'),
        pageText('title', 'Title'),
        pageText('description', 'Text', { multiline: true }),
        pageText('stat', 'Figure', { optional: true, description: 'Optional: a short figure under the text.' }),
        linkGroup('link', 'Link'),
      ],
      2,
    ),
    rowsOf('badges', 'Badges under the cards', 'Badge', [pageText('text', 'Badge')], 0),
    {
      name: 'comparison',
      label: 'Comparison table under the cards',
      type: 'group',
      admin: { description: 'Optional: leave its rows empty for none.' },
      fields: comparisonTableFields(true),
    },
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
    ...sectionFields('muted'),
    {
      name: 'textSize',
      label: 'Text size',
      type: 'select',
      required: true,
      defaultValue: 'normal',
      options: [
        { label: 'Normal', value: 'normal' },
        { label: 'Large (a short statement)', value: 'large' },
      ],
    },
    paragraphsField,
    rowsOf('items', 'List', 'List item', [pageText('text', 'List item')], 0),
    actionGroup('action', 'Button under the text', true),
  ],
};

export const stepsBlock: Block = {
  slug: 'steps',
  labels: { singular: 'Steps', plural: 'Step lists' },
  fields: [
    ...sectionFields('white'),
    rowsOf('items', 'Steps', 'Step', [pageText('title', 'Title'), pageText('description', 'Text', { multiline: true })], 2),
    {
      name: 'video',
      label: 'Video to come',
      type: 'group',
      admin: { description: 'Optional: a drawn poster under the steps, saying where the video will be; leave the caption empty for none.' },
      fields: [
        pageText('title', 'Name of the video', { optional: true }),
        pageText('caption', 'Caption', { optional: true, multiline: true }),
        pageText('posterLabel', 'What the poster shows', { optional: true, description: 'Read by screen readers.' }),
      ],
    },
    actionGroup('action', 'Button under the steps', true),
  ],
};

export const faqBlock: Block = {
  slug: 'faq',
  labels: { singular: 'Questions and answers', plural: 'Questions and answers' },
  fields: [
    pageText('eyebrow', 'Eyebrow', { optional: true }),
    pageText('title', 'Heading'),
    toneField('brand'),
    anchorField,
    rowsOf('items', 'Questions', 'Question', [pageText('question', 'Question'), pageText('answer', 'Answer', { multiline: true })], 2),
  ],
};

export const callToActionBlock: Block = {
  slug: 'callToAction',
  labels: { singular: 'Call to action', plural: 'Calls to action' },
  fields: [pageText('heading', 'Heading'), pageText('description', 'Text', { multiline: true }), actionsField(2)],
};

export const statStripBlock: Block = {
  slug: 'statStrip',
  labels: { singular: 'Key figures', plural: 'Key figure rows' },
  fields: [
    pageText('eyebrow', 'Eyebrow', { optional: true, description: 'Only with the heading shown.' }),
    pageText('title', 'Heading', { description: 'Unless shown, read only by screen readers, which announce the row by it.' }),
    pageText('intro', 'Introduction', { optional: true, multiline: true, description: 'Only with the heading shown.' }),
    { name: 'showHeading', label: 'Show the heading (a section of its own)', type: 'checkbox', defaultValue: false },
    {
      type: 'row',
      fields: [
        { name: 'columns', label: 'Figures per row', type: 'select', required: true, defaultValue: '4', options: ['3', '4'] },
        {
          name: 'tone',
          label: 'Background',
          type: 'select',
          required: true,
          defaultValue: 'white',
          options: [
            { label: 'White, with a line under it', value: 'white' },
            { label: 'Tinted', value: 'brand' },
          ],
        },
      ],
    },
    {
      ...rowsOf('items', 'Figures', 'Figure', [pageText('value', 'Figure', { description: 'Name a marketing figure, e.g. {labAvoidancePercent}.' }), pageText('label', 'What it measures')], 2),
      maxRows: 4,
    },
  ],
};

const offerCardFields = [
  iconField('icon', 'Icon'),
  pageText('title', 'Title'),
  pageText('description', 'Text', { multiline: true }),
  pageText('stat', 'Figure', { optional: true, description: 'Optional: a figure shown above the list.' }),
  rowsOf('items', 'List', 'List item', [pageText('text', 'List item')]),
  actionGroup('action', 'Button', true),
];

const offerCardGroups = rowsOf('groups', 'Groups', 'Group', [pageText('title', 'Group heading', { optional: true, description: 'Only when the section has more than one group.' }), rowsOf('cards', 'Cards', 'Card', offerCardFields)], 0);

export const offerCardsBlock: Block = {
  slug: 'offerCards',
  labels: { singular: 'Offer cards', plural: 'Offer card grids' },
  fields: [
    ...sectionFields('muted'),
    pageText('itemsLabel', 'Heading of each card’s list', { optional: true, description: 'Optional, e.g. “What you get”.' }),
    {
      name: 'cardsFrom',
      label: 'Cards as on another page',
      type: 'group',
      admin: { description: 'Optional: show the cards of an offer-cards section of another page, so they are written once. Leave empty to write them here.' },
      fields: [
        {
          type: 'row',
          fields: [
            { ...hrefField('page', 'Page', true), admin: { width: '50%' } },
            { name: 'section', label: 'Its section', type: 'text', validate: sharedCardsProblem, admin: { width: '50%', description: 'The section’s block name on that page, e.g. partnerships.' } },
          ],
        },
      ],
    },
    {
      ...offerCardGroups,
      admin: { ...offerCardGroups.admin, condition: (_data, block: { cardsFrom?: { page?: string } }) => !block?.cardsFrom?.page },
      validate: (groups: unknown, { siblingData }: { siblingData: { cardsFrom?: { page?: unknown } } }) =>
        Boolean(siblingData.cardsFrom?.page) || (Array.isArray(groups) && groups.length > 0) || 'Add a group of cards, or show the cards of another page.',
    },
    pageText('note', 'Note under the cards', { optional: true, multiline: true }),
  ],
};

/** The day a text last changed, shown under an opening's introduction. */
const updatedField = (description: string): Field => ({
  name: 'updated',
  label: 'Last changed',
  type: 'date',
  required: true,
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' }, description },
});

/** A legal text (privacy policy, terms, cookie policy): its banner, then numbered sections with a table of contents. */
export const legalBlock: Block = {
  slug: 'legal',
  labels: { singular: 'Legal document', plural: 'Legal documents' },
  fields: [
    pageText('title', 'Heading (the page’s h1)'),
    pageText('intro', 'Introduction', { multiline: true }),
    updatedField('Shown under the introduction: change it with every change of the text.'),
    {
      ...rowsOf('sections', 'Sections', 'Section', [
        { ...anchorField, required: true, admin: { description: 'The section’s name in links, e.g. cookies makes /privacy-policy#cookies.' } },
        pageText('heading', 'Heading'),
        paragraphsField,
        rowsOf('items', 'List (after the first paragraph)', 'List item', [pageText('text', 'List item')], 0),
        {
          name: 'table',
          label: 'Table (after the list)',
          type: 'select',
          options: [{ label: 'What the site stores in the browser (drawn from the code)', value: 'siteStorage' }],
          admin: { description: 'Optional.' },
        },
        linkGroup('link', 'Link at the end'),
      ]),
      validate: (sections: unknown) => {
        const anchors = Array.isArray(sections) ? sections.map((section: { anchor?: unknown }) => section.anchor) : [];
        return new Set(anchors).size === anchors.length || 'Each section needs a name of its own.';
      },
    },
  ],
};

const uniqueAnchors = (sections: unknown) => {
  const anchors = Array.isArray(sections)
    ? sections.flatMap((section: { anchor?: unknown; items?: { anchor?: unknown }[] }) => [section.anchor, ...(section.items ?? []).map((item) => item.anchor)])
    : [];
  return new Set(anchors).size === anchors.length || 'Each section and item needs a name of its own.';
};

/** A checklist to work through on the page, print or download: its banner, then numbered sections of items to tick. */
export const checklistBlock: Block = {
  slug: 'checklist',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  fields: [
    pageText('title', 'Heading (the page’s h1)'),
    pageText('intro', 'Introduction', { multiline: true }),
    sceneField(false, 'Optional: a small drawing beside the text on wide screens.'),
    updatedField('Shown under the introduction and on the PDF: change it with every change of substance.'),
    {
      name: 'download',
      label: 'PDF and print',
      type: 'group',
      fields: [
        {
          name: 'document',
          label: 'PDF',
          type: 'select',
          options: checklistDocuments.map((name) => ({ label: name, value: name })),
          admin: { description: 'Optional: the PDF of this checklist, offered in the page’s language.' },
        },
        pageText('label', 'Download button', { optional: true }),
        pageText('format', 'File type', { optional: true, description: 'Shown beside the buttons with the size of the file, e.g. “PDF” gives “PDF, 98 kB”.' }),
        pageText('printLabel', 'Print button'),
      ],
    },
    pageText('contentsLabel', 'Heading of the contents'),
    {
      name: 'disclaimer',
      label: 'Note before the first section',
      type: 'group',
      fields: [pageText('title', 'Heading'), pageText('text', 'Text', { multiline: true })],
    },
    {
      ...rowsOf('sections', 'Sections', 'Section', [
        { ...anchorField, required: true, admin: { description: 'The section’s name in links, e.g. policy makes #policy.' } },
        pageText('title', 'Heading'),
        pageText('intro', 'Introduction', { multiline: true }),
        rowsOf(
          'items',
          'Items to tick',
          'Item',
          [
            { ...anchorField, required: true, admin: { description: 'The item’s name, the same in both languages.' } },
            pageText('text', 'What to do', { multiline: true }),
            pageText('detail', 'Why or how', { optional: true, multiline: true }),
            linkGroup('link', 'Link'),
          ],
          3,
        ),
        { name: 'cutOffTable', label: 'Ends with the catalogue’s screening cut-offs', type: 'checkbox', defaultValue: false },
      ]),
      validate: uniqueAnchors,
    },
    {
      name: 'cutOffs',
      label: 'Table of screening cut-offs',
      type: 'group',
      admin: { description: 'The figures come from the catalogue: the saliva test’s substances with the single panels’ urine cut-offs.' },
      fields: [
        pageText('caption', 'Caption'),
        pageText('substanceColumn', 'Substance column'),
        pageText('urineColumn', 'Urine column'),
        pageText('salivaColumn', 'Saliva column'),
        pageText('note', 'Note under the table', { multiline: true }),
        linkGroup('link', 'Link under the note'),
      ],
    },
  ],
};

export const metricsBlock: Block = {
  slug: 'metrics',
  labels: { singular: 'Metrics panel', plural: 'Metrics panels' },
  fields: [
    ...sectionFields('white'),
    {
      ...rowsOf(
        'items',
        'Figures',
        'Figure',
        [pageText('value', 'Figure', { description: 'Name a marketing figure, e.g. {systemCompatibilityPercent}.' }), pageText('label', 'What it measures'), pageText('note', 'Note', { optional: true })],
        2,
      ),
      maxRows: 4,
    },
    actionGroup('action', 'Button under the panel', true),
  ],
};

export const comparisonBlock: Block = {
  slug: 'comparison',
  labels: { singular: 'Comparison table', plural: 'Comparison tables' },
  fields: [
    ...sectionFields('white'),
    rowsOf('badges', 'Badges above the table', 'Badge', [pageText('text', 'Badge')], 0),
    { name: 'wide', label: 'As wide as the page (for many columns)', type: 'checkbox', defaultValue: false },
    ...comparisonTableFields(false),
  ],
};

export const trustedByBlock: Block = {
  slug: 'trustedBy',
  labels: { singular: 'Customers', plural: 'Customer sections' },
  fields: [
    ...sectionFields('brand'),
    pageText('logosLabel', 'Name of the customer list', { description: 'Read by screen readers, e.g. “Some of our customers”.' }),
    rowsOf('logos', 'Customers', 'Customer', [pageText('name', 'Kind of customer'), pageText('kind', 'Where')], 2),
    {
      name: 'testimonials',
      label: 'Testimonials',
      type: 'select',
      options: testimonialPlacementOptions,
      admin: { description: 'Optional: the testimonials placed on this page in Testimonials.' },
    },
    pageText('ratingValue', 'Rating', { description: 'e.g. {clientRating}' }),
    pageText('ratingLabel', 'What the rating is'),
  ],
};

export const calculatorBlock: Block = {
  slug: 'calculator',
  labels: { singular: 'Calculator', plural: 'Calculators' },
  fields: [
    ...sectionFields('muted'),
    {
      name: 'calculator',
      label: 'Calculator',
      type: 'select',
      required: true,
      defaultValue: 'savings',
      options: [
        { label: 'Savings from rapid testing (employees, share tested)', value: 'savings' },
        { label: 'Circular Testing savings (employees, share tested, cost per test)', value: 'circular' },
        { label: 'VDT return on investment (a slider for employees)', value: 'vdt' },
        { label: 'Hair analysis cost comparison (a worked example, no inputs)', value: 'hair' },
      ],
      admin: { description: 'Its labels are interface texts (messages/*.json); its assumptions are written from the rates it computes with.' },
    },
    actionGroup('action', 'Button under the calculator', true),
  ],
};

/** The forms that a block may place, each on the one page its posts return to (src/lib/leads/form-pages.ts). */
const placeableLeadForms = [
  { label: 'Contact form, with the company’s contact details beside it', value: 'contact' },
  { label: 'Whitepapers: the visitor ticks the ones they want', value: 'whitepapers' },
  { label: 'The InstaCLEAR whitepaper', value: 'instaclear-whitepaper' },
  { label: 'The Circular Testing whitepaper, with what it covers beside the form', value: 'circular-whitepaper' },
  { label: 'The VDT whitepaper, with what it covers beside the form', value: 'vdt-whitepaper' },
  { label: 'The hair analysis whitepaper, with what it covers beside the form', value: 'hair-whitepaper' },
] as const satisfies readonly { label: string; value: LeadFormName }[];

const whitepaperContentRows = rowsOf('contents', 'What the whitepaper covers', 'Point', [pageText('text', 'Point')], 0);

/** A lead form: its fields, messages and consent are interface texts (messages/*.json); the block gives its heading. */
export const leadFormBlock: Block = {
  slug: 'leadForm',
  labels: { singular: 'Lead form', plural: 'Lead forms' },
  fields: [
    {
      name: 'form',
      label: 'Form',
      type: 'select',
      required: true,
      options: [...placeableLeadForms],
      validate: (value: unknown, { data }: { data: { path?: unknown } }) => {
        const page = leadFormPages[value as LeadFormName];
        if (!placeableLeadForms.some((form) => form.value === value) || page === undefined) return 'Choose one of the forms.';
        return page === data.path || `This form sends its answers back to ${page}, so it can only be placed on that page.`;
      },
    },
    pageText('eyebrow', 'Eyebrow', { optional: true, description: 'Only beside a product whitepaper’s form.' }),
    pageText('title', 'Heading'),
    pageText('intro', 'Introduction', { optional: true, multiline: true }),
    { ...whitepaperContentRows, admin: { ...whitepaperContentRows.admin, description: 'Only beside a product whitepaper’s form: the list left of it.' } },
    { ...actionGroup('thankYouAction', 'Button in the thank-you panel', true), admin: { description: 'Only for the VDT whitepaper: e.g. to book a demo. Optional.' } },
  ],
};

/** One whitepaper's highlights (its record in the whitepapers collection) with a button, e.g. to the page's form. */
export const whitepaperPromoBlock: Block = {
  slug: 'whitepaperPromo',
  labels: { singular: 'Whitepaper promotion', plural: 'Whitepaper promotions' },
  fields: [
    ...sectionFields('brand'),
    { name: 'whitepaper', label: 'Whitepaper', type: 'select', required: true, options: whitepaperIds.map((id) => ({ label: id, value: id })) },
    actionGroup('action', 'Button'),
  ],
};

/** Social proof in one section: customers by name, the page's testimonials, then badges. */
export const proofBlock: Block = {
  slug: 'proof',
  labels: { singular: 'Customers, testimonials and badges', plural: 'Customers, testimonials and badges' },
  fields: [
    ...sectionFields('muted'),
    rowsOf('logos', 'Customers', 'Customer', [pageText('name', 'Name'), pageText('kind', 'Sector')], 0),
    { name: 'testimonials', label: 'Testimonials', type: 'select', options: testimonialPlacementOptions, admin: { description: 'Optional: the testimonials placed on this page in Testimonials.' } },
    rowsOf('badges', 'Badges', 'Badge', [pageText('text', 'Badge')], 0),
  ],
};

/** The whitepapers (the whitepapers collection), a card each with its highlights and a link to its product. */
export const whitepaperListBlock: Block = {
  slug: 'whitepaperList',
  labels: { singular: 'Whitepaper list', plural: 'Whitepaper lists' },
  fields: [...sectionFields('white'), { type: 'row', fields: [pageText('highlightsLabel', 'Heading of each card’s highlights'), pageText('productLink', 'Link to the product')] }],
};

/** A heading and a line of text with one button under them, e.g. a jump to the page’s form. */
export const buttonSectionBlock: Block = {
  slug: 'buttonSection',
  labels: { singular: 'Heading with a button', plural: 'Headings with a button' },
  fields: [...sectionFields('brand'), actionGroup('action', 'Button')],
};

/** The instructions-for-use library: every article's current document, with search and a family filter. */
export const documentLibraryBlock: Block = {
  slug: 'documentLibrary',
  labels: { singular: 'Instructions-for-use library', plural: 'Instructions-for-use libraries' },
  admin: { disableBlockName: true },
  fields: [],
};

/** A plain page opening: the heading and a line of introduction, with a small drawing beside them. */
export const bannerBlock: Block = {
  slug: 'banner',
  labels: { singular: 'Banner', plural: 'Banners' },
  fields: [
    pageText('title', 'Heading (the page’s h1)'),
    pageText('intro', 'Introduction', { multiline: true }),
    sceneField(false, 'Optional: a small drawing beside the text on wide screens.'),
  ],
};

export const newsCardsBlock: Block = {
  slug: 'newsCards',
  labels: { singular: 'News cards', plural: 'News cards' },
  fields: [pageText('title', 'Heading', { description: 'Not shown: screen readers announce the cards by it. The cards are the published News records.' })],
};


export const downloadsBlock: Block = {
  slug: 'downloads',
  labels: { singular: 'Downloads', plural: 'Download lists' },
  fields: [
    pageText('title', 'Heading'),
    pageText('intro', 'Introduction', { optional: true, multiline: true }),
    toneField('muted'),
    anchorField,
    rowsOf(
      'files',
      'Files',
      'File',
      [
        iconField('icon', 'Icon', true),
        pageText('title', 'Title'),
        pageText('description', 'Text', { multiline: true }),
        { name: 'format', label: 'Format', type: 'select', required: true, defaultValue: 'PDF', options: ['PDF', 'SVG'] },
        downloadFieldOf(false),
      ],
      1,
    ),
  ],
};

/** Facts in two columns (what, then its value), e.g. a product's technical specifications. */
export const specsBlock: Block = {
  slug: 'specs',
  labels: { singular: 'Specifications', plural: 'Specification lists' },
  fields: [...sectionFields('white'), rowsOf('rows', 'Rows', 'Row', [pageText('label', 'What'), pageText('value', 'Value')], 2)],
};

/** The pharmacies that sell the self-tests (src/content/retailers.ts), with their logos. */
export const retailersBlock: Block = {
  slug: 'retailers',
  labels: { singular: 'Retailers', plural: 'Retailer lists' },
  fields: [
    ...sectionFields('white'),
    {
      name: 'look',
      label: 'Look',
      type: 'select',
      required: true,
      defaultValue: 'logos',
      options: [
        { label: 'Logos, with a line about each', value: 'logos' },
        { label: 'Names only, small', value: 'names' },
      ],
    },
  ],
};

const audienceField: SelectField = {
  name: 'audience',
  label: 'Products for',
  type: 'select',
  required: true,
  options: [
    { label: 'Workplaces', value: 'workplace' },
    { label: 'Consumers', value: 'consumer' },
  ],
};

/** The product range from the product records: a group of cards per audience. */
export const productCardsBlock: Block = {
  slug: 'productCards',
  labels: { singular: 'Product range', plural: 'Product ranges' },
  fields: [
    ...sectionFields('white'),
    rowsOf('groups', 'Groups', 'Group', [audienceField, pageText('title', 'Group heading'), pageText('intro', 'Introduction', { multiline: true })]),
    {
      type: 'row',
      fields: [pageText('featuresLabel', 'Heading of each card’s list'), pageText('learnMore', 'Link text'), pageText('comingSoon', 'Text of a product not yet sold')],
    },
    pageText('listName', 'Name of the product list', { description: 'Not shown: search engines read it with the products.' }),
  ],
};

/** Which product suits whom: the products by audience, each with the page's line on who it is best for. */
export const productFitBlock: Block = {
  slug: 'productFit',
  labels: { singular: 'Product fit', plural: 'Product fits' },
  fields: [
    ...sectionFields('muted'),
    rowsOf('groups', 'Groups', 'Group', [audienceField, pageText('label', 'Group heading')]),
    rowsOf('bestFor', 'Best for', 'Product', [
      { name: 'product', label: 'Product', type: 'select', required: true, options: productIds.map((id) => ({ label: id, value: id })) },
      pageText('text', 'Who it suits', { multiline: true }),
    ]),
    pageText('learnMore', 'Link text'),
  ],
};

/** A product catalogue from the catalogue records, with the products in the page's data for search engines. */
export const catalogueBlock: Block = {
  slug: 'catalogue',
  labels: { singular: 'Catalogue', plural: 'Catalogues' },
  fields: [
    {
      name: 'catalogue',
      label: 'Catalogue',
      type: 'select',
      required: true,
      defaultValue: 'healthcare',
      options: [{ label: 'Healthcare self-tests, a section per product family', value: 'healthcare' }],
      admin: { description: 'The products and families are catalogue records (src/content/catalogue).' },
    },
    pageText('listName', 'Name of the product list', { description: 'Not shown: search engines read it with the products.' }),
  ],
};

const textGroup = (name: string, label: string, fields: Field[]): Field => ({ name, label, type: 'group', fields });

/** The drug tests (000 §2.5): urine tests with their filter, the saliva test and the manipulation control, from the catalogue. */
export const drugTestCatalogueBlock: Block = {
  slug: 'drugTestCatalogue',
  labels: { singular: 'Drug-test catalogue', plural: 'Drug-test catalogues' },
  fields: [
    pageText('listName', 'Name of the product list', { description: 'Not shown: search engines read it with the products.' }),
    textGroup('urine', 'Urine tests (#urine-tests)', [
      pageText('title', 'Heading'),
      pageText('intro', 'Introduction', { multiline: true }),
      { type: 'row', fields: [pageText('multiTitle', 'Multi-panel heading'), pageText('singleTitle', 'Single-panel heading')] },
      pageText('multiIntro', 'Multi-panel introduction', { multiline: true }),
      pageText('singleIntro', 'Single-panel introduction', { multiline: true, description: 'e.g. packs of {standardPackSize}' }),
    ]),
    textGroup('saliva', 'Saliva tests (#saliva-tests)', [
      pageText('title', 'Heading'),
      pageText('intro', 'Introduction', { multiline: true }),
      pageText('advantagesTitle', 'Heading of the advantages'),
      rowsOf('advantages', 'Advantages', 'Advantage', [pageText('text', 'Advantage')]),
      pageText('contactText', 'Text before the button', { multiline: true }),
      actionGroup('contact', 'Button'),
      pageText('productIntro', 'Line above the product', { description: 'e.g. {salivaSubstancesInWords} substances' }),
      pageText('productLink', 'Product link text'),
    ]),
    textGroup('manipulation', 'Manipulation control (#manipulation-control)', [
      pageText('title', 'Heading'),
      pageText('intro', 'Introduction', { multiline: true }),
      { type: 'row', fields: [pageText('explanationTitle', 'Heading of the explanation'), pageText('productLink', 'Product link text')] },
    ]),
  ],
};

/** The mission and the vision side by side, then what sets the company apart as a checklist. */
export const missionBlock: Block = {
  slug: 'mission',
  labels: { singular: 'Mission and vision', plural: 'Missions and visions' },
  fields: [
    ...sectionFields('muted'),
    { type: 'row', fields: [pageText('missionTitle', 'Mission heading'), pageText('visionTitle', 'Vision heading')] },
    pageText('mission', 'Mission', { multiline: true }),
    pageText('vision', 'Vision', { multiline: true }),
    pageText('differentiatorsTitle', 'Heading of the checklist'),
    rowsOf('differentiators', 'Checklist', 'Item', [pageText('title', 'Title'), pageText('description', 'Text', { multiline: true })], 2),
  ],
};

/** The team from the Team records, in two tabs: the executive team, then the advisers. */
export const teamBlock: Block = {
  slug: 'team',
  labels: { singular: 'Team', plural: 'Teams' },
  fields: [
    ...sectionFields('brand'),
    {
      type: 'row',
      fields: [
        pageText('tabsLabel', 'Name of the tabs', { description: 'Read by screen readers.' }),
        pageText('executiveTab', 'First tab (executive team)'),
        pageText('advisoryTab', 'Second tab (advisers)'),
      ],
    },
  ],
};

/** Milestones, one card per year. */
export const milestonesBlock: Block = {
  slug: 'milestones',
  labels: { singular: 'Milestones', plural: 'Milestone lists' },
  fields: [
    ...sectionFields('white'),
    {
      ...rowsOf('items', 'Milestones', 'Milestone', [
        { name: 'year', label: 'Year', type: 'number', required: true, min: 1990, max: 2100 },
        pageText('title', 'Title'),
        pageText('description', 'Text', { multiline: true }),
      ]),
      validate: (rows: unknown) => {
        const years = (Array.isArray(rows) ? rows : []).map((row: { year?: unknown }) => Number(row.year));
        return years.every((year, index) => index === 0 || years[index - 1]! <= year) || 'Put the milestones in year order, the earliest first.';
      },
    },
  ],
};


/** A field a sector tab shows only while it does not take its texts from its page. */
const unlessFromPage = <F extends Field>(field: F): F => ({ ...field, admin: { ...field.admin, condition: (_data: unknown, tab: { fromPage?: boolean }) => !tab?.fromPage } });

const sectorTabRows = rowsOf(
  'tabs',
  'Tabs',
  'Tab',
  [
    slugField('key', 'Name in addresses', 'The tab’s address: /solutions?tab=public opens it, #solution-public scrolls to it. The first tab shows first.'),
    pageText('label', 'Tab'),
    iconField('icon', 'Icon', true),
    pageText('title', 'Heading'),
    pageText('summary', 'Summary', { multiline: true }),
    hrefField('href', 'Its page'),
    {
      name: 'fromPage',
      label: 'Benefits and whom it suits as on its page',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Shows the benefits section (named benefits) and the “Ideal for” section of the tab’s page, so they are written once. Leave it off to write them here.' },
    },
    unlessFromPage(rowsOf('benefits', 'Benefits', 'Benefit', [iconField('icon', 'Icon'), pageText('title', 'Title'), pageText('description', 'Text', { multiline: true })], 0)),
    unlessFromPage(pageText('idealForText', 'Whom it suits', { multiline: true, optional: true })),
  ],
  2,
);

/** The sectors in tabs, each with what its solution brings, whom it suits and a link to its page. */
export const sectorTabsBlock: Block = {
  slug: 'sectorTabs',
  labels: { singular: 'Sector tabs', plural: 'Sector tabs' },
  fields: [
    ...sectionFields('muted'),
    {
      type: 'row',
      fields: [
        pageText('tabsLabel', 'Name of the tabs', { description: 'Read by screen readers.' }),
        pageText('keyBenefits', 'Heading of the benefits'),
        pageText('idealFor', 'Heading of whom it suits'),
        pageText('learnMore', 'Link text'),
      ],
    },
    { ...sectorTabRows, validate: sectorTabsProblem },
  ],
};

/** Tabs that each explain one thing in detail (an integration, say), with its points, a button and optional code samples. */
export const detailTabsBlock: Block = {
  slug: 'detailTabs',
  labels: { singular: 'Detail tabs', plural: 'Detail tabs' },
  fields: [
    ...sectionFields('muted'),
    {
      type: 'row',
      fields: [
        pageText('tabsLabel', 'Name of the tabs', { description: 'Read by screen readers.' }),
        slugField('addressName', 'Name in addresses', 'E.g. integration: ?integration=api opens a tab, #integration-api scrolls to it.'),
      ],
    },
    rowsOf(
      'tabs',
      'Tabs',
      'Tab',
      [
        slugField('key', 'Tab name in addresses', 'E.g. api. The first tab shows first.'),
        pageText('label', 'Tab'),
        iconField('icon', 'Icon', true),
        pageText('title', 'Heading'),
        pageText('description', 'Text', { multiline: true }),
        rowsOf('points', 'Points', 'Point', [pageText('text', 'Point')]),
        actionGroup('action', 'Button', true),
        rowsOf(
          'samples',
          'Code samples',
          'Sample',
          [
            { type: 'row', fields: [pageText('title', 'Title'), pageText('note', 'Note', { description: 'E.g. Illustration, not a live service.' })] },
            { name: 'language', label: 'Language', type: 'select', required: true, defaultValue: 'http', options: ['http', 'json'] },
            { name: 'code', label: 'Code', type: 'code', required: true, admin: { description: 'Shown as written, highlighted.' } },
          ],
          0,
        ),
      ],
      2,
    ),
  ],
};

/** The testimonials placed on a page (Testimonials records), in a section of their own. */
export const testimonialsBlock: Block = {
  slug: 'testimonials',
  labels: { singular: 'Testimonials', plural: 'Testimonial sections' },
  fields: [
    ...sectionFields('white'),
    {
      name: 'placement',
      label: 'Testimonials of',
      type: 'select',
      required: true,
      options: testimonialPlacementOptions,
      admin: { description: 'The testimonials placed on this page (Content → Testimonials). The section shows only while one is published.' },
    },
  ],
};

/** Success stories: a card each, the full story opening in place. */
export const caseStudiesBlock: Block = {
  slug: 'caseStudies',
  labels: { singular: 'Success stories', plural: 'Success story lists' },
  fields: [
    ...sectionFields('brand'),
    { type: 'row', fields: [pageText('resultsLabel', 'Heading of the results'), pageText('readFull', 'Button that opens the story')] },
    rowsOf('items', 'Stories', 'Story', [
      slugField('key', 'Name in addresses', 'The story is a link target: #case-<name>.'),
      pageText('company', 'Customer', { description: 'Described rather than named, e.g. Swedish mining company.' }),
      pageText('title', 'Title'),
      pageText('description', 'Summary', { multiline: true }),
      rowsOf('results', 'Results', 'Result', [pageText('text', 'Result')]),
      rowsOf('story', 'The full story', 'Part', [pageText('heading', 'Heading'), pageText('text', 'Text', { multiline: true })]),
    ]),
  ],
};

/** A framed box with an information icon: what a visitor must know before acting (how to apply). */
export const noticeBlock: Block = {
  slug: 'notice',
  labels: { singular: 'Notice', plural: 'Notices' },
  fields: [
    pageText('title', 'Heading'),
    paragraphsField,
    actionGroup('action', 'Button under the text', true),
  ],
};

/** One person's words in a section of their own, e.g. a colleague on the careers page. */
export const quoteBlock: Block = {
  slug: 'quote',
  labels: { singular: 'Quote', plural: 'Quotes' },
  fields: [
    ...sectionFields('brand'),
    pageText('quote', 'Quote', { multiline: true, description: 'Their words, without quotation marks.' }),
    {
      type: 'row',
      fields: [pageText('author', 'Name'), pageText('role', 'Role'), pageText('organisation', 'Organisation', { description: 'E.g. {companyName}.' })],
    },
  ],
};

/** A button that rides along the page's bottom right on wide screens (a link at the end on phones); place it last. */
export const floatingActionBlock: Block = {
  slug: 'floatingAction',
  labels: { singular: 'Floating button', plural: 'Floating buttons' },
  fields: [{ type: 'row', fields: [pageText('label', 'Button text'), hrefField()] }],
};

/** The blocks that open a page, one of them and only at the top: it holds the page's h1. */
export const openingBlockTypes: ReadonlySet<string> = new Set(['hero', 'homeHero', 'productHero', 'figuresHero', 'legal', 'checklist', 'banner']);

export const pageBlocks: Block[] = [heroBlock, homeHeroBlock, productHeroBlock, bannerBlock, legalBlock, checklistBlock, statStripBlock, featureGridBlock, idealForBlock, proseBlock, noticeBlock, quoteBlock, specsBlock, retailersBlock, catalogueBlock, drugTestCatalogueBlock, productCardsBlock, productFitBlock, missionBlock, teamBlock, milestonesBlock, sectorTabsBlock, detailTabsBlock, testimonialsBlock, caseStudiesBlock, offerCardsBlock, metricsBlock, comparisonBlock, trustedByBlock, stepsBlock, calculatorBlock, leadFormBlock, whitepaperListBlock, whitepaperPromoBlock, proofBlock, buttonSectionBlock, documentLibraryBlock, newsCardsBlock, downloadsBlock, faqBlock, callToActionBlock, floatingActionBlock, ...investorBlocks];
