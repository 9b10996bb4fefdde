import type { ReactNode } from 'react';
import { X } from '@/components/ui/lucide';
import { getMessages, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { leadFieldLimits } from '@/lib/leads/text-rules';
import { routes } from '@/lib/routes';

/** The `<link>` of a rich message ('… our <link>privacy policy</link>'): to the privacy policy. */
export const privacyPolicyLink = (chunks: ReactNode) => (
  <Link href={routes.privacyPolicy} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
    {chunks}
  </Link>
);

/**
 * What every lead form's client leaf needs from the server, resolved in the page's language:
 * the LeadForm texts without the consent labels, the contact form's, the one-report and the several-report forms' consent
 * labels with their privacy-policy link, the field limits and the toast's close icon (so lucide
 * never ships to the browser).
 */
export async function whitepaperFormProps() {
  const tForm = await getTranslations('LeadForm');
  const { consent: _consent, reportConsent: _reportConsent, reportsConsent: _reportsConsent, ...text } = (await getMessages()).LeadForm;
  return {
    text,
    limits: leadFieldLimits,
    closeIcon: <X aria-hidden />,
    consentLabel: tForm.rich('consent', { link: privacyPolicyLink }),
    reportConsentLabel: tForm.rich('reportConsent', { link: privacyPolicyLink }),
    reportsConsentLabel: tForm.rich('reportsConsent', { link: privacyPolicyLink }),
  };
}
