import { randomUUID } from 'node:crypto';
import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { LeadFollowUp, LeadStatus } from '@/lib/leads/inbox';
import type { LeadDatabase } from '../db/database';
import type { LeadDatabaseSchema, LeadsTable, OutboxStatus } from '../db/schema';
import { leadWebhookPayload, outboxRow, type StoredLead } from './lead-service';

/**
 * Read, follow-up and erase operations for the CMS's leads inbox, the operations CLI and the
 * tests. Every change records who made it (`actor`: a CMS user's e-mail address, or 'cli').
 */
export interface LeadQuery {
  /** ISO date or date-time; leads created at or after it. */
  since?: string;
  /** ISO date or date-time; leads created before it. */
  before?: string;
  form?: string;
  status?: LeadStatus;
  /** Matched case-insensitively against the e-mail address and every field (company, name…). */
  search?: string;
  limit?: number;
  offset?: number;
  /** Newest first (the inbox) rather than oldest first (exports). */
  newestFirst?: boolean;
  /** Only the leads flagged as suspect (see lead-service.ts). */
  suspect?: boolean;
}

/**
 * The fields in lower case, Nordic letters included: SQLite's lower() folds ASCII only, so 'Å',
 * 'Ä', 'Ö' (and 'Æ', 'Ø', 'É', 'Ü') are folded first, alike on both databases.
 */
const foldedFields = sql`lower(${[...'ÅÄÖÆØÉÜ'].reduce((expression, letter) => sql`replace(${expression}, ${letter}, ${letter.toLowerCase()})`, sql.ref('fields'))})`;

function filtered<Output>(select: SelectQueryBuilder<LeadDatabaseSchema, 'leads', Output>, query: LeadQuery): SelectQueryBuilder<LeadDatabaseSchema, 'leads', Output> {
  let result = select;
  if (query.since) result = result.where('created_at', '>=', new Date(query.since).toISOString());
  if (query.before) result = result.where('created_at', '<', new Date(query.before).toISOString());
  if (query.form) result = result.where('form', '=', query.form);
  if (query.status) result = result.where('status', '=', query.status);
  if (query.suspect) result = result.where('suspect', 'is not', null);
  if (query.search) {
    // LIKE with its wildcards escaped, so '%' and '_' are searched for, not matched by.
    const pattern = `%${query.search.toLowerCase().replace(/[\\%_]/gu, (c) => `\\${c}`)}%`;
    result = result.where(({ or }) => or([sql<boolean>`email like ${pattern} escape '\\'`, sql<boolean>`${foldedFields} like ${pattern} escape '\\'`]));
  }
  return result;
}

function storedLead(row: Selectable<LeadsTable>): StoredLead {
  return {
    id: row.id,
    form: row.form,
    locale: row.locale,
    fields: JSON.parse(row.fields) as Record<string, unknown>,
    email: row.email,
    consent: Number(row.consent) === 1,
    consentVersion: row.consent_version,
    consentAt: row.consent_at,
    clientHash: row.client_hash,
    submissionKey: row.submission_key,
    createdAt: row.created_at,
    suspect: row.suspect,
    status: row.status as LeadStatus,
    owner: row.owner,
    note: row.note,
  };
}

export async function listLeads(database: LeadDatabase, query: LeadQuery = {}): Promise<StoredLead[]> {
  let select = filtered(database.db.selectFrom('leads').selectAll(), query);
  select = query.newestFirst ? select.orderBy('created_at', 'desc').orderBy('id', 'desc') : select.orderBy('created_at').orderBy('id');
  if (query.limit) select = select.limit(query.limit);
  if (query.offset) select = select.offset(query.offset);
  return (await select.execute()).map(storedLead);
}

