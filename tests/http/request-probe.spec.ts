/**
 * An attacker's probe of the server, over plain HTTP against the lead server of
 * tests/e2e/fixtures.ts (its own server, SQLite store and captured log): crafted server-action
 * bodies on every form, methods no page takes, requests Node itself cannot parse, oversized bodies,
 * stale or forged form keys and replayed tickets. Each answer is a 4xx (or the right answer) with
 * the security headers, leaves no log line, and stores nothing where nothing should be stored.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { contactFields, isContactSuccess, loadContactForm, parseContactForm, postContactForm } from '../../scripts/leads-http-client';
import { leadFormAnchors, leadFormPages } from '../../src/lib/leads/form-pages';
import { expect, messages, newClientAddress, securityHeaderProblems, test, uniqueEmail } from '../e2e/fixtures';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function lowerCased(headers: Iterable<[string, string]>): Record<string, string> {
  return Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value]));
}

/** Sends `text` as it is over a socket and reads the answer until the server closes or `untilMs`. */
function rawRequest(port: number, text: string, untilMs = 5000): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let received = '';
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const [head = '', ...rest] = received.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: rest.join('\r\n\r\n') });
    };
    const timer = setTimeout(finish, untilMs);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      // A complete answer with a length: no need to wait for the close.
      const length = /\r\ncontent-length: (\d+)/iu.exec(received)?.[1];
      const bodyAt = received.indexOf('\r\n\r\n');
      if (length !== undefined && bodyAt >= 0 && received.length - bodyAt - 4 >= Number(length)) finish();
    });
    socket.on('close', finish);
    socket.on('error', finish);
  });
}

/** A request with any method (fetch refuses TRACE). */
function methodRequest(base: string, method: string, path: string): Promise<Answer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path, method }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: lowerCased(Object.entries(response.headers).map(([k, v]) => [k, String(v)])), body }));
    });
    request.on('error', reject);
    request.end();
  });
}

function multipart(fields: [string, string][]): FormData {
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  return body;
}

