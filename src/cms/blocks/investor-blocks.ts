import type { Block, Field, GroupField } from 'payload';
import { useOfFundsCategories } from '@/content/investors/figures';
import { riskLevels } from '@/lib/risk';
import { actionsField, downloadFieldOf, iconField, pageText, rowsOf, sceneField, sectionFields } from './fields';

/**
 * The blocks of an investor page. The charts, tables and the matrix draw their figures from the
 * Investor figures record; a block holds only their texts, and its texts name those figures as
 * `{placeholders}` ({raiseTotal}, {revenue2028}, …), so no number is copied into a page.
 */

/** A group of texts shown side by side. */
const textGroup = (name: string, label: string, fields: Field[], description?: string): GroupField => ({
  name,
  label,
  type: 'group',
  admin: description ? { description } : undefined,
  fields: [{ type: 'row', fields }],
});

const figureRows = (min: number, max: number, withDetail = false) => ({
  ...rowsOf(
    'figures',
    'Figures',
    'Figure',
    [
      pageText('value', 'Figure', { description: 'Name an investor figure, e.g. {raiseTotal}.' }),
      pageText('label', 'What it measures'),
      ...(withDetail ? [pageText('detail', 'Detail', { optional: true, description: 'Optional: a line under the label.' })] : []),
    ],
    min,
  ),
  maxRows: max,
});

/** A button that downloads a document, e.g. the investor summary PDF. */
const downloadGroup = (optional: boolean): GroupField => ({
  name: 'download',
  label: 'Download button',
  type: 'group',
  admin: optional ? { description: 'Optional: leave the text empty for no button.' } : undefined,
  fields: [
    { type: 'row', fields: [pageText('label', 'Button text', { optional }), pageText('format', 'File type', { optional, description: 'Shown in brackets after the text, e.g. PDF.' })] },
    downloadFieldOf(optional),
  ],
});

/** An opening whose key figures stand under the heading, across the page, with a download beside the buttons. */
export const figuresHeroBlock: Block = {
  slug: 'figuresHero',
  labels: { singular: 'Hero with key figures', plural: 'Heroes with key figures' },
  fields: [
    pageText('badge', 'Badge', { description: 'The small pill above the heading.' }),
    iconField('badgeIcon', 'Badge icon'),
    pageText('title', 'Heading (the page’s h1)'),
    pageText('description', 'Text', { multiline: true }),
    sceneField(true, 'The drawing beside the text on wide screens, by the page it was made for.'),
    pageText('figuresLabel', 'Name of the figures', { description: 'Read by screen readers, e.g. “The round”.' }),
    figureRows(1, 3, true),
    actionsField(2),
    downloadGroup(true),
  ],
};

/** A short note under the opening, on a grey band, e.g. that the page is no offer of securities. */
export const disclaimerBlock: Block = {
  slug: 'disclaimer',
  labels: { singular: 'Disclaimer', plural: 'Disclaimers' },
  fields: [pageText('title', 'Heading', { description: 'Shown in bold before the text.' }), pageText('text', 'Text', { multiline: true })],
};

/** Figures as cards under a section heading. */
export const figureCardsBlock: Block = {
  slug: 'figureCards',
  labels: { singular: 'Figure cards', plural: 'Figure card grids' },
  fields: [...sectionFields('white'), figureRows(1, 9, true)],
};

/** The financial plan from the Investor figures: a table of the years and a revenue and EBITDA chart beside it. */
export const financialPlanBlock: Block = {
  slug: 'financialPlan',
  labels: { singular: 'Financial plan', plural: 'Financial plans' },
  fields: [
    ...sectionFields('muted'),
    pageText('tableCaption', 'Table caption', { description: 'e.g. Financial plan {firstPlanYear}–{lastPlanYear}.' }),
    textGroup('columns', 'Column headings', [
      pageText('year', 'Year'),
      pageText('revenue', 'Revenue'),
      pageText('growth', 'Growth'),
      pageText('ebitda', 'EBITDA'),
      pageText('margin', 'EBITDA margin'),
    ]),
    pageText('noMargin', 'Margin of a loss-making year', { description: 'Read by screen readers in place of the dash, e.g. “negative EBITDA”.' }),
    pageText('chartCaption', 'Chart caption', { multiline: true }),
    pageText('chartTableCaption', 'Caption of the chart’s data table', { description: 'Read by screen readers.' }),
  ],
};

