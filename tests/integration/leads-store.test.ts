import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consentTextVersion } from '@/lib/leads/consent';
import { parseCsv } from '@/lib/leads/csv';
import type { LeadDatabase } from '@/server/db/database';
import { hashClientAddress } from '@/server/leads/client-address';
import { leadsToCsv } from '@/server/leads/lead-export';
import { countLeads, countMatchingLeads, eraseLeadsByEmail, followUpLead, getLead, leadEvents, listLeads, listOutbox, releaseSuspectLead } from '@/server/leads/lead-store';
import { createClockedService, createTestDatabase, postgresAdminUrl, type TestDatabase, validContact } from './leads-helpers';

const kinds = ['sqlite', 'postgres'] as const;

for (const kind of kinds) {
  const skipReason = kind === 'postgres' ? postgresAdminUrl().reason : undefined;
  describe.skipIf(skipReason !== undefined)(`lead store on ${kind}${skipReason ? ` (skipped: ${skipReason})` : ''}`, () => {
    let testDb: TestDatabase;
    let database: LeadDatabase;

    beforeEach(async () => {
      testDb = await createTestDatabase(kind);
      database = await testDb.open();
    });
    afterEach(async () => {
      await database.close();
      await testDb.cleanup();
    });

    it('stores a valid lead with consent record and a salted address hash, only after commit', async () => {
      const { service, ticket, clock } = createClockedService(database);
      const result = await service.submitWithOutcome({
        form: 'contact',
        input: { ...validContact, unknownField: 'dropped', ticket: ticket() },
        locale: 'sv',
        clientAddress: '203.0.113.7',
      });
      expect(result.result).toEqual({ success: true });
      expect(result.outcome).toBe('stored');
      const [lead, ...others] = await listLeads(database);
      expect(others).toEqual([]);
      expect(lead).toMatchObject({
        id: result.leadId,
        form: 'contact',
        locale: 'sv',
        email: 'asa.oberg@example.se',
        consent: true,
        consentVersion: consentTextVersion,
        consentAt: new Date(clock.now).toISOString(),
        createdAt: new Date(clock.now).toISOString(),
      });
      expect(lead?.fields).toEqual({ ...validContact });
      expect(lead?.fields).not.toHaveProperty('unknownField');
      expect(lead?.clientHash).toBe(hashClientAddress('test-salt', '203.0.113.7'));
      expect(lead?.clientHash).not.toContain('203.0.113.7');
    });

    it('stores nothing that the schema rejects and returns message keys', async () => {
      const { service, ticket } = createClockedService(database);
      const result = await service.submitLead({
        form: 'contact',
        input: { ...validContact, email: 'nope', message: 'a\u0000b', ticket: ticket() },
        locale: 'en',
        clientAddress: '203.0.113.7',
      });
      expect(result).toEqual({
        success: false,
        reason: 'validation',
        fieldErrors: { email: 'emailInvalid', message: 'controlCharacters' },
      });
      expect(await countLeads(database)).toBe(0);
    });

    it('rejects an unknown form or locale without storing', async () => {
      const { service, ticket } = createClockedService(database);
      for (const [form, locale] of [['admin', 'en'], ['contact', 'de']] as const) {
        const result = await service.submitLead({ form, input: { ...validContact, ticket: ticket() }, locale, clientAddress: 'a' });
        expect(result.success).toBe(false);
      }
      expect(await countLeads(database)).toBe(0);
    });

    it('stores HTML and SQL injection strings as plain text', async () => {
      const { service, ticket } = createClockedService(database);
      const message = `<img src=x onerror=alert(1)> '); DROP TABLE leads; -- "quoted"`;
      await service.submitLead({ form: 'contact', input: { ...validContact, message, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      const [lead] = await listLeads(database);
      expect(lead?.fields.message).toBe(message);
    });

    it('makes one lead of a double submit of the same rendered form, also when concurrent', async () => {
      const { service, ticket } = createClockedService(database);
      const sameTicket = ticket();
      const request = { form: 'contact', input: { ...validContact, ticket: sameTicket }, locale: 'en', clientAddress: 'a' };
      const outcomes = await Promise.all([
        service.submitWithOutcome(request),
        service.submitWithOutcome(request),
        service.submitWithOutcome(request),
      ]);
      expect(outcomes.map((o) => o.result)).toEqual([{ success: true }, { success: true }, { success: true }]);
      expect(outcomes.map((o) => o.outcome).sort()).toEqual(['duplicate', 'duplicate', 'stored']);
      const again = await service.submitWithOutcome(request);
      expect(again.outcome).toBe('duplicate');
      expect(await countLeads(database)).toBe(1);
      // A new rendering of the form (a new ticket) is a new lead.
      await service.submitLead({ ...request, input: { ...validContact, ticket: ticket() } });
      expect(await countLeads(database)).toBe(2);
      // The same rendering sent again with a field corrected (back, edit, send) is stored too.
      const corrected = await service.submitWithOutcome({ ...request, input: { ...validContact, message: 'Corrected question', ticket: sameTicket } });
      expect(corrected.outcome).toBe('stored');
      expect((await listLeads(database)).find((lead) => lead.id === corrected.leadId)?.fields.message).toBe('Corrected question');
    });

    it('without a ticket (no JavaScript) dedupes identical content from the same client', async () => {
      const { service } = createClockedService(database);
      const request = { form: 'contact', input: { ...validContact }, locale: 'en', clientAddress: 'a' };
      expect((await service.submitWithOutcome(request)).outcome).toBe('stored');
      expect((await service.submitWithOutcome(request)).outcome).toBe('duplicate');
      expect((await service.submitWithOutcome({ ...request, input: { ...validContact, message: 'Another question' } })).outcome).toBe('stored');
      expect(await countLeads(database)).toBe(2);
    });

    it('discards a filled honeypot, keeps a too-fast submission flagged as suspect (no webhook), and logs why', async () => {
      const events: [string, Record<string, unknown>][] = [];
      const { service, ticket } = createClockedService(database, { webhookEnabled: true, log: (event, detail) => events.push([event, detail]) });
      const base = { form: 'contact', locale: 'en', clientAddress: 'a' };
      const honeypot = await service.submitWithOutcome({ ...base, input: { ...validContact, ticket: ticket(), website: 'http://spam' } });
      const tooFast = await service.submitWithOutcome({ ...base, input: { ...validContact, email: 'fast@example.com', ticket: ticket(1500) } });
      expect([honeypot, tooFast].map((o) => o.result)).toEqual([{ success: true }, { success: true }]);
      expect([honeypot.outcome, tooFast.outcome]).toEqual(['discarded-honeypot', 'stored-suspect']);
      // A person with autofill can be that fast: the lead is kept, flagged, and not sent on.
      const [suspect, ...others] = await listLeads(database, { suspect: true });
      expect(others).toEqual([]);
      expect(suspect).toMatchObject({ id: tooFast.leadId, email: 'fast@example.com', suspect: 'too-fast' });
      expect(await countLeads(database)).toBe(1);
      expect(await listOutbox(database)).toEqual([]);
      expect(events.map(([event, detail]) => `${event}:${String(detail.reason)}`)).toEqual(['lead-discarded:honeypot', 'lead-suspect:too-fast']);
      expect(JSON.stringify(events)).not.toContain(validContact.email);
      expect(JSON.stringify(events)).not.toContain('fast@example.com');
      // Just over the minimum fill time is an ordinary lead, delivered as usual.
      const ordinary = await service.submitWithOutcome({ ...base, input: { ...validContact, ticket: ticket(3001) } });
      expect(ordinary.outcome).toBe('stored');
      expect((await listLeads(database)).find((lead) => lead.id === ordinary.leadId)?.suspect).toBeNull();
      expect((await listOutbox(database)).map((entry) => entry.leadId)).toEqual([ordinary.leadId]);
      // An operator who vouches for the suspect lead releases it: flag cleared, webhook queued.
      expect(await releaseSuspectLead(database, tooFast.leadId ?? '', { webhookEnabled: true, actor: 'sales@example.se' })).toBe(true);
      expect((await leadEvents(database, tooFast.leadId ?? '')).map((event) => [event.actor, event.action, event.detail])).toEqual([['sales@example.se', 'release', { suspect: 'too-fast' }]]);
      expect(await releaseSuspectLead(database, tooFast.leadId ?? '', { webhookEnabled: true })).toBe(false);
      expect(await listLeads(database, { suspect: true })).toEqual([]);
      expect((await listOutbox(database)).map((entry) => entry.leadId).sort()).toEqual([ordinary.leadId, tooFast.leadId].sort());
    });

    it('keeps a lead whose ticket does not verify (e.g. a rotated form secret), keyed on its content, and logs it', async () => {
      const events: string[] = [];
      const { service, ticket } = createClockedService(database, { log: (event) => events.push(event) });
      const forgedTicket = ticket().replace(/.$/u, (c) => (c === 'A' ? 'B' : 'A'));
      const request = { form: 'contact', locale: 'en', clientAddress: 'a', input: { ...validContact, ticket: forgedTicket } };
      expect((await service.submitWithOutcome(request)).outcome).toBe('stored');
      expect((await service.submitWithOutcome(request)).outcome).toBe('duplicate');
      expect(await countLeads(database)).toBe(1);
      expect(events).toEqual(['lead-ticket-unverifiable', 'lead-ticket-unverifiable']);
    });

    it('rate-limits per client in the database, over a sliding window', async () => {
      const { service, ticket, clock } = createClockedService(database, { rateLimit: { max: 3, windowSeconds: 600 } });
      const submit = (clientAddress: string) =>
        service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress });
      for (let i = 0; i < 3; i++) expect(await submit('198.51.100.1')).toEqual({ success: true });
      expect(await submit('198.51.100.1')).toEqual({ success: false, reason: 'rate-limited' });
      expect(await submit('198.51.100.2')).toEqual({ success: true });
      expect(await countLeads(database)).toBe(4);
      // A second service (another server process) shares the counter.
      const other = createClockedService(database, { rateLimit: { max: 3, windowSeconds: 600 } });
      other.clock.now = clock.now;
      expect(
        await other.service.submitLead({ form: 'contact', input: { ...validContact, ticket: other.ticket() }, locale: 'en', clientAddress: '198.51.100.1' }),
      ).toEqual({ success: false, reason: 'rate-limited' });
      clock.now += 600_000;
      expect(await submit('198.51.100.1')).toEqual({ success: true });
      // A window later the other clients' records are gone; only the newest client's row is left.
      clock.now += 1_200_000;
      expect(await submit('198.51.100.3')).toEqual({ success: true });
      const rows = await database.db.selectFrom('rate_limit_windows').selectAll().execute();
      expect(rows).toEqual([{ key: `lead:${hashClientAddress('test-salt', '198.51.100.3')}`, hits: JSON.stringify([clock.now]), last_at: new Date(clock.now).toISOString() }]);
    });

    it('writes the outbox row in the same transaction as the lead', async () => {
      const { service, ticket } = createClockedService(database, { webhookEnabled: true, rateLimit: { max: 1, windowSeconds: 600 } });
      await service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      const limited = await service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      expect(limited).toEqual({ success: false, reason: 'rate-limited' });
      const leads = await listLeads(database);
      const outbox = await listOutbox(database);
      expect(leads).toHaveLength(1);
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ leadId: leads[0]?.id, status: 'pending', attempts: 0 });
    });

    it('reports "unavailable" (never throws) when the database fails', async () => {
      const { service, ticket } = createClockedService(database);
      await database.close();
      const result = await service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      expect(result).toEqual({ success: false, reason: 'unavailable' });
      database = await testDb.open();
      expect(await countLeads(database)).toBe(0);
    });

    it('erases a person by e-mail (any case) with their outbox rows', async () => {
      const { service, ticket } = createClockedService(database, { webhookEnabled: true });
      await service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
      await service.submitLead({ form: 'contact', input: { ...validContact, email: 'other@example.com', ticket: ticket() }, locale: 'en', clientAddress: 'b' });
      expect(await eraseLeadsByEmail(database, 'ASA.OBERG@example.SE')).toBe(1);
      expect((await listLeads(database)).map((lead) => lead.email)).toEqual(['other@example.com']);
      expect(await listOutbox(database)).toHaveLength(1);
    });

    it('filters and exports leads as CSV that round-trips', async () => {
      const { service, ticket, clock } = createClockedService(database);
      await service.submitLead({ form: 'contact', input: { ...validContact, message: '=1+1, "hej"\nrad två', ticket: ticket() }, locale: 'sv', clientAddress: 'a' });
      clock.now += 86_400_000;
      await service.submitLead({ form: 'contact', input: { ...validContact, firstName: 'Björn', ticket: ticket() }, locale: 'en', clientAddress: 'b' });
      const since = new Date(clock.now - 1000).toISOString();
      expect((await listLeads(database, { since })).map((lead) => lead.fields.firstName)).toEqual(['Björn']);
      expect(await listLeads(database, { form: 'whitepaper' })).toEqual([]);
      const rows = parseCsv(leadsToCsv(await listLeads(database)));
      const header = rows[0] ?? [];
      expect(header.slice(0, 7)).toEqual(['id', 'created_at', 'form', 'locale', 'consent', 'consent_version', 'consent_at']);
      const message = rows[1]?.[header.indexOf('message')];
      expect(message).toBe(`'=1+1, "hej"\nrad två`);
      expect(rows[2]?.[header.indexOf('firstName')]).toBe('Björn');
    });

    it('follows a lead up, records who changed what, and forgets the history with the person', async () => {
      const { service, ticket, clock } = createClockedService(database);
      const stored = await service.submitWithOutcome({ form: 'contact', input: { ...validContact, company: 'Åkeri 100% AB', ticket: ticket() }, locale: 'sv', clientAddress: 'a' });
      clock.now += 60_000;
      await service.submitLead({ form: 'contact', input: { ...validContact, email: 'other@example.com', company: 'Bygg AB', ticket: ticket() }, locale: 'en', clientAddress: 'b' });
      const id = stored.leadId ?? '';
      expect((await getLead(database, id))?.status).toBe('new');
      expect(await followUpLead(database, id, { status: 'contacted', owner: 'sales@example.se', note: 'Called, wants a demo' }, 'sales@example.se', 1_000)).toBe(true);
      expect(await followUpLead(database, 'no-such-lead', { status: 'closed', owner: null, note: null }, 'sales@example.se')).toBe(false);
      expect(await getLead(database, id)).toMatchObject({ status: 'contacted', owner: 'sales@example.se', note: 'Called, wants a demo' });
      expect(await leadEvents(database, id)).toEqual([
        { at: new Date(1_000).toISOString(), actor: 'sales@example.se', action: 'follow-up', detail: { status: 'contacted', owner: 'sales@example.se', note: 'Called, wants a demo' } },
      ]);

      // Search by e-mail or any field, case-insensitively; '%' is a character, not a wildcard.
      expect((await listLeads(database, { search: 'åKERI 100%' })).map((lead) => lead.id)).toEqual([id]);
      expect((await listLeads(database, { search: 'OTHER@' })).map((lead) => lead.email)).toEqual(['other@example.com']);
      expect(await countMatchingLeads(database, { search: '0%' })).toBe(1);
      expect(await countMatchingLeads(database, { search: '_' })).toBe(0);
      expect(await countMatchingLeads(database, { status: 'contacted' })).toBe(1);
      expect((await listLeads(database, { newestFirst: true, limit: 1 })).map((lead) => lead.email)).toEqual(['other@example.com']);

      expect(await eraseLeadsByEmail(database, validContact.email, 'admin@example.se')).toBe(1);
      expect(await getLead(database, id)).toBeUndefined();
      expect(await leadEvents(database, id)).toEqual([]);
      const trail = await database.db.selectFrom('lead_events').selectAll().execute();
      expect(trail.map((event) => [event.lead_id, event.actor, event.action, event.detail])).toEqual([[null, 'admin@example.se', 'erase', '{"leads":1}']]);
    });

    it('runs migrations idempotently on every open', async () => {
      const second = await testDb.open();
      await second.close();
      expect(await database.integrityCheck()).toBe('ok');
    });
  });
}
