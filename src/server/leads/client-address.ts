import { createHmac } from 'node:crypto';

/**
 * Header the server sets from the TCP peer address of every request (createSiteServer in
 * src/server/http/site-server.ts). It is overwritten on every request, so a client cannot supply it.
 */
export const peerAddressHeader = 'x-leads-peer-address';

/**
 * The address a rate limit and the stored hash are keyed on. X-Forwarded-For is honoured only
 * when `trustProxyHops` proxies are configured: then the entry that the outermost trusted proxy
 * saw is used (entries further left are client-supplied and can be forged).
 */
export function resolveClientAddress(
  headers: Pick<Headers, 'get'>,
  trustProxyHops: number,
): string {
  if (trustProxyHops > 0) {
    const forwarded = (headers.get('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const index = Math.max(0, forwarded.length - trustProxyHops);
    const candidate = forwarded[index];
    if (candidate) return candidate.slice(0, 100);
  }
  return headers.get(peerAddressHeader)?.slice(0, 100) || 'unknown';
}

export function hashClientAddress(salt: string, address: string): string {
  return createHmac('sha256', salt).update(address).digest('hex');
}
