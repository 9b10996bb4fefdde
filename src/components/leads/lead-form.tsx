import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { leadHoneypotField, leadLocaleField, leadTicketField } from '@/lib/leads/hidden-fields';
import type { LeadFormName } from '@/lib/leads/schemas';
import type { LeadFormController } from './use-lead-form';

/**
 * The frame of every lead form: the required-fields hint, the success (status) and failure
 * (alert) messages, the hidden locale and ticket, the honeypot, the fields given as children
 * (`<LeadField>`s) and the submit button. Rendered from `useLeadForm`'s controller, so it lives
 * inside the form's client component.
 */
export function LeadForm<F extends LeadFormName>({
  lead,
  children,
  successDetail,
}: {
  lead: LeadFormController<F>;
  children: ReactNode;
  /** Shown under the success message, e.g. the link to the whitepaper that was asked for. */
  successDetail?: ReactNode;
}) {
  const { id, text, announcement } = lead;
  return (
    <form {...lead.formProps} className="space-y-5">
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {text.requiredHint}
      </p>

      <div role="status" aria-live="polite" aria-atomic="true">
        {announcement === 'success' && (
          <div className="rounded-lg border border-success/30 bg-success-soft px-4 py-3 text-sm font-semibold text-success">
            <p>{text.success}</p>
            {successDetail}
          </div>
        )}
      </div>
      <div role="alert" aria-atomic="true">
        {announcement !== 'success' && announcement !== 'none' && (
          <p className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm font-semibold text-danger">{text[announcement]}</p>
        )}
      </div>

      <input type="hidden" name={leadLocaleField} value={lead.locale} />
      <input type="hidden" name={leadTicketField} value={lead.ticket} />
      {/* Honeypot: invisible and unreachable for people; bots that fill every field give themselves away. */}
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {text.honeypot}
          <input type="text" name={leadHoneypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      {children}

      <Button type="submit" size="lg" disabled={lead.pending} className="w-full sm:w-auto">
        {lead.pending ? text.sending : text.submit}
      </Button>
    </form>
  );
}
