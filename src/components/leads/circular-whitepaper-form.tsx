'use client';

import { type ReactNode, useRef, useState } from 'react';
import { Toast, useToast } from '@/components/ui/toast';
import { ThankYouDialog } from '@/components/ui/thank-you-dialog';
import type { Locale } from '@/i18n/locales';
import type { leadFieldLimits } from '@/lib/leads/text-rules';
import { circularCompanySizes, circularJobTitles, type CircularCompanySize, type CircularJobTitle } from '@/lib/leads/whitepaper-choices';
import { submitCircularWhitepaperLead } from '@/server/leads/actions';
import { LeadField } from './lead-field';
import { LeadForm } from './lead-form';
import { type LeadFormKitText, useLeadForm } from './use-lead-form';
import { WhitepaperDownloads } from './whitepaper-downloads';

export type CircularWhitepaperLabels = {
  fullName: string;
  workEmail: string;
  companyName: string;
  jobTitle: string;
  jobTitlePlaceholder: string;
  jobTitles: Record<CircularJobTitle, string>;
  companySize: string;
  companySizePlaceholder: string;
  companySizes: Record<CircularCompanySize, string>;
  toast: string;
  toastClose: string;
  dialog: { title: string; description: string; close: string; dismiss: string };
};

/** How long the 'Whitepaper Access Granted!' toast stays (001 §9: 5000 ms). */
export const circularToastMs = 5000;

/**
 * The Circular Testing whitepaper form (001 §3–§5): on a stored lead the form is cleared, the
 * toast shows for 5 s and the thank-you dialog opens with the link to the PDF.
 */
export function CircularWhitepaperForm({
  locale,
  text,
  labels,
  limits,
  privacy,
  downloads,
  closeIcon,
}: {
  locale: Locale;
  text: LeadFormKitText;
  labels: CircularWhitepaperLabels;
  limits: typeof leadFieldLimits;
  /** The privacy notice with its link, rendered on the server. */
  privacy: ReactNode;
  /** The download link's text by document name; the server's answer says which PDF was delivered. */
  downloads: Record<string, string>;
  closeIcon: ReactNode;
}) {
  const toast = useToast(circularToastMs);
  const [dialogOpen, setDialogOpen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const lead = useLeadForm({
    form: 'circular-whitepaper',
    action: submitCircularWhitepaperLead,
    locale,
    text,
    onSuccess: () => {
      toast.show(labels.toast);
      setDialogOpen(true);
    },
  });

  return (
    <div ref={frame}>
      <LeadForm lead={lead} successDetail={<WhitepaperDownloads lead={lead} links={downloads} />}>
        <div className="grid gap-5 sm:grid-cols-2">
          <LeadField lead={lead} name="fullName" type="text" label={labels.fullName} autoComplete="name" maxLength={limits.name} />
          <LeadField lead={lead} name="workEmail" type="email" label={labels.workEmail} autoComplete="email" inputMode="email" maxLength={limits.email} />
          <LeadField lead={lead} name="companyName" type="text" label={labels.companyName} autoComplete="organization" maxLength={limits.company} />
          <LeadField
            lead={lead}
            name="jobTitle"
            type="select"
            label={labels.jobTitle}
            placeholder={labels.jobTitlePlaceholder}
            options={circularJobTitles}
            optionLabels={labels.jobTitles}
          />
          <LeadField
            lead={lead}
            name="companySize"
            type="select"
            label={labels.companySize}
            placeholder={labels.companySizePlaceholder}
            options={circularCompanySizes}
            optionLabels={labels.companySizes}
          />
        </div>
        <p className="text-sm leading-relaxed text-ink-muted">{privacy}</p>
      </LeadForm>
      <Toast toast={toast} closeLabel={labels.toastClose} closeIcon={closeIcon} />
      <ThankYouDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title={labels.dialog.title}
        description={labels.dialog.description}
        closeLabel={labels.dialog.close}
        dismissLabel={labels.dialog.dismiss}
        closeIcon={closeIcon}
        returnFocus={() => frame.current?.querySelector<HTMLElement>('button[type="submit"]')}
      >
        <div className="mt-4">
          <WhitepaperDownloads lead={lead} links={downloads} />
        </div>
      </ThankYouDialog>
    </div>
  );
}
