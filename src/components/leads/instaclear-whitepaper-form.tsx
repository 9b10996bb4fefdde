'use client';

import type { ReactNode } from 'react';
import { Toast, useToast } from '@/components/ui/toast';
import type { Locale } from '@/i18n/locales';
// Type only: the limits arrive as a prop, so the character rules load with the schema, not the page.
import type { leadFieldLimits } from '@/lib/leads/text-rules';
import { submitInstaclearWhitepaperLead } from '@/server/leads/actions';
import { LeadField } from './lead-field';
import { LeadForm } from './lead-form';
import { type LeadFormText, useLeadForm } from './use-lead-form';
import { WhitepaperDownloads } from './whitepaper-downloads';

type Props = {
  locale: Locale;
  text: LeadFormText;
  limits: typeof leadFieldLimits;
  consentLabel: ReactNode;
  /** The download link's text by document name. */
  downloads: Record<string, string>;
  /** The toast's close icon, rendered on the server. */
  closeIcon: ReactNode;
};

/** How long the 'Whitepaper sent!' toast stays (the spec gives none for this form; the circular form's 5 s). */
const toastMs = 5000;

/**
 * The InstaCLEAR whitepaper form (001 §3 'Saliva page lead', §4, §5 variant B): name, work e-mail,
 * company, role, optional phone and consent. 'Sending...' while the request runs, then the toast
 * 'Whitepaper sent!', the form emptied and the PDF linked under the success message.
 */
export function InstaclearWhitepaperForm({ locale, text, limits, consentLabel, downloads, closeIcon }: Props) {
  const toast = useToast(toastMs);
  const lead = useLeadForm({
    form: 'instaclear-whitepaper',
    action: submitInstaclearWhitepaperLead,
    locale,
    text: { ...text, submit: text.whitepaperSubmit, success: text.whitepaperSuccess },
    onSuccess: () => toast.show(text.whitepaperToast),
  });

  return (
    <>
      <LeadForm lead={lead}>
        <WhitepaperDownloads lead={lead} heading={text.whitepaperDownloads} links={downloads} />
        <div className="grid gap-5 sm:grid-cols-2">
          <LeadField lead={lead} name="name" type="text" label={text.name} autoComplete="name" maxLength={limits.name} />
          <LeadField lead={lead} name="email" type="email" label={text.email} autoComplete="email" inputMode="email" maxLength={limits.email} />
          <LeadField lead={lead} name="company" type="text" label={text.company} autoComplete="organization" maxLength={limits.company} />
          <LeadField lead={lead} name="role" type="text" label={text.role} autoComplete="organization-title" maxLength={limits.name} />
          <LeadField lead={lead} name="phone" type="tel" label={text.phone} optional autoComplete="tel" maxLength={limits.phone} />
        </div>
        <LeadField lead={lead} name="consent" type="checkbox" label={consentLabel} />
      </LeadForm>
      <Toast toast={toast} closeLabel={text.closeToast} closeIcon={closeIcon} />
    </>
  );
}
