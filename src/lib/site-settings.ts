import { nbsp } from '@/lib/format-number';

/**
 * The company's facts that editors keep in the CMS (the `site-settings` global): every page,
 * footer, PDF and structured-data block reads them from there. Stored as written in the admin;
 * `siteSettingsFrom` gives the forms pages show.
 */
export interface SiteSettingsInput {
  name: string;
  email: string;
  /** International format with spaces between the groups: +46 8 465 004 20. */
  phone: string;
  street: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2, for structured data. */
  countryCode: string;
  /** 24-hour times (HH:MM); the weekend pair is empty when the office is closed. */
  weekdaysOpen: string;
  weekdaysClose: string;
  weekendOpen?: string | null;
  weekendClose?: string | null;
  foundedYear: number;
  recruitmentPartnerName: string;
  recruitmentPartnerUrl: string;
}

export interface OpeningHours {
  opens: string;
  closes: string;
}

export interface SiteSettings {
  name: string;
  email: string;
  /** For reading: non-breaking spaces keep the number on one line. */
  phone: string;
  /** For dialling: `tel:+46846500420`. */
  phoneHref: string;
  address: { street: string; postalCode: string; city: string; countryCode: string };
  openingHours: { weekdays: OpeningHours; weekend: OpeningHours | null };
  foundedYear: number;
  recruitmentPartner: { name: string; url: string };
}

const phonePattern = /^\+\d{1,3}(?: \d{1,4}){2,6}$/u;
const timePattern = /^(?:[01]\d|2[0-3]):[0-5]\d$/u;

/** What is wrong with a phone number as the admin stores it, if anything. */
export function phoneProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || !phonePattern.test(value.trim())) return 'Write the number in international format with spaces between the groups, e.g. +46 8 465 004 20.';
  const digits = value.replace(/\D/gu, '').length;
  return digits < 8 || digits > 15 ? `A phone number has 8 to 15 digits with the country code; this one has ${digits}.` : undefined;
}

/** What is wrong with a 24-hour time (HH:MM), if anything. */
export function timeProblem(value: unknown): string | undefined {
  return typeof value === 'string' && timePattern.test(value) ? undefined : 'Write the time as HH:MM on the 24-hour clock, e.g. 08:00 or 17:30.';
}

/** What is wrong with opening hours, if anything: both times or neither, and closing after opening. */
export function openingHoursProblem(opens: unknown, closes: unknown, required: boolean): string | undefined {
  const empty = (value: unknown) => value === undefined || value === null || value === '';
  if (!required && empty(opens) && empty(closes)) return undefined;
  const problem = timeProblem(opens) ?? timeProblem(closes);
  if (problem) return required || !(empty(opens) || empty(closes)) ? problem : 'Give both the opening and the closing time, or neither (closed).';
  return String(opens) < String(closes) ? undefined : 'The closing time must be after the opening time.';
}

/** The settings in the forms pages show. */
export function siteSettingsFrom(input: SiteSettingsInput): SiteSettings {
  const phone = input.phone.trim();
  const weekend = input.weekendOpen && input.weekendClose ? { opens: input.weekendOpen, closes: input.weekendClose } : null;
  return {
    name: input.name,
    email: input.email,
    phone: phone.replace(/ /gu, nbsp),
    phoneHref: `tel:${phone.replace(/[^\d+]/gu, '')}`,
    address: { street: input.street, postalCode: input.postalCode.replace(/ /gu, nbsp), city: input.city, countryCode: input.countryCode },
    openingHours: { weekdays: { opens: input.weekdaysOpen, closes: input.weekdaysClose }, weekend },
    foundedYear: input.foundedYear,
    recruitmentPartner: { name: input.recruitmentPartnerName, url: input.recruitmentPartnerUrl },
  };
}
