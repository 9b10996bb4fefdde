import { createHash, randomUUID } from 'node:crypto';
import { consentTextVersion } from '@/lib/leads/consent';
import { leadHoneypotField, leadTicketField } from '@/lib/leads/hidden-fields';
import { isLeadFormName, type LeadFieldErrors, type LeadFormName } from '@/lib/leads/schemas';
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
  | 'duplicate'
  | 'discarded-honeypot'
  | 'discarded-too-fast'
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
  };
}

function readSpecial(source: FormData | Record<string, unknown>, name: string): unknown {
  return source instanceof FormData ? source.get(name) : source[name];
}

export function createLeadService(database: LeadDatabase, config: LeadServiceConfig) {
  const now = config.now ?? Date.now;
  const ticketMaxAgeMs = config.ticketMaxAgeMs ?? 7 * 24 * 60 * 60 * 1000;
  const log = config.log ?? (() => undefined);
  const { db } = database;

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
    if (ticket.kind === 'too-fast') {
      log('lead-discarded', { form, reason: 'too-fast', ageMs: time - ticket.payload.issuedAt });
      return { result: { success: true }, outcome: 'discarded-too-fast' };
    }
    // A ticket whose signature does not check out is far more often a rotated or unshared
    // LEADS_FORM_SECRET than a bot (bots simply leave it out), so a real person's lead must not be
    // thrown away for it: it is treated as no ticket, and logged so the configuration gets fixed.
    if (ticket.kind === 'forged') log('lead-ticket-unverifiable', { form });

    const fields = validation.data;
    const clientHash = hashClientAddress(config.hashSalt, request.clientAddress);
    const createdAt = new Date(time).toISOString();
    // Without a usable ticket (a no-JavaScript post of the static page, a tab left open for a
    // week, an unverifiable signature) the same content from the same client within the hour counts as one submission.
    const submissionKey =
      ticket.kind === 'valid'
        ? `t:${ticket.payload.token}`
        : `c:${createHash('sha256')
            .update(JSON.stringify([form, clientHash, fields, createdAt.slice(0, 13)]))
            .digest('base64url')}`;
    const email = typeof fields.email === 'string' ? fields.email.toLowerCase() : '';
    const consentGiven = fields.consent === true;
    const leadId = randomUUID();
    const windowIndex = Math.floor(time / 1000 / Math.max(1, config.rateLimit.windowSeconds));

    try {
      const stored = await db.transaction().execute(async (trx) => {
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
          })
          .onConflict((oc) => oc.column('submission_key').doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!inserted) return false;

        const counter = await trx
          .insertInto('rate_limits')
          .values({ key: `lead:${clientHash}`, window_index: windowIndex, count: 1 })
          .onConflict((oc) =>
            oc.columns(['key', 'window_index']).doUpdateSet((eb) => ({
              count: eb('rate_limits.count', '+', 1),
            })),
          )
          .returning('count')
          .executeTakeFirstOrThrow();
        if (Number(counter.count) > config.rateLimit.max) throw new RateLimitedError();
        // Counters of finished windows are useless; keeping the table to two windows keeps it
        // tiny (and the privacy policy's promise that they are cleared within half an hour).
        await trx.deleteFrom('rate_limits').where('window_index', '<', windowIndex - 1).execute();

        if (config.webhookEnabled) {
          const payload: LeadWebhookPayload = {
            type: 'lead.created',
            timestamp: createdAt,
            data: {
              id: leadId,
              form,
              locale: request.locale,
              fields,
              consent: {
                given: consentGiven,
                version: consentGiven ? consentTextVersion : null,
                at: consentGiven ? createdAt : null,
              },
              createdAt,
            },
          };
          await trx
            .insertInto('outbox')
            .values({
              id: `msg_${randomUUID().replaceAll('-', '')}`,
              lead_id: leadId,
              event_type: payload.type,
              payload: JSON.stringify(payload),
              status: 'pending',
              attempts: 0,
              next_attempt_at: createdAt,
              locked_until: null,
              last_error: null,
              created_at: createdAt,
              delivered_at: null,
            })
            .execute();
        }
        return true;
      });
      if (!stored) return { result: { success: true }, outcome: 'duplicate' };
      if (config.webhookEnabled) {
        try {
          config.onLeadQueued?.();
        } catch {
          // Delivery is the worker's business; the lead is committed, the visitor gets success.
        }
      }
      return { result: { success: true }, outcome: 'stored', leadId };
    } catch (error) {
      if (error instanceof RateLimitedError) {
        return { result: { success: false, reason: 'rate-limited' }, outcome: 'rate-limited' };
      }
      log('lead-store-failed', {
        form,
        code: (error as { code?: unknown }).code ?? null,
        message: error instanceof Error ? error.message : String(error),
      });
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
