import type { CollectionConfig } from 'payload';
import { textarea } from 'payload/shared';
import { attires, defaultLook, hairColours, hairStyles, portraitTones, skinTones } from '@/components/company/portrait-look';
import { routes } from '@/lib/routes';
import { localizedText, swedishTypography } from '../fields/localized-text';
import { previewUrl } from '../preview-url';
import { editorRecords, hiddenFromNonContentRoles } from './editor-records';

/** The texts a person is published with: an executive's card also has a quote. */
export const teamMemberTexts = (data: Record<string, unknown>) => (data.group === 'executive' ? ['title', 'bio', 'quote'] : ['title', 'bio']);

const options = (values: readonly string[]) => values.map((value) => ({ label: value.replace('-', ' '), value }));

const records = editorRecords({ texts: teamMemberTexts, keyExample: 'anna-svensson', orderedWhat: 'People' });

/**
 * The people of the about page's team tabs (001 §3 team member, §4 team tabs): the executive team,
 * each with a quote, and the advisory board, in `position` order.
 */
export const TeamMembers: CollectionConfig = {
  slug: 'team-members',
  labels: { singular: 'Team member', plural: 'Team' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'group', 'position', '_status', 'updatedAt'],
    hidden: hiddenFromNonContentRoles,
    preview: (_doc, { locale }) => previewUrl(`${routes.about}#team`, locale),
  },
  ...records.config,
  fields: [
    records.key,
    {
      name: 'group',
      type: 'select',
      required: true,
      defaultValue: 'executive',
      options: [
        { label: 'Executive team', value: 'executive' },
        { label: 'Advisory board', value: 'advisor' },
      ],
      admin: { position: 'sidebar' },
    },
    records.position,
    { name: 'portrait', type: 'select', required: true, defaultValue: 'brand', options: options(portraitTones), admin: { position: 'sidebar', description: 'The colour family of the illustrated portrait: its background and clothes.' } },
    {
      name: 'look',
      type: 'group',
      label: 'Portrait',
      admin: { position: 'sidebar', description: 'How the illustrated portrait draws this person.' },
      fields: [
        { name: 'hair', type: 'select', required: true, defaultValue: defaultLook.hair, options: options(hairStyles) },
        { name: 'hairColour', label: 'Hair colour', type: 'select', required: true, defaultValue: defaultLook.hairColour, options: options(hairColours) },
        { name: 'skin', label: 'Skin tone', type: 'select', required: true, defaultValue: defaultLook.skin, options: options(skinTones) },
        { name: 'glasses', type: 'checkbox', defaultValue: defaultLook.glasses },
        { name: 'beard', type: 'checkbox', defaultValue: defaultLook.beard },
        { name: 'attire', label: 'Clothes', type: 'select', required: true, defaultValue: defaultLook.attire, options: options(attires) },
      ],
    },
    { name: 'name', type: 'text', required: true, admin: { description: 'As it is written in both languages, without a degree, e.g. Karin Lindqvist.' } },
    localizedText('degree', { label: 'Degree', optional: true, description: 'Shown after the name, as each language writes it: MD, PhD in English, med. dr in Swedish. Empty for none.' }),
    localizedText('title', { label: 'Title', description: 'The role, e.g. Chief Executive Officer and co-founder.' }),
    localizedText('bio', { label: 'Biography', multiline: true }),
    {
      name: 'quote',
      type: 'textarea',
      localized: true,
      admin: { condition: (data) => data.group === 'executive', description: 'In the person’s own words, without quotation marks (the page adds them).' },
      validate: (value: unknown, args: Parameters<typeof textarea>[1]) => {
        const { siblingData, req } = args as { siblingData: { group?: unknown }; req: { locale?: string | null } };
        if (siblingData.group !== 'executive') return true;
        if (typeof value !== 'string' || value.trim() === '') return 'An executive’s card shows a quote: write one.';
        return swedishTypography(value, req.locale);
      },
    },
  ],
};
