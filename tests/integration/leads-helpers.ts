import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type DatabaseTarget, type LeadDatabase, openDatabase } from '@/server/db/database';
import { createLeadService, type LeadServiceConfig } from '@/server/leads/lead-service';
import { ensurePostgres } from '../../scripts/ensure-postgres';

export const validContact = {
  firstName: 'Åsa',
  lastName: 'Öberg',
  email: 'Asa.Oberg@Example.se',
  phone: '+46 8 123 456',
  company: 'Ärlig Logistik AB',
  interest: 'circular',
  message: 'Hej! Vi vill veta mer.',
  consent: true,
};

let postgresProbe: { url?: string; reason?: string } | undefined;

/**
 * The PostgreSQL server of scripts/ensure-postgres.sh (installed and started on loopback when
 * needed). Returns the reason instead when it cannot run here, so tests skip saying why; under
 * `LEADS_REQUIRE_POSTGRES=1` (set by `npm test`) it throws instead, so the suites fail.
 */
export function postgresAdminUrl(): { url?: string; reason?: string } {
  if (postgresProbe) return postgresProbe;
  try {
    const url = ensurePostgres({ stderr: 'pipe', timeoutMs: 300_000 });
    postgresProbe = url ? { url } : { reason: 'scripts/ensure-postgres.sh could not start PostgreSQL (see its SKIP message)' };
  } catch (error) {
    postgresProbe = { reason: `scripts/ensure-postgres.sh failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (postgresProbe.reason && process.env.LEADS_REQUIRE_POSTGRES === '1') {
    throw new Error(`PostgreSQL is required (LEADS_REQUIRE_POSTGRES=1) but not available: ${postgresProbe.reason}`);
  }
  if (postgresProbe.reason) console.warn(`PostgreSQL tests skipped: ${postgresProbe.reason}`);
  return postgresProbe;
}

export interface TestDatabase {
  target: DatabaseTarget;
  open(): Promise<LeadDatabase>;
  cleanup(): Promise<void>;
}

/** A fresh, empty store: a SQLite file in a temp dir, or a new database on the test server. */
export async function createTestDatabase(kind: 'sqlite' | 'postgres'): Promise<TestDatabase> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'leads-test-'));
    const target: DatabaseTarget = { kind: 'sqlite', path: join(dir, 'leads.sqlite') };
    return {
      target,
      open: () => openDatabase(target, { busyTimeoutMs: 2000 }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const admin = postgresAdminUrl().url;
  if (!admin) throw new Error('PostgreSQL is not available');
  const name = `leads_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const target: DatabaseTarget = { kind: 'postgres', url: url.toString() };
  return {
    target,
    open: () => openDatabase(target, { busyTimeoutMs: 2000 }),
    cleanup: async () => {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export function testServiceConfig(overrides: Partial<LeadServiceConfig> = {}): LeadServiceConfig {
  return {
    hashSalt: 'test-salt',
    formSecret: 'test-form-secret',
    minFillMs: 3000,
    rateLimit: { max: 5, windowSeconds: 600 },
    webhookEnabled: false,
    locales: ['en', 'sv'],
    ...overrides,
  };
}

/** A service with a controllable clock, and a ticket issued long enough ago to pass. */
export function createClockedService(database: LeadDatabase, overrides: Partial<LeadServiceConfig> = {}) {
  const clock = { now: Date.parse('2026-11-22T10:00:00.000Z') };
  const service = createLeadService(database, testServiceConfig({ now: () => clock.now, ...overrides }));
  return {
    clock,
    service,
    /** A ticket rendered `ageMs` before the current clock. */
    ticket(ageMs = 10_000): string {
      const saved = clock.now;
      clock.now = saved - ageMs;
      const value = service.issueTicket('contact');
      clock.now = saved;
      return value;
    },
  };
}
