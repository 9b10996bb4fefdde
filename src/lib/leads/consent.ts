/**
 * Version of the consent wording shown next to the privacy checkbox. Stored with every lead so
 * the company can prove which text a visitor agreed to; bump it whenever that wording changes.
 */
export const consentTextVersion = 'privacy-consent-2026-11';
