import type { PageSeed } from './types';

export const contactPageSeed: PageSeed = {
  path: '/contact',
  title: {
    en: 'Contact us',
    sv: 'Kontakta oss',
  },
  description: {
    en: 'Contact {companyName} about rapid drug tests, Circular Testing, partnerships or investment. Write to us, e-mail or call our Stockholm office.',
    sv: 'Kontakta {companyName} om drogtester, Circular Testing, partnerskap eller investeringar. Skriv till oss, mejla eller ring vårt kontor i Stockholm.',
  },
  layout: [
    {
      blockType: 'banner',
      title: {
        en: 'Contact us',
        sv: 'Kontakta oss',
      },
      intro: {
        en: 'Tell us what you need – workplace testing, a partnership or an investor conversation – and the right person on our team will get back to you.',
        sv: 'Berätta vad ni behöver – tester på arbetsplatsen, ett partnerskap eller ett samtal om investeringar – så återkommer rätt person hos oss till er.',
      },
      scene: '/contact',
    },
    {
      blockType: 'leadForm',
      form: 'contact',
      title: {
        en: 'Send us a message',
        sv: 'Skicka ett meddelande',
      },
    },
  ],
};