/** Market figures as cards, then the target markets' sizes (Investor figures) as a bar chart. */
export const marketSizesBlock: Block = {
  slug: 'marketSizes',
  labels: { singular: 'Market sizes', plural: 'Market sizes' },
  fields: [
    ...sectionFields('white'),
    figureRows(0, 9),
    pageText('chartCaption', 'Chart caption'),
    textGroup('columns', 'Column headings of the chart’s data', [pageText('market', 'Market'), pageText('size', 'Size')]),
    textGroup('regions', 'Names of the markets', [pageText('nordic', 'Nordics'), pageText('dach', 'DACH'), pageText('uk', 'United Kingdom')]),
  ],
};

/** Initiatives in a carousel, one slide each, with their highlights. */
export const initiativesBlock: Block = {
  slug: 'initiatives',
  labels: { singular: 'Initiatives carousel', plural: 'Initiatives carousels' },
  fields: [
    ...sectionFields('brand'),
    textGroup('carousel', 'Carousel', [
      pageText('label', 'Name of the carousel', { description: 'Read by screen readers.' }),
      pageText('previous', 'Previous button'),
      pageText('next', 'Next button'),
    ]),
    textGroup(
      'announcements',
      'Read by screen readers',
      [
        pageText('slide', 'Each slide', { description: 'e.g. %index% of %total%' }),
        pageText('change', 'When the slide changes', { description: 'e.g. Initiative %index% of %total%: %title%' }),
      ],
      'The carousel fills in %index% (the slide’s number), %total% and %title%.',
    ),
    rowsOf(
      'items',
      'Slides',
      'Slide',
      [
        iconField('icon', 'Icon', true),
        pageText('title', 'Title'),
        pageText('description', 'Text', { multiline: true }),
        rowsOf('highlights', 'Highlights', 'Highlight', [pageText('text', 'Highlight')]),
      ],
      2,
    ),
  ],
};

/** Traction: figures, partners by name, and the certifications with an explanation of ISO 13485. */
export const tractionBlock: Block = {
  slug: 'traction',
  labels: { singular: 'Traction', plural: 'Traction sections' },
  fields: [
    ...sectionFields('muted'),
    figureRows(1, 6),
    pageText('partnersTitle', 'Heading of the partners'),
    rowsOf('partners', 'Partners', 'Partner', [pageText('name', 'Name'), pageText('kind', 'What and where')], 0),
    textGroup('certifications', 'Certifications', [
      pageText('label', 'Heading', { description: 'Read by screen readers.' }),
      pageText('iso', 'Quality standard', { description: 'Its badge opens the explanation.' }),
      pageText('ce', 'CE marking'),
    ]),
    pageText('isoExplanation', 'What the quality standard means', { multiline: true }),
  ],
};

/** Years with what happened or is planned, on a line. */
export const timelineBlock: Block = {
  slug: 'timeline',
  labels: { singular: 'Timeline', plural: 'Timelines' },
  fields: [
    ...sectionFields('white'),
    textGroup('status', 'Status labels', [pageText('achieved', 'Achieved'), pageText('planned', 'Planned')]),
    {
      ...rowsOf(
        'items',
        'Years',
        'Year',
        [
          {
            type: 'row',
            fields: [
              { name: 'year', label: 'Year', type: 'number', required: true, min: 1990, max: 2100 },
              { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'planned', options: [{ label: 'Achieved', value: 'achieved' }, { label: 'Planned', value: 'planned' }] },
            ],
          },
          pageText('title', 'Title'),
          pageText('description', 'Text', { multiline: true }),
        ],
        2,
      ),
      validate: (rows: unknown) => {
        const years = (Array.isArray(rows) ? rows : []).map((row: { year?: unknown }) => Number(row.year));
        return years.every((year, index) => index === 0 || years[index - 1]! < year) || 'One entry per year, the earliest first.';
      },
    },
  ],
};

