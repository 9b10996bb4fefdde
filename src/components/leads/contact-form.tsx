'use client';

import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { type ContactProductPrefills, resolveContactPrefill } from '@/lib/leads/contact-prefill';
import { leadInterests } from '@/lib/leads/interests';
// Type only: the limits arrive as a prop, so the character rules that share their module load
// with the schema, not with the page.
import type { leadFieldLimits } from '@/lib/leads/text-rules';
import { submitContactLead } from '@/server/leads/actions';
import { LeadField } from './lead-field';
import { LeadForm } from './lead-form';
import { type LeadFormText, useLeadForm } from './use-lead-form';

type ContactFormProps = {
  locale: Locale;
  /** What `?product=` fills in, by lower-cased article number or product id. */
  prefills: ContactProductPrefills;
  text: LeadFormText;
  /** The fields' length limits (maxLength), the same the schema enforces. */
  limits: typeof leadFieldLimits;
  /** The consent label with its link to the privacy policy, rendered on the server. */
  consentLabel: ReactNode;
};

/**
 * The contact form (001 §2 variant A plus consent): the lead-form kit with the contact schema's
 * fields. `?product=` pre-selects the product's topic and fills in a message naming it;
 * `?interest=` pre-selects a topic. A message the visitor already typed is never overwritten.
 */
export function ContactForm({ locale, prefills, text, limits, consentLabel }: ContactFormProps) {
  const lead = useLeadForm({
    form: 'contact',
    action: submitContactLead,
    locale,
    text,
    onMount: (field) => {
      const { interest, message } = resolveContactPrefill(window.location.search, prefills);
      const interestField = field('interest');
      const messageField = field('message');
      if (interest && interestField) interestField.value = interest;
      if (message && messageField && !messageField.value) messageField.value = message;
    },
  });

  return (
    <LeadForm lead={lead}>
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadField lead={lead} name="firstName" type="text" label={text.firstName} autoComplete="given-name" maxLength={limits.name} />
        <LeadField lead={lead} name="lastName" type="text" label={text.lastName} autoComplete="family-name" maxLength={limits.name} />
        <LeadField lead={lead} name="email" type="email" label={text.email} autoComplete="email" inputMode="email" maxLength={limits.email} />
        <LeadField lead={lead} name="phone" type="tel" label={text.phone} optional autoComplete="tel" maxLength={limits.phone} />
        <LeadField lead={lead} name="company" type="text" label={text.company} autoComplete="organization" maxLength={limits.company} />
        <LeadField
          lead={lead}
          name="interest"
          type="select"
          label={text.interest}
          placeholder={text.interestPlaceholder}
          options={leadInterests}
          optionLabels={text.interests}
        />
      </div>
      <LeadField lead={lead} name="message" type="textarea" label={text.message} rows={5} maxLength={limits.message} />
      <LeadField lead={lead} name="consent" type="checkbox" label={consentLabel} />
    </LeadForm>
  );
}
