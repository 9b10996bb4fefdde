import type { LeadFormKitText, LeadFormText } from './use-lead-form';

/**
 * The lead-form kit's texts for a whitepaper form: the shared LeadForm messages (hints, errors,
 * failure) with the form's own submit, pending and success wording from its own messages.
 */
export function whitepaperKitText(shared: LeadFormText, own: { submit: string; sending: string; success: string }): LeadFormKitText {
  const { requiredHint, requiredMark, optional, honeypot, failure, rateLimited, invalid, errors } = shared;
  return { requiredHint, requiredMark, optional, honeypot, failure, rateLimited, invalid, errors, ...own };
}
