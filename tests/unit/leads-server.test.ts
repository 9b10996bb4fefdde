import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '@/server/db/database';
import { parseServerEnv } from '@/server/env';
import { hashClientAddress, peerAddressHeader, resolveClientAddress } from '@/server/leads/client-address';
import { retryDelayMs } from '@/server/leads/outbox-worker';
import { checkTicket, issueTicket } from '@/server/leads/ticket';
import { signWebhook, verifyWebhookSignature } from '@/server/leads/webhook-signature';
import { formRejectedFromHeader } from '@/server/http/request-policy';
import { boundActionProblem, fetchArgumentsProblem, guardPagePost, jsonDepth, maxJsonDepth } from '@/server/request-guard';

const dirs: string[] = [];
function tempSecrets(): string {
  const dir = mkdtempSync(join(tmpdir(), 'leads-env-'));
  dirs.push(dir);
  return join(dir, 'secrets.env');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('server environment', () => {
  it('works with nothing set, generating and keeping secrets in the secrets file', () => {
    const file = tempSecrets();
    const env = parseServerEnv({ LEADS_SECRETS_FILE: file });
    expect(env).toMatchObject({
      databaseUrl: undefined,
      trustProxyHops: 0,
      rateLimit: { max: 5, windowSeconds: 600 },
      minFillMs: 3000,
      webhook: undefined,
    });
    expect(env.hashSalt).toHaveLength(44);
    expect(readFileSync(file, 'utf8')).toMatch(/^NEXT_SERVER_ACTIONS_ENCRYPTION_KEY=.{44}$/mu);
    // A second process reads the same values.
    expect(parseServerEnv({ LEADS_SECRETS_FILE: file }).formSecret).toBe(env.formSecret);
  });

  it('prefers values from the environment', () => {
    const env = parseServerEnv({ LEADS_HASH_SALT: 'salt', LEADS_FORM_SECRET: 'form', TRUST_PROXY: 'true', LEADS_RATE_LIMIT_MAX: '9' });
    expect(env).toMatchObject({ hashSalt: 'salt', formSecret: 'form', trustProxyHops: 1, rateLimit: { max: 9 } });
  });

  it('rejects bad settings with a clear message', () => {
    const base = { LEADS_SECRETS_FILE: tempSecrets() };
    expect(() => parseServerEnv({ ...base, DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/u);
    expect(() => parseServerEnv({ ...base, LEADS_WEBHOOK_URL: 'https://hooks.example/x' })).toThrow(/LEADS_WEBHOOK_SECRET/u);
    expect(() => parseServerEnv({ ...base, LEADS_RATE_LIMIT_MAX: 'many' })).toThrow(/LEADS_RATE_LIMIT_MAX/u);
    expect(() => parseServerEnv({ ...base, TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/u);
  });

  it('turns on the webhook when URL and secret are given', () => {
    const env = parseServerEnv({ LEADS_SECRETS_FILE: tempSecrets(), LEADS_WEBHOOK_URL: 'https://hooks.example/x', LEADS_WEBHOOK_SECRET: 's' });
    expect(env.webhook).toMatchObject({ url: 'https://hooks.example/x', secret: 's', timeoutMs: 5000, maxAttempts: 10 });
  });
});

describe('database URL', () => {
  it('maps unset, file: and postgres URLs', () => {
    expect(parseDatabaseUrl(undefined)).toEqual({ kind: 'sqlite', path: resolve('data/leads.sqlite') });
    expect(parseDatabaseUrl('file:./x/y.sqlite')).toEqual({ kind: 'sqlite', path: resolve('x/y.sqlite') });
    expect(parseDatabaseUrl('file:/abs/l.sqlite')).toEqual({ kind: 'sqlite', path: '/abs/l.sqlite' });
    expect(parseDatabaseUrl('postgresql://u@h/db')).toEqual({ kind: 'postgres', url: 'postgresql://u@h/db' });
    expect(() => parseDatabaseUrl('mysql://h')).toThrow();
  });
});

describe('client address', () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    const h = headers({ 'x-forwarded-for': '6.6.6.6', [peerAddressHeader]: '10.0.0.1' });
    expect(resolveClientAddress(h, 0)).toBe('10.0.0.1');
    expect(resolveClientAddress(h, 1)).toBe('6.6.6.6');
  });
  it('takes the entry the outermost trusted proxy saw', () => {
    const h = headers({ 'x-forwarded-for': 'forged, 203.0.113.9, 10.0.0.2' });
    expect(resolveClientAddress(h, 1)).toBe('10.0.0.2');
    expect(resolveClientAddress(h, 2)).toBe('203.0.113.9');
    expect(resolveClientAddress(headers({}), 0)).toBe('unknown');
  });
  it('hashes with the salt', () => {
    expect(hashClientAddress('a', '1.2.3.4')).not.toBe(hashClientAddress('b', '1.2.3.4'));
    expect(hashClientAddress('a', '1.2.3.4')).toMatch(/^[0-9a-f]{64}$/u);
  });
});

describe('form ticket', () => {
  it('is accepted after the minimum time, refused before it and when tampered with', () => {
    const ticket = issueTicket('k', 'contact', 1_000_000);
    expect(checkTicket('k', ticket, 'contact', 1_003_000, 3000, 60_000).kind).toBe('valid');
    expect(checkTicket('k', ticket, 'contact', 1_002_999, 3000, 60_000).kind).toBe('too-fast');
    expect(checkTicket('k', ticket, 'contact', 1_070_000, 3000, 60_000).kind).toBe('expired');
    expect(checkTicket('other', ticket, 'contact', 1_003_000, 3000, 60_000).kind).toBe('forged');
    expect(checkTicket('k', ticket, 'whitepaper', 1_003_000, 3000, 60_000).kind).toBe('forged');
    expect(checkTicket('k', ticket.replace('1000000', '0999000'), 'contact', 1_003_000, 3000, 60_000).kind).toBe('forged');
    expect(checkTicket('k', '', 'contact', 0, 3000, 60_000).kind).toBe('missing');
    expect(checkTicket('k', 42, 'contact', 0, 3000, 60_000).kind).toBe('missing');
  });
});

describe('webhook signature and backoff', () => {
  it('matches the Standard Webhooks test vector', () => {
    // From the Standard Webhooks reference libraries' tests.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signWebhook(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(verifyWebhookSignature(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body, 'v1,bad v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=')).toBe(true);
  });
  it('doubles the delay per attempt up to the cap', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 1000, 5000))).toEqual([1000, 2000, 4000, 5000]);
  });
});

