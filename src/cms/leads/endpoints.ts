import type { Endpoint, PayloadRequest } from 'payload';
import { inboxQuery, parseFollowUp, parseInboxFilter } from '@/lib/leads/inbox';
import { leadFormSchemas } from '@/lib/leads/schemas';
import { hasRole } from '../access/roles';
import { leadsInboxPath } from './paths';
import { leadOwners, leadStore } from './store';

/**
 * The leads inbox's API under /api/leads, for the `sales` and `admin` roles only: it reads and
 * changes leads through the lead store (src/server/leads/lead-store.ts), the same functions the
 * operations CLI uses, so the store's guarantees hold. Each change records who made it. The
 * admin's inbox view (src/cms/views/leads-inbox.tsx) posts plain forms here and is sent back to
 * itself; other clients get JSON.
 */

const leadForms = Object.keys(leadFormSchemas);

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });
}

/** Whoever may work on leads, by e-mail address; otherwise the refusal to send. */
function salesUser(req: PayloadRequest): { actor: string } | { refusal: Response } {
  if (!req.user) return { refusal: json(401, { errors: [{ message: 'Sign in to work on leads.' }] }) };
  if (!hasRole(req.user, 'admin', 'sales')) return { refusal: json(403, { errors: [{ message: 'Leads are for the sales and admin roles.' }] }) };
  return { actor: String((req.user as { email?: unknown }).email ?? req.user.id) };
}

/** A form post from the admin's inbox (urlencoded) rather than an API call (JSON). */
function isFormPost(req: PayloadRequest): boolean {
  return (req.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded');
}

async function body(req: PayloadRequest): Promise<URLSearchParams> {
  const text = (await req.text?.()) ?? '';
  if (isFormPost(req)) return new URLSearchParams(text);
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new URLSearchParams();
    return new URLSearchParams(Object.entries(parsed).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])));
  } catch {
    return new URLSearchParams();
  }
}

/** After a form post: back to the inbox with what happened; after an API call: JSON. */
function answer(req: PayloadRequest, outcome: { status: number; notice: string; leadId?: string }): Response {
  if (!isFormPost(req)) return json(outcome.status, { notice: outcome.notice });
  const params = new URLSearchParams({ notice: outcome.notice, ...(outcome.leadId ? { lead: outcome.leadId } : {}) });
  return new Response(null, { status: 303, headers: { Location: `${leadsInboxPath}?${params}`, 'Cache-Control': 'no-store' } });
}

function requestParams(req: PayloadRequest): URLSearchParams {
  return new URL(req.url ?? '', 'http://localhost').searchParams;
}

export const leadsEndpoints: Endpoint[] = [
  {
    path: '/leads',
    method: 'get',
    handler: async (req) => {
      const user = salesUser(req);
      if ('refusal' in user) return user.refusal;
      const { filter, ignored } = parseInboxFilter(requestParams(req), leadForms);
      const { runtime, listLeads, countMatchingLeads } = await leadStore();
      const query = inboxQuery(filter);
      const [docs, totalDocs] = await Promise.all([listLeads(runtime.database, query), countMatchingLeads(runtime.database, query)]);
      return json(200, { docs, totalDocs, page: filter.page, ignored });
    },
  },
  {
    path: '/leads/export.csv',
    method: 'get',
    handler: async (req) => {
      const user = salesUser(req);
      if ('refusal' in user) return user.refusal;
      const { filter } = parseInboxFilter(requestParams(req), leadForms);
      const { runtime, listLeads } = await leadStore();
      const { leadsToCsv } = await import('@/server/leads/lead-export');
      const { limit: _limit, offset: _offset, newestFirst: _newestFirst, ...all } = inboxQuery(filter);
      const csv = leadsToCsv(await listLeads(runtime.database, all));
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="leads-${day}.csv"`, 'Cache-Control': 'no-store' },
      });
    },
  },
  {
    path: '/leads/:id',
    method: 'get',
    handler: async (req) => {
      const user = salesUser(req);
      if ('refusal' in user) return user.refusal;
      const { runtime, getLead, leadEvents } = await leadStore();
      const id = String(req.routeParams?.id ?? '');
      const lead = await getLead(runtime.database, id);
      if (!lead) return json(404, { errors: [{ message: 'No lead with this id.' }] });
      return json(200, { ...lead, events: await leadEvents(runtime.database, id) });
    },
  },
  {
    path: '/leads/:id/follow-up',
    method: 'post',
    handler: async (req) => {
      const user = salesUser(req);
      if ('refusal' in user) return user.refusal;
      const id = String(req.routeParams?.id ?? '');
      const change = parseFollowUp(await body(req), await leadOwners(req.payload));
      if (!change.ok) return isFormPost(req) ? answer(req, { status: 400, notice: 'invalid', leadId: id }) : json(400, { errors: [{ message: change.error }] });
      const { runtime, followUpLead } = await leadStore();
      const saved = await followUpLead(runtime.database, id, change.value, user.actor);
      return answer(req, saved ? { status: 200, notice: 'saved', leadId: id } : { status: 404, notice: 'not-found' });
    },
  },
  {
    path: '/leads/:id/release',
    method: 'post',
    handler: async (req) => {
      const user = salesUser(req);
      if ('refusal' in user) return user.refusal;
      const id = String(req.routeParams?.id ?? '');
      const { runtime, releaseSuspectLead } = await leadStore();
      const released = await releaseSuspectLead(runtime.database, id, { webhookEnabled: runtime.worker !== undefined, actor: user.actor });
      return answer(req, released ? { status: 200, notice: 'released', leadId: id } : { status: 404, notice: 'not-suspect', leadId: id });
    },
  },
  {
    path: '/leads/erase',
    method: 'post',
    handler: async (req) => {
      const user = salesUser(req);
      if ('refusal' in user) return user.refusal;
      const params = await body(req);
      const email = params.get('email')?.trim().toLowerCase() ?? '';
      // Typed twice: an erasure cannot be undone.
      if (!/^[^\s@]+@[^\s@]+$/u.test(email) || params.get('confirm')?.trim().toLowerCase() !== email) {
        return isFormPost(req) ? answer(req, { status: 400, notice: 'erase-unconfirmed' }) : json(400, { errors: [{ message: 'Give the e-mail address, and the same again as confirm.' }] });
      }
      const { runtime, eraseLeadsByEmail } = await leadStore();
      const erased = await eraseLeadsByEmail(runtime.database, email, user.actor);
      return isFormPost(req) ? answer(req, { status: 200, notice: erased > 0 ? 'erased' : 'nothing-erased' }) : json(200, { erased });
    },
  },
];
