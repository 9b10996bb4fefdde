import type { LeadStatus } from '@/lib/leads/inbox';
import { createHash, randomUUID } from 'node:crypto';
import { documentsDelivered } from '@/content/whitepapers';
import { isLocale } from '@/i18n/locales';
import { consentTextVersion } from '@/lib/leads/consent';
import { leadHoneypotField, leadTicketField } from '@/lib/leads/hidden-fields';
import { isLeadFormName, type LeadFieldErrors, type LeadFormName } from '@/lib/leads/schemas';
import { stripInvisibleFormatting } from '@/lib/leads/text-rules';
import { validateLeadForm } from '@/lib/leads/validate';
import type { LeadDatabase } from '../db/database';
import { hashClientAddress } from './client-address';
import { checkTicket, issueTicket } from './ticket';

export type SubmitLeadResult =
  | { success: true }
  | { success: false; reason: 'validation'; fieldErrors: LeadFieldErrors }
  | { success: false; reason: 'rate-limited' | 'unavailable' };

/** What actually happened; for logs and tests only, never shown to the visitor (bots included). */
export type SubmitLeadOutcome =
  | 'stored'
  | 'stored-suspect'
  | 'duplicate'
  | 'discarded-honeypot'
  | 'invalid'
  | 'rate-limited'
  | 'unavailable';

export interface SubmitLeadRequest {
  form: string;
  input: FormData | Record<string, unknown>;
  locale: string;
  clientAddress: string;
  /** Honeypot and ticket, when they do not travel inside `input`. */
  honeypot?: unknown;
  ticket?: unknown;
}

export interface LeadServiceConfig {
  hashSalt: string;
  formSecret: string;
  minFillMs: number;
  /** A ticket older than this is ignored (the submit is keyed on its content instead). */
  ticketMaxAgeMs?: number;
  rateLimit: { max: number; windowSeconds: number };
  /** When set, each stored lead gets an outbox row in the same transaction. */
  webhookEnabled: boolean;
  locales: readonly string[];
  /** Called after a commit that queued a webhook, so a worker can deliver without waiting. */
  onLeadQueued?: () => void;
  log?: (event: string, detail: Record<string, unknown>) => void;
  now?: () => number;
}

class RateLimitedError extends Error {}

export interface StoredLead {
  id: string;
  form: string;
  locale: string;
  fields: Record<string, unknown>;
  email: string;
  consent: boolean;
  consentVersion: string | null;
  consentAt: string | null;
  clientHash: string;
  submissionKey: string;
  createdAt: string;
  /** Why the lead is doubted ('too-fast'), or null. Suspect leads are kept but not sent to the webhook. */
  suspect: string | null;
  /** Sales' follow-up in the CMS's inbox. */
  status: LeadStatus;
  owner: string | null;
  note: string | null;
}

export interface LeadWebhookPayload {
  type: 'lead.created';
  timestamp: string;
  data: {
    id: string;
    form: string;
    locale: string;
    fields: Record<string, unknown>;
    consent: { given: boolean; version: string | null; at: string | null };
    createdAt: string;
    /** The PDF(s) a whitepaper form delivered, linked in the lead's language; empty for other forms. */
    documents: { name: string; href: string }[];
  };
}

/** The webhook body of a stored lead (also used when an operator releases a suspect lead). */
export function leadWebhookPayload(lead: Pick<StoredLead, 'id' | 'form' | 'locale' | 'fields' | 'consent' | 'consentVersion' | 'consentAt' | 'createdAt'>, at: string): LeadWebhookPayload {
  return {
    type: 'lead.created',
    timestamp: at,
    data: {
      id: lead.id,
      form: lead.form,
      locale: lead.locale,
      fields: lead.fields,
      consent: { given: lead.consent, version: lead.consentVersion, at: lead.consentAt },
      createdAt: lead.createdAt,
      documents: isLocale(lead.locale) ? documentsDelivered(lead.form, lead.fields, lead.locale) : [],
    },
  };
}

