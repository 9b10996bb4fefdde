/** Where the leads inbox lives in the admin, and its API. */
export const leadsInboxPath = '/admin/leads';
export const leadsApiPath = '/api/leads';
