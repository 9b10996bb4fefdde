import type { ColumnType, Generated } from 'kysely';

/**
 * Table types. Only portable column types are used (text and integer) so one set of
 * migrations and one query layer serve SQLite and PostgreSQL: times are ISO-8601 UTC strings
 * (which sort correctly as text), flags are 0/1 integers, field sets are JSON text.
 */
export interface LeadsTable {
  id: string;
  form: string;
  locale: string;
  /** The validated fields as JSON. */
  fields: string;
  /** Lower-cased e-mail, kept apart from the JSON so `erase --email` is an indexed query. */
  email: string;
  consent: number;
  consent_version: string | null;
  consent_at: string | null;
  /** HMAC-SHA256 of the client address with a secret salt; never the address itself. */
  client_hash: string;
  /** The rendered form's submission token (or a content key); unique, so a resubmit is a no-op. */
  submission_key: string;
  created_at: string;
  /** Why the lead is doubted ('too-fast': posted sooner after rendering than a person types); null if not. */
  suspect: string | null;
  /** Where sales has got with it: new, contacted, qualified, closed (src/lib/leads/inbox.ts). */
  status: Generated<string>;
  /** The e-mail address of the CMS user who follows it up. */
  owner: string | null;
  note: string | null;
}

/** Every change made to a lead after it arrived: who, when, what. */
export interface LeadEventsTable {
  id: string;
  /** Null for an erasure, which keeps no trace of whose leads went. */
  lead_id: string | null;
  at: string;
  /** The CMS user's e-mail address, or 'cli'. */
  actor: string;
  /** 'follow-up', 'release', 'erase'. */
  action: string;
  /** JSON of what changed (the new values), never the visitor's data. */
  detail: string;
}

export type OutboxStatus = 'pending' | 'delivered' | 'failed';

export interface OutboxTable {
  /** The webhook-id header: stable across retries so receivers can deduplicate. */
  id: string;
  lead_id: string;
  event_type: string;
  /** The exact JSON body, fixed at insert time so every retry sends the same bytes. */
  payload: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: string;
  /** A delivering worker's lease; a worker killed mid-delivery lets it expire and it is retried. */
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

/** Sliding-window rate limit: per client key, the times of its leads within the last window. */
export interface RateLimitWindowsTable {
  key: string;
  /** JSON array of epoch milliseconds, oldest first. */
  hits: string;
  /** ISO time of the newest hit; rows whose newest hit left the window are deleted. */
  last_at: string;
}

/** Per CMS cache tag, its newest revalidation (src/server/cache/revalidations.ts). */
export interface CmsRevalidationsTable {
  tag: string;
  /** Epoch milliseconds; PostgreSQL's bigint arrives as a string. */
  at: ColumnType<number | string, number, number>;
  by: string;
}

export interface LeadDatabaseSchema {
  cms_revalidations: CmsRevalidationsTable;
  leads: LeadsTable;
  outbox: OutboxTable;
  rate_limit_windows: RateLimitWindowsTable;
  lead_events: LeadEventsTable;
}