/** How many leads the query matches, ignoring its limit and offset. */
export async function countMatchingLeads(database: LeadDatabase, query: LeadQuery = {}): Promise<number> {
  const row = await filtered(database.db.selectFrom('leads'), query)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function getLead(database: LeadDatabase, id: string): Promise<StoredLead | undefined> {
  const row = await database.db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? storedLead(row) : undefined;
}

export interface LeadEvent {
  at: string;
  actor: string;
  action: string;
  detail: Record<string, unknown>;
}

/** What was done to a lead after it arrived, oldest first. */
export async function leadEvents(database: LeadDatabase, leadId: string): Promise<LeadEvent[]> {
  const rows = await database.db.selectFrom('lead_events').selectAll().where('lead_id', '=', leadId).orderBy('at').orderBy('id').execute();
  return rows.map((row) => ({ at: row.at, actor: row.actor, action: row.action, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

async function recordEvent(trx: Kysely<LeadDatabaseSchema>, event: { leadId: string | null; actor: string; action: string; detail: Record<string, unknown>; at: string }): Promise<void> {
  await trx
    .insertInto('lead_events')
    .values({ id: randomUUID(), lead_id: event.leadId, at: event.at, actor: event.actor, action: event.action, detail: JSON.stringify(event.detail) })
    .execute();
}

/** Sets a lead's status, owner and note; returns false when no lead has this id. */
export async function followUpLead(database: LeadDatabase, id: string, change: LeadFollowUp, actor: string, now = Date.now()): Promise<boolean> {
  return database.writeTransaction(async (trx) => {
    const result = await trx.updateTable('leads').set({ status: change.status, owner: change.owner, note: change.note }).where('id', '=', id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordEvent(trx, { leadId: id, actor, action: 'follow-up', detail: { ...change }, at: new Date(now).toISOString() });
    return true;
  });
}

export async function countLeads(database: LeadDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Deletes every lead with this e-mail address, their outbox rows and their history (GDPR Art. 17);
 * returns the lead count. What stays is one event that an erasure of n leads happened, by whom.
 */
export async function eraseLeadsByEmail(database: LeadDatabase, email: string, actor = 'cli', now = Date.now()): Promise<number> {
  const address = email.trim().toLowerCase();
  return database.writeTransaction(async (trx) => {
    const ids = (
      await trx.selectFrom('leads').select('id').where('email', '=', address).execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom('outbox').where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('lead_events').where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('leads').where('id', 'in', ids).execute();
    await recordEvent(trx, { leadId: null, actor, action: 'erase', detail: { leads: ids.length }, at: new Date(now).toISOString() });
    return ids.length;
  });
}

/**
 * An operator vouches for a suspect lead: the flag is cleared and, when a webhook is configured,
 * the lead is queued for delivery as every other lead was. Returns false when no suspect lead has
 * this id.
 */
export async function releaseSuspectLead(
  database: LeadDatabase,
  id: string,
  options: { webhookEnabled: boolean; now?: number; actor?: string },
): Promise<boolean> {
  const at = new Date(options.now ?? Date.now()).toISOString();
  return database.writeTransaction(async (trx) => {
    const row = await trx.selectFrom('leads').selectAll().where('id', '=', id).where('suspect', 'is not', null).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('leads').set({ suspect: null }).where('id', '=', id).execute();
    await recordEvent(trx, { leadId: id, actor: options.actor ?? 'cli', action: 'release', detail: { suspect: row.suspect }, at });
    if (options.webhookEnabled) {
      const payload = leadWebhookPayload(
        {
          id: row.id,
          form: row.form,
          locale: row.locale,
          fields: JSON.parse(row.fields) as Record<string, unknown>,
          consent: Number(row.consent) === 1,
          consentVersion: row.consent_version,
          consentAt: row.consent_at,
          createdAt: row.created_at,
        },
        at,
      );
      await trx.insertInto('outbox').values(outboxRow(row.id, payload, at)).execute();
    }
    return true;
  });
}

export interface OutboxEntry {
  id: string;
  leadId: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export async function listOutbox(
  database: LeadDatabase,
  statuses: readonly OutboxStatus[] = ['pending', 'failed'],
): Promise<OutboxEntry[]> {
  const rows = await database.db
    .selectFrom('outbox')
    .selectAll()
    .where('status', 'in', [...statuses])
    .orderBy('created_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    status: row.status,
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    deliveredAt: row.delivered_at,
  }));
}

/** Puts a failed (or delivered) message back in the queue with a fresh attempt budget. */
export async function replayOutbox(database: LeadDatabase, id: string, now = Date.now()): Promise<boolean> {
  const result = await database.retryWhileBusy(() =>
    database.db
      .updateTable('outbox')
      .set({
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date(now).toISOString(),
        locked_until: null,
      })
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) > 0;
}
