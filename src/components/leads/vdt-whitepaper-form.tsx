'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { Toast, useToast } from '@/components/ui/toast';
import type { Locale } from '@/i18n/locales';
import type { leadFieldLimits } from '@/lib/leads/text-rules';
import { vdtJobTitles, type VdtJobTitle } from '@/lib/leads/whitepaper-choices';
import { submitVdtWhitepaperLead } from '@/server/leads/actions';
import { LeadField } from './lead-field';
import { LeadForm } from './lead-form';
import { type LeadFormKitText, useLeadForm } from './use-lead-form';
import { WhitepaperDownloads } from './whitepaper-downloads';

export type VdtWhitepaperLabels = {
  name: string;
  email: string;
  company: string;
  jobTitle: string;
  jobTitlePlaceholder: string;
  jobTitles: Record<VdtJobTitle, string>;
  phone: string;
  toast: string;
  toastClose: string;
  thankYouTitle: string;
  thankYouText: string;
};

export const vdtToastMs = 5000;

/**
 * The VDT whitepaper form (001 §3–§5): 'Processing...' while the request runs; once the lead is
 * stored a toast shows and the form is replaced by a 'Thank You!' panel with the PDF and
 * 'Request a Demo' (no way back to the form, as the spec has it). Without JavaScript the server's
 * success renders the same panel.
 */
export function VdtWhitepaperForm({
  locale,
  text,
  labels,
  limits,
  consentLabel,
  downloads,
  demoLink,
  closeIcon,
}: {
  locale: Locale;
  text: LeadFormKitText;
  labels: VdtWhitepaperLabels;
  limits: typeof leadFieldLimits;
  consentLabel: ReactNode;
  /** The download link's text by document name; the server's answer says which PDF was delivered. */
  downloads: Record<string, string>;
  /** A button after the thank-you ('Request a Demo' to /contact), rendered on the server. */
  demoLink?: ReactNode;
  closeIcon: ReactNode;
}) {
  const toast = useToast(vdtToastMs);
  const submitted = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const lead = useLeadForm({
    form: 'vdt-whitepaper',
    action: submitVdtWhitepaperLead,
    locale,
    text,
    onSuccess: () => {
      submitted.current = true;
      toast.show(labels.toast);
    },
  });
  const done = lead.announcement === 'success';

  // The form the visitor was in is gone: focus moves to the panel that replaced it.
  useEffect(() => {
    if (done && submitted.current) heading.current?.focus();
  }, [done]);

  return (
    <>
      {done ? (
        <div className="rounded-card border border-success/30 bg-success-soft p-6 sm:p-8">
          <h3 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-950 focus:outline-none">
            {labels.thankYouTitle}
          </h3>
          <p className="mt-3 leading-relaxed text-ink">{labels.thankYouText}</p>
          <div className="mt-4">
            <WhitepaperDownloads lead={lead} links={downloads} />
          </div>
          {demoLink && <div className="mt-6">{demoLink}</div>}
        </div>
      ) : (
        <LeadForm lead={lead}>
          <div className="grid gap-5 sm:grid-cols-2">
            <LeadField lead={lead} name="name" type="text" label={labels.name} autoComplete="name" maxLength={limits.name} />
            <LeadField lead={lead} name="email" type="email" label={labels.email} autoComplete="email" inputMode="email" maxLength={limits.email} />
            <LeadField lead={lead} name="company" type="text" label={labels.company} autoComplete="organization" maxLength={limits.company} />
            <LeadField
              lead={lead}
              name="jobTitle"
              type="select"
              label={labels.jobTitle}
              placeholder={labels.jobTitlePlaceholder}
              options={vdtJobTitles}
              optionLabels={labels.jobTitles}
            />
            <LeadField lead={lead} name="phone" type="tel" label={labels.phone} optional autoComplete="tel" maxLength={limits.phone} />
          </div>
          <LeadField lead={lead} name="consent" type="checkbox" label={consentLabel} />
        </LeadForm>
      )}
      <Toast toast={toast} closeLabel={labels.toastClose} closeIcon={closeIcon} />
    </>
  );
}
