/**
 * Texts of global-error.tsx, the last-resort page shown when the root layout itself fails. That
 * page has no i18n context, and importing the message files would ship every message of the site
 * to every browser, so it carries its own copy; tests/unit/fallback-error-text.test.ts keeps it
 * identical to the ErrorPage namespace of messages/en.json and messages/sv.json.
 */
export const fallbackErrorText = {
  en: {
    heading: 'Unexpected Application Error!',
    description: 'Something went wrong while showing this page. Please try again – if it keeps happening, go back to the home page.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  sv: {
    heading: 'Ett oväntat fel uppstod!',
    description: 'Något gick fel när sidan skulle visas. Försök igen – om felet kvarstår kan du gå tillbaka till startsidan.',
    retry: 'Försök igen',
    home: 'Gå till startsidan',
  },
} as const;
