import { describe, expect, it } from 'vitest';
import { hasInvisibleFormatting, removeInvisibleFormatting, stripInvisibleFormatting } from '@/lib/leads/text-rules';
import { validateLeadForm } from '@/lib/leads/validate';

const valid = {
  firstName: 'Åsa',
  lastName: 'Öberg',
  email: 'asa@example.se',
  phone: '',
  company: 'Ärlig Logistik AB',
  interest: 'circular',
  message: 'Hej!',
  consent: true,
};

// Bidirectional embeddings/overrides/isolates/marks, zero-width space, word joiner, BOM, soft
// hyphen, Hangul filler, a tag character.
const invisible = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C', '\u200B', '\u2060', '\uFEFF', '\u00AD', '\u3164', '\u{E0041}'];

describe('invisible formatting characters', () => {
  it('are refused in every single-line field with the localized controlCharacters message', () => {
    const spoof = 'Ev\u202Eil\u202Cgnp.exe';
    expect(validateLeadForm('contact', { ...valid, firstName: spoof })).toEqual({ success: false, fieldErrors: { firstName: 'controlCharacters' } });
    for (const character of invisible) {
      const result = validateLeadForm('contact', { ...valid, firstName: `Å${character}sa`, lastName: `Ö${character}berg`, company: `Ärlig${character} AB` });
      expect(result, `U+${character.codePointAt(0)?.toString(16)}`).toEqual({
        success: false,
        fieldErrors: { firstName: 'controlCharacters', lastName: 'controlCharacters', company: 'controlCharacters' },
      });
    }
  });

  it('keep the joiners that real names and emoji need', () => {
    // Persian "Alireza" with a zero-width non-joiner; a family emoji with zero-width joiners.
    expect(validateLeadForm('contact', { ...valid, firstName: 'علی\u200Cرضا', company: 'Familj 👨\u200D👩\u200D👧 AB' }).success).toBe(true);
  });

  it('are accepted in the message by the shared schema and removed before storing, consistently for all of them', () => {
    const message = `Hej\u200B! Filen Ev\u202Eil\u202Cgnp.exe\u2066x\u2069 – tack.\nRad två\u00AD.`;
    const result = validateLeadForm('contact', { ...valid, message });
    expect(result.success).toBe(true);
    const stored = stripInvisibleFormatting(result.success ? result.data : {});
    expect(stored.message).toBe('Hej! Filen Evilgnp.exex – tack.\nRad två.');
    expect(hasInvisibleFormatting(String(stored.message))).toBe(false);
    for (const character of invisible) expect(removeInvisibleFormatting(`a${character}b`)).toBe('ab');
    // Other values pass through untouched.
    expect(stripInvisibleFormatting({ consent: true, n: 1 })).toEqual({ consent: true, n: 1 });
  });
});
