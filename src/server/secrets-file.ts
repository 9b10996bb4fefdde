import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * Secrets a fresh clone needs but nobody should have to invent: generated once, kept in a
 * git-ignored env file under ./data/ so every process (build, start, CLI, several servers) and
 * every restart uses the same values. (The turbopackIgnore comments stop Next from tracing the
 * whole project into the server bundle because of these run-time paths.) Deliberately free of `server-only` and of process.env:
 * scripts/ensure-secrets.ts runs it before `next build`, and env.ts layers real environment
 * variables over it.
 */
export const generatedSecretNames = [
  // Next.js encrypts server-action closures with it; a fixed key lets a page rendered by one
  // build or process post to another after a restart or redeploy (AES-256, base64).
  'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY',
  'LEADS_HASH_SALT',
  'LEADS_FORM_SECRET',
  // Signs the CMS's login tokens and cookies.
  'PAYLOAD_SECRET',
] as const;

export type GeneratedSecretName = (typeof generatedSecretNames)[number];
export type GeneratedSecrets = Record<GeneratedSecretName, string>;

export const defaultSecretsFile = 'data/secrets.env';

function parseEnvFile(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of text.split(/\r?\n/u)) {
    const match = /^([A-Z0-9_]+)=(.*)$/u.exec(line.trim());
    if (match?.[1] && match[2] !== undefined) values.set(match[1], match[2]);
  }
  return values;
}

function generate(): string {
  return randomBytes(32).toString('base64');
}

/** Reads the secrets file, creating it (or adding missing names) on first use. */
export function ensureSecretsFile(file: string = defaultSecretsFile): GeneratedSecrets {
  mkdirSync(/*turbopackIgnore: true*/ dirname(file), { recursive: true });
  if (!existsSync(/*turbopackIgnore: true*/ file)) {
    const body =
      '# Generated once by scripts/ensure-secrets.ts; keep it stable across deploys. Never commit.\n' +
      generatedSecretNames.map((name) => `${name}=${generate()}\n`).join('');
    try {
      // 'wx' fails if another process created it first; then that process's values win.
      writeFileSync(/*turbopackIgnore: true*/ file, body, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  let values = parseEnvFile(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  const missing = generatedSecretNames.filter((name) => !values.get(name));
  if (missing.length > 0) {
    appendFileSync(/*turbopackIgnore: true*/ file, missing.map((name) => `${name}=${generate()}\n`).join(''));
    values = parseEnvFile(readFileSync(/*turbopackIgnore: true*/ file, 'utf8'));
  }
  const result = {} as GeneratedSecrets;
  for (const name of generatedSecretNames) {
    const value = values.get(name);
    if (!value) throw new Error(`secrets file ${file} has no ${name}`);
    result[name] = value;
  }
  return result;
}
