'use server';

import type { LeadActionState } from '@/lib/leads/action-state';
import { isLeadFormName } from '@/lib/leads/schemas';
import { handleLeadAction, issueLeadTicketFor } from './handle-lead-action';

// Server actions of the lead forms. Next checks the Origin of every action post against the
// host, and each form posts here with or without JavaScript.

export async function submitContactLead(
  _previous: LeadActionState,
  formData: FormData,
): Promise<LeadActionState> {
  return handleLeadAction('contact', formData);
}

export async function issueLeadTicket(form: string): Promise<string | null> {
  if (typeof form !== 'string' || !isLeadFormName(form)) return null;
  return issueLeadTicketFor(form);
}
