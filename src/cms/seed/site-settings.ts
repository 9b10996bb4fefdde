import { siteSettingsFrom, type SiteSettingsInput } from '@/lib/site-settings';

/**
 * The company's first details. Fictional but plausible: a phone number from the Stockholm range
 * PTS keeps for fiction (08-465 004 00–99, so it can never ring a real subscriber) and a real
 * street of Norrmalm with its postcode. All recruitment runs through the external partner
 * (001 §2, Careers): the careers page links to it and accepts no direct applications.
 */
export const siteSettingsSeed: SiteSettingsInput = {
  name: 'Nordic Rapid Diagnostics',
  email: 'kontakt@nordicrapiddiagnostics.se',
  phone: '+46 8 465 004 20',
  street: 'Vasagatan 16',
  postalCode: '111 20',
  city: 'Stockholm',
  countryCode: 'SE',
  weekdaysOpen: '08:00',
  weekdaysClose: '17:00',
  weekendOpen: null,
  weekendClose: null,
  foundedYear: 2022,
  recruitmentPartnerName: 'Ljung & Partners Rekrytering',
  recruitmentPartnerUrl: 'https://www.ljungpartners.se/uppdrag/nordic-rapid-diagnostics',
};

/** The first details as pages show them (the tests' expectations, the first manufacturer block). */
export const seededCompany = () => siteSettingsFrom(siteSettingsSeed);