describe('page POST guard', () => {
  const hosted = (actionId: string, pathname: string) => actionId === 'a1' && pathname === '/contact';
  const post = (headers: Record<string, string>, body: string | FormData = 'a=1', path = '/contact') =>
    new Request(`http://site.example${path}`, { method: 'POST', headers, body });
  const noJsForm = (reference: string, bound: string, key = 'p/contact') => {
    const form = new FormData();
    form.append('$ACTION_REF_1', '');
    form.append('$ACTION_1:0', reference);
    form.append('$ACTION_1:1', bound);
    form.append('$ACTION_KEY', key);
    form.append('firstName', 'Åsa');
    return form;
  };
  const validNoJs = () => noJsForm('{"id":"a1","bound":"$@1"}', '[{"status":"idle"}]');
  it('lets same-origin and origin-less posts through', async () => {
    expect(await guardPagePost(post({ host: 'site.example', origin: 'http://site.example' }, validNoJs()), '/contact', hosted)).toBeUndefined();
    expect(await guardPagePost(post({ host: 'site.example' }), '/contact', hosted)).toBeUndefined();
  });
  it('answers foreign origins and malformed bodies with 4xx', async () => {
    expect((await guardPagePost(post({ host: 'site.example', origin: 'https://evil.example' }), '/contact', hosted))?.status).toBe(403);
    expect((await guardPagePost(post({ host: 'site.example', origin: 'null' }), '/contact', hosted))?.status).toBe(403);
    expect((await guardPagePost(post({ host: 'site.example', 'content-type': 'multipart/form-data; boundary=zz' }, 'garbage'), '/contact', hosted))?.status).toBe(400);
  });
  it('refuses action data that is not JSON, nested too deeply or refers to parts it lacks; forms naming no action; actions of another page', async () => {
    const action = (body: string | FormData, path = '/contact') =>
      guardPagePost(post({ host: 'site.example', 'next-action': 'a1', ...(typeof body === 'string' ? { 'content-type': 'text/plain;charset=UTF-8' } : {}) }, body, path), path, hosted);
    const multipart = (root: string) => {
      const form = new FormData();
      form.append('0', root);
      form.append('1_firstName', 'Åsa');
      return form;
    };
    expect(await action(multipart('[{"status":"idle"},"$K1"]'))).toBeUndefined();
    expect(await action('["contact"]')).toBeUndefined();
    for (const root of ['[{"status":"idle"},"$K1', '["$Z"]', '"$@9"', '["$h0"]', '["$B0"]', 'null', '[]', '[{"status":"idle"},"$1"]', '[{"a":"$@2"},"$K1"]']) {
      expect((await action(multipart(root)))?.status, root).toBe(400);
    }
    for (const text of ['{"a":1}', '["$Q1"]', `${'['.repeat(5000)}${']'.repeat(5000)}`]) expect((await action(text))?.status, text.slice(0, 20)).toBe(400);
    expect(await action(`[${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}]`)).toBeUndefined();
    // Brackets inside strings are text, not nesting; an escaped `$` is text too.
    expect(await action(`["${'['.repeat(500)}", "$$5"]`)).toBeUndefined();
    const wrongPage = await action('[]', '/');
    expect(wrongPage?.status).toBe(404);
    expect(wrongPage?.headers.get('x-nextjs-action-not-found')).toBe('1');

    const noJs = (form: FormData, path = '/contact') => guardPagePost(post({ host: 'site.example' }, form, path), path, hosted);
    expect((await noJs(noJsForm('{"id":"a1","bound":"$@1"', '[{"status":"idle"}]')))?.status).toBe(400);
    expect((await noJs(noJsForm('{"id":"a1","bound":"$@9"}', '[{"status":"idle"}]')))?.status).toBe(400);
    expect((await noJs(noJsForm('{"id":"a1","bound":"$@1"}', '[]')))?.status).toBe(400);
    expect((await noJs(validNoJs(), '/sv/drug-tests'))?.status).toBe(404);
    const noAction = new FormData();
    noAction.append('firstName', 'x');
    expect((await noJs(noAction))?.status).toBe(400);
    const unbound = new FormData();
    unbound.append('$ACTION_ID_a1', '');
    expect((await noJs(unbound))?.status).toBe(400);
    expect(jsonDepth('{"a":[{"b":"]]]"}]}')).toBe(3);
  });
  // The page itself, in the path's language, is fetched from the server by tests/http/request-probe.spec.ts.
  it('sends a stale or forged form key to the refusal page, told the form\'s path, before anything is stored', async () => {
    const hostedEverywhere = () => true;
    for (const [path, key] of [['/contact', 'k7974f159d2c3e0ac2fd997921c68457a'], ['/sv/contact', 'p/contact'], ['/contact', 'p/sv/contact']] as const) {
      const answer = await guardPagePost(post({ host: 'site.example' }, noJsForm('{"id":"a1","bound":"$@1"}', '[{"status":"idle"}]', key), path), path, hostedEverywhere);
      expect(answer?.headers.get('x-middleware-rewrite'), `${path} ${key}`).toBe('http://site.example/form-rejected');
      expect(answer?.headers.get(`x-middleware-request-${formRejectedFromHeader}`)).toBe(path);
    }
    const swedish = noJsForm('{"id":"a1","bound":"$@1"}', '[{"status":"idle"}]', 'p/sv/contact');
    expect(await guardPagePost(post({ host: 'site.example' }, swedish, '/sv/contact'), '/sv/contact', hostedEverywhere)).toBeUndefined();
  });
  it('tells plain arguments from references to parts', () => {
    expect(fetchArgumentsProblem([{ status: 'idle', values: { note: '$$ pris' } }, '$K1'], true)).toBeUndefined();
    expect(fetchArgumentsProblem([{ status: 'idle' }, '$K1', 'extra'], true)).toBeDefined();
    expect(fetchArgumentsProblem([{ $Q1: 1 }, '$K1'], true)).toBeDefined();
    expect(fetchArgumentsProblem(['$undefined', '$D2026-01-01T00:00:00.000Z', '$n12', '$-0', '$NaN'], false)).toBeUndefined();
    expect(boundActionProblem({ id: 'a1', bound: null }, [{}])).toBeDefined();
    expect(boundActionProblem({ id: 'a1', bound: '$@1' }, [{ status: 'idle' }])).toBeUndefined();
  });
  it('leaves other methods alone', async () => {
    expect(await guardPagePost(new Request('http://site.example/contact'), '/contact', hosted)).toBeUndefined();
  });
});
