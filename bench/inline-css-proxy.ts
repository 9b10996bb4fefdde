/**
 * `npx tsx bench/inline-css-proxy.ts [UPSTREAM] [--port 3991] [--keep-link]` — serves the production
 * server's pages with the render-blocking stylesheet inlined as a `<style>` where its `<link>` was,
 * to measure what inlining it would do before building it:
 *
 *   npx tsx bench/inline-css-proxy.ts http://localhost:3000 &
 *   npm run bench:pages -- --url http://localhost:3991 --pages /,/drug-tests,/sv --throttling devtools
 *
 * `--keep-link` serves the pages unchanged through the same proxy (the control). Next's own
 * `experimental.inlineCss` also writes the stylesheet into the inline flight data, three more
 * copies (`/` 18 → 57 KB gzip), so it is not the thing to measure. Everything is gzipped here
 * whatever `next start` does. A measurement aid, not a test; not for production.
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { port: { type: 'string', default: '3991' }, 'keep-link': { type: 'boolean', default: false } },
});
const upstream = (positionals[0] ?? 'http://localhost:3000').replace(/\/$/, '');
const stylesheets = new Map<string, string>();

async function stylesheet(href: string): Promise<string> {
  let css = stylesheets.get(href);
  if (css === undefined) {
    // The stylesheet's url()s are relative to /_next/static/chunks/; inline they resolve from the page.
    css = (await (await fetch(upstream + href)).text()).replaceAll('url(../media/', 'url(/_next/static/media/');
    stylesheets.set(href, css);
  }
  return css;
}

async function inlineStylesheets(html: string): Promise<string> {
  for (const [link, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*\/>/g)) {
    const style = `<style>${await stylesheet(href!)}</style>`;
    html = html.replace(link, () => style);
  }
  return html;
}

createServer(async (request, response) => {
  try {
    const upstreamResponse = await fetch(upstream + request.url, { headers: { 'accept-encoding': 'identity' }, redirect: 'manual' });
    const type = upstreamResponse.headers.get('content-type') ?? '';
    let body = Buffer.from(await upstreamResponse.arrayBuffer());
    if (type.includes('text/html') && !values['keep-link']) body = Buffer.from(await inlineStylesheets(body.toString()));
    const headers: Record<string, string> = { 'content-type': type };
    for (const name of ['cache-control', 'location']) {
      const value = upstreamResponse.headers.get(name);
      if (value) headers[name] = value;
    }
    if (/text|javascript|json|svg|xml/.test(type)) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
    }
    response.writeHead(upstreamResponse.status, headers).end(body);
  } catch (error) {
    response.writeHead(502, { 'content-type': 'text/plain' }).end(String(error));
  }
}).listen(Number(values.port), () => console.log(`inlining ${upstream} on http://localhost:${values.port}`));
