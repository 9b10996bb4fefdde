/**
 * A guard for every POST that reaches a page (all of them are server-action posts: the lead forms,
 * with or without JavaScript). Next rejects a foreign Origin or an oversized or malformed body
 * itself, but answers those with a 500; this answers them first with a proper 4xx so bad input
 * never produces a server error. Called from src/proxy.ts; uses only web-standard APIs.
 */
export const maxPostBodyBytes = 64 * 1024;

function reject(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

export async function guardPagePost(request: Request): Promise<Response | undefined> {
  if (request.method !== 'POST') return undefined;
  const { headers } = request;

  // Same rule as Next's own server-action check: an Origin, when sent, must match the host the
  // request was addressed to (x-forwarded-host behind a proxy).
  const origin = headers.get('origin');
  if (origin !== null) {
    const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0]?.trim();
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host;
    } catch {
      originHost = undefined;
    }
    if (!host || originHost !== host) return reject(403, 'Forbidden: cross-origin form post');
  }

  const length = headers.get('content-length');
  if (length === null) return reject(411, 'Length Required');
  const bytes = Number(length);
  if (!Number.isSafeInteger(bytes) || bytes < 0) return reject(400, 'Bad Request');
  if (bytes > maxPostBodyBytes) return reject(413, 'Payload Too Large');

  // A form post (no JavaScript) must be well-formed multipart or urlencoded data.
  const type = headers.get('content-type') ?? '';
  if (!headers.has('next-action') && /^(multipart\/form-data|application\/x-www-form-urlencoded)/iu.test(type)) {
    try {
      await request.clone().formData();
    } catch {
      return reject(400, 'Bad Request: malformed form data');
    }
  }
  return undefined;
}
