import { describe, expect, it } from 'vitest';
import { validateLeadForm } from '@/lib/leads/validate';
import { leadFormFields, leadFormBooleanFields } from '@/lib/leads/schemas';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';

/** The message a visitor reads for each invalid field, in a language. */
function messagesOf(form: Parameters<typeof validateLeadForm>[0], input: Record<string, unknown>, locale: 'en' | 'sv') {
  const result = validateLeadForm(form, input);
  if (result.success) return {};
  const errors: Record<string, string> = (locale === 'en' ? en : sv).LeadForm.errors;
  return Object.fromEntries(Object.entries(result.fieldErrors).map(([field, code]) => [field, errors[code]]));
}

describe('Circular Testing whitepaper schema (001 §5)', () => {
  const valid = { fullName: 'Åsa Öberg', workEmail: 'asa@example.se', companyName: 'Ärlig Logistik AB', jobTitle: 'safety-officer', companySize: '201-500' };

  it('accepts a complete lead, trimmed, without a consent field', () => {
    expect(leadFormFields('circular-whitepaper')).toEqual(['fullName', 'workEmail', 'companyName', 'jobTitle', 'companySize']);
    expect(leadFormBooleanFields('circular-whitepaper')).toEqual([]);
    expect(validateLeadForm('circular-whitepaper', { ...valid, fullName: '  Åsa Öberg  ' })).toEqual({ success: true, data: valid });
  });

  it('shows the spec messages in English and native Swedish', () => {
    const empty = { fullName: 'A', workEmail: 'nope', companyName: ' B ', jobTitle: '', companySize: '' };
    expect(messagesOf('circular-whitepaper', empty, 'en')).toEqual({
      fullName: 'Full name is required',
      workEmail: 'Please enter a valid work e-mail',
      companyName: 'The company name must be at least two characters',
      jobTitle: 'Please select your job title',
      companySize: 'Please select your company size',
    });
    expect(messagesOf('circular-whitepaper', {}, 'sv')).toEqual({
      fullName: 'Ange för- och efternamn.',
      workEmail: 'Ange en giltig e-postadress på jobbet.',
      companyName: 'Företagsnamnet måste ha minst två tecken.',
      jobTitle: 'Välj befattning.',
      companySize: 'Välj företagets storlek.',
    });
    // A blank e-mail gets the same message as a malformed one: the spec has one for both.
    expect(messagesOf('circular-whitepaper', { ...valid, workEmail: '   ' }, 'en')).toEqual({ workEmail: 'Please enter a valid work e-mail' });
    expect(messagesOf('circular-whitepaper', { ...valid, jobTitle: 'ceo', companySize: '1-10' }, 'en')).toEqual({
      jobTitle: 'Please select your job title',
      companySize: 'Please select your company size',
    });
  });
});

describe('VDT whitepaper schema (001 §5)', () => {
  const valid = { name: 'Jonas Berg', email: 'jonas@example.no', company: 'Granlund Transport', jobTitle: 'executive', phone: '', consent: true };

  it('accepts a lead with or without a phone number', () => {
    expect(validateLeadForm('vdt-whitepaper', valid).success).toBe(true);
    expect(validateLeadForm('vdt-whitepaper', { ...valid, phone: '+47 22 33 44 55' }).success).toBe(true);
  });

  it('shows the spec messages in both languages, and requires consent', () => {
    expect(messagesOf('vdt-whitepaper', {}, 'en')).toEqual({
      name: 'Name is required',
      email: 'E-mail is required',
      company: 'Company is required',
      jobTitle: 'Job title is required',
      consent: 'You must agree to our privacy policy.',
    });
    expect(messagesOf('vdt-whitepaper', { ...valid, email: 'jonas@' }, 'en')).toEqual({ email: 'Invalid e-mail address' });
    expect(messagesOf('vdt-whitepaper', { ...valid, email: 'jonas@' }, 'sv')).toEqual({ email: 'Ange en giltig e-postadress.' });
    expect(messagesOf('vdt-whitepaper', { ...valid, name: ' ', consent: false }, 'sv')).toEqual({ name: 'Ange namn.', consent: 'Godkänn integritetspolicyn.' });
    expect(messagesOf('vdt-whitepaper', { ...valid, phone: 'call me' }, 'en')).toEqual({ phone: 'Please enter a valid phone number.' });
  });
});

describe('hair analysis whitepaper schema (001 §5)', () => {
  const valid = { name: 'Lena Holm', email: 'lena@example.se', company: 'Norrberg Mineral', role: 'HR-chef', phone: '', consent: true };

  it('trims every value', () => {
    const result = validateLeadForm('hair-whitepaper', { ...valid, name: '  Lena Holm ', email: ' lena@example.se ', role: ' HR-chef\t' });
    expect(result).toEqual({ success: true, data: valid });
  });

  it('refuses blank (whitespace-only) values with the spec messages in both languages', () => {
    const blank = { name: '   ', email: ' ', company: '\t', role: '  ', consent: false };
    expect(messagesOf('hair-whitepaper', blank, 'en')).toEqual({
      name: 'Name is required',
      email: 'E-mail is required',
      company: 'Company is required',
      role: 'Role is required',
      consent: 'You must agree to the privacy policy',
    });
    expect(messagesOf('hair-whitepaper', blank, 'sv')).toEqual({
      name: 'Ange namn.',
      email: 'Ange e-postadress.',
      company: 'Ange företagets namn.',
      role: 'Ange befattning.',
      consent: 'Godkänn integritetspolicyn.',
    });
    expect(messagesOf('hair-whitepaper', { ...valid, email: 'lena.example.se' }, 'en')).toEqual({ email: 'E-mail is invalid' });
    expect(messagesOf('hair-whitepaper', { ...valid, email: 'lena.example.se' }, 'sv')).toEqual({ email: 'Ange en giltig e-postadress.' });
  });
});
