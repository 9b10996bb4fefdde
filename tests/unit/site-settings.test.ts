import { describe, expect, it } from 'vitest';
import { siteSettingsSeed } from '@/cms/seed/site-settings';
import { openingHoursProblem, phoneProblem, siteSettingsFrom } from '@/lib/site-settings';

describe('company details', () => {
  it('keep the phone number and the postcode on one line, and dial the number without spaces', () => {
    const company = siteSettingsFrom(siteSettingsSeed);
    expect(company.phone).toBe('+46\u00a08\u00a0465\u00a0004\u00a020');
    expect(company.phoneHref).toBe('tel:+46846500420');
    expect(company.address.postalCode).toBe('111\u00a020');
    expect(company.openingHours).toEqual({ weekdays: { opens: '08:00', closes: '17:00' }, weekend: null });
  });

  it('accept a phone number in international format only', () => {
    expect(phoneProblem(siteSettingsSeed.phone)).toBeUndefined();
    expect(phoneProblem('+46 70 123 45 67')).toBeUndefined();
    expect(phoneProblem('08-465 004 20')).toContain('international format');
    expect(phoneProblem('+46846500420')).toContain('spaces between the groups');
    expect(phoneProblem('+46 8 4')).toContain('8 to 15 digits');
    expect(phoneProblem(undefined)).toContain('international format');
  });

  it('take opening hours as both times or, where optional, neither', () => {
    expect(openingHoursProblem('08:00', '17:00', true)).toBeUndefined();
    expect(openingHoursProblem('', '', false)).toBeUndefined();
    expect(openingHoursProblem(null, undefined, false)).toBeUndefined();
    expect(openingHoursProblem('', '', true)).toContain('HH:MM');
    expect(openingHoursProblem('10:00', '', false)).toContain('or neither');
    expect(openingHoursProblem('8.00', '17:00', true)).toContain('HH:MM');
    expect(openingHoursProblem('17:00', '08:00', true)).toContain('after the opening time');
  });

  it('show weekend hours only when both are given', () => {
    expect(siteSettingsFrom({ ...siteSettingsSeed, weekendOpen: '10:00', weekendClose: '14:00' }).openingHours.weekend).toEqual({ opens: '10:00', closes: '14:00' });
  });
});