/** The outbox row that delivers `payload` (inserted in the same transaction as the lead). */
export function outboxRow(leadId: string, payload: LeadWebhookPayload, at: string) {
  return {
    id: `msg_${randomUUID().replaceAll('-', '')}`,
    lead_id: leadId,
    event_type: payload.type,
    payload: JSON.stringify(payload),
    status: 'pending' as const,
    attempts: 0,
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    delivered_at: null,
  };
}

/** The lead times (epoch ms) of one client still inside the window ending at `now`. */
export function hitsInWindow(stored: string, now: number, windowMs: number): number[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((hit): hit is number => typeof hit === 'number' && hit > now - windowMs).sort((a, b) => a - b);
}

function errorSummary(error: unknown): { code: unknown; message: string } {
  return {
    code: (error as { code?: unknown } | null)?.code ?? null,
    message: error instanceof Error ? error.message : String(error),
  };
}

function readSpecial(source: FormData | Record<string, unknown>, name: string): unknown {
  return source instanceof FormData ? source.get(name) : source[name];
}

export function createLeadService(database: LeadDatabase, config: LeadServiceConfig) {
  const now = config.now ?? Date.now;
  const ticketMaxAgeMs = config.ticketMaxAgeMs ?? 7 * 24 * 60 * 60 * 1000;
  const log = config.log ?? (() => undefined);

  async function submitWithOutcome(
    request: SubmitLeadRequest,
  ): Promise<{ result: SubmitLeadResult; outcome: SubmitLeadOutcome; leadId?: string }> {
    if (!isLeadFormName(request.form) || !config.locales.includes(request.locale)) {
      // The action passes a fixed form name and a checked locale; anything else is a forged post.
      return {
        result: { success: false, reason: 'validation', fieldErrors: {} },
        outcome: 'invalid',
      };
    }
    const form: LeadFormName = request.form;
    const validation = validateLeadForm(form, request.input);
    if (!validation.success) {
      return {
        result: { success: false, reason: 'validation', fieldErrors: validation.fieldErrors },
        outcome: 'invalid',
      };
    }

    const honeypot = request.honeypot ?? readSpecial(request.input, leadHoneypotField);
    if (typeof honeypot === 'string' ? honeypot !== '' : honeypot != null) {
      // Logged (without content) so a lead lost to an over-eager autofill can still be noticed.
      log('lead-discarded', { form, reason: 'honeypot' });
      return { result: { success: true }, outcome: 'discarded-honeypot' };
    }
    const time = now();
    const ticket = checkTicket(
      config.formSecret,
      request.ticket ?? readSpecial(request.input, leadTicketField),
      form,
      time,
      config.minFillMs,
      ticketMaxAgeMs,
    );
    // Posted sooner after the form was rendered than a person can type: usually a bot, but a real
    // person with autofill (and the ?product= prefill) can be that fast too, so the lead is kept,
    // flagged, held back from the webhook and listed by `npm run leads -- list --suspect`.
    const suspect = ticket.kind === 'too-fast' ? 'too-fast' : null;
    if (ticket.kind === 'too-fast') log('lead-suspect', { form, reason: 'too-fast', ageMs: time - ticket.payload.issuedAt });
    // A ticket whose signature does not check out is far more often a rotated or unshared
    // LEADS_FORM_SECRET than a bot (bots simply leave it out), so a real person's lead must not be
    // thrown away for it: it is treated as no ticket, and logged so the configuration gets fixed.
    if (ticket.kind === 'forged') log('lead-ticket-unverifiable', { form });

    // Bidirectional overrides and zero-width characters are refused in single-line fields by the
    // schema; in free text they are removed here, before anything stores, exports or sends them.
    const fields = stripInvisibleFormatting(validation.data);
    const clientHash = hashClientAddress(config.hashSalt, request.clientAddress);
    const createdAt = new Date(time).toISOString();
    // A verified ticket's token (also a too-fast one) with the content keys the submission: the
    // same post sent twice is one lead, and a visitor who goes back and corrects a field sends a
    // new one. Without a usable ticket (a no-JavaScript post of the static page, a tab left open
    // for a week, an unverifiable signature) the same content from the same client within the
    // hour counts as one submission.
    const contentHash = (parts: unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
    const submissionKey =
      ticket.kind === 'valid' || ticket.kind === 'too-fast'
        ? `t:${ticket.payload.token}:${contentHash([fields])}`
        : `c:${contentHash([form, clientHash, fields, createdAt.slice(0, 13)])}`;
    // The address to erase by: `email`, or `workEmail` on forms that name it so (Circular Testing).
    const address = typeof fields.email === 'string' ? fields.email : fields.workEmail;
    const email = typeof address === 'string' ? address.toLowerCase() : '';
    const consentGiven = fields.consent === true;
    const leadId = randomUUID();
    const windowMs = Math.max(1, config.rateLimit.windowSeconds) * 1000;
    const rateKey = `lead:${clientHash}`;
    const queueWebhook = config.webhookEnabled && suspect === null;

    try {
      const stored = await database.writeTransaction(async (trx) => {
        const inserted = await trx
          .insertInto('leads')
          .values({
            id: leadId,
            form,
            locale: request.locale,
            fields: JSON.stringify(fields),
            email,
            consent: consentGiven ? 1 : 0,
            consent_version: consentGiven ? consentTextVersion : null,
            consent_at: consentGiven ? createdAt : null,
            client_hash: clientHash,
            submission_key: submissionKey,
            created_at: createdAt,
            suspect,
          })
          .onConflict((oc) => oc.column('submission_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;

        // Sliding window: the client's lead times of the last window, kept in the database so every
        // server process shares them. The upsert comes first because on PostgreSQL it locks the
        // client's row, so concurrent submissions of one client are counted one after the other.
        const window = await trx
          .insertInto('rate_limit_windows')
          .values({ key: rateKey, hits: '[]', last_at: createdAt })
          .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ hits: eb.ref('rate_limit_windows.hits') })))
          .returning('hits')
          .executeTakeFirstOrThrow();
        const hits = hitsInWindow(window.hits, time, windowMs);
        if (hits.length >= config.rateLimit.max) throw new RateLimitedError();
        await trx
          .updateTable('rate_limit_windows')
          .set({ hits: JSON.stringify([...hits, time]), last_at: createdAt })
          .where('key', '=', rateKey)
          .execute();
        // Clients whose newest lead has left the window need no row (the privacy policy promises
        // these records are cleared within half an hour).
        await trx
          .deleteFrom('rate_limit_windows')
          .where('last_at', '<', new Date(time - windowMs).toISOString())
          .execute();

        if (queueWebhook) {
          const payload = leadWebhookPayload(
            {
              id: leadId,
              form,
              locale: request.locale,
              fields,
              consent: consentGiven,
              consentVersion: consentGiven ? consentTextVersion : null,
              consentAt: consentGiven ? createdAt : null,
              createdAt,
            },
            createdAt,
          );
          await trx.insertInto('outbox').values(outboxRow(leadId, payload, createdAt)).execute();
        }
        return true;
      });
      if (!stored) return { result: { success: true }, outcome: 'duplicate' };
      if (queueWebhook) {
        try {
          config.onLeadQueued?.();
        } catch {
          // Delivery is the worker's business; the lead is committed, the visitor gets success.
        }
      }
      return { result: { success: true }, outcome: suspect ? 'stored-suspect' : 'stored', leadId };
    } catch (error) {
      if (error instanceof RateLimitedError) {
        return { result: { success: false, reason: 'rate-limited' }, outcome: 'rate-limited' };
      }
      // The error that made the write fail (e.g. SQLITE_IOERR), never the lead's content.
      log('lead-store-failed', { form, ...errorSummary(error) });
      return { result: { success: false, reason: 'unavailable' }, outcome: 'unavailable' };
    }
  }

  return {
    /** Validates, screens and stores one submission. Resolves only after the commit. */
    async submitLead(request: SubmitLeadRequest): Promise<SubmitLeadResult> {
      return (await submitWithOutcome(request)).result;
    },
    submitWithOutcome,
    issueTicket(form: LeadFormName): string {
      return issueTicket(config.formSecret, form, now());
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
