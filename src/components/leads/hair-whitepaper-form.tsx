'use client';

import type { ReactNode } from 'react';
import { Toast, useToast } from '@/components/ui/toast';
import type { Locale } from '@/i18n/locales';
import type { leadFieldLimits } from '@/lib/leads/text-rules';
import { submitHairWhitepaperLead } from '@/server/leads/actions';
import { LeadField } from './lead-field';
import { LeadForm } from './lead-form';
import { type LeadFormKitText, useLeadForm } from './use-lead-form';
import { WhitepaperDownloads } from './whitepaper-downloads';

export type HairWhitepaperLabels = { name: string; email: string; company: string; role: string; phone: string; toast: string; toastClose: string };

export const hairToastMs = 5000;

/**
 * The hair analysis whitepaper form (001 §3–§5): values are trimmed by the schema, a field's error
 * disappears as soon as the field is edited, 'Sending...' while the request runs, then the toast
 * 'Whitepaper Sent!' and an empty form with the PDF link in the success message.
 */
export function HairWhitepaperForm({
  locale,
  text,
  labels,
  limits,
  consentLabel,
  downloads,
  closeIcon,
}: {
  locale: Locale;
  text: LeadFormKitText;
  labels: HairWhitepaperLabels;
  limits: typeof leadFieldLimits;
  consentLabel: ReactNode;
  /** The download link's text by document name; the server's answer says which PDF was delivered. */
  downloads: Record<string, string>;
  closeIcon: ReactNode;
}) {
  const toast = useToast(hairToastMs);
  const lead = useLeadForm({
    form: 'hair-whitepaper',
    action: submitHairWhitepaperLead,
    locale,
    text,
    clearErrorOnEdit: true,
    onSuccess: () => toast.show(labels.toast),
  });
  return (
    <>
      <LeadForm lead={lead} successDetail={<WhitepaperDownloads lead={lead} links={downloads} />}>
        <div className="grid gap-5 sm:grid-cols-2">
          <LeadField lead={lead} name="name" type="text" label={labels.name} autoComplete="name" maxLength={limits.name} />
          <LeadField lead={lead} name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" maxLength={limits.email} />
          <LeadField lead={lead} name="company" type="text" label={labels.company} autoComplete="organization" maxLength={limits.company} />
          <LeadField lead={lead} name="role" type="text" label={labels.role} autoComplete="organization-title" maxLength={limits.name} />
          <LeadField lead={lead} name="phone" type="tel" label={labels.phone} optional autoComplete="tel" maxLength={limits.phone} />
        </div>
        <LeadField lead={lead} name="consent" type="checkbox" label={consentLabel} />
      </LeadForm>
      <Toast toast={toast} closeLabel={labels.toastClose} closeIcon={closeIcon} />
    </>
  );
}
