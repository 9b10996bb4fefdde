/**
 * The stable codes every lead-form error is reported with: keys of the `LeadForm.errors` message
 * namespace, translated where they are shown, never English text. Kept apart from the schemas
 * (zod) so that browser code can read codes without loading zod.
 */
export const leadErrorCodes = [
  'firstNameRequired',
  'lastNameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneInvalid',
  'companyRequired',
  'interestRequired',
  'messageRequired',
  'consentRequired',
  'tooLong',
  'controlCharacters',
  'invalidType',
  // Circular Testing whitepaper form (001 §5, worded as the spec words them).
  'circularFullNameRequired',
  'circularWorkEmailInvalid',
  'circularCompanyNameRequired',
  'circularJobTitleRequired',
  'circularCompanySizeRequired',
  // VDT whitepaper form (001 §5).
  'vdtNameRequired',
  'vdtEmailRequired',
  'vdtEmailInvalid',
  'vdtCompanyRequired',
  'vdtJobTitleRequired',
  // Hair analysis whitepaper form (001 §5).
  'hairNameRequired',
  'hairEmailRequired',
  'hairEmailInvalid',
  'hairCompanyRequired',
  'hairRoleRequired',
  'hairConsentRequired',
  // The whitepaper forms of InstaCLEAR (contact variant B's messages) and the hub.
  'nameTooShort',
  'roleTooShort',
  'whitepaperChoiceRequired',
] as const;

export type LeadErrorCode = (typeof leadErrorCodes)[number];

export function isLeadErrorCode(value: string): value is LeadErrorCode {
  return (leadErrorCodes as readonly string[]).includes(value);
}

/** The first error code of each invalid field, by field name. */
export type LeadFieldErrors = Record<string, LeadErrorCode>;
