import type { Field, GlobalAfterChangeHook, GlobalConfig } from 'payload';
import { openingHoursProblem, phoneProblem } from '@/lib/site-settings';
import { hasRole, isContentEditor } from '../access/roles';
import { expireContent, skipRevalidationContext } from '../hooks/revalidate';

export const siteSettingsSlug = 'site-settings';

const httpsUrl = (value: unknown) => (typeof value === 'string' && /^https:\/\/[^\s/]+\.[^\s]+$/u.test(value) ? true : 'An https:// address, e.g. https://www.example.se/jobs.');

/** Every page shows the settings (the footer has the address), so a save renders them all again. */
const revalidateSite: GlobalAfterChangeHook = async ({ doc, req }) => {
  if (req.context[skipRevalidationContext] !== true) await expireContent(siteSettingsSlug);
  return doc;
};

const hours = (prefix: 'weekdays' | 'weekend', label: string, required: boolean): Field => ({
  type: 'row',
  fields: (['Open', 'Close'] as const).map((end) => ({
    name: `${prefix}${end}`,
    label: `${label}: ${end === 'Open' ? 'opens' : 'closes'}`,
    type: 'text' as const,
    required,
    admin: { placeholder: end === 'Open' ? '08:00' : '17:00', width: '50%' },
    validate: (_value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
      openingHoursProblem(siblingData[`${prefix}Open`], siblingData[`${prefix}Close`], required) ?? true,
  })),
});

/**
 * The company's facts (src/lib/site-settings.ts): name, contact, address, opening hours, founding
 * year and recruitment partner. No drafts: a save is live on every page within seconds, and each
 * save is kept as a version to compare with or restore.
 */
export const SiteSettings: GlobalConfig = {
  slug: siteSettingsSlug,
  label: 'Company details',
  admin: {
    group: 'Site',
    hidden: ({ user }) => !hasRole(user, 'admin', 'editor'),
    description: 'Shown in the footer, on the contact and careers pages, in PDFs and in search engines’ data, in both languages.',
  },
  access: { read: isContentEditor, update: isContentEditor },
  versions: { max: 50 },
  hooks: { afterChange: [revalidateSite] },
  fields: [
    { name: 'name', label: 'Company name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        { name: 'email', label: 'E-mail', type: 'email', required: true, admin: { width: '50%' } },
        { name: 'phone', label: 'Phone', type: 'text', required: true, admin: { width: '50%', placeholder: '+46 8 465 004 20' }, validate: (value: unknown) => phoneProblem(value) ?? true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'street', label: 'Street address', type: 'text', required: true, admin: { width: '40%' } },
        { name: 'postalCode', label: 'Postcode', type: 'text', required: true, admin: { width: '20%' }, validate: (value: unknown) => (typeof value === 'string' && /^\d{3} \d{2}$/u.test(value) ? true : 'A Swedish postcode: five digits as 111 20.') },
        { name: 'city', label: 'City', type: 'text', required: true, admin: { width: '25%' } },
        { name: 'countryCode', label: 'Country', type: 'select', required: true, defaultValue: 'SE', options: [{ label: 'Sweden', value: 'SE' }], admin: { width: '15%' } },
      ],
    },
    hours('weekdays', 'Monday to Friday', true),
    hours('weekend', 'Saturday and Sunday (leave empty when closed)', false),
    {
      type: 'row',
      fields: [
        { name: 'recruitmentPartnerName', label: 'Recruitment partner', type: 'text', required: true, admin: { width: '40%', description: 'The careers page sends applicants to its site.' } },
        { name: 'recruitmentPartnerUrl', label: 'Its page for our vacancies', type: 'text', required: true, admin: { width: '60%' }, validate: httpsUrl },
      ],
    },
    { name: 'foundedYear', label: 'Founded in', type: 'number', required: true, min: 1900, max: 2100, admin: { step: 1 }, validate: (value: unknown) => (Number.isInteger(value) && (value as number) >= 1900 && (value as number) <= new Date().getFullYear() ? true : 'A year, no later than this one.') },
  ],
};
