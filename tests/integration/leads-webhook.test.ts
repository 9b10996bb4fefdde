import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LeadDatabase } from '@/server/db/database';
import { listOutbox, replayOutbox } from '@/server/leads/lead-store';
import { createOutboxWorker } from '@/server/leads/outbox-worker';
import { verifyWebhookSignature } from '@/server/leads/webhook-signature';
import { createClockedService, createTestDatabase, type TestDatabase, validContact } from './leads-helpers';

const secret = 'whsec_' + Buffer.from('a test secret of enough length!!').toString('base64');

interface Received {
  id: string;
  timestamp: number;
  signature: string;
  body: string;
}

/** A webhook receiver on 127.0.0.1 whose behaviour per request the test scripts. */
async function startReceiver(behaviour: (index: number, res: ServerResponse) => void) {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        id: String(req.headers['webhook-id']),
        timestamp: Number(req.headers['webhook-timestamp']),
        signature: String(req.headers['webhook-signature']),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      behaviour(received.length - 1, res);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('webhook outbox', () => {
  let testDb: TestDatabase;
  let database: LeadDatabase;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeEach(async () => {
    testDb = await createTestDatabase('sqlite');
    database = await testDb.open();
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    await database.close();
    await testDb.cleanup();
  });

  async function storeLead() {
    const { service, ticket, clock } = createClockedService(database, { webhookEnabled: true });
    // The outbox row is due at the lead's creation time; the workers below run on real time.
    clock.now = Date.now();
    const result = await service.submitWithOutcome({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
    expect(result.outcome).toBe('stored');
    return result.leadId;
  }

  it('retries a receiver that fails, then times out, then succeeds: same id, valid signature, backoff', async () => {
    const receiver = await startReceiver((index, res) => {
      if (index === 0) res.writeHead(500).end('down');
      else if (index === 1) setTimeout(() => res.writeHead(200).end(), 2000); // slower than the timeout
      else res.writeHead(204).end();
    });
    cleanups.push(receiver.close);
    const leadId = await storeLead();
    const clock = { now: Date.now() };
    const worker = createOutboxWorker(database, {
      url: receiver.url,
      secret,
      timeoutMs: 300,
      maxAttempts: 5,
      backoffMs: 1000,
      pollMs: 1000,
      now: () => clock.now,
    });

    expect(await worker.runOnce()).toBe(1);
    let [row] = await listOutbox(database);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 500' });
    expect(Date.parse(row?.nextAttemptAt ?? '') - clock.now).toBe(1000);
    // Not due yet: nothing is sent.
    expect(await worker.runOnce()).toBe(0);

    clock.now += 1000;
    const started = Date.now();
    expect(await worker.runOnce()).toBe(1);
    expect(Date.now() - started).toBeLessThan(1500);
    [row] = await listOutbox(database);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'timeout after 300 ms' });
    // Exponential: the second retry waits twice as long.
    expect(Date.parse(row?.nextAttemptAt ?? '') - clock.now).toBe(2000);

    clock.now += 2000;
    expect(await worker.runOnce()).toBe(1);
    expect(await listOutbox(database)).toEqual([]);
    const delivered = await listOutbox(database, ['delivered']);
    expect(delivered[0]).toMatchObject({ status: 'delivered', attempts: 3, leadId });

    expect(receiver.received).toHaveLength(3);
    const ids = new Set(receiver.received.map((r) => r.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^msg_[0-9a-f]{32}$/u);
    for (const request of receiver.received) {
      expect(verifyWebhookSignature(secret, request.id, request.timestamp, request.body, request.signature)).toBe(true);
      expect(verifyWebhookSignature('whsec_d3Jvbmc=', request.id, request.timestamp, request.body, request.signature)).toBe(false);
      expect(JSON.parse(request.body)).toMatchObject({ type: 'lead.created', data: { id: leadId, form: 'contact', fields: { email: validContact.email } } });
    }
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
  });

  it('keeps exhausted deliveries listed as failed, and replays them', async () => {
    let healthy = false;
    const receiver = await startReceiver((_index, res) => res.writeHead(healthy ? 200 : 503).end());
    cleanups.push(receiver.close);
    await storeLead();
    const clock = { now: Date.now() };
    const worker = createOutboxWorker(database, { url: receiver.url, secret, timeoutMs: 500, maxAttempts: 2, backoffMs: 10, pollMs: 1000, now: () => clock.now });
    await worker.runOnce();
    clock.now += 10;
    await worker.runOnce();
    clock.now += 1_000_000;
    expect(await worker.runOnce()).toBe(0);
    const [failed] = await listOutbox(database);
    expect(failed).toMatchObject({ status: 'failed', attempts: 2, lastError: 'HTTP 503' });

    healthy = true;
    expect(await replayOutbox(database, failed?.id ?? '', clock.now)).toBe(true);
    expect(await replayOutbox(database, 'msg_unknown', clock.now)).toBe(false);
    expect(await worker.runOnce()).toBe(1);
    expect(await listOutbox(database)).toEqual([]);
    expect(receiver.received.map((r) => r.id)).toEqual([failed?.id, failed?.id, failed?.id]);
  });

  it('never lets a dead receiver slow the submission down', async () => {
    const receiver = await startReceiver(() => undefined); // accepts, never answers
    cleanups.push(receiver.close);
    const worker = createOutboxWorker(database, { url: receiver.url, secret, timeoutMs: 1000, maxAttempts: 3, backoffMs: 10, pollMs: 50 });
    const { service, ticket, clock } = createClockedService(database, { webhookEnabled: true, onLeadQueued: () => worker.wake() });
    clock.now = Date.now();
    worker.start();
    cleanups.push(() => worker.stop());
    const started = Date.now();
    const result = await service.submitLead({ form: 'contact', input: { ...validContact, ticket: ticket() }, locale: 'en', clientAddress: 'a' });
    expect(result).toEqual({ success: true });
    expect(Date.now() - started).toBeLessThan(1000);
    await waitFor(() => receiver.received.length === 1);
  });

  it('redelivers with the same id after the delivering process is killed mid-request', async () => {
    let answer = false;
    const receiver = await startReceiver((_index, res) => {
      if (answer) res.writeHead(200).end();
    });
    cleanups.push(receiver.close);
    await storeLead();
    if (testDb.target.kind !== 'sqlite') throw new Error('sqlite expected');
    const child: ChildProcess = spawn(
      'node_modules/.bin/tsx',
      ['tests/integration/fixtures/outbox-worker-child.ts', testDb.target.path, receiver.url, secret],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    cleanups.push(() => {
      child.kill('SIGKILL');
    });
    await waitFor(() => receiver.received.length === 1, 20_000);
    child.kill('SIGKILL');
    await once(child, 'exit');

    const [leased] = await listOutbox(database);
    expect(leased).toMatchObject({ status: 'pending', attempts: 0 });
    const worker = createOutboxWorker(database, { url: receiver.url, secret, timeoutMs: 2000, maxAttempts: 5, backoffMs: 10, pollMs: 1000 });
    // The dead worker's lease is still running: nobody else may take the row yet.
    expect(await worker.runOnce()).toBe(0);
    answer = true;
    const later = createOutboxWorker(database, {
      url: receiver.url, secret, timeoutMs: 2000, maxAttempts: 5, backoffMs: 10, pollMs: 1000,
      now: () => Date.now() + 120_000, // after the lease has expired
    });
    expect(await later.runOnce()).toBe(1);
    expect(await listOutbox(database)).toEqual([]);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.id).toBe(receiver.received[0]?.id);
    expect(receiver.received[1]?.body).toBe(receiver.received[0]?.body);
  }, 30_000);
});
