/**
 * The leads inbox's rules, free of any store or framework: the follow-up statuses, and the
 * parsing of what the inbox's filters and forms send (query strings and form posts), so a bad
 * value is refused with a message instead of reaching a query.
 */

export const leadStatuses = ['new', 'contacted', 'qualified', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', qualified: 'Qualified', closed: 'Closed' };

export function isLeadStatus(value: unknown): value is LeadStatus {
  return (leadStatuses as readonly unknown[]).includes(value);
}

export interface InboxFilter {
  form?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  status?: LeadStatus;
  suspect?: boolean;
  search?: string;
  page: number;
}

export const inboxPageSize = 25;
const maxSearchLength = 100;
const maxNoteLength = 2000;

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === null || text.trim() === '' ? undefined : text.trim();
}

function isDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/u.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** The inbox's filters from its query string; what does not parse is dropped and named in `ignored`. */
export function parseInboxFilter(params: Params, forms: readonly string[]): { filter: InboxFilter; ignored: string[] } {
  const ignored: string[] = [];
  /** The parameter's value when it is well-formed; a malformed one is noted and left out. */
  const accepted = (name: string, valid: (value: string) => boolean): string | undefined => {
    const value = param(params, name);
    if (value === undefined || valid(value)) return value;
    ignored.push(name);
    return undefined;
  };
  const form = accepted('form', (value) => forms.includes(value));
  const from = accepted('from', isDay);
  const to = accepted('to', isDay);
  const status = accepted('status', isLeadStatus);
  const search = param(params, 'search')?.slice(0, maxSearchLength);
  const page = accepted('page', (value) => /^[1-9]\d{0,5}$/u.test(value));
  const filter: InboxFilter = {
    ...(form ? { form } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(isLeadStatus(status) ? { status } : {}),
    ...(param(params, 'suspect') !== undefined ? { suspect: true } : {}),
    ...(search ? { search } : {}),
    page: page ? Number(page) : 1,
  };
  return { filter, ignored };
}

/** The store's query for a filter: whole days in UTC, one page, newest first. */
export function inboxQuery(filter: InboxFilter): {
  form?: string;
  since?: string;
  before?: string;
  status?: LeadStatus;
  suspect?: boolean;
  search?: string;
  limit: number;
  offset: number;
  newestFirst: true;
} {
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();
  return {
    form: filter.form,
    since: filter.from ? `${filter.from}T00:00:00.000Z` : undefined,
    before: filter.to ? dayAfter(filter.to) : undefined,
    status: filter.status,
    suspect: filter.suspect,
    search: filter.search,
    limit: inboxPageSize,
    offset: (filter.page - 1) * inboxPageSize,
    newestFirst: true,
  };
}

export interface LeadFollowUp {
  status: LeadStatus;
  /** A CMS user's e-mail address, or null when nobody has it yet. */
  owner: string | null;
  note: string | null;
}

/** A follow-up form post: a known status, an owner among the CMS's users, a note of bounded length. */
export function parseFollowUp(params: Params, owners: readonly string[]): { ok: true; value: LeadFollowUp } | { ok: false; error: string } {
  const status = param(params, 'status');
  if (!isLeadStatus(status)) return { ok: false, error: `Status must be one of: ${leadStatuses.join(', ')}.` };
  const owner = param(params, 'owner') ?? null;
  if (owner !== null && !owners.includes(owner)) return { ok: false, error: 'The owner must be a user of the CMS.' };
  const note = param(params, 'note') ?? null;
  if (note !== null && note.length > maxNoteLength) return { ok: false, error: `The note is longer than ${maxNoteLength} characters.` };
  return { ok: true, value: { status, owner, note } };
}
