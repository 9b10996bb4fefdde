import { NextResponse } from 'next/server';
import { leadFormActionKey } from '@/lib/leads/form-pages';
import { isActionHostedAt } from './action-manifest';
import { formRejectedFromHeader, isCmsPath } from './http/request-policy';

/**
 * A guard for every POST that Next would treat as a server action (a `Next-Action` header, or a
 * form body), on any path: the lead forms post here with or without JavaScript. Next answers a
 * foreign Origin, a malformed body or an action posted to the wrong page with a 500 and a logged
 * stack trace, and a post without JavaScript whose `$ACTION_KEY` matches no form on the page with
 * a blank form after the action has run; this answers them first with a 4xx and no log line, so
 * bad input never produces a server error and nothing is stored for an answer the visitor never
 * sees. Bodies were already limited in size by the server (src/server/http/request-policy.ts).
 * Called from src/proxy.ts; uses only web-standard APIs.
 */

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

/** A JSON text of an action request, parsed once; or why it would make Next fail. */
function parsed(text: string): { value: unknown } | { problem: string } {
  if (jsonDepth(text) > maxJsonDepth) return { problem: 'nested too deeply' };
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { problem: 'not valid JSON' };
  }
}

/**
 * Same rule as Next's own server-action check: an Origin, when sent, must match the request's
 * host. X-Forwarded-Host reaches this point only from a trusted proxy (the server drops it
 * otherwise: src/server/http/request-policy.ts).
 */
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

/**
 * `$`-strings to which React's reply format gives a meaning without pointing at another part of
 * the body: an escaped `$`, undefined, NaN, infinities, -0, a date, a bigint. Every other one
 * (`$@1` a promise, `$B0` a blob, `$Q1` a map, `$h0` a server reference, `$1` an outlined value…)
 * points elsewhere, and a crafted body that leaves it dangling makes React's decoder throw.
 */
const plainToken = /^\$(?:\$.*|undefined|NaN|Infinity|-Infinity|-0|D.*|n-?\d+)$/su;
/** The reference to the FormData whose fields follow as `<n>_name`. */
const formDataToken = /^\$K\d+$/u;

/** Whether a parsed value is plain data: no reference to another part (walked without recursion). */
export function isPlainData(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.startsWith('$') && !plainToken.test(item)) return false;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        if (key.startsWith('$') && !plainToken.test(key)) return false;
        pending.push(entry);
      }
    }
  }
  return true;
}

/**
 * This site's actions take either a form's previous state and its FormData (a multipart body:
 * `0` is `[state, "$K1"]`, the fields follow as `1_name`) or plain values (a text body, e.g. the
 * form ticket request). Anything else is not a request a page of this site sends.
 */
export function fetchArgumentsProblem(root: unknown, multipart: boolean): string | undefined {
  if (!Array.isArray(root)) return 'arguments are not a list';
  if (multipart) {
    const [state, data] = root;
    if (root.length !== 2 || typeof data !== 'string' || !formDataToken.test(data)) return 'not a form submission';
    return isPlainData(state) ? undefined : 'form state refers to a missing part';
  }
  return isPlainData(root) ? undefined : 'arguments refer to a missing part';
}

/**
 * A post without JavaScript: the action's reference (`$ACTION_<n>:0`, `{"id":…,"bound":"$@1"}`)
 * and its one bound argument, the form's previous state (`$ACTION_<n>:1`, `[state]`).
 */
export function boundActionProblem(reference: unknown, bound: unknown): string | undefined {
  if (reference === null || typeof reference !== 'object' || Array.isArray(reference)) return 'action reference is not an object';
  const { id, bound: boundRef } = reference as Record<string, unknown>;
  if (typeof id !== 'string' || boundRef !== '$@1') return 'action reference is not a form action';
  if (!Array.isArray(bound) || bound.length !== 1 || !isPlainData(bound)) return 'form state is not plain data';
  return undefined;
}

interface ActionPost {
  actionId: string | undefined;
  problem: string | undefined;
  /** `$ACTION_KEY` of a post without JavaScript. */
  key?: string;
}

/** A post without JavaScript: which action it names, whether its parts can be decoded, its key. */
function formActionPost(form: FormData): ActionPost {
  let ref: string | undefined;
  for (const name of form.keys()) {
    // The form of an action without bound state; none of this site's forms posts one.
    if (name.startsWith('$ACTION_ID_')) return { actionId: name.slice('$ACTION_ID_'.length), problem: 'form action without its state' };
    if (name.startsWith('$ACTION_REF_')) ref = name.slice('$ACTION_REF_'.length);
  }
  if (ref === undefined) return { actionId: undefined, problem: undefined };
  const reference = form.get(`$ACTION_${ref}:0`);
  const bound = form.get(`$ACTION_${ref}:1`);
  if (typeof reference !== 'string' || typeof bound !== 'string') return { actionId: '', problem: 'action reference missing' };
  const referenceJson = parsed(reference);
  const boundJson = parsed(bound);
  if ('problem' in referenceJson) return { actionId: '', problem: `action reference ${referenceJson.problem}` };
  if ('problem' in boundJson) return { actionId: '', problem: `form state ${boundJson.problem}` };
  const id = (referenceJson.value as { id?: unknown } | null)?.id;
  const key = form.get('$ACTION_KEY');
  return {
    actionId: typeof id === 'string' ? id : '',
    problem: boundActionProblem(referenceJson.value, boundJson.value),
    key: typeof key === 'string' ? key : undefined,
  };
}

/** A fetch action (`Next-Action` header): its arguments, whole text or multipart part `0`. */
function fetchActionProblem(form: FormData | undefined, text: string | undefined): string | undefined {
  const root = text ?? form?.get('0');
  if (typeof root !== 'string') return 'no arguments';
  const json = parsed(root);
  if ('problem' in json) return `action data ${json.problem}`;
  return fetchArgumentsProblem(json.value, form !== undefined);
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
  // The CMS's admin posts its own server functions; it checks them itself.
  if (isCmsPath(pathname)) return undefined;
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

  const post: ActionPost =
    fetchAction !== null ? { actionId: fetchAction, problem: fetchActionProblem(form, text) } : formActionPost(form ?? new FormData());
  if (post.problem) return reject(400, `Bad Request: ${post.problem}`);
  // A form post that names no action: Next answers it with a 400 and a logged stack trace.
  if (post.actionId === undefined) return reject(400, 'Bad Request: no form action');
  if (isHosted(post.actionId, pathname) === false) {
    // The marker lets Next's client router report an unknown action the way Next itself does.
    return reject(404, 'Not Found: this page has no such form action', fetchAction !== null ? { 'x-nextjs-action-not-found': '1' } : {});
  }
  // React shows the action's answer only in the form whose key the post carries; with a stale or
  // forged key the visitor would get a blank form after the lead was stored.
  if (fetchAction === null && post.key !== leadFormActionKey(pathname)) {
    // The page that explains the refusal (src/app/form-rejected), told which form's page it was.
    const headers = new Headers(request.headers);
    headers.set(formRejectedFromHeader, pathname);
    return NextResponse.rewrite(new URL('/form-rejected', request.url), { request: { headers } });
  }
  return undefined;
}
