import { isActionHostedAt } from './action-manifest';

/**
 * A guard for every POST that Next would treat as a server action (a `Next-Action` header, or a
 * form body), on any path: the lead forms post here with or without JavaScript. Next rejects a
 * foreign Origin, an oversized or malformed body, or an action posted to the wrong page itself,
 * but answers those with a 500 (and, for the wrong page, an uncaught `Error: aborted` per request);
 * this answers them first with a 4xx and no log line, so bad input never produces a server error.
 * Called from src/proxy.ts; uses only web-standard APIs.
 */
export const maxPostBodyBytes = 64 * 1024;

/** Deeper JSON than any form state needs; React's reply decoder recurses and overflows the stack on ~5000. */
export const maxJsonDepth = 64;

const formBody = /^(multipart\/form-data|application\/x-www-form-urlencoded)/iu;

function reject(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });
}

/** Nesting depth of a JSON text, counted without recursion (brackets inside strings ignored). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return deepest;
}

/** Why a JSON text of an action request would make Next fail, or undefined when it is fine. */
export function jsonProblem(text: string): string | undefined {
  if (jsonDepth(text) > maxJsonDepth) return 'nested too deeply';
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    return 'not valid JSON';
  }
}

/** Same rule as Next's own server-action check: an Origin, when sent, must match the request's host. */
export function isForeignOrigin(headers: Pick<Headers, 'get'>): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0]?.trim();
  let originHost: string | undefined;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = undefined;
  }
  return !host || originHost !== host;
}

interface ActionBody {
  actionId: string | undefined;
  /** JSON texts that React or Next will parse. */
  json: string[];
}

/** The action id and the JSON parts of a no-JavaScript form post (`$ACTION_…` fields). */
function formActionBody(form: FormData): ActionBody {
  const json: string[] = [];
  let actionId: string | undefined;
  let ref: string | undefined;
  for (const [name, value] of form) {
    if (name.startsWith('$ACTION_ID_')) actionId = name.slice('$ACTION_ID_'.length);
    else if (name.startsWith('$ACTION_REF_')) ref = name.slice('$ACTION_REF_'.length);
    else if (/^\$ACTION_\d+:\d+$/u.test(name) && typeof value === 'string') json.push(value);
  }
  if (actionId === undefined && ref !== undefined) {
    const bound = form.get(`$ACTION_${ref}:0`);
    if (typeof bound === 'string' && jsonProblem(bound) === undefined) {
      const id = (JSON.parse(bound) as { id?: unknown } | null)?.id;
      actionId = typeof id === 'string' ? id : '';
    } else {
      actionId = '';
    }
  }
  return { actionId, json };
}

/** The JSON parts of a fetch action's body: the whole text, or its numbered multipart chunks. */
function fetchActionJson(form: FormData | undefined, text: string | undefined): string[] {
  if (text !== undefined) return [text];
  const json: string[] = [];
  for (const [name, value] of form ?? []) if (/^\d+$/u.test(name) && typeof value === 'string') json.push(value);
  return json;
}

export async function guardPagePost(
  request: Request,
  pathname: string,
  isHosted: (actionId: string, pathname: string) => boolean | undefined = isActionHostedAt,
): Promise<Response | undefined> {
  if (request.method !== 'POST') return undefined;
  const { headers } = request;
  const fetchAction = headers.get('next-action');
  const type = headers.get('content-type') ?? '';

  if (isForeignOrigin(headers)) return reject(403, 'Forbidden: cross-origin form post');

  const length = headers.get('content-length');
  if (length === null) return reject(411, 'Length Required');
  const bytes = Number(length);
  if (!Number.isSafeInteger(bytes) || bytes < 0) return reject(400, 'Bad Request');
  if (bytes > maxPostBodyBytes) return reject(413, 'Payload Too Large');
  // Anything else is not a server action to Next, and no page takes it.
  if (fetchAction === null && !formBody.test(type)) return undefined;

  let form: FormData | undefined;
  let text: string | undefined;
  try {
    if (formBody.test(type)) form = await request.clone().formData();
    else text = await request.clone().text();
  } catch {
    return reject(400, 'Bad Request: malformed form data');
  }

  const body: ActionBody =
    fetchAction !== null ? { actionId: fetchAction, json: fetchActionJson(form, text) } : formActionBody(form ?? new FormData());
  for (const part of body.json) {
    const problem = jsonProblem(part);
    if (problem) return reject(400, `Bad Request: action data ${problem}`);
  }
  // A form post that names no action: Next answers it with a 400 and a logged stack trace.
  if (body.actionId === undefined) return reject(400, 'Bad Request: no form action');
  if (isHosted(body.actionId, pathname) === false) {
    // The marker lets Next's client router report an unknown action the way Next itself does.
    return reject(404, 'Not Found: this page has no such form action', fetchAction !== null ? { 'x-nextjs-action-not-found': '1' } : {});
  }
  return undefined;
}
