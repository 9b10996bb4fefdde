import type { ArrayField, Field, GroupField, SelectField, TextField } from 'payload';
import type { SectionTone } from '@/components/sections/section';
import { heroLineups, heroScenes, type HeroLineupPath, type HeroScenePath } from '@/content/hero-scenes';
import { iconNames } from '@/content/schema';
import { localizedText } from '../fields/localized-text';
import { downloadProblem } from '../fields/downloads';
import { hrefField, rowLabel } from '../fields/links';

/** The fields blocks share: texts that may name figures, icons, links, section headings and tones. */

/** A text of a page: both languages, Swedish typography, `{figures}` allowed. */
export const pageText = (name: string, label: string, options: { multiline?: boolean; optional?: boolean; description?: string } = {}) =>
  localizedText(name, { label, placeholders: true, ...options }) as Field;

export const iconField = (name: string, label: string, required = false): SelectField => ({
  name,
  label,
  type: 'select',
  required,
  options: iconNames.map((icon) => ({ label: icon, value: icon })),
  admin: { description: 'A Lucide icon (lucide.dev/icons).' },
});

const variants = ['primary', 'accent', 'outline', 'inverse'] as const;

const variantField: SelectField = { name: 'variant', label: 'Look', type: 'select', required: true, defaultValue: 'primary', options: [...variants], admin: { width: '20%' } };

const actionFields = (optional = false, look = true): Field[] => [
  {
    type: 'row',
    fields: [
      { ...(pageText('label', look ? 'Button text' : 'Link text', { optional }) as TextField), admin: { width: '40%' } },
      { ...hrefField('href', 'Link to', optional), admin: { width: '40%' } },
      ...(look ? [variantField] : []),
    ],
  },
];

/** Buttons: text, target and look. */
export const actionsField = (maxRows = 3): ArrayField => ({ ...rowsOf('actions', 'Buttons', 'Button', actionFields(), 0), maxRows });

/** One button; with `optional`, a button only where its text is filled in. */
export const actionGroup = (name: string, label: string, optional = false): GroupField => ({
  name,
  label,
  type: 'group',
  fields: actionFields(optional),
  admin: optional ? { description: 'Optional: leave the text empty for no button.' } : undefined,
});

/** An optional text link (a card's 'Learn more'). */
export const linkGroup = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: actionFields(true, false),
  admin: { description: 'Optional: leave the text empty for no link.' },
});

/** A name that makes a section a link target (`/for-healthcare#self-tests`), the same in both languages. */
export const anchorField: TextField = {
  name: 'anchor',
  label: 'Link target',
  type: 'text',
  validate: (value: unknown) => !value || (typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/u.test(value)) || 'Lowercase words joined by hyphens, e.g. self-tests.',
  admin: { description: 'Optional: links to the page can open at this section with #name.' },
};

/** The eyebrow, heading and introduction a section opens with. */
export const sectionHeadingFields: Field[] = [
  pageText('eyebrow', 'Eyebrow', { optional: true, description: 'The small line above the heading.' }),
  pageText('title', 'Heading'),
  pageText('intro', 'Introduction', { optional: true, multiline: true }),
];

export const toneField = (defaultValue: SectionTone): SelectField => ({
  name: 'tone',
  label: 'Background',
  type: 'select',
  required: true,
  defaultValue,
  options: [
    { label: 'White', value: 'white' },
    { label: 'Grey', value: 'muted' },
    { label: 'Light blue', value: 'brand' },
  ],
});

/** The drawings an opening can show, named by the page they were drawn for. */
export const heroScenePaths = Object.keys(heroScenes) as HeroScenePath[];

/** The pictures a hero can show: the drawings, and the catalogue pages' product drawings. */
export const heroPicturePaths = [...heroScenePaths, ...(Object.keys(heroLineups) as HeroLineupPath[])];

/** The drawing beside an opening's text on wide screens; a hero may also show a catalogue's products. */
export const sceneField = (required: boolean, description: string, paths: readonly string[] = heroScenePaths): SelectField => ({
  name: 'scene',
  label: 'Picture',
  type: 'select',
  required,
  options: paths.map((path) => ({ label: path in heroLineups ? `Products of ${path}` : `Drawing of ${path}`, value: path })),
  admin: { description },
});

/** What every section block starts with: its heading, its background and a link target. */
export const sectionFields = (tone: SectionTone): Field[] => [...sectionHeadingFields, toneField(tone), anchorField];

export const rowsOf = (name: string, label: string, singular: string, fields: Field[], minRows = 1): ArrayField => ({
  name,
  label,
  labels: { singular, plural: label },
  type: 'array',
  minRows,
  admin: { components: { RowLabel: rowLabel } },
  fields,
});

/** A link to a download of the site: a document in the page’s language or a drawing. */
export const downloadFieldOf = (optional: boolean) => {
  const downloadText = pageText('href', 'File', {
    optional,
    description: 'A document of this site in the page’s language (/downloads/sv/investor-summary.pdf) or a drawing under /images (…svg).',
  }) as TextField;
  return {
    ...downloadText,
    validate: async (value: unknown, args: Parameters<typeof downloadProblem>[1]) => {
      const text = await (downloadText.validate as (value: unknown, args: unknown) => Promise<true | string>)(value, args);
      return text === true ? downloadProblem(value, args) : text;
    },
  } as TextField;
};
