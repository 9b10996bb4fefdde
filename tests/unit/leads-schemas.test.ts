import { describe, expect, it } from 'vitest';
import { leadInputFromForm, leadStringValues } from '@/lib/leads/form-data';
import { leadInterests } from '@/lib/leads/interests';
import {
  contactLeadSchema,
  type LeadErrorCode,
  leadErrorCodes,
  leadFormFields,
  toFieldErrors,
} from '@/lib/leads/schemas';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';

const valid = {
  firstName: 'Åsa',
  lastName: 'Öberg-Lindqvist',
  email: 'asa.oberg@example.se',
  phone: '+46 (0)8-123 456',
  company: 'Ärlig Logistik AB',
  interest: 'circular',
  message: 'Hej!\nVi vill veta mer om Circular Testing.\r\n\tTack.',
  consent: true,
};

function firstError(input: Record<string, unknown>): Record<string, LeadErrorCode> {
  const result = contactLeadSchema.safeParse(input);
  if (result.success) return {};
  return toFieldErrors(result.error);
}

describe('contact lead schema', () => {
  it('accepts a complete Swedish lead and trims values', () => {
    const result = contactLeadSchema.parse({ ...valid, firstName: '  Åsa  ', email: ' asa.oberg@example.se ' });
    expect(result.firstName).toBe('Åsa');
    expect(result.email).toBe('asa.oberg@example.se');
    expect(result.consent).toBe(true);
  });

  it('accepts a lead without a phone number (phone is optional)', () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect(contactLeadSchema.parse(withoutPhone).phone).toBe('');
    expect(contactLeadSchema.parse({ ...valid, phone: '' }).phone).toBe('');
  });

  it.each(leadInterests)('accepts interest %s', (interest) => {
    expect(contactLeadSchema.safeParse({ ...valid, interest }).success).toBe(true);
  });

  it('drops unknown fields', () => {
    const result = contactLeadSchema.parse({ ...valid, isAdmin: true, website: 'x' });
    expect(Object.keys(result).sort()).toEqual(leadFormFields('contact').sort());
  });

  const cases: [string, Record<string, unknown>, string, LeadErrorCode][] = [
    ['empty first name', { firstName: '' }, 'firstName', 'firstNameRequired'],
    ['blank first name', { firstName: '   ' }, 'firstName', 'firstNameRequired'],
    ['missing first name', { firstName: undefined }, 'firstName', 'firstNameRequired'],
    ['empty last name', { lastName: '' }, 'lastName', 'lastNameRequired'],
    ['empty email', { email: '' }, 'email', 'emailRequired'],
    ['malformed email', { email: 'asa@' }, 'email', 'emailInvalid'],
    ['email without domain dot', { email: 'asa at example.se' }, 'email', 'emailInvalid'],
    ['phone with letters', { phone: '08-CALL-ME' }, 'phone', 'phoneInvalid'],
    ['too long phone', { phone: '1'.repeat(41) }, 'phone', 'tooLong'],
    ['empty company', { company: '' }, 'company', 'companyRequired'],
    ['one-letter company (variant B: at least 2)', { company: ' X ' }, 'company', 'companyRequired'],
    ['empty interest', { interest: '' }, 'interest', 'interestRequired'],
    ['unknown interest', { interest: 'lottery' }, 'interest', 'interestRequired'],
    ['empty message', { message: ' \n ' }, 'message', 'messageRequired'],
    ['consent not given', { consent: false }, 'consent', 'consentRequired'],
    ['consent as a string', { consent: 'yes' }, 'consent', 'consentRequired'],
    ['name over 200 characters', { firstName: 'a'.repeat(201) }, 'firstName', 'tooLong'],
    ['message over 5000 characters', { message: 'a'.repeat(5001) }, 'message', 'tooLong'],
    ['NUL in a name', { lastName: 'Ob\u0000erg' }, 'lastName', 'controlCharacters'],
    ['line break in a company', { company: 'ACME\nEvil: header' }, 'company', 'controlCharacters'],
    ['escape character in the message', { message: 'hi \u001b[31m red' }, 'message', 'controlCharacters'],
    ['number instead of text', { firstName: 42 }, 'firstName', 'invalidType'],
    ['object instead of text', { message: { $gt: '' } }, 'message', 'invalidType'],
  ];

  it.each(cases)('rejects %s with its message key', (_label, change, field, code) => {
    expect(firstError({ ...valid, ...change })[field]).toBe(code);
  });

  it('keeps exactly 200 and 5000 characters', () => {
    expect(contactLeadSchema.safeParse({ ...valid, firstName: 'a'.repeat(200), message: 'b'.repeat(5000) }).success).toBe(true);
  });

  it('stores HTML and SQL as plain text', () => {
    const message = `<script>alert(1)</script> '); DROP TABLE leads;--`;
    expect(contactLeadSchema.parse({ ...valid, message }).message).toBe(message);
  });

  it('has a translated message for every error code in both languages', () => {
    const enErrors: Record<string, string> = en.LeadForm.errors;
    const svErrors: Record<string, string> = sv.LeadForm.errors;
    for (const code of leadErrorCodes) {
      expect(enErrors[code], `en LeadForm.errors.${code}`).toBeTruthy();
      expect(svErrors[code], `sv LeadForm.errors.${code}`).toBeTruthy();
    }
  });
});

describe('lead form input', () => {
  it('copies only the form fields from FormData and turns the checkbox into a boolean', () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({ ...valid, consent: 'on' })) data.set(key, String(value));
    data.set('role', 'admin');
    const input = leadInputFromForm('contact', data);
    expect(input.consent).toBe(true);
    expect(input).not.toHaveProperty('role');
    expect(contactLeadSchema.safeParse(input).success).toBe(true);
  });

  it('treats a missing checkbox as not ticked and a file as the wrong type', () => {
    const data = new FormData();
    data.set('firstName', new Blob(['x']), 'x.txt');
    const input = leadInputFromForm('contact', data);
    expect(input.consent).toBe(false);
    const errors = firstError(input);
    expect(errors.firstName).toBe('invalidType');
    expect(errors.consent).toBe('consentRequired');
    expect(errors.lastName).toBe('lastNameRequired');
  });

  it('gives back the typed strings for re-filling a form', () => {
    const data = new FormData();
    data.set('firstName', 'Åsa');
    data.set('consent', 'on');
    data.set('secret', 'nope');
    expect(leadStringValues('contact', data)).toEqual({ firstName: 'Åsa', consent: 'on' });
  });
});
