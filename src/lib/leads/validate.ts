import { leadInputFromForm } from './form-data';
import { type LeadFieldErrors, type LeadFormName, leadFormSchemas, toFieldErrors } from './schemas';

export type LeadValidation =
  | { success: true; data: Record<string, unknown> }
  | { success: false; fieldErrors: LeadFieldErrors };

/**
 * Validates a posted form (FormData or a JSON object) with its form's schema. The browser (on
 * submit, then on every change) and the server (before anything is stored) run this same function,
 * so the visitor is never told something is fine that the server then refuses.
 */
export function validateLeadForm(form: LeadFormName, source: FormData | Record<string, unknown>): LeadValidation {
  const parsed = leadFormSchemas[form].safeParse(leadInputFromForm(form, source));
  return parsed.success
    ? { success: true, data: parsed.data as Record<string, unknown> }
    : { success: false, fieldErrors: toFieldErrors(parsed.error) };
}