const levelField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'select',
  required: true,
  defaultValue: 'medium',
  options: riskLevels.map((level) => ({ label: level[0]!.toUpperCase() + level.slice(1), value: level })),
});

/** Risks in a matrix of likelihood against impact (001 §4 risk colours), then as a table with their mitigations. */
export const riskMatrixBlock: Block = {
  slug: 'riskMatrix',
  labels: { singular: 'Risk matrix', plural: 'Risk matrices' },
  fields: [
    ...sectionFields('muted'),
    textGroup('matrix', 'Matrix', [
      pageText('caption', 'Caption'),
      pageText('likelihood', 'Likelihood'),
      pageText('impact', 'Impact'),
      pageText('noRisks', 'An empty cell', { description: 'Read by screen readers.' }),
    ]),
    textGroup('levels', 'Levels', [pageText('low', 'Low'), pageText('medium', 'Medium'), pageText('high', 'High')]),
    textGroup('ratings', 'Ratings (by the cell’s colour)', [pageText('red', 'Red'), pageText('orange', 'Orange'), pageText('yellow', 'Yellow'), pageText('green', 'Green')]),
    pageText('tableCaption', 'Heading of the list of risks'),
    textGroup('columns', 'Column headings of the list', [
      pageText('risk', 'Risk'),
      pageText('likelihood', 'Likelihood'),
      pageText('impact', 'Impact'),
      pageText('rating', 'Rating'),
      pageText('mitigation', 'Mitigation'),
    ]),
    rowsOf(
      'items',
      'Risks',
      'Risk',
      [
        pageText('name', 'Risk'),
        { type: 'row', fields: [levelField('likelihood', 'Likelihood'), levelField('impact', 'Impact')] },
        pageText('mitigation', 'Mitigation', { multiline: true }),
      ],
      1,
    ),
  ],
};

const fundsCategoryLabels: Record<(typeof useOfFundsCategories)[number], string> = {
  itDevelopment: 'IT development',
  nordicExpansion: 'Nordic expansion',
  researchDevelopment: 'Research and development',
  regulatory: 'Regulatory',
};

/** The round's terms, the use of funds (Investor figures) as a chart, how the plan is protected, and buttons. */
export const investmentTermsBlock: Block = {
  slug: 'investmentTerms',
  labels: { singular: 'Investment terms', plural: 'Investment terms' },
  fields: [
    ...sectionFields('white'),
    pageText('termsTitle', 'Heading of the terms'),
    rowsOf('terms', 'Terms', 'Term', [{ type: 'row', fields: [pageText('label', 'Term'), pageText('value', 'Value', { description: 'e.g. {preMoney}' })] }]),
    {
      name: 'useOfFunds',
      label: 'Use of funds',
      type: 'group',
      admin: { description: 'The shares are the Investor figures’.' },
      fields: [
        { type: 'row', fields: [pageText('title', 'Heading'), pageText('caption', 'Chart caption')] },
        { type: 'row', fields: [pageText('category', 'Column heading of the areas'), pageText('share', 'Column heading of the shares')] },
        ...useOfFundsCategories.map(
          (category): GroupField => ({
            name: category,
            label: fundsCategoryLabels[category],
            type: 'group',
            fields: [pageText('label', 'Name'), pageText('description', 'What it pays for', { multiline: true })],
          }),
        ),
      ],
    },
    pageText('safeguardsTitle', 'Heading of the safeguards'),
    rowsOf('safeguards', 'Safeguards', 'Safeguard', [pageText('title', 'Title'), pageText('description', 'Text', { multiline: true })], 0),
    actionsField(2),
    downloadGroup(true),
  ],
};

export const investorBlocks: Block[] = [figuresHeroBlock, disclaimerBlock, figureCardsBlock, financialPlanBlock, marketSizesBlock, initiativesBlock, tractionBlock, timelineBlock, riskMatrixBlock, investmentTermsBlock];