test('crafted server-action bodies on every form get a 400, store nothing and log nothing', async ({ leadServer }) => {
  const { baseUrl: base, log } = leadServer;
  const variants: [string, (id: string, fields: [string, string][]) => [RequestInit['body'], Record<string, string>]][] = [
    ['["$Z"]', (_, fields) => [multipart([['0', '["$Z"]'], ...fields]), {}]],
    ['"$@9"', (_, fields) => [multipart([['0', '"$@9"'], ...fields]), {}]],
    ['["$h0"]', (_, fields) => [multipart([['0', '["$h0"]'], ...fields]), {}]],
    ['["$B0"]', (_, fields) => [multipart([['0', '["$B0"]'], ...fields]), {}]],
    ['null', (_, fields) => [multipart([['0', 'null'], ...fields]), {}]],
    ['[]', (_, fields) => [multipart([['0', '[]'], ...fields]), {}]],
    ['a reference to a missing part', (_, fields) => [multipart([['0', '[{"status":"idle"},"$1"]'], ...fields]), {}]],
    ['state with a promise', (_, fields) => [multipart([['0', '[{"status":"$@3"},"$K1"]'], ...fields]), {}]],
    ['a JSON text body', () => ['{"status":"idle"}', { 'content-type': 'application/json' }]],
    ['no JavaScript, bound "$@9"', (id, fields) => [multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${id}","bound":"$@9"}`], ['$ACTION_1:1', '[{"status":"idle"}]'], ...fields]), {}]],
    ['no JavaScript, bound []', (id, fields) => [multipart([['$ACTION_REF_1', ''], ['$ACTION_1:0', `{"id":"${id}","bound":"$@1"}`], ['$ACTION_1:1', '[]'], ...fields]), {}]],
    ['no JavaScript, unbound action', (id, fields) => [multipart([[`$ACTION_ID_${id}`, ''], ...fields]), {}]],
  ];
  log.take();
  const emails: string[] = [];
  for (const [form, path] of Object.entries(leadFormPages)) {
    const html = await (await fetch(`${base}${path}`)).text();
    expect.soft(html, `${form}: the form's anchor`).toContain(`id="${leadFormAnchors[form as keyof typeof leadFormAnchors]}"`);
    const id = /\$ACTION_1:0" value="\{&quot;id&quot;:&quot;([0-9a-f]+)/u.exec(html)?.[1] ?? '';
    expect(id, `${form}: the page carries its action id`).not.toBe('');
    for (const [what, make] of variants) {
      const email = uniqueEmail(`crafted-${form}`);
      emails.push(email);
      // A visitor's valid fields, so nothing but the crafted part is wrong.
      const fields = Object.entries({ ...contactFields({ email }), workEmail: email, locale: 'en' });
      const jsFields = fields.map(([name, value]) => [`1_${name}`, value] as [string, string]);
      const noJs = what.startsWith('no JavaScript');
      const [body, headers] = make(id, noJs ? [...fields, ['$ACTION_KEY', `p${path}`]] : jsFields);
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        body,
        headers: { origin: base, 'x-forwarded-for': newClientAddress(), ...(noJs ? {} : { 'next-action': id }), ...headers },
      });
      await response.arrayBuffer();
      expect.soft(response.status, `${form}: ${what}`).toBe(400);
      expect.soft(securityHeaderProblems(lowerCased(response.headers)), `${form}: ${what}`).toEqual([]);
    }
  }
  expect.soft(log.take(), 'log lines of the crafted posts').toBe('');
  expect(emails.flatMap((email) => leadServer.leads({ email }))).toEqual([]);
});

test('methods no page takes get a 405 naming the allowed ones; OPTIONS a 204', async ({ leadServer }) => {
  const { baseUrl: base, log } = leadServer;
  log.take();
  for (const path of ['/contact', '/sv/drug-tests', '/icons.svg', '/no-such-page']) {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND']) {
      const answer = await methodRequest(base, method, path);
      expect.soft(answer.status, `${method} ${path}`).toBe(405);
      expect.soft(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD, POST, OPTIONS');
      expect.soft(securityHeaderProblems(answer.headers), `${method} ${path}`).toEqual([]);
    }
    const options = await methodRequest(base, 'OPTIONS', path);
    expect.soft([options.status, options.headers.allow], `OPTIONS ${path}`).toEqual([204, 'GET, HEAD, POST, OPTIONS']);
  }
  expect(log.take()).toBe('');
});

test('redirects and the answers Node writes itself carry the security headers', async ({ leadServer }) => {
  const { baseUrl: base, server, log } = leadServer;
  log.take();
  for (const path of ['/og/', '/sv//evil.example', '/contact/']) {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    expect.soft(response.status, path).toBe(308);
    expect.soft(securityHeaderProblems(lowerCased(response.headers)), path).toEqual([]);
  }
  const badLength = await rawRequest(server.port, `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc\r\n\r\n`);
  expect.soft(badLength.status, 'bad Content-Length').toBe(400);
  expect.soft(securityHeaderProblems(badLength.headers), 'bad Content-Length').toEqual([]);
  const longPath = await rawRequest(server.port, `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  expect.soft(longPath.status, '20 KB path').toBe(431);
  expect.soft(securityHeaderProblems(longPath.headers), '20 KB path').toEqual([]);
  expect(log.take()).toBe('');
});

test('an oversized body is refused before it is read: no buffering, no growth under 16 concurrent 10 MiB posts', async ({ leadServer }) => {
  const { server, log } = leadServer;
  log.take();
  // Declared 10 MiB, 1 KiB sent: the answer arrives while the body is still incomplete.
  const early = await rawRequest(
    server.port,
    `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n${'x'.repeat(1024)}`,
    3000,
  );
  expect.soft(early.status, '10 MiB declared, 1 KiB sent').toBe(413);
  expect.soft(securityHeaderProblems(early.headers)).toEqual([]);
  const chunked = await rawRequest(server.port, `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n`, 3000);
  expect.soft(chunked.status, 'chunked body').toBe(411);

  const rss = () => Number(/VmRSS:\s+(\d+)/u.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const tenMiB = 'x'.repeat(10 * 1024 * 1024);
  const before = rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rss())), 20);
  // Over a socket, as a client that sends the whole body regardless: the answer comes first.
  const statuses = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const request = `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: text/plain\r\nNext-Action: x\r\nContent-Length: ${tenMiB.length}\r\n\r\n${tenMiB}`;
      return (await rawRequest(server.port, request, 10_000)).status;
    }),
  );
  clearInterval(sampler);
  console.log(`server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB during, ${rss().toFixed(0)} MB after 16 concurrent 10 MiB posts`);
  // Answered 413 and closed; a client still writing may see the close before it reads the answer.
  expect.soft(statuses.filter((status) => status !== 413 && status !== 0), 'statuses of the 10 MiB posts').toEqual([]);
  expect.soft(statuses.filter((status) => status === 413).length, '10 MiB posts that read their 413').toBeGreaterThan(0);
  expect.soft(peak - before, 'MB the server grew by').toBeLessThan(40);
  expect(log.take()).toBe('');
});

test('a post without JavaScript with a stale or forged form key is refused in its language, and nothing is stored', async ({ leadServer }) => {
  const headers = { 'x-forwarded-for': newClientAddress() };
  for (const locale of ['en', 'sv'] as const) {
    const form = await loadContactForm(leadServer.baseUrl, locale);
    expect(form.hidden).toContainEqual(['$ACTION_KEY', `p${locale === 'en' ? '' : '/sv'}/contact`]);
    for (const key of ['k7974f159d2c3e0ac2fd997921c68457a', 'pforged', '']) {
      const email = uniqueEmail(`key-${locale}`);
      const answer = await postContactForm(form, contactFields({ email }), { headers, overrides: { $ACTION_KEY: key } });
      expect.soft(answer.status, `${locale} key "${key}"`).toBe(400);
      expect.soft(answer.html, `${locale} key "${key}"`).toContain(`<html lang="${locale}"`);
      expect.soft(answer.html, `${locale} key "${key}"`).toContain(messages[locale].FormRejected.heading);
      expect.soft(leadServer.leads({ email }), `${locale} key "${key}"`).toEqual([]);
    }
    // The way back lands on the form.
    const page = await (await fetch(form.url)).text();
    const back = `${locale === 'en' ? '' : '/sv'}/contact#${leadFormAnchors.contact}`;
    const rejected = await postContactForm(form, contactFields({ email: uniqueEmail('key-back') }), { headers, overrides: { $ACTION_KEY: 'pforged' } });
    expect.soft(rejected.html).toContain(`href="${back}"`);
    expect.soft(page).toContain(`id="${leadFormAnchors.contact}"`);
  }
});

test('a ticket sent again with the same content is one lead; with a corrected field it is a second one', async ({ leadServer }) => {
  const base = leadServer.baseUrl;
  const page = await (await fetch(`${base}/contact`)).text();
  const form = parseContactForm(page, `${base}/contact`);
  // The ticket the form asks for when it mounts in a browser (the issueLeadTicket action).
  const manifest = JSON.parse(readFileSync(`${process.env.NEXT_DIST_DIR || '.next'}/server/server-reference-manifest.json`, 'utf8')) as {
    node: Record<string, { exportedName: string }>;
  };
  const ticketActionId = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === 'issueLeadTicket')?.[0];
  const flight = await (
    await fetch(`${base}/contact`, { method: 'POST', body: '["contact"]', headers: { origin: base, 'next-action': ticketActionId ?? '', 'content-type': 'text/plain;charset=UTF-8' } })
  ).text();
  const ticket = /"(v1\.contact\.[^"]+)"/u.exec(flight)?.[1] ?? '';
  expect(ticket).not.toBe('');
  const headers = { 'x-forwarded-for': newClientAddress() };
  const email = uniqueEmail('replay');
  const send = (message: string) => postContactForm(form, contactFields({ email, message }), { headers, overrides: { ticket } });
  expect(isContactSuccess(await send('First question'))).toBe(true);
  expect(isContactSuccess(await send('First question'))).toBe(true);
  expect(isContactSuccess(await send('Corrected question'))).toBe(true);
  expect(leadServer.leads({ email }).map((lead) => lead.fields.message)).toEqual(['First question', 'Corrected question']);
});

test('paths that do not decode or hold a control character get the 404 page, showing the path as typed', async ({ leadServer }) => {
  const base = leadServer.baseUrl;
  for (const [path, shown] of [
    ['/%zz', '/%zz'],
    ['/%00', '/%00'],
    ['/sv/%00', '/sv/%00'],
    ['/caf%C3%A9', '/café'],
    ['/sv/%3Cb%3E', '/sv/&lt;b&gt;'],
  ] as const) {
    const response = await fetch(`${base}${path}`);
    const html = await response.text();
    expect.soft(response.status, path).toBe(404);
    expect.soft(html, path).toContain(`>${shown}</code>`);
  }
  const favicon = await fetch(`${base}/favicon.ico`);
  expect.soft(favicon.status).toBe(200);
  expect.soft(favicon.headers.get('content-type')).toBe('image/x-icon');
});
