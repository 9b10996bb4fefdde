import 'server-only';
import { headers } from 'next/headers';
import type { LeadActionState } from '@/lib/leads/action-state';
import { documentsDelivered } from '@/content/whitepapers';
import { isLocale } from '@/i18n/locales';
import { leadInputFromForm, leadStringValues } from '@/lib/leads/form-data';
import { leadLocaleField, leadTicketField } from '@/lib/leads/hidden-fields';
import type { LeadFormName } from '@/lib/leads/schemas';
import { getServerEnv } from '../env';
import { resolveClientAddress } from './client-address';
import { getLeadRuntime } from './runtime';
import { issueTicket } from './ticket';
import { errorMessage, log } from '../log';

/** The body of every lead form's server action: one pattern for the contact and whitepaper forms. */
export async function handleLeadAction(form: LeadFormName, formData: FormData): Promise<LeadActionState> {
  const at = Date.now();
  // An action is a public endpoint: a crafted call may pass anything in place of the form.
  if (!(formData instanceof FormData)) return { status: 'error', reason: 'validation', fieldErrors: {}, values: {}, at };
  const postedTicket = formData.get(leadTicketField);
  const ticket = typeof postedTicket === 'string' && postedTicket.length <= 300 ? postedTicket : undefined;
  const locale = formData.get(leadLocaleField);
  const failure = (reason: 'validation' | 'rate-limited' | 'unavailable', fieldErrors = {}): LeadActionState => ({
    status: 'error',
    reason,
    fieldErrors,
    values: leadStringValues(form, formData),
    ticket,
    at,
  });
  try {
    const env = getServerEnv();
    const clientAddress = resolveClientAddress(await headers(), env.trustProxyHops);
    const { service } = await getLeadRuntime();
    const result = await service.submitLead({
      form,
      input: formData,
      locale: typeof locale === 'string' ? locale : '',
      clientAddress,
    });
    if (result.success) return { status: 'success', ticket: service.issueTicket(form), at };
    return result.reason === 'validation' ? failure('validation', result.fieldErrors) : failure(result.reason);
  } catch (error) {
    log('error', 'lead-action-failed', { source: 'leads', message: errorMessage(error) });
    return failure('unavailable');
  }
}

/** A fresh signed ticket for a form that has just mounted in the browser. */
export async function issueLeadTicketFor(form: LeadFormName): Promise<string | null> {
  try {
    // Signing needs only the secret, so a form gets its ticket even while the database is down.
    return issueTicket(getServerEnv().formSecret, form, Date.now());
  } catch {
    // Without a ticket the form still works; the submission is keyed on its content instead.
    return null;
  }
}

/**
 * A whitepaper form's success names the PDF(s) it delivered, in the page's language, so the form
 * links them (with and without JavaScript). The same mapping names them in the webhook payload.
 */
export function withDocuments(form: LeadFormName, state: LeadActionState, formData: FormData): LeadActionState {
  if (state.status !== 'success') return state;
  const locale = formData.get(leadLocaleField);
  if (!isLocale(locale)) return state;
  return { ...state, documents: documentsDelivered(form, leadInputFromForm(form, formData), locale) };
}
