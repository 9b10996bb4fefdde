import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The preview's pass for the site server. Next's draft mode decides what a page shows; but the site
 * server routes an address to the CMS page renderer only when it is a published page, so a page
 * that was never published would answer 404 in its own preview. The preview route therefore also
 * gives the editor's browser this signed, expiring cookie, and the site server routes any free page
 * address of a request that carries a valid one to the renderer, which shows the draft.
 */
export const previewPassCookie = 'site-preview';

/** As long as an editor's preview lasts before they open it again from the admin. */
export const previewPassSeconds = 8 * 60 * 60;

const signature = (secret: string, expires: number) => createHmac('sha256', secret).update(`preview-pass:${expires}`).digest('base64url');

export function issuePreviewPass(secret: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + previewPassSeconds;
  return `${expires}.${signature(secret, expires)}`;
}

export function isValidPreviewPass(value: string | undefined, secret: string, now = Date.now()): boolean {
  const match = value && /^(\d{1,12})\.([\w-]{43})$/u.exec(value);
  if (!match || !secret) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  return timingSafeEqual(Buffer.from(match[2]!), Buffer.from(signature(secret, expires)));
}

/** One cookie's value from a Cookie header. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
