import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): the signed content is
 * `${webhook-id}.${webhook-timestamp}.${body}`, HMAC-SHA256, base64, sent as `v1,<signature>`.
 * A secret in the `whsec_<base64>` form is used as the decoded bytes, any other as UTF-8.
 */
function secretBytes(secret: string): Buffer {
  return secret.startsWith('whsec_')
    ? Buffer.from(secret.slice('whsec_'.length), 'base64')
    : Buffer.from(secret, 'utf8');
}

export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secretBytes(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** Verifies a `webhook-signature` header (space-separated list of `v1,<sig>`). */
export function verifyWebhookSignature(
  secret: string,
  id: string,
  timestampSeconds: number,
  body: string,
  header: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, id, timestampSeconds, body));
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
