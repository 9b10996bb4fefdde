import type { ArrayField, Field, GroupField, SelectField, TextField } from 'payload';
import type { SectionTone } from '@/components/sections/section';
import { heroScenes, type HeroScenePath } from '@/content/hero-scenes';
import { iconNames } from '@/content/schema';
import { localizedText } from '../fields/localized-text';
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

const actionFields: Field[] = [
  {
    type: 'row',
    fields: [
      { ...(pageText('label', 'Button text') as TextField), admin: { width: '40%' } },
      { ...hrefField(), admin: { width: '40%' } },
      { name: 'variant', label: 'Look', type: 'select', required: true, defaultValue: 'primary', options: [...variants], admin: { width: '20%' } },
    ],
  },
];

/** Buttons: text, target and look. */
export const actionsField = (maxRows = 3): ArrayField => ({ ...rowsOf('actions', 'Buttons', 'Button', actionFields, 0), maxRows });

export const actionGroup = (name: string, label: string): GroupField => ({ name, label, type: 'group', fields: actionFields });

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

/** The drawings a hero can show, named by the page they were drawn for. */
export const heroScenePaths = Object.keys(heroScenes) as HeroScenePath[];

export const rowsOf = (name: string, label: string, singular: string, fields: Field[], minRows = 1): ArrayField => ({
  name,
  label,
  labels: { singular, plural: label },
  type: 'array',
  minRows,
  admin: { components: { RowLabel: rowLabel } },
  fields,
});
