import type { Locale } from '@/i18n/locales';

/**
 * Texts of the error pages (000 §8): error.tsx inside the site's layout and global-error.tsx when
 * the layout itself fails. They live here rather than in the message files because an error page
 * is a client component that must work without any i18n provider: importing the message files
 * would ship every message of the site to every browser, and a provider on every page would ship
 * next-intl's runtime. The type makes both languages complete.
 */
export const errorPageText: Record<Locale, { heading: string; description: string; reference: string; retry: string; home: string }> = {
  en: {
    heading: 'Unexpected Application Error!',
    description: 'Something went wrong while showing this page. Please try again – if it keeps happening, go back to the home page.',
    reference: 'Error reference:',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  sv: {
    heading: 'Ett oväntat fel uppstod!',
    description: 'Något gick fel när sidan skulle visas. Försök igen – om felet kvarstår kan du gå tillbaka till startsidan.',
    reference: 'Felreferens:',
    retry: 'Försök igen',
    home: 'Gå till startsidan',
  },
};
