import { dirname, resolve } from 'node:path';
import { z } from 'zod';
import { defaultSecretsFile, ensureSecretsFile } from './secrets-file';

/**
 * The only reader of process.env. Every setting has a default that works on a fresh clone with
 * nothing configured; secrets that are not given are generated once and kept under ./data/.
 * Not marked `server-only` because the operations CLI (tsx) uses it too; nothing here is
 * importable from the browser bundle since only src/server modules import it.
 */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const positiveInt = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const parsed = Number(value);
      if (!Number.isInteger(parsed) || parsed < 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number of 0 or more' });
        return z.NEVER;
      }
      return parsed;
    });

const envSchema = z
  .object({
    DATABASE_URL: optionalText.refine(
      (value) =>
        value === undefined || /^(file:|postgres:\/\/|postgresql:\/\/)/u.test(value),
      'must start with file:, postgres:// or postgresql://',
    ),
    /** The port server.ts listens on. */
    PORT: positiveInt(3000),
    /** The CMS's database: a SQLite file by default, or PostgreSQL. */
    CMS_DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^(file:|postgres:\/\/|postgresql:\/\/)/u.test(value),
      'must start with file:, postgres:// or postgresql://',
    ),
    PAYLOAD_SECRET: optionalText,
    LEADS_SECRETS_FILE: optionalText,
    LEADS_HASH_SALT: optionalText,
    LEADS_FORM_SECRET: optionalText,
    LEADS_WEBHOOK_URL: optionalText.refine(
      (value) => value === undefined || /^https?:\/\//u.test(value),
      'must be an http:// or https:// URL',
    ),
    LEADS_WEBHOOK_SECRET: optionalText,
    LEADS_WEBHOOK_TIMEOUT_MS: positiveInt(5000),
    LEADS_WEBHOOK_MAX_ATTEMPTS: positiveInt(10),
    LEADS_WEBHOOK_BACKOFF_MS: positiveInt(10_000),
    LEADS_OUTBOX_POLL_MS: positiveInt(5000),
    /** Number of trusted reverse proxies in front of the server; 0 ignores X-Forwarded-For. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined || value === '' || value === 'false' || value === '0') return 0;
        if (value === 'true') return 1;
        const hops = Number(value);
        if (!Number.isInteger(hops) || hops < 0) {
          ctx.addIssue({ code: 'custom', message: 'must be true, false or a number of proxies' });
          return z.NEVER;
        }
        return hops;
      }),
    LEADS_RATE_LIMIT_MAX: positiveInt(5),
    LEADS_RATE_LIMIT_WINDOW_SECONDS: positiveInt(600),
    LEADS_MIN_FILL_MS: positiveInt(3000),
    LEADS_DB_BUSY_TIMEOUT_MS: positiveInt(5000),
  })
  .refine((env) => env.LEADS_WEBHOOK_URL === undefined || env.LEADS_WEBHOOK_SECRET !== undefined, {
    message: 'LEADS_WEBHOOK_SECRET is required when LEADS_WEBHOOK_URL is set',
    path: ['LEADS_WEBHOOK_SECRET'],
  });

export type RawServerEnv = z.output<typeof envSchema>;

export interface ServerEnv {
  databaseUrl: string | undefined;
  hashSalt: string;
  formSecret: string;
  port: number;
  cms: { databaseUrl: string; secret: string };
  trustProxyHops: number;
  rateLimit: { max: number; windowSeconds: number };
  minFillMs: number;
  dbBusyTimeoutMs: number;
  webhook:
    | {
        url: string;
        secret: string;
        timeoutMs: number;
        maxAttempts: number;
        backoffMs: number;
        pollMs: number;
      }
    | undefined;
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid server environment:\n  ${details.join('\n  ')}`);
  }
  const env = result.data;
  const needsGenerated = env.LEADS_HASH_SALT === undefined || env.LEADS_FORM_SECRET === undefined || env.PAYLOAD_SECRET === undefined;
  const generated = needsGenerated
    ? ensureSecretsFile(env.LEADS_SECRETS_FILE ?? defaultSecretsFile)
    : undefined;
  return {
    databaseUrl: env.DATABASE_URL,
    hashSalt: env.LEADS_HASH_SALT ?? generated?.LEADS_HASH_SALT ?? '',
    formSecret: env.LEADS_FORM_SECRET ?? generated?.LEADS_FORM_SECRET ?? '',
    port: env.PORT,
    cms: { databaseUrl: env.CMS_DATABASE_URL ?? 'file:./data/cms.sqlite', secret: env.PAYLOAD_SECRET ?? generated?.PAYLOAD_SECRET ?? '' },
    trustProxyHops: env.TRUST_PROXY,
    rateLimit: { max: env.LEADS_RATE_LIMIT_MAX, windowSeconds: env.LEADS_RATE_LIMIT_WINDOW_SECONDS },
    minFillMs: env.LEADS_MIN_FILL_MS,
    dbBusyTimeoutMs: env.LEADS_DB_BUSY_TIMEOUT_MS,
    webhook:
      env.LEADS_WEBHOOK_URL && env.LEADS_WEBHOOK_SECRET
        ? {
            url: env.LEADS_WEBHOOK_URL,
            secret: env.LEADS_WEBHOOK_SECRET,
            timeoutMs: env.LEADS_WEBHOOK_TIMEOUT_MS,
            maxAttempts: Math.max(1, env.LEADS_WEBHOOK_MAX_ATTEMPTS),
            backoffMs: env.LEADS_WEBHOOK_BACKOFF_MS,
            pollMs: Math.max(100, env.LEADS_OUTBOX_POLL_MS),
          }
        : undefined,
  };
}

let cached: ServerEnv | undefined;

/** The validated environment of this process, read once. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

/**
 * Where the CMS keeps its files besides the database (uploads, the record of revalidations): beside
 * its SQLite file, so each database has its own, or data/ when the database is PostgreSQL.
 */
export function cmsFilesDirectory(cmsDatabaseUrl: string): string {
  return resolve(process.cwd(), cmsDatabaseUrl.startsWith('file:') ? dirname(cmsDatabaseUrl.slice('file:'.length)) : 'data');
}

