/**
 * Names of the inputs every lead form posts besides its schema's fields. The browser form renders
 * them and the server reads them, so both import the names from here.
 */

/** The honeypot: hidden from people, tempting to bots that fill every field. */
export const leadHoneypotField = 'website';
/** The signed form ticket (render time + submission token, see src/server/leads/ticket.ts). */
export const leadTicketField = 'ticket';
/** The page's language, stored with the lead. */
export const leadLocaleField = 'locale';
