import { z } from 'zod';
import { defineContent, localizedSchema, pageMetaSchema } from '@/content/schema';

/**
 * The contact page (001 §2): banner, the form (its texts are shared form messages, LeadForm) and
 * the contact information, whose facts come from src/config/site.ts.
 */
const contactPageSchema = z.object({
  meta: pageMetaSchema,
  title: localizedSchema,
  intro: localizedSchema,
  formTitle: localizedSchema,
  info: z.object({
    title: localizedSchema,
    address: localizedSchema,
    email: localizedSchema,
    phone: localizedSchema,
    hours: localizedSchema,
    weekdays: localizedSchema,
    weekend: localizedSchema,
    closed: localizedSchema,
  }),
});

export const contactPage = defineContent('pages/contact', contactPageSchema, {
  meta: {
    title: { en: 'Contact us', sv: 'Kontakta oss' },
    description: { en: 'Contact Nordic Rapid Diagnostics about rapid drug tests, Circular Testing, partnerships or investment. Write to us, e-mail or call our Stockholm office.', sv: 'Kontakta Nordic Rapid Diagnostics om drogtester, Circular Testing, partnerskap eller investeringar. Skriv till oss, mejla eller ring vårt kontor i Stockholm.' },
  },
  title: { en: 'Contact us', sv: 'Kontakta oss' },
  intro: { en: 'Tell us what you need – workplace testing, a partnership or an investor conversation – and the right person on our team will get back to you.', sv: 'Berätta vad ni behöver – tester på arbetsplatsen, ett partnerskap eller ett samtal om investeringar – så återkommer rätt person hos oss till er.' },
  formTitle: { en: 'Send us a message', sv: 'Skicka ett meddelande' },
  info: {
    title: { en: 'Contact information', sv: 'Kontaktuppgifter' },
    address: { en: 'Postal address', sv: 'Postadress' },
    email: { en: 'E-mail', sv: 'E-post' },
    phone: { en: 'Phone', sv: 'Telefon' },
    hours: { en: 'Opening hours', sv: 'Öppettider' },
    weekdays: { en: 'Monday–Friday', sv: 'Måndag–fredag' },
    weekend: { en: 'Saturday–Sunday', sv: 'Lördag–söndag' },
    closed: { en: 'Closed', sv: 'stängt' },
  },
});
