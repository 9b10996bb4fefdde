import { z } from 'zod/mini';
import { isLeadErrorCode, type LeadErrorCode, type LeadFieldErrors } from './error-codes';
import { leadInterests } from './interests';
import { circularCompanySizes, circularJobTitles, vdtJobTitles } from './whitepaper-choices';
import {
  hasMultiLineControlCharacters,
  hasSingleLineControlCharacters,
  leadFieldLimits,
} from './text-rules';

/**
 * One zod schema per lead form. The browser and the server both run it (validateLeadForm in
 * ./validate.ts), so nothing the visitor is told is fine is refused later.
 * Every issue message is a stable code: a key of the `LeadForm.errors` message namespace,
 * translated where it is shown, never English text.
 * Written with `zod/mini` because this module ships to the browser: classic zod is not
 * tree-shakable and added ~46 KB gzip to /contact; the mini build adds only the checks used here,
 * and the browser loads it only once the visitor starts filling a form in.
 */
export { isLeadErrorCode, leadErrorCodes, type LeadErrorCode, type LeadFieldErrors } from './error-codes';

// The same pattern zod's own z.email() uses; kept as a regex so the required/invalid codes differ.
const emailPattern = z.regexes.email;
const phonePattern = /^\+?[0-9 ()./-]*$/u;

function typeError(requiredCode: LeadErrorCode) {
  // A missing field is "required"; a value of the wrong type (a file, a number in JSON) is not.
  return (issue: { input?: unknown }): LeadErrorCode =>
    issue.input === undefined || issue.input === null ? requiredCode : 'invalidType';
}

function requiredLine(requiredCode: LeadErrorCode, max: number, min = 1) {
  return z.string({ error: typeError(requiredCode) }).check(
    z.trim(),
    z.minLength(min, { error: requiredCode }),
    z.maxLength(max, { error: 'tooLong' }),
    z.refine((value) => !hasSingleLineControlCharacters(value), { error: 'controlCharacters' }),
  );
}

const email = z.string({ error: typeError('emailRequired') }).check(
  z.trim(),
  z.minLength(1, { error: 'emailRequired' }),
  z.maxLength(leadFieldLimits.email, { error: 'tooLong' }),
  z.regex(emailPattern, { error: 'emailInvalid' }),
);

const optionalPhone = z._default(
  z.optional(
    z.string({ error: typeError('phoneInvalid') }).check(
      z.trim(),
      z.maxLength(leadFieldLimits.phone, { error: 'tooLong' }),
      z.regex(phonePattern, { error: 'phoneInvalid' }),
    ),
  ),
  '',
);

const message = z.string({ error: typeError('messageRequired') }).check(
  z.trim(),
  z.minLength(1, { error: 'messageRequired' }),
  z.maxLength(leadFieldLimits.message, { error: 'tooLong' }),
  z.refine((value) => !hasMultiLineControlCharacters(value), { error: 'controlCharacters' }),
);

/** The consent checkbox: only an explicit `true` passes. */
const consent = z.literal(true, { error: 'consentRequired' });

/**
 * Contact page (001 §2 variant A, plus the consent of variant B). Fields are listed in page order:
 * after a post without JavaScript the first field the server reports invalid gets focus.
 */
export const contactLeadSchema = z.object({
  firstName: requiredLine('firstNameRequired', leadFieldLimits.name),
  lastName: requiredLine('lastNameRequired', leadFieldLimits.name),
  email,
  phone: optionalPhone,
  // Variant B of 001 §5: a company name has at least 2 characters; the message says so
  // ('The company name must be at least two characters.'), not the spec's 'Company name is required.'.
  company: requiredLine('companyRequired', leadFieldLimits.company, 2),
  interest: z.enum(leadInterests, { error: 'interestRequired' }),
  message,
  consent,
});

// ---- The product pages' whitepaper forms (Circular Testing, VDT, hair analysis) ---------------
// Each form words its messages as the spec does (001 §5), so each has its own codes.

/** An e-mail field with its own required/invalid codes (one code for both when the spec has one message). */
function emailWith(requiredCode: LeadErrorCode, invalidCode: LeadErrorCode) {
  return z.string({ error: typeError(requiredCode) }).check(
    z.trim(),
    z.minLength(1, { error: requiredCode }),
    z.maxLength(leadFieldLimits.email, { error: 'tooLong' }),
    z.regex(emailPattern, { error: invalidCode }),
  );
}

/** Circular Testing whitepaper (001 §3, §5): no consent box; the form shows a privacy notice. */
export const circularWhitepaperSchema = z.object({
  fullName: requiredLine('circularFullNameRequired', leadFieldLimits.name, 2),
  workEmail: emailWith('circularWorkEmailInvalid', 'circularWorkEmailInvalid'),
  companyName: requiredLine('circularCompanyNameRequired', leadFieldLimits.company, 2),
  jobTitle: z.enum(circularJobTitles, { error: 'circularJobTitleRequired' }),
  companySize: z.enum(circularCompanySizes, { error: 'circularCompanySizeRequired' }),
});

