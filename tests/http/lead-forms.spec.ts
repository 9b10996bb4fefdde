/**
 * The contact form posted straight to the server over HTTP, as a browser without JavaScript posts
 * it (scripts/leads-http-client.ts), against the lead server of tests/e2e/fixtures.ts: bad input is
 * answered without a 500 and stored safely or not at all, the per-client rate limit, and which
 * client the server believes without TRUST_PROXY. The browser flows are in
 * tests/e2e/contact.spec.ts.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  contactFields,
  isContactSuccess,
  loadContactForm,
  postContactForm,
  readRenderedContactForm,
} from '../../scripts/leads-http-client';
import { LeadTestServer } from '../../scripts/leads-test-server';
import { expect, messages, newClientAddress, storedLeads, test, uniqueEmail } from '../e2e/fixtures';

test('bad input is rejected or stored safely, never a 500', async ({ leadServer }) => {
  const errors = messages.en.LeadForm.errors;
  const form = await loadContactForm(leadServer.baseUrl, 'en');
  const headers = { 'x-forwarded-for': newClientAddress() };
  const post = (fields: Record<string, string>, options = {}) => postContactForm(form, fields, { headers, ...options });
  const stored = (email: string) => leadServer.leads({ email });

  const oversized = await post(contactFields({ message: 'x'.repeat(2_000_000) }));
  expect.soft(oversized.status, '2 MB message').toBe(413);
  const hundredKb = await post(contactFields({ email: 'big@example.com', message: 'x'.repeat(100_000) }));
  expect.soft([200, 413], '100 kB message').toContain(hundredKb.status);
  expect.soft(stored('big@example.com'), '100 kB message').toHaveLength(0);

  const missing = await post({ firstName: 'Åsa' });
  expect.soft(missing.status, 'missing fields').toBe(200);
  expect.soft(readRenderedContactForm(missing.html).fieldErrors, 'missing fields').toEqual({
    lastName: errors.lastNameRequired,
    email: errors.emailRequired,
    company: errors.companyRequired,
    interest: errors.interestRequired,
    message: errors.messageRequired,
    consent: errors.consentRequired,
  });

  const control = await post(contactFields({ email: 'nul@example.com', lastName: 'Ö\u0000berg', message: 'bell \u0007' }));
  expect.soft(control.status, 'control characters').toBe(200);
  expect.soft(readRenderedContactForm(control.html).fieldErrors, 'control characters').toEqual({
    lastName: errors.controlCharacters,
    message: errors.controlCharacters,
  });
  expect.soft(stored('nul@example.com'), 'control characters').toHaveLength(0);

  // A file where text is expected (wrong type).
  const body = new FormData();
  for (const [name, value] of form.hidden) body.append(name, value);
  for (const [name, value] of Object.entries(contactFields({ email: 'file@example.com' }))) if (name !== 'firstName') body.append(name, value);
  body.append('firstName', new Blob(['not text'], { type: 'application/octet-stream' }), 'x.bin');
  const wrongType = await fetch(form.url, { method: 'POST', body, headers: { origin: leadServer.baseUrl, ...headers } });
  expect.soft(wrongType.status, 'a file for a text field').toBe(200);
  expect.soft(readRenderedContactForm(await wrongType.text()).fieldErrors, 'a file for a text field').toEqual({ firstName: errors.invalidType });
  expect.soft(stored('file@example.com'), 'a file for a text field').toHaveLength(0);

  const injection = `<script>alert(1)</script><img src=x onerror=alert(2)> '); DROP TABLE leads; --`;
  const html = await post(contactFields({ email: 'inject@example', message: injection }));
  expect.soft(html.status, 'markup in a refused form').toBe(200);
  expect.soft(readRenderedContactForm(html.html).fieldErrors, 'markup in a refused form').toEqual({ email: errors.emailInvalid });
  // Re-rendered into the form as text: escaped, never live markup.
  expect.soft(html.html).not.toContain('<script>alert(1)</script>');
  expect.soft(html.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  const accepted = await post(contactFields({ email: 'inject@example.com', message: injection }));
  expect.soft(isContactSuccess(accepted), 'markup in a valid form is accepted').toBe(true);
  expect.soft(stored('inject@example.com')[0]?.fields.message, 'markup is stored as typed').toBe(injection);

  const foreign = await post(contactFields({ email: 'foreign@example.com' }), { origin: 'https://evil.example' });
  expect.soft(foreign.status, 'foreign origin').toBe(403);
  expect.soft(stored('foreign@example.com'), 'foreign origin').toHaveLength(0);

  const garbage = await fetch(form.url, { method: 'POST', body: '--x\r\nnonsense', headers: { 'content-type': 'multipart/form-data; boundary=zzz', origin: leadServer.baseUrl } });
  expect.soft(garbage.status, 'a broken multipart body').toBeLessThan(500);
});

test('the per-client rate limit answers with its own message, in the page\'s language', async ({ leadServer }) => {
  const form = await loadContactForm(leadServer.baseUrl, 'sv');
  const headers = { 'x-forwarded-for': newClientAddress() };
  for (let i = 0; i < 5; i++) {
    const ok = await postContactForm(form, contactFields({ email: `rate${i}@example.com`, message: `nr ${i}` }), { headers });
    expect(isContactSuccess(ok, 'sv'), `post ${i + 1} of 5`).toBe(true);
  }
  const limited = await postContactForm(form, contactFields({ email: 'rate5@example.com' }), { headers });
  expect(limited.status).toBe(200);
  expect(readRenderedContactForm(limited.html)).toEqual({ status: undefined, alert: messages.sv.LeadForm.rateLimited, fieldErrors: {} });
  expect(leadServer.leads({ email: 'rate5@example.com' })).toHaveLength(0);
});

test('without TRUST_PROXY the client is the TCP peer: forwarded and look-alike headers are not believed', async () => {
  // Its own server: TRUST_PROXY is a server setting. Its own store, so no other test's posts from
  // 127.0.0.1 count against the limit.
  test.setTimeout(200_000);
  const dir = mkdtempSync(join(tmpdir(), 'lead-server-no-proxy-'));
  const dbPath = join(dir, 'leads.sqlite');
  const server = await LeadTestServer.start({ env: { DATABASE_URL: `file:${dbPath}`, LEADS_MIN_FILL_MS: '1', LEADS_RATE_LIMIT_MAX: '3' } });
  try {
    const form = await loadContactForm(server.baseUrl, 'en');
    const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}`, 'x-leads-peer-address': `198.51.100.${i}` });
    const emails = [0, 1, 2, 3].map((i) => `peer${i}@example.com`);
    const answers = [];
    for (const [i, email] of emails.entries()) answers.push(await postContactForm(form, contactFields({ email }), { headers: spoofed(i) }));
    // Every post came from 127.0.0.1, so the fourth is over the limit of 3 whatever it claimed.
    expect(answers.slice(0, 3).map((answer) => isContactSuccess(answer))).toEqual([true, true, true]);
    expect(readRenderedContactForm(answers[3]?.html ?? '').alert).toBe(messages.en.LeadForm.rateLimited);
    const hashes = emails.slice(0, 3).map((email) => storedLeads(dbPath, { email })[0]?.clientHash);
    expect(new Set(hashes).size).toBe(1);
    // …and that one client is the real peer address, not the fallback for a missing one.
    const salt = /^LEADS_HASH_SALT=(.+)$/mu.exec(readFileSync('data/secrets.env', 'utf8'))?.[1] ?? '';
    const hash = (address: string) => createHmac('sha256', salt).update(address).digest('hex');
    expect(hashes[0]).not.toBe(hash('unknown'));
    expect([hash('127.0.0.1'), hash('::ffff:127.0.0.1')]).toContain(hashes[0]);

    // Nor is a forwarded host: a foreign Origin that names it is still foreign.
    const email = uniqueEmail('forwarded-host');
    const foreign = await postContactForm(form, contactFields({ email }), { origin: 'https://evil.example', headers: { 'x-forwarded-host': 'evil.example' } });
    expect(foreign.status).toBe(403);
    expect(storedLeads(dbPath, { email })).toEqual([]);
  } finally {
    await server.dispose();
    rmSync(dir, { recursive: true, force: true });
  }
});
