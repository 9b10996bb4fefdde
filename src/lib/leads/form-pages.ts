import { localizedPath, splitLocale } from '@/i18n/paths';
import type { Locale } from '@/i18n/locales';
import { type RoutePath, routes } from '@/lib/routes';
import type { LeadFormName } from './schemas';

/** The one page each lead form is on. */
export const leadFormPages = {
  contact: routes.contact,
  'circular-whitepaper': routes.productCircularTesting,
  'vdt-whitepaper': routes.productVdt,
  'hair-whitepaper': routes.productHairAnalysis,
  'instaclear-whitepaper': routes.productInstaclear,
  whitepapers: routes.whitepapers,
} as const satisfies Record<LeadFormName, RoutePath>;

/** The element each form sits in on its page: where a visitor sent back to the form lands. */
export const leadFormAnchors = {
  contact: 'contact-form-heading',
  'circular-whitepaper': 'whitepaper',
  'vdt-whitepaper': 'whitepaper',
  'hair-whitepaper': 'whitepaper',
  'instaclear-whitepaper': 'whitepaper-form',
  whitepapers: 'download-whitepapers',
} as const satisfies Record<LeadFormName, string>;

/** The server action each lead form posts to (src/server/leads/actions.ts), by its exported name. */
export const leadFormActions = {
  submitContactLead: 'contact',
  submitCircularWhitepaperLead: 'circular-whitepaper',
  submitVdtWhitepaperLead: 'vdt-whitepaper',
  submitHairWhitepaperLead: 'hair-whitepaper',
  submitInstaclearWhitepaperLead: 'instaclear-whitepaper',
  submitWhitepapersLead: 'whitepapers',
} as const satisfies Record<string, LeadFormName>;

/** The action a form calls for its ticket before it posts: taken by any page with a lead form. */
export const leadTicketAction = 'issueLeadTicket';

/**
 * Whether the action of this exported name may be posted to the page at `pathname`: a form's
 * action only to its form's page, the ticket action to any page with a form; other actions are
 * not the lead forms' to judge.
 */
export function leadFormActionHostedAt(actionName: string, pathname: string): boolean {
  const at = leadFormAt(pathname);
  if (actionName === leadTicketAction) return at !== undefined;
  const form = (leadFormActions as Record<string, LeadFormName | undefined>)[actionName];
  return form === undefined || at?.form === form;
}

/** The lead form on the page at `pathname` (either language), if there is one. */
export function leadFormAt(pathname: string): { form: LeadFormName; locale: Locale } | undefined {
  const { locale, path } = splitLocale(pathname);
  const form = (Object.keys(leadFormPages) as LeadFormName[]).find((name) => leadFormPages[name] === path);
  return form === undefined ? undefined : { form, locale };
}

/**
 * A lead form's permalink (React's `useActionState` third argument): the page a post without
 * JavaScript goes to and comes back as. React matches the answer to the form by the key it derives
 * from it (`$ACTION_KEY`: `p` + permalink), so the key is the same in every build and the request
 * guard can tell a genuine key from a stale or forged one before anything is stored.
 */
export function leadFormPermalink(form: LeadFormName, locale: Locale): string {
  return localizedPath(leadFormPages[form], locale);
}

/** The `$ACTION_KEY` a post without JavaScript to this path carries, or undefined: no form here. */
export function leadFormActionKey(pathname: string): string | undefined {
  const at = leadFormAt(pathname);
  return at === undefined ? undefined : `p${leadFormPermalink(at.form, at.locale)}`;
}
