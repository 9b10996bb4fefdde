'use server';

import type { LeadActionState } from '@/lib/leads/action-state';
import { isLeadFormName } from '@/lib/leads/schemas';
import { handleLeadAction, issueLeadTicketFor, withDocuments } from './handle-lead-action';

// Server actions of the lead forms. Next checks the Origin of every action post against the
// host, and each form posts here with or without JavaScript.

export async function submitContactLead(
  _previous: LeadActionState,
  formData: FormData,
): Promise<LeadActionState> {
  return handleLeadAction('contact', formData);
}

// The product pages' whitepaper forms.
export async function submitCircularWhitepaperLead(_previous: LeadActionState, formData: FormData): Promise<LeadActionState> {
  return withDocuments('circular-whitepaper', await handleLeadAction('circular-whitepaper', formData), formData);
}

export async function submitVdtWhitepaperLead(_previous: LeadActionState, formData: FormData): Promise<LeadActionState> {
  return withDocuments('vdt-whitepaper', await handleLeadAction('vdt-whitepaper', formData), formData);
}

export async function submitHairWhitepaperLead(_previous: LeadActionState, formData: FormData): Promise<LeadActionState> {
  return withDocuments('hair-whitepaper', await handleLeadAction('hair-whitepaper', formData), formData);
}
// The InstaCLEAR page's whitepaper form and the whitepaper hub's.

export async function submitInstaclearWhitepaperLead(
  _previous: LeadActionState,
  formData: FormData,
): Promise<LeadActionState> {
  return withDocuments('instaclear-whitepaper', await handleLeadAction('instaclear-whitepaper', formData), formData);
}

export async function submitWhitepapersLead(
  _previous: LeadActionState,
  formData: FormData,
): Promise<LeadActionState> {
  return withDocuments('whitepapers', await handleLeadAction('whitepapers', formData), formData);
}

export async function issueLeadTicket(form: string): Promise<string | null> {
  if (typeof form !== 'string' || !isLeadFormName(form)) return null;
  return issueLeadTicketFor(form);
}
