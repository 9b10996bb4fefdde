/** localStorage key that remembers the visitor has closed the cookie notice (also named in the privacy policy). */
export const cookieNoticeStorageKey = 'cookie-notice-dismissed';