/** VDT whitepaper (001 §3, §5); the consent box the spec leaves to the browser is checked here too. */
export const vdtWhitepaperSchema = z.object({
  name: requiredLine('vdtNameRequired', leadFieldLimits.name),
  email: emailWith('vdtEmailRequired', 'vdtEmailInvalid'),
  company: requiredLine('vdtCompanyRequired', leadFieldLimits.company),
  jobTitle: z.enum(vdtJobTitles, { error: 'vdtJobTitleRequired' }),
  phone: optionalPhone,
  consent,
});

/** Hair analysis whitepaper (001 §3, §5): values trimmed, blank fields refused. */
export const hairWhitepaperSchema = z.object({
  name: requiredLine('hairNameRequired', leadFieldLimits.name),
  email: emailWith('hairEmailRequired', 'hairEmailInvalid'),
  company: requiredLine('hairCompanyRequired', leadFieldLimits.company),
  role: requiredLine('hairRoleRequired', leadFieldLimits.name),
  phone: optionalPhone,
  consent: z.literal(true, { error: 'hairConsentRequired' }),
});

// ---- The whitepaper forms of InstaCLEAR and the whitepaper hub ---------------------------------

/**
 * Name, work e-mail, company and role as the spec's contact variant B checks them (001 §5): each
 * at least 2 characters, with variant B's messages. Shared by the two forms below.
 */
const variantBContact = {
  name: requiredLine('nameTooShort', leadFieldLimits.name, 2),
  email,
  company: requiredLine('companyRequired', leadFieldLimits.company, 2),
  role: requiredLine('roleTooShort', leadFieldLimits.name, 2),
};

/** The InstaCLEAR whitepaper form (001 §3 'Saliva page lead'): variant B's fields and messages. */
export const instaclearWhitepaperLeadSchema = z.object({
  ...variantBContact,
  phone: optionalPhone,
  consent,
});

/** Ticked boxes of the hub's whitepaper choice, in page order (`src/content/whitepapers.ts` maps them to PDFs). */
export const whitepaperChoiceFields = ['instaclearWhitepaper', 'circularWhitepaper', 'vdtWhitepaper', 'hairWhitepaper'] as const;

/**
 * The whitepaper hub (/resources/whitepapers): which whitepapers, then who asks. At least one box
 * must be ticked; the message sits on the first box, which gets focus like any invalid field.
 */
export const whitepapersLeadSchema = z
  .object({
    instaclearWhitepaper: z.boolean(),
    circularWhitepaper: z.boolean(),
    vdtWhitepaper: z.boolean(),
    hairWhitepaper: z.boolean(),
    ...variantBContact,
    consent,
  })
  .check(
    z.refine((values) => whitepaperChoiceFields.some((field) => values[field]), {
      error: 'whitepaperChoiceRequired',
      path: ['instaclearWhitepaper'],
      // Reported together with the other fields' errors, not only once they are all valid.
      when: () => true,
    }),
  );


/** Every form the lead pipeline accepts, by the name stored with each lead. */
export const leadFormSchemas = {
  contact: contactLeadSchema,
  // The product pages' whitepapers.
  'circular-whitepaper': circularWhitepaperSchema,
  'vdt-whitepaper': vdtWhitepaperSchema,
  'hair-whitepaper': hairWhitepaperSchema,
  // InstaCLEAR and the whitepaper hub.
  'instaclear-whitepaper': instaclearWhitepaperLeadSchema,
  whitepapers: whitepapersLeadSchema,
} as const;

export type LeadFormName = keyof typeof leadFormSchemas;

/**
 * A form's validated values and field names, by its schema. Browser code imports these as types
 * only (`import type`), so typing a field by its schema key ships no zod.
 */
export type LeadFormValues<F extends LeadFormName> = z.output<(typeof leadFormSchemas)[F]>;
export type LeadFormFieldName<F extends LeadFormName> = Extract<keyof LeadFormValues<F>, string>;
/** The fields a browser sends as a checkbox (their schema value is a boolean). */
export type LeadFormCheckboxName<F extends LeadFormName> = {
  [K in LeadFormFieldName<F>]: LeadFormValues<F>[K] extends boolean ? K : never;
}[LeadFormFieldName<F>];
/** The fields typed in or chosen as text. */
export type LeadFormTextName<F extends LeadFormName> = Exclude<LeadFormFieldName<F>, LeadFormCheckboxName<F>>;

export function isLeadFormName(value: string): value is LeadFormName {
  return Object.hasOwn(leadFormSchemas, value);
}

/** Names of the fields of a form, in schema order (used for FormData parsing and CSV columns). */
export function leadFormFields(form: LeadFormName): string[] {
  return Object.keys(leadFormSchemas[form].shape);
}

/** Fields that a browser sends as a checkbox ('on' when ticked, absent when not). */
export function leadFormBooleanFields(form: LeadFormName): string[] {
  const shape = leadFormSchemas[form].shape as Record<string, z.ZodMiniType>;
  return Object.entries(shape)
    .filter(([, schema]) => schema instanceof z.ZodMiniLiteral || schema instanceof z.ZodMiniBoolean)
    .map(([name]) => name);
}

/** The first error code of each invalid field; unknown messages collapse to `invalidType`. */
export function toFieldErrors(error: z.core.$ZodError): LeadFieldErrors {
  const result: LeadFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || field in result) continue;
    result[field] = isLeadErrorCode(issue.message) ? issue.message : 'invalidType';
  }
  return result;
}
