import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/**
 * A form ticket: the signed render time plus a fresh submission token. The page is static, so
 * the browser asks for one when the form mounts (and gets a new one with every success). The
 * server checks the signature, refuses tickets issued too recently (a bot posting faster than a
 * person can type) and uses the token as the lead's unique submission key.
 *
 * Format: v1.<form>.<issuedAtMs>.<token>.<base64url HMAC-SHA256 of the rest>
 */
export interface TicketPayload {
  form: string;
  issuedAt: number;
  token: string;
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function issueTicket(secret: string, form: string, now: number): string {
  const body = `v1.${form}.${now}.${randomUUID()}`;
  return `${body}.${sign(secret, body)}`;
}

export type TicketCheck =
  | { kind: 'missing' }
  | { kind: 'forged' }
  | { kind: 'too-fast'; payload: TicketPayload }
  | { kind: 'expired'; payload: TicketPayload }
  | { kind: 'valid'; payload: TicketPayload };

export function checkTicket(
  secret: string,
  ticket: unknown,
  form: string,
  now: number,
  minAgeMs: number,
  maxAgeMs: number,
): TicketCheck {
  if (typeof ticket !== 'string' || ticket === '') return { kind: 'missing' };
  if (ticket.length > 300) return { kind: 'forged' };
  const lastDot = ticket.lastIndexOf('.');
  const body = ticket.slice(0, lastDot);
  const signature = Buffer.from(ticket.slice(lastDot + 1));
  const expected = Buffer.from(sign(secret, body));
  if (lastDot < 0 || signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return { kind: 'forged' };
  }
  const [version, ticketForm, issuedAtText, token] = body.split('.');
  const issuedAt = Number(issuedAtText);
  if (version !== 'v1' || ticketForm !== form || !token || !Number.isSafeInteger(issuedAt)) {
    return { kind: 'forged' };
  }
  const payload = { form, issuedAt, token };
  const age = now - issuedAt;
  if (age < minAgeMs) return { kind: 'too-fast', payload };
  if (age > maxAgeMs) return { kind: 'expired', payload };
  return { kind: 'valid', payload };
}
