'use client';

import type { ReactNode } from 'react';
import { Toast, useToast } from '@/components/ui/toast';
import type { Locale } from '@/i18n/locales';
import type { whitepaperChoiceFields } from '@/lib/leads/schemas';
import type { leadFieldLimits } from '@/lib/leads/text-rules';
import { submitWhitepapersLead } from '@/server/leads/actions';
import { LeadField } from './lead-field';
import { LeadForm } from './lead-form';
import { type LeadFormText, useLeadForm } from './use-lead-form';
import { WhitepaperDownloads } from './whitepaper-downloads';

type Props = {
  locale: Locale;
  text: LeadFormText;
  limits: typeof leadFieldLimits;
  consentLabel: ReactNode;
  /** The boxes in page order: the schema's field and the whitepaper's title. */
  choices: readonly { field: (typeof whitepaperChoiceFields)[number]; title: string }[];
  downloads: Record<string, string>;
  closeIcon: ReactNode;
};

/**
 * The whitepaper hub's form (form `whitepapers`): the whitepapers wanted (at least one), then
 * variant B's contact fields and consent. The choice is a fieldset of checkboxes whose one message
 * ('Choose at least one whitepaper.') is tied to the group and to its first box, which gets focus.
 */
export function WhitepapersForm({ locale, text, limits, consentLabel, choices, downloads, closeIcon }: Props) {
  const toast = useToast(5000);
  const lead = useLeadForm({
    form: 'whitepapers',
    action: submitWhitepapersLead,
    locale,
    text: { ...text, submit: text.whitepapersSubmit, success: text.whitepapersSuccess },
    onSuccess: () => toast.show(text.whitepaperToast),
    linkedFields: choices.map((choice) => choice.field),
  });
  const choiceError = lead.errors[choices[0]!.field];
  const errorId = `${lead.id}-whitepapers-error`;

  return (
    <>
      <LeadForm lead={lead}>
        <WhitepaperDownloads lead={lead} heading={text.whitepaperDownloads} links={downloads} />
        <fieldset aria-describedby={choiceError ? errorId : undefined}>
          <legend className="text-sm font-semibold text-ink">
            {text.whitepaperChoice}
            <span aria-hidden className="ml-0.5 text-danger">
              *
            </span>
            <span className="sr-only"> ({text.requiredMark})</span>
          </legend>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {choices.map(({ field, title }, index) => {
              const id = `${lead.id}-${field}`;
              return (
                <div key={field} className="flex items-start gap-3 rounded-lg border border-line bg-white px-3 py-2.5">
                  <input
                    id={id}
                    name={field}
                    type="checkbox"
                    defaultChecked={lead.values[field] === 'on'}
                    autoFocus={index === 0 && lead.autoFocus === field}
                    aria-invalid={choiceError ? true : undefined}
                    aria-describedby={choiceError ? errorId : undefined}
                    className="mt-0.5 size-5 shrink-0 rounded border-line accent-brand-700"
                  />
                  <label htmlFor={id} className="text-sm leading-snug text-ink">
                    {title}
                  </label>
                </div>
              );
            })}
          </div>
          {choiceError && (
            <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
              {text.errors[choiceError]}
            </p>
          )}
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <LeadField lead={lead} name="name" type="text" label={text.name} autoComplete="name" maxLength={limits.name} />
          <LeadField lead={lead} name="email" type="email" label={text.email} autoComplete="email" inputMode="email" maxLength={limits.email} />
          <LeadField lead={lead} name="company" type="text" label={text.company} autoComplete="organization" maxLength={limits.company} />
          <LeadField lead={lead} name="role" type="text" label={text.role} autoComplete="organization-title" maxLength={limits.name} />
        </div>
        <LeadField lead={lead} name="consent" type="checkbox" label={consentLabel} />
      </LeadForm>
      <Toast toast={toast} closeLabel={text.closeToast} closeIcon={closeIcon} />
    </>
  );
}
