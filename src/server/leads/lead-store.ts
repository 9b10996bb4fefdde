import type { LeadDatabase } from '../db/database';
import type { OutboxStatus } from '../db/schema';
import { leadWebhookPayload, outboxRow, type StoredLead } from './lead-service';

/** Read and erase operations for the operations CLI and the tests. */
export interface LeadQuery {
  /** ISO date or date-time; leads created at or after it. */
  since?: string;
  form?: string;
  limit?: number;
  /** Only the leads flagged as suspect (see lead-service.ts). */
  suspect?: boolean;
}

export async function listLeads(database: LeadDatabase, query: LeadQuery = {}): Promise<StoredLead[]> {
  let select = database.db.selectFrom('leads').selectAll().orderBy('created_at').orderBy('id');
  if (query.since) select = select.where('created_at', '>=', new Date(query.since).toISOString());
  if (query.form) select = select.where('form', '=', query.form);
  if (query.suspect) select = select.where('suspect', 'is not', null);
  if (query.limit) select = select.limit(query.limit);
  const rows = await select.execute();
  return rows.map((row) => ({
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
  }));
}

export async function countLeads(database: LeadDatabase): Promise<number> {
  const row = await database.db
    .selectFrom('leads')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Deletes every lead with this e-mail address and their outbox rows; returns the lead count. */
export async function eraseLeadsByEmail(database: LeadDatabase, email: string): Promise<number> {
  const address = email.trim().toLowerCase();
  return database.writeTransaction(async (trx) => {
    const ids = (
      await trx.selectFrom('leads').select('id').where('email', '=', address).execute()
    ).map((row) => row.id);
    if (ids.length === 0) return 0;
    await trx.deleteFrom('outbox').where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('leads').where('id', 'in', ids).execute();
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
  options: { webhookEnabled: boolean; now?: number },
): Promise<boolean> {
  const at = new Date(options.now ?? Date.now()).toISOString();
  return database.writeTransaction(async (trx) => {
    const row = await trx.selectFrom('leads').selectAll().where('id', '=', id).where('suspect', 'is not', null).executeTakeFirst();
    if (!row) return false;
    await trx.updateTable('leads').set({ suspect: null }).where('id', '=', id).execute();
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
