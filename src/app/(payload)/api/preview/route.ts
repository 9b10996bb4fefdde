import config from '@payload-config';
import { cookies, draftMode } from 'next/headers';
import { getPayload } from 'payload';
import { hasRole } from '@/cms/access/roles';
import { isPreviewablePath } from '@/cms/preview-url';
import { getServerEnv } from '@/server/env';
import { issuePreviewPass, previewPassCookie, previewPassSeconds } from '@/server/http/preview-pass';

/**
 * An editor's preview: a signed-in content role turns on Next's draft mode (a cookie only this
 * browser holds) and lands on the page, which then renders the latest drafts, uncached and marked
 * noindex (src/components/layout/preview-banner.tsx). Anyone else is sent to sign in, or refused.
 * The preview pass lets the site server route a page that was never published to its renderer.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.searchParams.get('path');
  if (!isPreviewablePath(path)) return text(400, 'Preview needs the path of one of the site’s pages, such as ?path=/sv/products/instaclear.');

  const payload = await getPayload({ config });
  const { user } = await payload.auth({ headers: request.headers });
  if (!user) return redirect(`/admin/login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  if (!hasRole(user, 'admin', 'editor', 'regulatory')) return text(403, 'Your role does not preview content.');

  (await draftMode()).enable();
  (await cookies()).set(previewPassCookie, issuePreviewPass(getServerEnv().cms.secret), {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production' && url.protocol === 'https:',
    path: '/',
    maxAge: previewPassSeconds,
  });
  return redirect(path);
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });
}

function text(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}
