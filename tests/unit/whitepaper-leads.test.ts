import { describe, expect, it } from 'vitest';
import { whitepaperFormNames, documentsDelivered, whitepapersDelivered, whitepaperDocuments } from '@/content/whitepapers';
import { validateLeadForm } from '@/lib/leads/validate';
import { instaclearWhitepaperLeadSchema, leadFormFields, whitepapersLeadSchema } from '@/lib/leads/schemas';
import { leadWebhookPayload } from '@/server/leads/lead-service';
import en from '../../messages/en.json';
import sv from '../../messages/sv.json';

const valid = { name: 'Åsa Öberg', email: 'asa.oberg@example.se', company: 'Ärlig Logistik AB', role: 'HR-chef', phone: '', consent: true };

describe('InstaCLEAR whitepaper form (contact variant B messages)', () => {
  it('accepts a complete lead, phone optional', () => {
    expect(validateLeadForm('instaclear-whitepaper', valid)).toMatchObject({ success: true });
    expect(instaclearWhitepaperLeadSchema.parse({ ...valid, phone: '+46 8 123 456' }).phone).toBe('+46 8 123 456');
  });

  it('reports every field in page order with its English and Swedish message', () => {
    const result = validateLeadForm('instaclear-whitepaper', { name: 'Å', email: 'asa@', company: 'X', role: ' ', consent: false });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(Object.keys(result.fieldErrors)).toEqual(['name', 'email', 'company', 'role', 'consent']);
    const english = Object.values(result.fieldErrors).map((code) => en.LeadForm.errors[code]);
    expect(english).toEqual([
      'The name must be at least two characters.',
      'Please enter a valid work e-mail.',
      'The company name must be at least two characters.',
      'Your role is required.',
      'You must agree to our privacy policy.',
    ]);
    const swedish = Object.values(result.fieldErrors).map((code) => sv.LeadForm.errors[code]);
    expect(swedish).toEqual([
      'Ange ett namn med minst två tecken.',
      'Ange en giltig e-postadress på jobbet.',
      'Företagsnamnet måste ha minst två tecken.',
      'Ange befattning.',
      'Godkänn integritetspolicyn.',
    ]);
  });

  it('stores its fields in page order', () => {
    expect(leadFormFields('instaclear-whitepaper')).toEqual(['name', 'email', 'company', 'role', 'phone', 'consent']);
  });
});

describe('whitepaper hub form', () => {
  it('needs at least one whitepaper, reported on the first box with the other errors', () => {
    const result = validateLeadForm('whitepapers', { name: 'A' });
    expect(result).toMatchObject({ success: false, fieldErrors: { instaclearWhitepaper: 'whitepaperChoiceRequired', name: 'nameTooShort' } });
    expect(en.LeadForm.errors.whitepaperChoiceRequired).toBe('Choose at least one whitepaper.');
    expect(sv.LeadForm.errors.whitepaperChoiceRequired).toBe('Välj minst en rapport.');
  });

  it('accepts any one box ticked, as a browser posts it', () => {
    const data = new FormData();
    for (const [key, value] of Object.entries({ ...valid, consent: 'on', hairWhitepaper: 'on' })) data.set(key, String(value));
    const result = validateLeadForm('whitepapers', data);
    expect(result).toMatchObject({ success: true, data: { hairWhitepaper: true, vdtWhitepaper: false } });
    expect(whitepapersLeadSchema.safeParse({ ...valid }).success).toBe(false);
  });
});

describe('whitepaper mapping', () => {
  it('maps every whitepaper form name to the PDF(s) it delivers', () => {
    const delivered = Object.fromEntries(
      whitepaperFormNames.map((form) => [form, documentsDelivered(form, { instaclearWhitepaper: true, vdtWhitepaper: true }, 'sv').map((doc) => doc.name)]),
    );
    expect(delivered).toEqual({
      'instaclear-whitepaper': ['instaclear-whitepaper'],
      'circular-whitepaper': ['circular-testing-whitepaper'],
      'vdt-whitepaper': ['vdt-whitepaper'],
      'hair-whitepaper': ['hair-analysis-whitepaper'],
      whitepapers: ['instaclear-whitepaper', 'vdt-whitepaper'],
    });
  });

  it('links each PDF in the lead\'s language; the contact form delivers none', () => {
    expect(documentsDelivered('circular-whitepaper', {}, 'en')).toEqual([{ name: 'circular-testing-whitepaper', href: '/downloads/en/circular-testing-whitepaper.pdf' }]);
    expect(documentsDelivered('whitepapers', { circularWhitepaper: true, hairWhitepaper: true }, 'sv').map((doc) => doc.href)).toEqual([
      '/downloads/sv/circular-testing-whitepaper.pdf',
      '/downloads/sv/hair-analysis-whitepaper.pdf',
    ]);
    expect(whitepapersDelivered('whitepapers', { circularWhitepaper: 'on' })).toEqual([]);
    expect(whitepapersDelivered('contact', {})).toEqual([]);
    expect(Object.values(whitepaperDocuments)).toHaveLength(4);
  });

  it.each([
    ['instaclear-whitepaper', {}, ['instaclear-whitepaper']],
    ['circular-whitepaper', {}, ['circular-testing-whitepaper']],
    ['vdt-whitepaper', {}, ['vdt-whitepaper']],
    ['hair-whitepaper', {}, ['hair-analysis-whitepaper']],
    ['whitepapers', { instaclearWhitepaper: true, circularWhitepaper: true, vdtWhitepaper: true, hairWhitepaper: true }, Object.values(whitepaperDocuments)],
    ['contact', { firstName: 'Åsa' }, []],
  ] as const)('the webhook payload of a %s lead names its PDF(s)', (form, fields, names) => {
    const payload = leadWebhookPayload(
      { id: 'lead_1', form, locale: 'en', fields, consent: true, consentVersion: 'v', consentAt: '2026-11-23T10:00:00.000Z', createdAt: '2026-11-23T10:00:00.000Z' },
      '2026-11-23T10:00:01.000Z',
    );
    expect(payload.data.form).toBe(form);
    expect(payload.data.documents.map((doc) => doc.name)).toEqual(names);
    for (const doc of payload.data.documents) expect(doc.href).toBe(`/downloads/en/${doc.name}.pdf`);
  });
});
